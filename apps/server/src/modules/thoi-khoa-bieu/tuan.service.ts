import type { TietCuaToi, TuanCuaToi } from '@hpl/shared';
import type { Db, DbOrTx } from '../../db/client';
import type { Caller } from '../../lib/caller';
import { notFound } from '../../lib/errors';
import { schoolToday } from '../../lib/school-date';
import { findRoomsByIds } from '../danh-muc';
import { listEnrolmentsOf } from '../hoc-sinh';
import { listSubjectClassIdsOfStudentBetween } from '../lop-mon-hoc';
import { listClassesWithRoomOfYear } from '../lop-quan-ly';
import { findStaffByIds } from '../nhan-vien';
import { defaultSettings, settingsOf } from './cai-dat.service';
import { type WeekOwner, weekOwnerOf } from './thoi-khoa-bieu.policy';
import * as repo from './thoi-khoa-bieu.repository';
import { lessonNames, presentLessons } from './tiet-hoc.service';

/**
 * A week of lessons as a teacher, a student or a class lives it: each day from the version in force that day (two
 * versions may share a week), that week's exceptions applied.
 */

export const addDays = (iso: string, n: number) => {
  const d = new Date(`${iso}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
};

/** The Monday of the week of a date. */
export function mondayOf(iso: string): string {
  const day = new Date(`${iso}T00:00:00Z`).getUTCDay();
  return addDays(iso, -((day + 6) % 7));
}

const toMinutes = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));
const fromMinutes = (m: number) => `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;

/** Whose week: a person's own, or a class's (its page). */
type WeekOf = WeekOwner | { kind: 'lopMonHoc'; lopMonHocId: number } | { kind: 'lopQuanLy'; lopQuanLyId: number };

/** The lessons a version gives the week's owner (own lessons, and the teacher's substitutions of the week). */
async function ownLessonsOf(db: DbOrTx, versionId: number, owner: WeekOf, monday: string, sunday: string) {
  if (owner.kind === 'teacher') return repo.listLessonsOf(db, versionId, { nhanVienId: owner.nhanVienId });
  if (owner.kind === 'lopMonHoc') return repo.listLessonsOf(db, versionId, { lopMonHocIds: [owner.lopMonHocId] });
  if (owner.kind === 'lopQuanLy')
    return (await repo.listLessons(db, versionId)).filter((l) => l.lopQuanLyId === owner.lopQuanLyId);
  const subjectClasses = await listSubjectClassIdsOfStudentBetween(db, owner.hocSinhId, monday, sunday);
  const homerooms = (await listEnrolmentsOf(db, [owner.hocSinhId]))
    .filter((e) => e.tu <= sunday && (e.den === null || e.den >= monday))
    .map((e) => e.lopQuanLyId);
  return repo.listLessonsOf(db, versionId, { lopMonHocIds: subjectClasses, activitiesOf: homerooms });
}

/**
 * The week (Monday `monday`) of a teacher, a student or a class, each day from the version in force that day (a
 * version published mid-week takes over from its start; the one it replaced keeps the days before), with that week's
 * exceptions.
 */
export async function weekOf(db: DbOrTx, owner: WeekOf, monday: string): Promise<TuanCuaToi> {
  const sunday = addDays(monday, 6);
  const inForce = await repo.listInForceBetween(db, monday, sunday);
  const versionOfDay = [0, 1, 2, 3, 4, 5, 6].map((thu) => repo.versionOn(inForce, addDays(monday, thu)));
  const shown = versionOfDay.find((v) => v !== undefined);
  const settings = shown ? await settingsOf(db, shown.namHocId) : defaultSettings(0);
  const empty: TuanCuaToi = {
    tuNgay: monday,
    denNgay: sunday,
    soNgayHoc: settings.soNgayHoc,
    soTietNgay: settings.soTietNgay,
    gioBatDau: settings.gioBatDau,
    thoiLuongTiet: settings.thoiLuongTiet,
    tiet: [],
  };
  if (!shown) return empty;
  const versions = [...new Set(versionOfDay.flatMap((v) => (v ? [v.id] : [])))];
  const own: repo.LessonRow[] = [];
  for (const id of versions) {
    const days = new Set(versionOfDay.flatMap((v, thu) => (v?.id === id ? [thu] : [])));
    own.push(...(await ownLessonsOf(db, id, owner, monday, sunday)).filter((l) => days.has(l.thu)));
  }
  const substituted =
    owner.kind === 'teacher' ? await repo.listSubstitutionsOf(db, owner.nhanVienId, monday, sunday) : [];
  const ownIds = new Set(own.map((l) => l.id));
  const extra = await repo.findLessonsByIds(
    db,
    substituted.map((s) => s.tietHocId).filter((id) => !ownIds.has(id)),
  );
  const lessons = [...own, ...extra];
  const exceptions = await repo.listExceptionsBetween(
    db,
    monday,
    sunday,
    lessons.map((l) => l.id),
  );
  const names = await lessonNames(db, lessons);
  const staffIds = [
    ...new Set([
      ...lessons.flatMap((l) => l.giaoVienIds),
      ...exceptions.flatMap((e) => (e.giaoVienThayId ? [e.giaoVienThayId] : [])),
    ]),
  ];
  const staff = new Map((staffIds.length ? await findStaffByIds(db, staffIds) : []).map((s) => [s.id, s.hoTen]));
  const roomIds = [
    ...new Set([
      ...lessons.flatMap((l) => (l.phongId ? [l.phongId] : [])),
      ...exceptions.flatMap((e) => (e.phongId ? [e.phongId] : [])),
    ]),
  ];
  const rooms = new Map((await findRoomsByIds(db, roomIds)).map((r) => [r.id, r.tenPhong]));
  const classes = new Map((await listClassesWithRoomOfYear(db, shown.namHocId)).map((c) => [c.id, c.tenLop]));
  const presented = presentLessons(lessons, names);
  const tiet: TietCuaToi[] = [];
  for (const lesson of presented) {
    const ngay = addDays(monday, lesson.thu);
    const exception = exceptions.find((e) => e.tietHocId === lesson.id && e.ngay === ngay);
    const isOwn = ownIds.has(lesson.id);
    if (
      !isOwn &&
      (exception?.loai !== 'day_thay' || owner.kind !== 'teacher' || exception.giaoVienThayId !== owner.nhanVienId)
    )
      continue;
    const start = settings.gioBatDau[lesson.tiet] ?? '00:00';
    const lastStart = settings.gioBatDau[lesson.tiet + lesson.soTiet - 1] ?? start;
    const phongId = exception?.loai === 'doi_phong' && exception.phongId ? exception.phongId : lesson.phongId;
    tiet.push({
      tietHocId: lesson.id,
      ngay,
      thu: lesson.thu,
      tiet: lesson.tiet,
      soTiet: lesson.soTiet,
      batDau: start,
      ketThuc: fromMinutes(toMinutes(lastStart) + settings.thoiLuongTiet),
      ten: lesson.ten,
      tenEn: lesson.tenEn,
      lop: lesson.lopQuanLyId !== null ? (classes.get(lesson.lopQuanLyId) ?? null) : null,
      phong: phongId !== null ? (rooms.get(phongId) ?? null) : null,
      giaoVien: lesson.giaoVienIds.map((id) => staff.get(id) ?? ''),
      ngoaiLe: (exception?.loai as TietCuaToi['ngoaiLe']) ?? null,
      giaoVienThay: exception?.giaoVienThayId ? (staff.get(exception.giaoVienThayId) ?? null) : null,
      dayThay: !isOwn,
    });
  }
  tiet.sort((a, b) => a.thu - b.thu || a.tiet - b.tiet);
  return { ...empty, tiet };
}

/** My week: a teacher's or a student's own lessons of the week of `ngay` (default today); anyone else 404. */
export async function getMyWeek(db: Db, caller: Caller, ngay: string | undefined): Promise<TuanCuaToi> {
  const owner = weekOwnerOf(caller.user);
  if (!owner) throw notFound();
  return weekOf(db, owner, mondayOf(ngay ?? schoolToday()));
}

/** A homeroom class's week of `ngay` (its subject lessons and pinned activities, that week's changes applied). */
export function getClassWeek(db: DbOrTx, lopQuanLyId: number, ngay: string): Promise<TuanCuaToi> {
  return weekOf(db, { kind: 'lopQuanLy', lopQuanLyId }, mondayOf(ngay));
}

/** A subject class's week of `ngay` (that week's changes applied), for its class page. */
export function getSubjectClassWeek(db: DbOrTx, lopMonHocId: number, ngay: string): Promise<TuanCuaToi> {
  return weekOf(db, { kind: 'lopMonHoc', lopMonHocId }, mondayOf(ngay));
}
