import type { DanhSachPhienBan, PhienBanInput, PhienBanThoiKhoaBieu, TrangThaiPhienBan } from '@hpl/shared';
import type { Db, DbOrTx } from '../../db/client';
import { audit } from '../../lib/audit';
import type { Caller } from '../../lib/caller';
import { badRequest, conflict, notFound } from '../../lib/errors';
import { assertYearOpen, getYearOrActive, listTermsOfYear } from '../nam-hoc';
import { notify, publishNotifications } from '../notifications';
import { findAccountsOfStaff } from '../tai-khoan';
import { isGenerating } from './tao-tu-dong.service';
import { canMoveStatus } from './thoi-khoa-bieu.policy';
import * as repo from './thoi-khoa-bieu.repository';
import { addDays } from './tuan.service';

/**
 * Timetable versions of a term: draft → published → archived. A version starts inside its term; publishing one
 * archives the term's published version, which keeps covering the days before the new one starts.
 */

const ENTITY_VERSION = 'PhienBanThoiKhoaBieu';

async function presentVersions(db: DbOrTx, rows: repo.VersionRow[]): Promise<PhienBanThoiKhoaBieu[]> {
  const years = [...new Set(rows.map((r) => r.namHocId))];
  const terms = new Map(
    (await Promise.all(years.map((y) => listTermsOfYear(db, y)))).flat().map((t) => [t.id, t.tenHocKy]),
  );
  return rows.map((r) => ({
    id: r.id,
    namHocId: r.namHocId,
    hocKyId: r.hocKyId,
    tenHocKy: terms.get(r.hocKyId) ?? '',
    ten: r.ten,
    trangThai: r.trangThai as TrangThaiPhienBan,
    ngayApDung: r.ngayApDung,
    congBoLuc: r.congBoLuc?.toISOString() ?? null,
    soTiet: r.soTiet,
    version: r.version,
  }));
}

export async function listVersions(db: Db, namHocId: number | undefined): Promise<DanhSachPhienBan> {
  const year = await getYearOrActive(db, namHocId);
  const terms = await listTermsOfYear(db, year.id);
  return {
    namHocId: year.id,
    phienBan: await presentVersions(db, await repo.listVersions(db, year.id)),
    hocKy: terms.map((t) => ({ id: t.id, ten: t.tenHocKy, ngayBatDau: t.ngayBatDau })),
  };
}

export async function getVersion(db: DbOrTx, id: number): Promise<PhienBanThoiKhoaBieu> {
  const row = await repo.findVersion(db, id);
  if (!row) throw notFound();
  return (await presentVersions(db, [row]))[0]!;
}

export function createVersion(db: Db, caller: Caller, input: PhienBanInput): Promise<PhienBanThoiKhoaBieu> {
  return db.transaction(async (tx) => {
    const year = await yearOfTerm(tx, input.hocKyId);
    await assertYearOpen(tx, year, 'thoiKhoaBieu.namHoc.closed');
    await assertDateInTerm(tx, year, input.hocKyId, input.ngayApDung);
    const id = await repo.insertVersion(tx, {
      namHocId: year,
      hocKyId: input.hocKyId,
      ten: input.ten,
      ngayApDung: input.ngayApDung,
      taoBoi: caller.user.accountId,
    });
    const created = await getVersion(tx, id);
    await audit(tx, caller, { action: 'create', entity: ENTITY_VERSION, entityId: id, after: created });
    return created;
  });
}

/**
 * A version starts inside its term (issue 24): a "Học kỳ II" version starting in Học kỳ I would take over that term's
 * days. A term without dates is bounded by its year's.
 */
async function assertDateInTerm(db: DbOrTx, namHocId: number, hocKyId: number, ngayApDung: string) {
  const year = await getYearOrActive(db, namHocId);
  const term = (await listTermsOfYear(db, namHocId)).find((t) => t.id === hocKyId);
  const from = term?.ngayBatDau ?? year.ngayBatDau;
  const to = term?.ngayKetThuc ?? year.ngayKetThuc;
  if ((from && ngayApDung < from) || (to && ngayApDung > to))
    throw badRequest(
      'thoiKhoaBieu.ngayApDung.outsideTerm',
      { term: term?.tenHocKy ?? '', from: viDate(from), to: viDate(to) },
      'ngayApDung',
    );
}

/** 2026-09-05 → 05/09/2026 (the school writes dates day first in both languages). */
const viDate = (iso: string | null | undefined) => (iso ? iso.split('-').reverse().join('/') : '…');

async function yearOfTerm(db: DbOrTx, hocKyId: number): Promise<number> {
  const active = await getYearOrActive(db, undefined);
  const terms = await listTermsOfYear(db, active.id);
  const term = terms.find((t) => t.id === hocKyId);
  if (term) return term.namHocId;
  throw badRequest('thoiKhoaBieu.hocKy.notFound', undefined, 'hocKyId');
}

/** A new draft with the lessons of another version (a published one is changed through its copy). */
export function copyVersion(db: Db, caller: Caller, id: number, ten?: string): Promise<PhienBanThoiKhoaBieu> {
  return db.transaction(async (tx) => {
    const source = await repo.findVersion(tx, id);
    if (!source) throw notFound();
    await assertYearOpen(tx, source.namHocId, 'thoiKhoaBieu.namHoc.closed');
    const copyId = await repo.insertVersion(tx, {
      namHocId: source.namHocId,
      hocKyId: source.hocKyId,
      ten: ten ?? `${source.ten} (2)`,
      ngayApDung: source.ngayApDung,
      taoBoi: caller.user.accountId,
    });
    await repo.copyLessons(tx, id, copyId);
    const created = await getVersion(tx, copyId);
    await audit(tx, caller, {
      action: 'copy',
      entity: ENTITY_VERSION,
      entityId: copyId,
      before: { from: id },
      after: created,
    });
    return created;
  });
}

/**
 * Publishes a draft (the term's published version, if any, is archived) and notifies the teachers who teach in it;
 * or archives a published version.
 */
export async function changeStatus(
  db: Db,
  caller: Caller,
  id: number,
  to: 'cong_bo' | 'luu_tru',
  expectedVersion: number,
): Promise<PhienBanThoiKhoaBieu> {
  const notified: number[] = [];
  const result = await db.transaction(async (tx) => {
    await repo.lockVersion(tx, id);
    const before = await getVersion(tx, id);
    if (before.version !== expectedVersion) throw conflict();
    if (!canMoveStatus(before.trangThai, to))
      throw badRequest(to === 'cong_bo' ? 'thoiKhoaBieu.congBo.notDraft' : 'thoiKhoaBieu.luuTru.notPublished');
    if (to === 'cong_bo') {
      if (before.soTiet === 0) throw badRequest('thoiKhoaBieu.congBo.empty');
      if (await isGenerating(tx, id)) throw badRequest('thoiKhoaBieu.taoTuDong.running');
      // The version it replaces keeps the days before this one starts: publishing never empties a school day.
      for (const archived of await repo.archivePublishedOfTerm(tx, before.hocKyId, addDays(before.ngayApDung, -1)))
        await audit(tx, caller, { action: 'archive', entity: ENTITY_VERSION, entityId: archived.id });
    }
    if (!(await repo.setVersionStatus(tx, id, expectedVersion, to, to === 'cong_bo' ? new Date() : undefined)))
      throw conflict();
    const after = await getVersion(tx, id);
    await audit(tx, caller, {
      action: to === 'cong_bo' ? 'publish' : 'archive',
      entity: ENTITY_VERSION,
      entityId: id,
      before,
      after,
    });
    if (to === 'cong_bo') {
      const teachers = [...new Set((await repo.listLessons(tx, id)).flatMap((l) => l.giaoVienIds))];
      const accounts = (await findAccountsOfStaff(tx, teachers)).map((a) => a.id);
      await notify(tx, accounts, {
        loai: 'tkbCongBo',
        payload: { ten: after.ten, ngayApDung: after.ngayApDung },
        duongDan: '/chuyenmon/thoikhoabieucuatoi',
      });
      notified.push(...accounts);
    }
    return after;
  });
  publishNotifications(notified);
  return result;
}
