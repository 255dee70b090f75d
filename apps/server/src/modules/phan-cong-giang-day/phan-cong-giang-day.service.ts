import {
  type CaiDatPhanCongInput,
  type CapHoc,
  capHocChinhOf,
  type GanGiaoVienInput,
  type LopPhanCong,
  type NhiemVuGiaoVienInput,
  type NhiemVuGiaoVienRow,
  type PhanCongTongHop,
  type SaoChepXemTruoc,
  type TaiGiaoVien,
  taiGiangDayOf,
  tietTuanOf,
} from '@hpl/shared';
import type { Db, DbOrTx } from '../../db/client';
import { audit } from '../../lib/audit';
import type { Caller } from '../../lib/caller';
import { badRequest, conflict, notFound } from '../../lib/errors';
import { findClassWithTeachers, listClassesWithTeachers, setTeachersOf, setTeachersOfMany } from '../lop-mon-hoc';
import { listHomeroomTeachersOfYear } from '../lop-quan-ly';
import { assertYearOpen, findPreviousYear, getYearOrActive } from '../nam-hoc';
import { findWorkingStaffByIds, listTeachingStaff } from '../nhan-vien';
import { countSubstitutionsOf } from '../thoi-khoa-bieu';
import { matchPreviousYear, NO_DUTIES, settingsOf, withPersonalReductions } from './phan-cong-giang-day.policy';
import * as repo from './phan-cong-giang-day.repository';

const CLOSED = 'phanCong.namHoc.closed';

export async function loadSettings(db: DbOrTx, namHocId: number) {
  const stored = await repo.findSettings(db, namHocId);
  return { caiDat: settingsOf(stored?.caiDat), version: stored?.version ?? 0 };
}

/** The year's classes with their teachers, and every teacher's load (those who teach, and the subject departments). */
export async function getSummary(db: Db, namHocId: number | undefined): Promise<PhanCongTongHop> {
  const year = await getYearOrActive(db, namHocId);
  const [{ caiDat, version }, classes, homerooms, duties, substitutions] = await Promise.all([
    loadSettings(db, year.id),
    listClassesWithTeachers(db, year.id),
    listHomeroomTeachersOfYear(db, year.id),
    repo.listDuties(db, year.id),
    year.ngayBatDau && year.ngayKetThuc
      ? countSubstitutionsOf(db, year.ngayBatDau, year.ngayKetThuc)
      : Promise.resolve(new Map<number, number>()),
  ]);
  const lop: LopPhanCong[] = classes.map((c) => ({
    id: c.id,
    tenLop: c.tenLop,
    monHocId: c.monHocId,
    maMonHoc: c.maMonHoc,
    tenMonHoc: c.tenMonHoc,
    tenMonHocEn: c.tenMonHocEn,
    maHeHoc: c.maHeHoc,
    lopQuanLyId: c.lopQuanLyId,
    tenLopQuanLy: c.tenLopQuanLy,
    capHoc: (c.capHoc as CapHoc | null) ?? null,
    soTietNam: c.soTietNam,
    tietTuan: tietTuanOf(c.soTietNam, caiDat.soTuanNam),
    giaoVien: c.giaoVien,
    version: c.version,
  }));
  const taught = new Map<number, LopPhanCong[]>();
  for (const c of lop) for (const g of c.giaoVien) taught.set(g.id, [...(taught.get(g.id) ?? []), c]);
  const homeroomOf = new Map<number, string[]>();
  for (const h of homerooms) homeroomOf.set(h.gvcnId, [...(homeroomOf.get(h.gvcnId) ?? []), h.tenLop]);
  const dutiesOf = new Map(duties.map((d) => [d.nhanVienId, d]));
  const staff = await listTeachingStaff(db, [...taught.keys(), ...homeroomOf.keys(), ...dutiesOf.keys()]);
  const giaoVien: TaiGiaoVien[] = staff.map((s) => {
    const classesOf = taught.get(s.id) ?? [];
    const stored = dutiesOf.get(s.id);
    const nhiemVu: NhiemVuGiaoVienRow = stored
      ? { ...stored, capHoc: (stored.capHoc as CapHoc | null) ?? null }
      : NO_DUTIES;
    const capHoc = nhiemVu.capHoc ?? capHocChinhOf(classesOf.map((c) => c.capHoc));
    const chuNhiem = homeroomOf.get(s.id) ?? [];
    return {
      nhanVienId: s.id,
      maNhanVien: s.maNhanVien,
      hoTen: s.hoTen,
      tenPhongBan: s.tenPhongBan,
      chuNhiem,
      capHoc,
      nhiemVu,
      version: stored?.version ?? 0,
      soLop: classesOf.length,
      ...taiGiangDayOf(caiDat, {
        capHoc,
        nhiemVu,
        laChuNhiem: chuNhiem.length > 0,
        soTietNam: classesOf.reduce((sum, c) => sum + c.soTietNam, 0),
        soTietDayThay: substitutions.get(s.id) ?? 0,
      }),
    };
  });
  return { namHocId: year.id, tenNamHoc: year.tenNamHoc, caiDat, caiDatVersion: version, lop, giaoVien };
}

/**
 * The summary screen's read. Teachers' personal reductions (infant care, probation, …) are sensitive, so a read that
 * shows any is audit-logged: who (the row's account and request), which year, whose reductions, when (the row's time).
 */
export async function readSummary(db: Db, caller: Caller, namHocId: number | undefined): Promise<PhanCongTongHop> {
  const summary = await getSummary(db, namHocId);
  const nhanVienIds = withPersonalReductions(summary.giaoVien);
  if (nhanVienIds.length > 0) {
    await audit(db, caller, {
      action: 'read',
      entity: 'PhanCongGiangDay.GiamTru',
      entityId: summary.namHocId,
      after: { nhanVienIds },
      reason: 'tongHop',
    });
  }
  return summary;
}

export function saveSettings(db: Db, caller: Caller, input: CaiDatPhanCongInput) {
  const { namHocId, version, ...caiDat } = input;
  return db.transaction(async (tx) => {
    await getYearOrActive(tx, namHocId);
    await assertYearOpen(tx, namHocId, CLOSED);
    const before = await loadSettings(tx, namHocId);
    if (before.version !== version) throw conflict();
    const saved = await repo.saveSettings(tx, namHocId, caiDat, version);
    if (saved === undefined) throw conflict();
    await audit(tx, caller, {
      action: 'update',
      entity: 'PhanCongCaiDat',
      entityId: namHocId,
      before: before.caiDat,
      after: caiDat,
    });
    return { caiDat, version: saved };
  });
}

/** A teacher's duties of one year; an unknown or departed teacher answers 404. */
export function saveDuties(db: Db, caller: Caller, nhanVienId: number, input: NhiemVuGiaoVienInput) {
  const { namHocId, version, ...duties } = input;
  return db.transaction(async (tx) => {
    await getYearOrActive(tx, namHocId);
    if ((await findWorkingStaffByIds(tx, [nhanVienId])).length === 0) throw notFound();
    await assertYearOpen(tx, namHocId, CLOSED);
    const before = await repo.findDuties(tx, namHocId, nhanVienId);
    if ((before?.version ?? 0) !== version) throw conflict();
    const after = await repo.saveDuties(tx, namHocId, nhanVienId, duties, version);
    if (!after) throw conflict();
    await audit(tx, caller, {
      action: before ? 'update' : 'create',
      entity: 'NhiemVuGiaoVien',
      entityId: `${namHocId}:${nhanVienId}`,
      before,
      after,
    });
    return after;
  });
}

/** The teachers of one subject class (assign and unassign); a stale version answers 409. */
export function assignTeachers(db: Db, caller: Caller, lopMonHocId: number, input: GanGiaoVienInput) {
  return db.transaction(async (tx) => {
    const before = await findClassWithTeachers(tx, lopMonHocId);
    if (!before) throw notFound();
    await assertYearOpen(tx, before.namHocId, CLOSED);
    if (before.version !== input.version) throw conflict();
    const found = await findWorkingStaffByIds(tx, input.nhanVienIds);
    if (found.length !== input.nhanVienIds.length) throw badRequest('phanCong.giaoVien.unknown', {}, 'nhanVienIds');
    const version = await setTeachersOf(tx, lopMonHocId, input.nhanVienIds, input.version);
    if (version === undefined) throw conflict();
    const byId = new Map(found.map((f) => [f.id, f]));
    const giaoVien = input.nhanVienIds.map((id) => ({ id, hoTen: byId.get(id)!.hoTen }));
    await audit(tx, caller, {
      action: 'update',
      entity: 'LopMonHocGiaoVien',
      entityId: lopMonHocId,
      before: before.giaoVien,
      after: giaoVien,
    });
    return { id: lopMonHocId, version, giaoVien };
  });
}

async function planCopy(db: DbOrTx, namHocId: number) {
  const previousYear = await findPreviousYear(db, namHocId);
  if (!previousYear) return { previousYear: undefined, pairs: [] };
  const [current, previous] = await Promise.all([
    listClassesWithTeachers(db, namHocId),
    listClassesWithTeachers(db, previousYear.id),
  ]);
  const working = new Set(
    (await findWorkingStaffByIds(db, [...new Set(previous.flatMap((p) => p.giaoVien.map((g) => g.id)))])).map(
      (s) => s.id,
    ),
  );
  const stillWorking = previous.map((p) => ({ ...p, giaoVien: p.giaoVien.filter((g) => working.has(g.id)) }));
  return { previousYear, pairs: matchPreviousYear(current, stillWorking) };
}

/** What copying last year's assignments would do: every matched class, and whether it already has teachers. */
export async function previewCopy(db: Db, namHocId: number | undefined): Promise<SaoChepXemTruoc> {
  const year = await getYearOrActive(db, namHocId);
  const { previousYear, pairs } = await planCopy(db, year.id);
  return {
    namHocTruoc: previousYear ? { id: previousYear.id, tenNamHoc: previousYear.tenNamHoc } : null,
    dong: pairs.map(({ to, from }) => ({
      lopMonHocId: to.id,
      tenLop: to.tenLop,
      tenMonHoc: to.tenMonHoc,
      tuLopMonHocId: from.id,
      tuTenLop: from.tenLop,
      giaoVien: from.giaoVien,
      daCoGiaoVien: to.giaoVien.length > 0,
    })),
  };
}

/** Copies last year's teachers onto the matched classes that have none yet (classes with teachers are kept). */
export function applyCopy(db: Db, caller: Caller, namHocId: number) {
  return db.transaction(async (tx) => {
    await getYearOrActive(tx, namHocId);
    await assertYearOpen(tx, namHocId, CLOSED);
    const { previousYear, pairs } = await planCopy(tx, namHocId);
    const changes = pairs
      .filter((p) => p.to.giaoVien.length === 0)
      .map((p) => ({ lopMonHocId: p.to.id, nhanVienIds: p.from.giaoVien.map((g) => g.id) }));
    await setTeachersOfMany(tx, changes);
    if (changes.length > 0)
      await audit(tx, caller, {
        action: 'copy',
        entity: 'LopMonHocGiaoVien',
        entityId: namHocId,
        after: { tuNamHoc: previousYear?.id, lop: changes },
      });
    return { soLop: changes.length };
  });
}
