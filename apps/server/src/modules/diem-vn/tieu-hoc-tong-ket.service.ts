import {
  type LuuPhamChatInput,
  type PhamChatLop,
  type PhamChatMuc,
  PRIMARY_CRITERIA,
  type PrimaryPeriod,
  type PrimaryQualityRating,
  type PrimaryRating,
  type PrimaryYearResult,
  primaryYearResultOfEntries,
  type TongKetTieuHoc,
} from '@hpl/shared';
import type { Db, DbOrTx } from '../../db/client';
import { audit } from '../../lib/audit';
import type { Caller } from '../../lib/caller';
import { badRequest, conflict, forbidden, PG_UNIQUE_VIOLATION, pgErrorCode } from '../../lib/errors';
import { scopedHomeroom, settingsOf } from './diem-vn.service';
import * as repo from './tieu-hoc.repository';
import { testedOf } from './tieu-hoc.service';
import { listHomeroomStudents } from './tong-ket.repository';
import { listHomerooms } from './tong-ket.service';

// Primary (Circular 27) homeroom classes: qualities and competences at every rating point, and the year result; the class
// is resolved through `loadHomeroom` (404 outside the caller's scope).

/** The primary homeroom classes: the caller's own, or for the office every one of the year. */
export function listPrimaryHomerooms(db: Db, caller: Caller, q: { namHocId?: number; phamVi: 'cuaToi' | 'tatCa' }) {
  return listHomerooms(db, caller, q, [repo.PRIMARY_CAP]);
}

/** A primary homeroom class and the caller's relation to it (404 outside the caller's scope). */
export function loadHomeroom(db: DbOrTx, caller: Caller, id: number) {
  return scopedHomeroom(repo.findPrimaryHomeroom(db, id), caller);
}

export const presentMuc = (muc: Record<string, string>): PhamChatMuc =>
  Object.fromEntries(PRIMARY_CRITERIA.flatMap((c) => (muc[c] ? [[c, muc[c]]] : []))) as PhamChatMuc;

export async function getQualities(db: Db, caller: Caller, lopQuanLyId: number): Promise<PhamChatLop> {
  const { cls, relation } = await loadHomeroom(db, caller, lopQuanLyId);
  const [pupils, rows, confirmed] = await Promise.all([
    listHomeroomStudents(db, lopQuanLyId),
    repo.listQualities(db, lopQuanLyId),
    repo.isYearConfirmed(db, lopQuanLyId),
  ]);
  return {
    lopQuanLyId,
    tenLop: cls.tenLop,
    choPhepSua: relation === 'chuNhiem' && !confirmed && !cls.isClosed,
    hocSinh: pupils.map((p) => ({
      ...p,
      ky: rows
        .filter((r) => r.hocSinhId === p.id)
        .map((r) => ({ ky: r.ky as PrimaryPeriod, muc: presentMuc(r.muc), nhanXet: r.nhanXet, version: r.version })),
    })),
  };
}

/** The homeroom teacher sets qualities and competences of pupils at a rating point (audited, version-checked). */
export async function saveQualities(
  db: Db,
  caller: Caller,
  lopQuanLyId: number,
  input: LuuPhamChatInput,
): Promise<PhamChatLop> {
  const { cls, relation } = await loadHomeroom(db, caller, lopQuanLyId);
  if (relation !== 'chuNhiem') throw forbidden();
  if (cls.isClosed || (await repo.isYearConfirmed(db, lopQuanLyId))) throw badRequest('diemVn.tongKet.confirmed');
  const pupils = new Set((await listHomeroomStudents(db, lopQuanLyId)).map((p) => p.id));
  const seen = new Set<number>();
  for (const row of input.o) {
    if (!pupils.has(row.hocSinhId)) throw badRequest('diemVn.hocSinh.notInClass');
    if (seen.has(row.hocSinhId)) throw badRequest('diemVn.o.duplicate');
    seen.add(row.hocSinhId);
  }
  try {
    await db.transaction(async (tx) => {
      const current = await repo.listQualities(tx, lopQuanLyId, {
        ky: input.ky,
        hocSinhIds: [...seen],
        forUpdate: true,
      });
      for (const row of input.o) {
        const before = current.find((c) => c.hocSinhId === row.hocSinhId);
        if ((before?.version ?? 0) !== row.version) throw conflict();
        const muc = presentMuc(row.muc as Record<string, string>) as Record<string, string>;
        const nhanXet = row.nhanXet ? row.nhanXet : null;
        await repo.upsertQuality(tx, { lopQuanLyId, hocSinhId: row.hocSinhId, ky: input.ky, muc, nhanXet });
        await audit(tx, caller, {
          action: before ? 'update' : 'create',
          entity: repo.PHAM_CHAT_ENTITY,
          entityId: `${lopQuanLyId}:${input.ky}:${row.hocSinhId}`,
          before: before ? { muc: before.muc, nhanXet: before.nhanXet } : null,
          after: { muc, nhanXet },
        });
      }
    });
  } catch (error) {
    if (pgErrorCode(error) === PG_UNIQUE_VIOLATION) throw conflict();
    throw error;
  }
  return getQualities(db, caller, lopQuanLyId);
}

/** Every pupil's end-of-year entries and the year result they give (null while anything is missing). */
async function computeYear(db: DbOrTx, cls: repo.PrimaryHomeroom) {
  const settings = await settingsOf(db, cls.namHocId);
  const [classes, pupils, qualities, stored] = await Promise.all([
    repo.listPrimaryClasses(db, { namHocId: cls.namHocId, lopQuanLyId: cls.id }),
    listHomeroomStudents(db, cls.id),
    repo.listQualities(db, cls.id, { ky: 'CN' }),
    repo.listYearResults(db, cls.id),
  ]);
  const entries = await repo.listEntries(
    db,
    classes.map((c) => c.id),
    { ky: 'CN' },
  );
  const rows = pupils.map((p) => {
    const mon = classes.map((c) => {
      const e = entries.find((x) => x.lopMonHocId === c.id && x.hocSinhId === p.id);
      return {
        monHocId: c.monHocId,
        mucDat: (e?.mucDat ?? null) as PrimaryRating | null,
        diemKiemTra: e?.diemKiemTra ?? null,
      };
    });
    const muc = qualities.find((q) => q.hocSinhId === p.id)?.muc ?? {};
    const ketQua =
      classes.length === 0
        ? null
        : primaryYearResultOfEntries(
            cls.khoi,
            classes.map((c, i) => ({
              tested: testedOf(c),
              entry: { rating: mon[i]!.mucDat, test: mon[i]!.diemKiemTra },
            })),
            PRIMARY_CRITERIA.map((c) => (muc[c] ?? null) as PrimaryQualityRating | null),
            settings,
          );
    const saved = stored.find((s) => s.hocSinhId === p.id);
    return {
      hocSinhId: p.id,
      maHocSinh: p.maHocSinh,
      hoTen: p.hoTen,
      mon,
      phamChat: presentMuc(muc),
      ketQua,
      ketQuaLuu: (saved?.ketQua ?? null) as PrimaryYearResult | null,
    };
  });
  return { classes, rows, confirmed: stored.some((s) => s.xacNhan) };
}

export async function getPrimarySummary(db: Db, caller: Caller, lopQuanLyId: number): Promise<TongKetTieuHoc> {
  const { cls } = await loadHomeroom(db, caller, lopQuanLyId);
  const { classes, rows, confirmed } = await computeYear(db, cls);
  return {
    lopQuanLyId,
    tenLop: cls.tenLop,
    khoi: cls.khoi,
    xacNhan: confirmed,
    choPhepTinh: !confirmed,
    mon: classes.map((c) => ({
      monHocId: c.monHocId,
      lopMonHocId: c.id,
      maMonHoc: c.maMonHoc,
      tenMonHoc: c.tenMonHoc,
      tenMonHocEn: c.tenMonHocEn,
      monKiemTra: testedOf(c),
    })),
    // Once confirmed, the stored result is the result.
    hocSinh: confirmed ? rows.map((r) => ({ ...r, ketQua: r.ketQuaLuu })) : rows,
  };
}

/**
 * Stores the year results of a homeroom class from the end-of-year entries (the homeroom teacher or the office);
 * `confirm` (the office) makes them final: the class's qualities can no longer change and pupils see the result.
 */
export async function storePrimarySummary(
  db: Db,
  caller: Caller,
  lopQuanLyId: number,
  confirm: boolean,
): Promise<TongKetTieuHoc> {
  const { cls, relation } = await loadHomeroom(db, caller, lopQuanLyId);
  if (confirm && relation !== 'quanLy') throw forbidden();
  await db.transaction(async (tx) => {
    const { rows, confirmed } = await computeYear(tx, cls);
    if (confirmed) throw badRequest('diemVn.tongKet.confirmed');
    const results = rows.map((r) => ({ hocSinhId: r.hocSinhId, ketQua: r.ketQua }));
    await repo.storeYearResults(tx, lopQuanLyId, results, confirm);
    await audit(tx, caller, {
      action: 'update',
      entity: 'DiemVN.tongKetTieuHoc',
      entityId: lopQuanLyId,
      before: rows.map((r) => ({ hocSinhId: r.hocSinhId, ketQua: r.ketQuaLuu })),
      after: { xacNhan: confirm, results },
    });
  });
  return getPrimarySummary(db, caller, lopQuanLyId);
}
