import {
  mondayOf,
  type NenNepTuan,
  rankClasses,
  type TieuChiNenNep,
  type XepHang,
  type zNenNepNhap,
  type zTieuChiNenNepInput,
  type zXepHangQuery,
} from '@hpl/shared';
import type { z } from 'zod';
import type { Db, DbOrTx } from '../../db/client';
import { audit } from '../../lib/audit';
import type { Caller } from '../../lib/caller';
import { badRequest, conflict, notFound } from '../../lib/errors';
import { schoolToday } from '../../lib/school-date';
import { listClassNamesOfYear } from '../lop-quan-ly';
import { findActiveYear } from '../nam-hoc';
import * as repo from './nen-nep.repository';

/* Youth Union class discipline: the route's authority (DoanDoi.QuanLyNenNep) admits the team; every class of the
   active year is the team's to enter, approve and rank. Four eyes: the member who entered (or last corrected) a
   class's week never approves it; another member does. */

const ENTITY = 'NenNepTuan';
const byName = (a: { tenLop: string }, b: { tenLop: string }) =>
  a.tenLop.localeCompare(b.tenLop, 'vi', { numeric: true });

export function listCriteria(db: Db, all: boolean): Promise<TieuChiNenNep[]> {
  return repo.listCriteria(db, all);
}

type CriterionInput = z.output<typeof zTieuChiNenNepInput>;

export async function saveCriterion(
  db: Db,
  caller: Caller,
  id: number | null,
  input: CriterionInput,
): Promise<TieuChiNenNep> {
  const { version, ...values } = input;
  return db.transaction(async (tx) => {
    if (id === null) {
      const created = await repo.insertCriterion(tx, values);
      await audit(tx, caller, { action: 'create', entity: 'TieuChiNenNep', entityId: created.id, after: created });
      return created;
    }
    const before = await repo.findCriterion(tx, id);
    if (!before) throw notFound();
    if (version !== undefined && version !== before.version) throw conflict();
    const after = await repo.updateCriterion(tx, id, before.version, values);
    if (!after) throw conflict();
    await audit(tx, caller, { action: 'update', entity: 'TieuChiNenNep', entityId: id, before, after });
    return after;
  });
}

async function activeYearClasses(db: DbOrTx) {
  const year = await findActiveYear(db);
  if (!year) return { year: undefined, classes: [] };
  return { year, classes: (await listClassNamesOfYear(db, year.id)).sort(byName) };
}

/** The week's sheet: every class of the active year with its entry (or none yet) and the active criteria. */
export async function getWeek(db: Db, day: string | undefined, accountId: number): Promise<NenNepTuan> {
  const tuan = mondayOf(day ?? schoolToday());
  const [{ classes }, tieuChi, entries] = await Promise.all([
    activeYearClasses(db),
    repo.listCriteria(db, false),
    repo.listWeek(db, tuan),
  ]);
  return {
    tuan,
    tieuChi,
    lop: classes.map((c) => {
      const entry = entries.find((e) => e.lopQuanLyId === c.id);
      return {
        lopQuanLyId: c.id,
        tenLop: c.tenLop,
        id: entry?.id ?? null,
        trangThai: entry?.trangThai ?? null,
        diem: entry?.diem.map(({ tieuChiId, diem }) => ({ tieuChiId, diem })) ?? [],
        tongDiem: entry ? entry.diem.reduce((sum, p) => sum + p.diem, 0) : null,
        ghiChu: entry?.ghiChu ?? null,
        nhapBoiToi: entry?.nguoiNhapId === accountId,
        version: entry?.version ?? 0,
      };
    }),
  };
}

type EntryInput = z.output<typeof zNenNepNhap>;

/** Enters (or corrects, while pending) a class's week: one score per active criterion, within its maximum. */
export async function saveEntry(db: Db, caller: Caller, input: EntryInput): Promise<NenNepTuan> {
  const tuan = mondayOf(input.tuan);
  if (tuan > schoolToday()) throw badRequest('nenNep.tuan.future', {}, 'tuan');
  await db.transaction(async (tx) => {
    const { year, classes } = await activeYearClasses(tx);
    if (!year || !classes.some((c) => c.id === input.lopQuanLyId)) {
      throw badRequest('nenNep.lop.invalid', {}, 'lopQuanLyId');
    }
    const criteria = await repo.listCriteria(tx, false);
    const given = new Map(input.diem.map((p) => [p.tieuChiId, p.diem]));
    if (given.size !== input.diem.length || [...given.keys()].some((id) => !criteria.some((c) => c.id === id))) {
      throw badRequest('nenNep.tieuChi.invalid', {}, 'diem');
    }
    // A criterion left out scores its maximum (nothing to remark on).
    const points = criteria.map((c) => ({ tieuChiId: c.id, diem: given.get(c.id) ?? c.diemToiDa }));
    const over = criteria.find((c) => (given.get(c.id) ?? 0) > c.diemToiDa);
    if (over) throw badRequest('nenNep.diem.range', { max: over.diemToiDa }, 'diem');
    const ghiChu = input.ghiChu || null;
    const before = await repo.findEntry(tx, { lopQuanLyId: input.lopQuanLyId, tuan });
    let id: number;
    if (!before) {
      id = await repo.insertEntry(tx, {
        namHocId: year.id,
        lopQuanLyId: input.lopQuanLyId,
        tuan,
        ghiChu,
        nguoiNhapId: caller.user.accountId,
      });
    } else {
      if (before.trangThai !== 'cho_duyet') throw badRequest('nenNep.daDuyet');
      if (before.version !== input.version) throw conflict();
      if (!(await repo.updateEntry(tx, before.id, before.version, { ghiChu, nguoiNhapId: caller.user.accountId }))) {
        throw conflict();
      }
      id = before.id;
    }
    await repo.replacePoints(tx, id, points);
    await audit(tx, caller, {
      action: before ? 'update' : 'create',
      entity: ENTITY,
      entityId: id,
      before: before ? { diem: before.diem, ghiChu: before.ghiChu } : null,
      after: { lopQuanLyId: input.lopQuanLyId, tuan, diem: points, ghiChu },
    });
  });
  return getWeek(db, tuan, caller.user.accountId);
}

/**
 * Approves one class's pending week (its points then count in the rankings and can no longer change); the member who
 * entered it may not (400), another member of the team does.
 */
export async function approveEntry(db: Db, caller: Caller, id: number, version: number): Promise<NenNepTuan> {
  const tuan = await db.transaction(async (tx) => {
    const before = await repo.findEntry(tx, { id });
    if (!before) throw notFound();
    if (before.trangThai !== 'cho_duyet') throw badRequest('nenNep.daDuyet');
    if (before.version !== version) throw conflict();
    if (before.nguoiNhapId === caller.user.accountId) throw badRequest('nenNep.duyet.tuNhap');
    const at = new Date();
    const set = { trangThai: 'da_duyet', duyetBoiId: caller.user.accountId, duyetLuc: at };
    if (!(await repo.updateEntry(tx, id, version, set))) throw conflict();
    await audit(tx, caller, {
      action: 'approve',
      entity: ENTITY,
      entityId: id,
      before,
      after: { trangThai: 'da_duyet' },
    });
    return before.tuan;
  });
  return getWeek(db, tuan, caller.user.accountId);
}

/** Approves every pending entry of a week at once, but those the caller entered (another member approves them). */
export async function approveWeek(db: Db, caller: Caller, day: string): Promise<NenNepTuan> {
  const tuan = mondayOf(day);
  await db.transaction(async (tx) => {
    const approved = await repo.approveWeek(tx, tuan, caller.user.accountId, new Date());
    await audit(tx, caller, {
      action: 'approveWeek',
      entity: ENTITY,
      entityId: tuan,
      after: { ids: approved.map((a) => a.id) },
    });
  });
  return getWeek(db, tuan, caller.user.accountId);
}

const lastDayOfMonth = (iso: string) => {
  const d = new Date(`${iso.slice(0, 7)}-01T00:00:00Z`);
  d.setUTCMonth(d.getUTCMonth() + 1, 0);
  return d.toISOString().slice(0, 10);
};

/**
 * The class ranking of a week (its approved entries) or a month (the approved weeks starting in it, ranked by their
 * average so that a class missing a week is not pushed down by the sum).
 */
export async function ranking(db: Db, query: z.output<typeof zXepHangQuery>): Promise<XepHang> {
  const day = query.ngay ?? schoolToday();
  const [tuNgay, denNgay] =
    query.kieu === 'tuan' ? [mondayOf(day), mondayOf(day)] : [`${day.slice(0, 7)}-01`, lastDayOfMonth(day)];
  const { year, classes } = await activeYearClasses(db);
  const criteria = await repo.listCriteria(db, false);
  const totals = year ? await repo.approvedTotals(db, year.id, tuNgay, denNgay) : [];
  const denTuan = query.kieu === 'tuan' ? new Date(Date.parse(`${tuNgay}T00:00:00Z`) + 6 * 86_400_000) : null;
  return {
    kieu: query.kieu,
    tuNgay,
    denNgay: denTuan ? denTuan.toISOString().slice(0, 10) : denNgay,
    diemToiDaTuan: criteria.reduce((sum, c) => sum + c.diemToiDa, 0),
    lop: rankClasses(
      classes.map((c) => {
        const total = totals.find((x) => x.lopQuanLyId === c.id);
        const soTuan = total?.soTuan ?? 0;
        const tongDiem = total?.tongDiem ?? 0;
        return {
          lopQuanLyId: c.id,
          tenLop: c.tenLop,
          soTuan,
          tongDiem,
          trungBinh: soTuan === 0 ? 0 : Math.round((tongDiem / soTuan) * 100) / 100,
        };
      }),
    ),
  };
}
