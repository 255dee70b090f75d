import {
  type LopMonHocVn,
  type LopMonHocVnQuery,
  regularMarkCount,
  resolveSettings,
  termColumns,
  type VnGradingSettings,
  zVnGradingSettings,
} from '@hpl/shared';
import type { Db, DbOrTx } from '../../db/client';
import type { Caller } from '../../lib/caller';
import { badRequest, forbidden, notFound } from '../../lib/errors';
import type { SessionUser } from '../../lib/session-user';
import { findActiveYear, findYear } from '../nam-hoc';
import * as settingsRepo from './cai-dat.repository';
import { type ClassRelation, classRelationOf, type GradeViewer, homeroomRelationOf } from './diem-vn.policy';
import * as repo from './diem-vn.repository';
import * as cellRepo from './so-diem.repository';

export function viewerOf(user: SessionUser): GradeViewer {
  return {
    nhanVienId: user.nhanVienId,
    hocSinhId: user.hocSinhId,
    isOffice: user.permissions.includes('QuanLyDiemVN'),
  };
}

export async function yearIdOf(db: DbOrTx, namHocId: number | undefined): Promise<number> {
  if (namHocId) {
    if (!(await findYear(db, namHocId))) throw notFound();
    return namHocId;
  }
  const active = await findActiveYear(db);
  if (!active) throw badRequest('diemVn.namHoc.none');
  return active.id;
}

/** A stored settings value (or none) as whole settings: what is missing or unreadable takes the defaults. */
function settingsFrom(caiDat: unknown): VnGradingSettings {
  const parsed = caiDat == null ? undefined : zVnGradingSettings.safeParse(caiDat);
  return parsed?.success ? parsed.data : resolveSettings((caiDat ?? undefined) as never);
}

export async function settingsOf(db: DbOrTx, namHocId: number): Promise<VnGradingSettings> {
  return settingsFrom((await settingsRepo.readSettings(db, namHocId))?.caiDat);
}

/** Settings of each year among `namHocIds`, read once per year. */
export async function settingsOfYears(db: DbOrTx, namHocIds: number[]): Promise<Map<number, VnGradingSettings>> {
  const years = [...new Set(namHocIds)];
  const settings = await Promise.all(years.map((y) => settingsOf(db, y)));
  return new Map(years.map((y, i) => [y, settings[i]!]));
}

export type Facts = NonNullable<Awaited<ReturnType<typeof repo.findClass>>>;
export const kindOf = (facts: Facts) =>
  (facts.hinhThucDanhGia === 'nhan_xet' ? 'nhan_xet' : 'diem') as 'diem' | 'nhan_xet';
export const regularCountOf = (facts: Facts, settings: VnGradingSettings) =>
  facts.soDiemTx ?? regularMarkCount(facts.soTietNam, settings);
export const columnsOf = (facts: Facts, settings: VnGradingSettings) =>
  termColumns(kindOf(facts), regularCountOf(facts, settings));

/** The class and the caller's relation to it; a class outside the caller's scope does not exist (404). */
/**
 * The scoped lookups of both halves, one piece parameterised by the half's query: a subject class (secondary
 * `findClass`, primary `findPrimaryClass`) by its teachers, a homeroom class (secondary `findHomeroom`, primary
 * `findPrimaryHomeroom`) by its homeroom teacher. A row outside the caller's scope does not exist (404).
 */
export async function scopedClass<F extends { teacherIds: number[] }>(found: Promise<F | undefined>, caller: Caller) {
  const facts = await found;
  if (!facts) throw notFound();
  const relation = classRelationOf(viewerOf(caller.user), { teacherIds: facts.teacherIds, national: true });
  if (relation === 'other') throw notFound();
  return { facts, relation };
}

export async function scopedHomeroom<H extends { gvcnId: number | null }>(
  found: Promise<H | undefined>,
  caller: Caller,
) {
  const cls = await found;
  if (!cls) throw notFound();
  const relation = homeroomRelationOf(viewerOf(caller.user), { gvcnId: cls.gvcnId });
  if (relation === 'other') throw notFound();
  return { cls, relation };
}

/** The secondary subject class and the caller's relation to it (404 outside the caller's scope). */
export function loadClass(db: DbOrTx, caller: Caller, id: number): Promise<{ facts: Facts; relation: ClassRelation }> {
  return scopedClass(repo.findClass(db, id), caller);
}

/**
 * The class, the caller's relation, the year's settings, the term state and the current members, in one round trip
 * (two queries side by side): what every write checks before its transaction.
 */
export async function loadClassForWrite(db: DbOrTx, caller: Caller, id: number) {
  const { user } = caller;
  const [facts, write] = await Promise.all([repo.findClass(db, id), cellRepo.findWriteState(db, id)]);
  if (!facts || !write) throw notFound();
  const relation = classRelationOf(viewerOf(user), { teacherIds: facts.teacherIds, national: true });
  if (relation === 'other') throw notFound();
  return {
    facts,
    relation,
    settings: settingsFrom(write.caiDat),
    state: termStateFrom(facts, write.windows, write.publication),
    members: new Set(write.members),
  };
}

export function presentClassBase(f: Facts, settings: VnGradingSettings) {
  return {
    id: f.id,
    tenLop: f.tenLop,
    namHocId: f.namHocId,
    monHocId: f.monHocId,
    maMonHoc: f.maMonHoc,
    tenMonHoc: f.tenMonHoc,
    tenMonHocEn: f.tenMonHocEn,
    khoiId: f.khoiId,
    tenKhoi: f.tenKhoi,
    lopQuanLyId: f.lopQuanLyId,
    tenLopQuanLy: f.tenLopQuanLy,
    hinhThucDanhGia: kindOf(f),
    soTietNam: f.soTietNam,
    soDiemTx: kindOf(f) === 'nhan_xet' ? 0 : regularCountOf(f, settings),
    giaoVien: f.giaoVien,
    siSo: f.siSo,
  };
}

export async function listClasses(db: Db, caller: Caller, q: LopMonHocVnQuery): Promise<LopMonHocVn[]> {
  const { user } = caller;
  const viewer = viewerOf(user);
  if (q.phamVi === 'tatCa' && !viewer.isOffice) throw forbidden();
  const namHocId = await yearIdOf(db, q.namHocId);
  const settings = await settingsOf(db, namHocId);
  const nhanVienId = q.phamVi === 'cuaToi' ? (viewer.nhanVienId ?? -1) : q.nhanVienId;
  const rows = await repo.listClasses(db, { namHocId, khoiId: q.khoiId, monHocId: q.monHocId, nhanVienId });
  const ids = rows.map((r) => r.id);
  const [filled, publication] = await Promise.all([
    cellRepo.countFilledCells(db, ids, q.hocKy),
    settingsRepo.listPublication(db, ids),
  ]);
  const filledOf = new Map(filled.map((f) => [`${f.lopMonHocId}:${f.cot}`, f.n]));
  const publicationOf = new Map(publication.filter((p) => p.hocKy === q.hocKy).map((p) => [p.lopMonHocId, p]));
  return rows.map((f) => {
    const pub = publicationOf.get(f.id);
    return {
      ...presentClassBase(f, settings),
      tienDo: columnsOf(f, settings).map((cot) => ({
        cot,
        daNhap: filledOf.get(`${f.id}:${cot}`) ?? 0,
        canNhap: f.siSo,
      })),
      congBo: pub?.congBo ?? false,
      khoa: pub?.khoa ?? false,
    };
  });
}

export interface TermState {
  windows: Map<string, { moLuc: Date; dongLuc: Date }>;
  locked: (hocKy: number) => boolean;
  published: (hocKy: number) => boolean;
}

export async function termStateOf(db: DbOrTx, facts: Facts): Promise<TermState> {
  const [windows, publication] = await Promise.all([
    settingsRepo.listWindows(db, facts.namHocId),
    settingsRepo.listPublication(db, [facts.id]),
  ]);
  return termStateFrom(facts, windows, publication);
}

function termStateFrom(
  facts: Facts,
  windows: { hocKy: number; cot: string; moLuc: Date; dongLuc: Date }[],
  publication: { hocKy: number; congBo: boolean; khoa: boolean }[],
): TermState {
  return {
    windows: new Map(windows.map((w) => [`${w.hocKy}:${w.cot}`, { moLuc: w.moLuc, dongLuc: w.dongLuc }])),
    locked: (hocKy) => facts.isClosed || (publication.find((p) => p.hocKy === hocKy)?.khoa ?? false),
    published: (hocKy) => publication.find((p) => p.hocKy === hocKy)?.congBo ?? false,
  };
}
