import {
  DAY_THAY_MAX_DAYS,
  type DanhSachDayThay,
  type DayThayQuery,
  type GiaoVienDeXuat,
  type Lang,
  type NgoaiLeInput,
  type ThongKeDayThay,
  type TietTrongNgay,
  type XoaNgoaiLeInput,
} from '@hpl/shared';
import type { Db, DbOrTx } from '../../db/client';
import type { Caller } from '../../lib/caller';
import { badRequest, conflict, notFound } from '../../lib/errors';
import { schoolToday } from '../../lib/school-date';
import { findRoomsByIds, listRoomsWithType } from '../danh-muc';
import { type LeaveOnDay, listApprovedLeaveDays } from '../don-nghi-phep';
import { listTeachingAssignmentsOfYear } from '../lop-mon-hoc';
import { listClassesWithRoomOfYear } from '../lop-quan-ly';
import { findStaffByIds, listTeachingStaff } from '../nhan-vien';
import { notify, publishNotifications } from '../notifications';
import { findAccountsOfStaff } from '../tai-khoan';
import * as dayThayRepo from './day-thay.repository';
import * as repo from './thoi-khoa-bieu.repository';
import {
  addDays,
  assertRoomFits,
  isTeacherFreeAt,
  lessonNames,
  listLessonsOn,
  removeLessonException,
  saveLessonException,
  settingsOf,
} from './thoi-khoa-bieu.service';

type DayLesson = Awaited<ReturnType<typeof listLessonsOn>>[number];

const dayNumber = (iso: string) => Date.parse(`${iso}T00:00:00Z`) / 86_400_000;

/** Whether a leave day takes the half of the day a lesson starts in (periods before `soTietSang` are the morning). */
const leaveTakes = (leave: LeaveOnDay, tiet: number, soTietSang: number) =>
  tiet < soTietSang ? leave.sang : leave.chieu;

async function soTietSangOn(db: DbOrTx, ngay: string) {
  const [version] = await repo.listPublishedUpTo(db, ngay);
  return version
    ? { namHocId: version.namHocId, soTietSang: (await settingsOf(db, version.namHocId)).soTietSang }
    : null;
}

/**
 * The lessons of each date of the range (at most a week) that need attention: those of teachers on approved leave
 * needing cover (covered or not) and every lesson changed for that date (substitute, cancelled, another room).
 */
export async function listCoverDays(db: Db, query: DayThayQuery): Promise<DanhSachDayThay> {
  const tuNgay = query.tuNgay ?? schoolToday();
  const denNgay = query.denNgay ?? tuNgay;
  if (denNgay < tuNgay) throw badRequest('input.date.invalid', undefined, 'denNgay');
  if (dayNumber(denNgay) - dayNumber(tuNgay) >= DAY_THAY_MAX_DAYS)
    throw badRequest('thoiKhoaBieu.dayThay.tooLong', undefined, 'denNgay');
  const leaves = (await listApprovedLeaveDays(db, tuNgay, denNgay)).filter((l) => l.canDayThay);
  const picked: { lesson: DayLesson; leave: LeaveOnDay | undefined }[] = [];
  let namHocId: number | null = null;
  for (let ngay = tuNgay; ngay <= denNgay; ngay = addDays(ngay, 1)) {
    const setting = await soTietSangOn(db, ngay);
    if (!setting) continue;
    namHocId = setting.namHocId;
    const away = leaves.filter((l) => l.ngay === ngay);
    for (const lesson of await listLessonsOn(db, ngay)) {
      const leave = away.find(
        (l) => lesson.giaoVienIds.includes(l.nhanVienId) && leaveTakes(l, lesson.tiet, setting.soTietSang),
      );
      if (leave || lesson.ngoaiLe) picked.push({ lesson, leave });
    }
  }
  const rooms = await listRoomsWithType(db);
  const phong = rooms
    .map((r) => ({ id: r.id, ten: r.tenPhong, loaiPhongId: r.loaiPhongId }))
    .sort((a, b) => a.ten.localeCompare(b.ten, 'vi'));
  return {
    tuNgay,
    denNgay,
    tiet: await presentDayLessons(db, namHocId, picked),
    phong,
  };
}

async function presentDayLessons(
  db: DbOrTx,
  namHocId: number | null,
  picked: { lesson: DayLesson; leave: LeaveOnDay | undefined }[],
): Promise<TietTrongNgay[]> {
  if (picked.length === 0 || namHocId === null) return [];
  const lessons = picked.map((p) => p.lesson);
  const names = await lessonNames(db, lessons);
  const roomNeeds = new Map((await repo.listSubjectAttributes(db)).map((a) => [a.monHocId, a.loaiPhongId]));
  const staffIds = [
    ...new Set(
      lessons.flatMap((l) => [...l.giaoVienIds, ...(l.ngoaiLe?.giaoVienThayId ? [l.ngoaiLe.giaoVienThayId] : [])]),
    ),
  ];
  const staff = new Map((staffIds.length ? await findStaffByIds(db, staffIds) : []).map((s) => [s.id, s.hoTen]));
  const roomIds = [
    ...new Set(lessons.flatMap((l) => [l.phongId, l.ngoaiLe?.phongId ?? null].filter((id) => id !== null))),
  ];
  const rooms = new Map((await findRoomsByIds(db, roomIds)).map((r) => [r.id, r.tenPhong]));
  const classes = new Map((await listClassesWithRoomOfYear(db, namHocId)).map((c) => [c.id, c.tenLop]));
  return picked
    .map(({ lesson: l, leave }) => {
      const name = names.get(l.lopMonHocId ?? 0);
      const e = l.ngoaiLe;
      return {
        tietHocId: l.id,
        ngay: l.ngay,
        tiet: l.tiet,
        soTiet: l.soTiet,
        ten: name?.ten ?? l.hoatDong ?? '',
        tenEn: name?.tenEn ?? null,
        lop: l.lopQuanLyId !== null ? (classes.get(l.lopQuanLyId) ?? null) : null,
        phong: l.phongId !== null ? (rooms.get(l.phongId) ?? null) : null,
        loaiPhongCan: name ? (roomNeeds.get(name.monHocId) ?? null) : null,
        giaoVienIds: l.giaoVienIds,
        giaoVien: l.giaoVienIds.map((id) => staff.get(id) ?? ''),
        nghiPhep: leave ? { donNghiPhepId: leave.donNghiPhepId, hoTen: leave.hoTen } : null,
        ngoaiLe: e
          ? {
              loai: e.loai as 'day_thay' | 'huy' | 'doi_phong',
              giaoVienThayId: e.giaoVienThayId,
              giaoVienThay: e.giaoVienThayId ? (staff.get(e.giaoVienThayId) ?? null) : null,
              phongId: e.phongId,
              phong: e.phongId ? (rooms.get(e.phongId) ?? null) : null,
              ghiChu: e.ghiChu,
              version: e.version,
            }
          : null,
      };
    })
    .sort((a, b) => a.ngay.localeCompare(b.ngay) || a.tiet - b.tiet || (a.lop ?? '').localeCompare(b.lop ?? ''));
}

const monthOf = (ngay: string) => {
  const from = `${ngay.slice(0, 7)}-01`;
  const next = new Date(`${from}T00:00:00Z`);
  next.setUTCMonth(next.getUTCMonth() + 1);
  return { from, to: addDays(next.toISOString().slice(0, 10), -1) };
};

async function findDayLesson(db: DbOrTx, tietHocId: number, ngay: string) {
  const lesson = (await listLessonsOn(db, ngay)).find((l) => l.id === tietHocId);
  if (!lesson) throw notFound();
  return lesson;
}

/** Substitutes for one lesson of a date, best first: free and not on leave, teaches the subject, fewest this month. */
export async function proposeSubstitutes(db: Db, tietHocId: number, ngay: string): Promise<GiaoVienDeXuat[]> {
  const lesson = await findDayLesson(db, tietHocId, ngay);
  const setting = (await soTietSangOn(db, ngay))!;
  const dayLessons = await listLessonsOn(db, ngay);
  const busy = new Set<number>();
  for (const l of dayLessons) {
    if (l.id === lesson.id || l.ngoaiLe?.loai === 'huy') continue;
    if (!(l.tiet < lesson.tiet + lesson.soTiet && lesson.tiet < l.tiet + l.soTiet)) continue;
    const teachers =
      l.ngoaiLe?.loai === 'day_thay' && l.ngoaiLe.giaoVienThayId ? [l.ngoaiLe.giaoVienThayId] : l.giaoVienIds;
    for (const t of teachers) busy.add(t);
  }
  const onLeave = new Set(
    (await listApprovedLeaveDays(db, ngay, ngay))
      .filter((l) => leaveTakes(l, lesson.tiet, setting.soTietSang))
      .map((l) => l.nhanVienId),
  );
  const assignments = await listTeachingAssignmentsOfYear(db, setting.namHocId);
  const subjectId = assignments.find((a) => a.id === lesson.lopMonHocId)?.monHocId;
  const subjectTeachers = new Set(
    subjectId === undefined ? [] : assignments.filter((a) => a.monHocId === subjectId).flatMap((a) => a.giaoVienIds),
  );
  const month = monthOf(ngay);
  const counts = new Map(
    (await dayThayRepo.countSubstitutionsBetween(db, month.from, month.to)).map((c) => [c.nhanVienId, c.soTiet]),
  );
  return (await listTeachingStaff(db))
    .filter((s) => !lesson.giaoVienIds.includes(s.id))
    .map((s) => ({
      nhanVienId: s.id,
      hoTen: s.hoTen,
      ranh: !busy.has(s.id),
      nghiPhep: onLeave.has(s.id),
      cungMon: subjectTeachers.has(s.id),
      soDayThayThang: Number(counts.get(s.id) ?? 0),
    }))
    .sort(
      (a, b) =>
        Number(b.ranh && !b.nghiPhep) - Number(a.ranh && !a.nghiPhep) ||
        Number(b.cungMon) - Number(a.cungMon) ||
        a.soDayThayThang - b.soDayThayThang ||
        a.hoTen.localeCompare(b.hoTen, 'vi'),
    );
}

/**
 * Records a lesson's change for one date. A substitute must be free then and not on leave, a new room free; the
 * version read of the date's change must still be current (409 otherwise). The substitute is notified.
 */
export async function saveChange(db: Db, caller: Caller, input: NgoaiLeInput, lang: Lang): Promise<TietTrongNgay> {
  const notified: number[] = [];
  await db.transaction(async (tx) => {
    if (!(await dayThayRepo.lockLesson(tx, input.tietHocId))) throw notFound();
    const lesson = await findDayLesson(tx, input.tietHocId, input.ngay);
    if ((lesson.ngoaiLe?.version ?? null) !== input.version) throw conflict();
    const setting = (await soTietSangOn(tx, input.ngay))!;
    let giaoVienThayId: number | null = null;
    let phongId: number | null = null;
    if (input.loai === 'day_thay') {
      if (!input.giaoVienThayId) throw badRequest('thoiKhoaBieu.dayThay.needTeacher', undefined, 'giaoVienThayId');
      giaoVienThayId = input.giaoVienThayId;
      if (lesson.giaoVienIds.includes(giaoVienThayId)) throw badRequest('thoiKhoaBieu.dayThay.self');
      const [teacher] = await findStaffByIds(tx, [giaoVienThayId]);
      if (!teacher) throw badRequest('thoiKhoaBieu.dayThay.needTeacher', undefined, 'giaoVienThayId');
      if (!(await isTeacherFreeAt(tx, giaoVienThayId, input.ngay, lesson.tiet, lesson.soTiet, lesson.id)))
        throw conflict('thoiKhoaBieu.dayThay.busy', { teacher: teacher.hoTen });
      const away = (await listApprovedLeaveDays(tx, input.ngay, input.ngay)).some(
        (l) => l.nhanVienId === giaoVienThayId && leaveTakes(l, lesson.tiet, setting.soTietSang),
      );
      if (away) throw conflict('thoiKhoaBieu.dayThay.onLeave', { teacher: teacher.hoTen });
    } else if (input.loai === 'doi_phong') {
      if (!input.phongId) throw badRequest('thoiKhoaBieu.dayThay.needRoom', undefined, 'phongId');
      phongId = input.phongId;
      await assertRoomFits(tx, lesson.lopMonHocId, phongId, lang);
      const taken = (await listLessonsOn(tx, input.ngay)).some((l) => {
        if (l.id === lesson.id || l.ngoaiLe?.loai === 'huy') return false;
        const room = l.ngoaiLe?.loai === 'doi_phong' ? l.ngoaiLe.phongId : l.phongId;
        return room === phongId && l.tiet < lesson.tiet + lesson.soTiet && lesson.tiet < l.tiet + l.soTiet;
      });
      if (taken) throw conflict('thoiKhoaBieu.dayThay.roomBusy');
    }
    await saveLessonException(tx, caller, {
      tietHocId: lesson.id,
      ngay: input.ngay,
      loai: input.loai,
      giaoVienThayId,
      phongId,
      ghiChu: input.ghiChu ?? null,
    });
    if (giaoVienThayId !== null) {
      const [shown] = await presentDayLessons(tx, setting.namHocId, [{ lesson, leave: undefined }]);
      const accounts = (await findAccountsOfStaff(tx, [giaoVienThayId])).map((a) => a.id);
      await notify(tx, accounts, {
        loai: 'tkbDayThay',
        payload: { ten: shown?.ten ?? '', lop: shown?.lop ?? '', tiet: lesson.tiet + 1, ngay: input.ngay },
        duongDan: `/chuyenmon/thoikhoabieucuatoi?ngay=${input.ngay}`,
      });
      notified.push(...accounts);
    }
  });
  publishNotifications(notified);
  const day = await listCoverDays(db, { tuNgay: input.ngay, denNgay: input.ngay });
  return day.tiet.find((t) => t.tietHocId === input.tietHocId)!;
}

/** Undoes a lesson's change of one date (the version read must be current). */
export async function removeChange(db: Db, caller: Caller, input: XoaNgoaiLeInput): Promise<void> {
  await db.transaction(async (tx) => {
    if (!(await dayThayRepo.lockLesson(tx, input.tietHocId))) throw notFound();
    const [current] = await repo.listExceptionsBetween(tx, input.ngay, input.ngay, [input.tietHocId]);
    if (!current) throw notFound();
    if (current.version !== input.version) throw conflict();
    await removeLessonException(tx, caller, input.tietHocId, input.ngay);
  });
}

/** Substitute lessons given per teacher in a month (`yyyy-mm`, default this month), most first. */
export async function monthlyCounts(db: DbOrTx, thang: string | undefined): Promise<ThongKeDayThay> {
  const month = monthOf(`${thang ?? schoolToday().slice(0, 7)}-01`);
  const counts = await dayThayRepo.countSubstitutionsBetween(db, month.from, month.to);
  const staff = new Map(
    (counts.length
      ? await findStaffByIds(
          db,
          counts.map((c) => c.nhanVienId),
        )
      : []
    ).map((s) => [s.id, s.hoTen]),
  );
  return {
    thang: month.from.slice(0, 7),
    giaoVien: counts
      .map((c) => ({ nhanVienId: c.nhanVienId, hoTen: staff.get(c.nhanVienId) ?? '', soTiet: Number(c.soTiet) }))
      .sort((a, b) => b.soTiet - a.soTiet || a.hoTen.localeCompare(b.hoTen, 'vi')),
  };
}

/** Substitute lessons a teacher gave between two dates (the teaching ledger's column). */
export async function countSubstitutionsOf(db: DbOrTx, from: string, to: string): Promise<Map<number, number>> {
  const counts = await dayThayRepo.countSubstitutionsBetween(db, from, to);
  return new Map(counts.map((c) => [c.nhanVienId, Number(c.soTiet)]));
}
