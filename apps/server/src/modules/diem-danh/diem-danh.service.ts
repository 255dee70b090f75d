import {
  type ChamCong,
  type ChamCongCuaToiQuery,
  type ChamCongListQuery,
  DIEM_DANH_IMPORT_COLUMNS,
  type DiemDanh,
  type DiemDanhListQuery,
  type GhiDiemDanhInput,
  type Lang,
  type NhapChamCongResult,
  type NhapDiemDanhResult,
  type Page,
  type ThongKeDiemDanh,
  type ThongKeDiemDanhQuery,
  type TrangThaiDiemDanh,
  translateMessage,
} from '@hpl/shared';
import type { Db, DbOrTx } from '../../db/client';
import { asReport } from '../../db/priority';
import type { chamCongMay, diemDanhHocSinh } from '../../db/schema';
import { type Actor, audit } from '../../lib/audit';
import { badRequest, notFound } from '../../lib/errors';
import { pageOf } from '../../lib/list';
import { schoolToday } from '../../lib/school-date';
import type { SessionUser } from '../../lib/session-user';
import { assertHeader, cellDate, cellText, foldText, readSheet } from '../../lib/spreadsheet';
import { findStudentName, findStudentsByCodes, listEnrolledOn, listEnrolmentsOf } from '../hoc-sinh';
import { findClass } from '../lop-quan-ly';
import { findActiveYear, getYearOrActive } from '../nam-hoc';
import { mapStaffCodes } from '../nhan-vien';
import * as repo from './diem-danh.repository';

/**
 * The attendance list: the active year unless the caller names a year, a class or a student (a class or a student
 * already fixes the year, possibly a past one).
 */
export async function listAttendance(db: Db, query: DiemDanhListQuery): Promise<Page<DiemDanh>> {
  const namHocId =
    query.namHocId ?? (query.lopQuanLyId || query.hocSinhId ? undefined : (await findActiveYear(db))?.id);
  const { items, total } = await repo.listAttendance(db, { ...query, namHocId });
  return pageOf(
    query,
    items.map((row) => ({
      ...row,
      trangThai: row.trangThai as TrangThaiDiemDanh,
      ghiNhanLuc: row.ghiNhanLuc.toISOString(),
    })),
    total,
  );
}

export async function listPunches(db: Db, query: ChamCongListQuery): Promise<Page<ChamCong>> {
  const { items, total } = await repo.listPunches(db, query);
  return pageOf(
    query,
    items.map((row) => ({ ...row, thoiDiem: row.thoiDiem.toISOString() })),
    total,
  );
}

/** The caller's own punches; an account without a staff record (a student, a service account) has none. */
export async function listMyPunches(db: Db, user: SessionUser, query: ChamCongCuaToiQuery): Promise<Page<ChamCong>> {
  if (!user.nhanVienId) return pageOf(query, [], 0);
  return listPunches(db, { ...query, nhanVienId: user.nhanVienId });
}

/**
 * Counts per status by class and by day for the chart of thongKeTrangThaiDiemDanh (one year, a date range). The
 * period ends today at the latest (school time): days that have not happened count in no figure, whatever is stored
 * for them, and the answered `denNgay` says where the figures stop.
 */
export async function statistics(db: Db, q: ThongKeDiemDanhQuery): Promise<ThongKeDiemDanh> {
  const year = await getYearOrActive(db, q.namHocId);
  const today = schoolToday();
  const tuNgay = q.tuNgay ?? year.ngayBatDau;
  const requestedEnd = q.denNgay ?? year.ngayKetThuc;
  const denNgay = requestedEnd && requestedEnd < today ? requestedEnd : today;
  // A report: on the embedded database its pieces give way to interactive reads (db/priority.ts).
  const { theoLop, theoNgay, tong } = await asReport(() =>
    repo.countStatuses(db, { namHocId: year.id, tuNgay, denNgay, khoiId: q.khoiId, lopQuanLyId: q.lopQuanLyId }),
  );
  return {
    tuNgay,
    denNgay,
    tong: tong ?? { coMat: 0, vangCoPhep: 0, vangKhongPhep: 0, diMuon: 0, tong: 0 },
    theoLop,
    theoNgay,
  };
}

/** Records one class's day (upsert per student); students must be enrolled in the class on that day. */
export async function record(db: Db, actor: Actor, input: GhiDiemDanhInput) {
  return db.transaction(async (tx) => {
    const cls = await findClass(tx, input.lopQuanLyId);
    if (!cls) throw notFound();
    const ids = new Set(await listEnrolledOn(tx, cls.id, input.ngay));
    const outsider = input.items.find((i) => !ids.has(i.hocSinhId));
    if (outsider) {
      const name = (await findStudentName(tx, outsider.hocSinhId)) ?? String(outsider.hocSinhId);
      throw badRequest('diemDanh.notInClass', { name, date: input.ngay });
    }
    await repo.upsertAttendance(
      tx,
      input.items.map((i) => ({
        hocSinhId: i.hocSinhId,
        lopQuanLyId: cls.id,
        ngay: input.ngay,
        trangThai: i.trangThai,
        ghiChu: i.ghiChu ?? null,
        nguoiGhiNhanId: actor.accountId,
      })),
      actor.accountId,
    );
    await audit(tx, actor, {
      action: 'record',
      entity: 'DiemDanh',
      entityId: `${cls.id}:${input.ngay}`,
      after: input.items,
    });
    return { soHocSinh: input.items.length };
  });
}

const STATUS_WORDS: Record<string, TrangThaiDiemDanh> = {
  co_mat: 'co_mat',
  'co mat': 'co_mat',
  x: 'co_mat',
  present: 'co_mat',
  vang_co_phep: 'vang_co_phep',
  'vang co phep': 'vang_co_phep',
  p: 'vang_co_phep',
  excused: 'vang_co_phep',
  vang_khong_phep: 'vang_khong_phep',
  'vang khong phep': 'vang_khong_phep',
  k: 'vang_khong_phep',
  unexcused: 'vang_khong_phep',
  di_muon: 'di_muon',
  'di muon': 'di_muon',
  m: 'di_muon',
  late: 'di_muon',
};

/** The school's attendance sheet: all rows valid or nothing is written; each student's class is the one of that day. */
export async function importAttendance(
  db: Db,
  actor: Actor,
  upload: { buffer: Buffer; filename: string },
  lang: Lang,
): Promise<NhapDiemDanhResult> {
  const { header, rows } = await readSheet(upload.buffer, upload.filename, { maxRows: 10_000, allowCsv: true });
  assertHeader(header, DIEM_DANH_IMPORT_COLUMNS);
  const loi: NhapDiemDanhResult['loi'] = [];
  const col = (key: string) => DIEM_DANH_IMPORT_COLUMNS.find((c) => c.key === key)![lang];
  const add = (dong: number, cot: string | null, key: string, params: Record<string, string | number> = {}) =>
    loi.push({ dong, cot, tenCot: cot ? col(cot) : null, thongBao: translateMessage(key, lang, params) });
  const parsed = rows.map(({ dong, cells }) => {
    const ma = cellText(cells[0]) ?? '';
    const ngay = cellDate(cells[1]);
    const status = STATUS_WORDS[foldText(cellText(cells[2]) ?? '')];
    if (!ma) add(dong, 'maHocSinh', 'hocSinh.maHocSinh.invalid');
    if (!ngay || ngay === 'invalid') add(dong, 'ngay', 'diemDanh.dateInvalid');
    if (!status) add(dong, 'trangThai', 'diemDanh.trangThai.invalid');
    return { dong, ma, ngay: ngay === 'invalid' ? null : ngay, status, ghiChu: cellText(cells[3]) };
  });
  const students = new Map(
    (await findStudentsByCodes(db, parsed.map((p) => p.ma).filter(Boolean))).map((s) => [s.ma.toLowerCase(), s]),
  );
  const enrolments = await listEnrolmentsOf(
    db,
    [...students.values()].map((s) => s.id),
  );
  const seen = new Map<string, number>();
  const values: (typeof diemDanhHocSinh.$inferInsert)[] = [];
  for (const p of parsed) {
    const student = students.get(p.ma.toLowerCase());
    if (p.ma && !student) add(p.dong, 'maHocSinh', 'diemDanh.studentNotFound', { name: p.ma });
    if (!student || !p.ngay || !p.status) continue;
    const key = `${student.id}:${p.ngay}`;
    if (seen.has(key)) {
      add(p.dong, 'ngay', 'diemDanh.duplicateInFile', { name: p.ma, date: p.ngay, other: seen.get(key)! });
      continue;
    }
    seen.set(key, p.dong);
    const enrolment = enrolments.find(
      (e) => e.hocSinhId === student.id && e.tu <= p.ngay! && (!e.den || e.den >= p.ngay!),
    );
    if (!enrolment) {
      add(p.dong, 'ngay', 'diemDanh.noClassOnDate', { name: student.hoTen, date: p.ngay });
      continue;
    }
    values.push({
      hocSinhId: student.id,
      lopQuanLyId: enrolment.lopQuanLyId,
      ngay: p.ngay,
      trangThai: p.status,
      ghiChu: p.ghiChu,
      nguoiGhiNhanId: actor.accountId,
    });
  }
  loi.sort((a, b) => a.dong - b.dong);
  if (loi.length > 0) return { hopLe: false, tongSoDong: rows.length, soDongDaNhap: 0, loi: loi.slice(0, 1000) };
  await db.transaction(async (tx) => {
    await repo.upsertAttendance(tx, values, actor.accountId);
    await audit(tx, actor, {
      action: 'import',
      entity: 'DiemDanh',
      after: { tenTep: upload.filename, soDong: values.length },
    });
  });
  return { hopLe: true, tongSoDong: rows.length, soDongDaNhap: values.length, loi: [] };
}

/** `dd/mm/yyyy HH:mm[:ss]`, ISO, or an Excel date; machine times are school local time (+07:00). */
function parseInstant(value: string | Date | number | null | undefined): Date | null {
  if (value instanceof Date) return new Date(value.getTime() - 7 * 3_600_000);
  if (typeof value === 'number') return new Date(Math.round((value - 25_569) * 86_400_000) - 7 * 3_600_000);
  if (!value) return null;
  const vn = /^(\d{1,2})\/(\d{1,2})\/(\d{4})[ T](\d{1,2}):(\d{2})(?::(\d{2}))?$/.exec(value);
  if (vn) {
    const [, d, m, y, h, mi, s] = vn;
    return new Date(
      `${y}-${m!.padStart(2, '0')}-${d!.padStart(2, '0')}T${h!.padStart(2, '0')}:${mi}:${s ?? '00'}+07:00`,
    );
  }
  const iso = /^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}(:\d{2})?(\.\d+)?(Z|[+-]\d{2}:?\d{2})?$/.test(value);
  if (!iso) return null;
  const date = new Date(
    /(Z|[+-]\d{2}:?\d{2})$/.test(value) ? value.replace(' ', 'T') : `${value.replace(' ', 'T')}+07:00`,
  );
  return Number.isNaN(date.getTime()) ? null : date;
}

/**
 * Imports an attendance machine's log. Idempotent: the unique (device, code, instant) index makes re-imports add
 * nothing (`on conflict do nothing`); unknown staff codes are reported, not stored.
 */
export async function importPunches(
  db: Db,
  actor: Actor,
  upload: { buffer: Buffer; filename: string },
  lang: Lang,
): Promise<NhapChamCongResult> {
  const { rows } = await readSheet(upload.buffer, upload.filename, { maxRows: 200_000, allowCsv: true });
  const staff = await mapStaffCodes(db);
  const dongLoi: NhapChamCongResult['dongLoi'] = [];
  const unknown = new Set<string>();
  const values: (typeof chamCongMay.$inferInsert)[] = [];
  for (const { dong, cells } of rows) {
    const maMay = cellText(cells[0]);
    const ma = cellText(cells[1]);
    const at = parseInstant(cells[2]);
    if (!maMay || !ma || !at) {
      if (dongLoi.length < 1000) dongLoi.push({ dong, thongBao: translateMessage('chamCong.badRow', lang) });
      continue;
    }
    const id = staff.get(ma.toLowerCase());
    if (!id) {
      unknown.add(ma);
      continue;
    }
    values.push({ maMay, maNhanVien: ma, nhanVienId: id, thoiDiem: at });
  }
  let inserted = 0;
  await db.transaction(async (tx) => {
    inserted = await repo.insertPunches(tx, values);
    await audit(tx, actor, {
      action: 'import',
      entity: 'ChamCong',
      after: { tenTep: upload.filename, soDongMoi: inserted, soDongTrung: values.length - inserted },
    });
  });
  return {
    tongSoDong: rows.length,
    soDongMoi: inserted,
    soDongTrung: values.length - inserted,
    maKhongXacDinh: [...unknown].sort(),
    dongLoi,
  };
}

/** Absent days (excused or not) per student between two dates: the sessions the promotion rule of Circular 22 counts. */
export async function countAbsences(
  db: DbOrTx,
  hocSinhIds: number[],
  from: string,
  to: string,
): Promise<Map<number, number>> {
  if (hocSinhIds.length === 0) return new Map();
  const rows = await repo.countAbsentDays(db, hocSinhIds, from, to);
  return new Map(rows.map((r) => [r.hocSinhId, r.n]));
}
