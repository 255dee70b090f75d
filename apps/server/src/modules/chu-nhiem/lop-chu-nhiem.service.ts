import type {
  DiemDanhHomNayInput,
  DiemDanhHomNayResult,
  HocSinhChuNhiem,
  LopToiChuNhiem,
  LopToiChuNhiemQuery,
  ThongTinLopChuNhiem,
  TrangThaiDiemDanh,
  TuanCuaToi,
} from '@hpl/shared';
import type { Db, DbOrTx } from '../../db/client';
import type { Caller } from '../../lib/caller';
import { notFound } from '../../lib/errors';
import { schoolToday } from '../../lib/school-date';
import type { SessionUser } from '../../lib/session-user';
import { countStatusesOfStudents, listClassDay, recordClassDay } from '../diem-danh';
import { listParentsOf } from '../hoc-sinh';
import {
  findClass,
  findHomeroomTeacher,
  listClassesWithRoomOfYear,
  listHomeroomsOf,
  listRosterOfClass,
} from '../lop-quan-ly';
import { findYearOrActive, listTermsOfYear } from '../nam-hoc';
import { getClassWeek } from '../thoi-khoa-bieu';
import { birthdaysInMonth, homeroomScopeOf, managesClass, tallyStatuses } from './lop-chu-nhiem.policy';

/** The classes the caller leads in a year (every class of it for Admin), with today's attendance counts. */
export async function listMyHomerooms(db: Db, user: SessionUser, query: LopToiChuNhiemQuery): Promise<LopToiChuNhiem> {
  const ngay = schoolToday();
  const year = await findYearOrActive(db, query.namHocId);
  if (!year) return { namHocId: null, ngay, items: [] };
  const scope = homeroomScopeOf(user);
  const classes =
    scope.kind === 'all'
      ? await listClassesWithRoomOfYear(db, year.id)
      : scope.kind === 'teacher'
        ? await listHomeroomsOf(db, scope.nhanVienId, year.id)
        : [];
  const items = await Promise.all(
    classes.map(async (c) => {
      const [roster, day] = await Promise.all([listRosterOfClass(db, c.id), listClassDay(db, c.id, ngay)]);
      const tally = tallyStatuses(day.map((d) => d.trangThai));
      return {
        id: c.id,
        tenLop: c.tenLop,
        siSo: roster.length,
        daDiemDanh: day.length,
        vangHomNay: tally.vangCoPhep + tally.vangKhongPhep,
      };
    }),
  );
  return { namHocId: year.id, ngay, items };
}

/** A class the caller manages, resolved once: another teacher's class answers 404 like an unknown one. */
export async function findManagedClass(db: DbOrTx, user: SessionUser, id: number) {
  const [cls, teacher] = await Promise.all([findClass(db, id), findHomeroomTeacher(db, id)]);
  if (!cls || !managesClass(homeroomScopeOf(user), teacher?.gvcnId)) throw notFound();
  return cls;
}

/** The term of `day` in the year, or the last term begun before it; null when the year has no dated term. */
async function termOf(db: DbOrTx, namHocId: number, day: string) {
  const terms = (await listTermsOfYear(db, namHocId)).filter((t) => t.ngayBatDau && t.ngayKetThuc);
  const term =
    terms.find((t) => t.ngayBatDau! <= day && day <= t.ngayKetThuc!) ?? terms.findLast((t) => t.ngayBatDau! <= day);
  return term ? { ten: term.tenHocKy, tuNgay: term.ngayBatDau!, denNgay: term.ngayKetThuc! } : null;
}

/** The class page: students with photos and guardians, today's status, this term's absences and the month's birthdays. */
export async function getClassInfo(db: Db, user: SessionUser, id: number): Promise<ThongTinLopChuNhiem> {
  const cls = await findManagedClass(db, user, id);
  const ngay = schoolToday();
  const [roster, day, hocKy] = await Promise.all([
    listRosterOfClass(db, cls.id),
    listClassDay(db, cls.id, ngay),
    termOf(db, cls.namHocId, ngay),
  ]);
  const ids = roster.map((s) => s.hocSinhId);
  const [parents, counts] = await Promise.all([
    listParentsOf(db, ids),
    hocKy ? countStatusesOfStudents(db, ids, hocKy.tuNgay, [hocKy.denNgay, ngay].sort()[0]!) : [],
  ]);
  const today = new Map(day.map((d) => [d.hocSinhId, d]));
  const countOf = (hocSinhId: number, trangThai: TrangThaiDiemDanh) =>
    counts.find((c) => c.hocSinhId === hocSinhId && c.trangThai === trangThai)?.n ?? 0;
  const hocSinh: HocSinhChuNhiem[] = roster.map((s) => ({
    ...s,
    phuHuynh: parents.filter((p) => p.hocSinhId === s.hocSinhId).map(({ hocSinhId: _, ...p }) => p),
    trangThaiHomNay: (today.get(s.hocSinhId)?.trangThai as TrangThaiDiemDanh | undefined) ?? null,
    ghiChuHomNay: today.get(s.hocSinhId)?.ghiChu ?? null,
    vangCoPhep: countOf(s.hocSinhId, 'vang_co_phep'),
    vangKhongPhep: countOf(s.hocSinhId, 'vang_khong_phep'),
    diMuon: countOf(s.hocSinhId, 'di_muon'),
  }));
  const last = day.reduce<Date | null>((m, d) => (m && m > d.ghiNhanLuc ? m : d.ghiNhanLuc), null);
  return {
    id: cls.id,
    tenLop: cls.tenLop,
    namHocId: cls.namHocId,
    ngay,
    hocKy,
    diemDanhLuc: last?.toISOString() ?? null,
    hocSinh,
    sinhNhatThangNay: birthdaysInMonth(roster, ngay).map((s) => s.hocSinhId),
  };
}

/**
 * Today's attendance of the class, written through the attendance module (the data its statistics and the grades
 * summary read). Only today: the school's date decides, not the browser's; a later change of a past day is the
 * office's (attendance screen), where it is audited as such.
 */
export async function recordToday(
  db: Db,
  caller: Caller,
  id: number,
  input: DiemDanhHomNayInput,
): Promise<DiemDanhHomNayResult> {
  const cls = await findManagedClass(db, caller.user, id);
  const ngay = schoolToday();
  const result = await recordClassDay(db, caller, { lopQuanLyId: cls.id, ngay, items: input.items });
  return { soHocSinh: result.soHocSinh, ngay };
}

/** The class's week from the published timetable. */
export async function getClassTimetable(
  db: Db,
  user: SessionUser,
  id: number,
  ngay: string | undefined,
): Promise<TuanCuaToi> {
  const cls = await findManagedClass(db, user, id);
  return getClassWeek(db, cls.id, ngay ?? schoolToday());
}
