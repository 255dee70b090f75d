import {
  type BepNgay,
  cancellationTiming,
  type DuyetHuyAnInput,
  type HuyAnTrua,
  type HuyAnTruaInput,
  type HuyAnTruaQuery,
  type HuyAnTruaResult,
  type LichHuyAnTrua,
  monthRange,
  type SuatPhucVuInput,
  type ThongKeBanTru,
  type TrangThaiHuyAn,
} from '@hpl/shared';
import type { Db } from '../../db/client';
import { audit } from '../../lib/audit';
import type { Caller } from '../../lib/caller';
import { badRequest, conflict, notFound } from '../../lib/errors';
import { schoolToday } from '../../lib/school-date';
import { findManagedClass } from '../chu-nhiem';
import { listRosterOfClass } from '../lop-quan-ly';
import { addMeals, mayWithdraw, statusOfNewCancellation, zeroMeals } from './ban-tru.policy';
import * as repo from './ban-tru.repository';

const ENTITY = 'HuyAnTrua';

const present = (row: Awaited<ReturnType<typeof repo.findCancellation>> & object): HuyAnTrua => ({
  ...row,
  trangThai: row.trangThai as TrangThaiHuyAn,
  dangKyLuc: row.dangKyLuc.toISOString(),
  duyetLuc: row.duyetLuc?.toISOString() ?? null,
});

/** A class's month of cancellations with its students and whether each is subscribed today. */
export async function getClassMonth(db: Db, caller: Caller, q: HuyAnTruaQuery): Promise<LichHuyAnTrua> {
  const cls = await findManagedClass(db, caller.user, q.lopQuanLyId);
  const { from, to } = monthRange(q.thang);
  const homNay = schoolToday();
  const [roster, rows, period] = await Promise.all([
    listRosterOfClass(db, cls.id),
    repo.listCancellationsOfClass(db, cls.id, from, to),
    repo.findPeriodOn(db, homNay),
  ]);
  const subscriptions = await repo.listSubscriptionsOf(
    db,
    roster.map((s) => s.hocSinhId),
    homNay,
    homNay,
  );
  const subscribed = new Set(subscriptions.map((s) => s.hocSinhId));
  return {
    lopQuanLyId: cls.id,
    thang: q.thang,
    gioChot: period?.gioChot ?? null,
    homNay,
    hocSinh: roster.map((s) => ({
      hocSinhId: s.hocSinhId,
      hoTen: s.hoTen,
      maHocSinh: s.maHocSinh,
      dangKy: subscribed.has(s.hocSinhId),
    })),
    items: rows.map(present),
  };
}

/**
 * Registers that students (or the whole class) will not eat on some days. Each student-day is timed against the
 * cut-off of the period that holds it at this instant: before it accepted, after it waiting for the manager; a day
 * already over is refused (nothing is written). Days a student is not subscribed, or already cancelled, are skipped.
 */
export async function cancelLunches(
  db: Db,
  caller: Caller,
  input: HuyAnTruaInput,
  now = new Date(),
): Promise<HuyAnTruaResult> {
  const cls = await findManagedClass(db, caller.user, input.lopQuanLyId);
  const roster = await listRosterOfClass(db, cls.id);
  const inClass = new Map(roster.map((s) => [s.hocSinhId, s]));
  if (!input.caLop && input.hocSinhIds.length === 0)
    throw badRequest('banTru.hocSinh.required', undefined, 'hocSinhIds');
  const outsider = input.hocSinhIds.find((id) => !inClass.has(id));
  if (!input.caLop && outsider !== undefined) throw badRequest('banTru.hocSinh.notInClass', { name: String(outsider) });
  const students = input.caLop ? roster.map((s) => s.hocSinhId) : [...new Set(input.hocSinhIds)];
  const days = [...new Set(input.ngay)].sort();
  const subscriptions = await repo.listSubscriptionsOf(db, students, days[0]!, days.at(-1)!);
  const values: Parameters<typeof repo.insertCancellations>[1] = [];
  let skipped = 0;
  for (const ngay of days) {
    for (const hocSinhId of students) {
      const sub = subscriptions.find((s) => s.hocSinhId === hocSinhId && s.tuNgay <= ngay && ngay <= s.denNgay);
      if (!sub) {
        skipped++;
        continue;
      }
      const trangThai = statusOfNewCancellation(cancellationTiming(ngay, now, sub.gioChot));
      if (!trangThai) throw badRequest('banTru.ngay.passed', { date: ngay }, 'ngay');
      values.push({
        hocSinhId,
        lopQuanLyId: cls.id,
        ngay,
        lyDo: input.lyDo,
        trangThai,
        nguoiDangKyId: caller.user.accountId,
        nguoiDangKyTen: caller.user.hoTen,
        dangKyLuc: now,
      });
    }
  }
  return db.transaction(async (tx) => {
    const inserted = await repo.insertCancellations(tx, values);
    const dungHan = inserted.filter((r) => r.trangThai === 'dung_han').length;
    const muon = inserted.length - dungHan;
    if (inserted.length > 0)
      await audit(tx, caller, {
        action: 'create',
        entity: ENTITY,
        entityId: `${cls.id}:${days.join(',')}`,
        after: { ids: inserted.map((r) => r.id), dungHan, muon, lyDo: input.lyDo },
      });
    return { dungHan, muon, boQua: skipped + values.length - inserted.length };
  });
}

/** Withdraws a cancellation of a class the caller manages, while it may still be withdrawn. */
export async function withdrawCancellation(db: Db, caller: Caller, id: number, now = new Date()): Promise<void> {
  const row = await repo.findCancellation(db, id);
  if (!row) throw notFound();
  await findManagedClass(db, caller.user, row.lopQuanLyId);
  const period = await repo.findPeriodOn(db, row.ngay);
  if (!mayWithdraw(row, now, period?.gioChot ?? null)) throw badRequest('banTru.cannotWithdraw');
  await db.transaction(async (tx) => {
    await repo.deleteCancellation(tx, id);
    await audit(tx, caller, { action: 'delete', entity: ENTITY, entityId: id, before: present(row) });
  });
}

/** Late cancellations waiting for the manager. */
export async function listPending(db: Db): Promise<HuyAnTrua[]> {
  return (await repo.listPending(db)).map(present);
}

/** The manager approves or declines a late cancellation (audited with the note). */
export async function decide(db: Db, caller: Caller, id: number, input: DuyetHuyAnInput): Promise<HuyAnTrua> {
  return db.transaction(async (tx) => {
    const before = await repo.findCancellation(tx, id);
    if (!before) throw notFound();
    if (before.trangThai !== 'cho_duyet') throw badRequest('banTru.notPending');
    if (before.version !== input.version) throw conflict();
    const done = await repo.decideCancellation(tx, id, input.version, {
      trangThai: input.dongY ? 'da_duyet' : 'tu_choi',
      nguoiDuyetId: caller.user.accountId,
      ghiChuDuyet: input.ghiChu ?? null,
    });
    if (!done) throw conflict();
    const after = present((await repo.findCancellation(tx, id))!);
    await audit(tx, caller, {
      action: input.dongY ? 'approve' : 'decline',
      entity: ENTITY,
      entityId: id,
      before,
      after,
    });
    return after;
  });
}

function sumByClass(rows: repo.MealRow[]) {
  const byClass = new Map<number, ThongKeBanTru['theoLop'][number]>();
  for (const r of rows) {
    const current = byClass.get(r.lop_quan_ly_id) ?? {
      ...zeroMeals(),
      lopQuanLyId: r.lop_quan_ly_id,
      tenLop: r.ten_lop,
    };
    byClass.set(r.lop_quan_ly_id, { ...current, ...addMeals(current, countsOf(r)) });
  }
  return [...byClass.values()].sort((a, b) => a.tenLop.localeCompare(b.tenLop, 'vi', { numeric: true }));
}

const countsOf = (r: repo.MealRow) => ({
  dangKy: r.dang_ky,
  huyDungHan: r.huy_dung_han,
  huyMuon: r.huy_muon,
  choDuyet: r.cho_duyet,
  tuChoi: r.tu_choi,
  hoanTien: r.hoan_tien,
  daPhucVu: r.da_phuc_vu === null ? null : Number(r.da_phuc_vu),
});

/** The month per class and per day, the school's totals and the refund per student. */
export async function monthStatistics(db: Db, thang: string): Promise<ThongKeBanTru> {
  const { from, to } = monthRange(thang);
  const [rows, refunds] = await Promise.all([repo.countMeals(db, from, to), repo.refundsPerStudent(db, from, to)]);
  const byDay = new Map<string, ThongKeBanTru['theoNgay'][number]>();
  for (const r of rows) {
    const current = byDay.get(r.ngay) ?? { ...zeroMeals(), ngay: r.ngay };
    byDay.set(r.ngay, { ...current, ...addMeals(current, countsOf(r)) });
  }
  return {
    thang,
    tong: rows.reduce((t, r) => addMeals(t, countsOf(r)), zeroMeals()),
    theoLop: sumByClass(rows),
    theoNgay: [...byDay.values()].sort((a, b) => a.ngay.localeCompare(b.ngay)),
    hoanTienHocSinh: refunds.map((r) => ({
      hocSinhId: r.hoc_sinh_id,
      hoTen: r.ho_ten,
      maHocSinh: r.ma_hoc_sinh,
      tenLop: r.ten_lop,
      soSuat: r.so_suat,
      hoanTien: r.hoan_tien,
    })),
  };
}

/** The kitchen's sheet of a day: per class, subscribed, cancelled and the meals to cook. */
export async function kitchenDay(db: Db, ngay: string): Promise<BepNgay> {
  const rows = await repo.countMeals(db, ngay, ngay);
  return { ngay, tong: rows.reduce((t, r) => addMeals(t, countsOf(r)), zeroMeals()), theoLop: sumByClass(rows) };
}

/**
 * Records the meals actually served on a day per class, after lunch: only classes on that day's kitchen sheet (a
 * class with subscribed meals that school day); audited with the counts before and after.
 */
export async function recordServed(db: Db, caller: Caller, input: SuatPhucVuInput): Promise<BepNgay> {
  const before = await kitchenDay(db, input.ngay);
  const onSheet = new Map(before.theoLop.map((r) => [r.lopQuanLyId, r.daPhucVu]));
  if (input.theoLop.some((r) => !onSheet.has(r.lopQuanLyId))) throw badRequest('banTru.phucVu.lop', {}, 'theoLop');
  await db.transaction(async (tx) => {
    await repo.saveServed(tx, input.ngay, input.theoLop, caller.user.accountId);
    await audit(tx, caller, {
      action: 'record-served',
      entity: 'SuatPhucVu',
      entityId: input.ngay,
      before: Object.fromEntries(input.theoLop.map((r) => [r.lopQuanLyId, onSheet.get(r.lopQuanLyId) ?? null])),
      after: Object.fromEntries(input.theoLop.map((r) => [r.lopQuanLyId, r.soSuat])),
    });
  });
  return kitchenDay(db, input.ngay);
}
