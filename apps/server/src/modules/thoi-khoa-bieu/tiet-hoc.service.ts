import {
  type ChiTietPhienBan,
  type Conflict,
  conflictsAt,
  type DoiTietInput,
  type Lang,
  type TietHoc,
  translateMessage,
} from '@hpl/shared';
import type { Db, DbOrTx } from '../../db/client';
import { audit } from '../../lib/audit';
import type { Caller } from '../../lib/caller';
import { type AppError, badRequest, conflict, notFound } from '../../lib/errors';
import { findRoomsByIds, findRoomTypesByIds, findSubjectsByIds, listRoomsWithType } from '../danh-muc';
import { listEnrolmentsOf } from '../hoc-sinh';
import { findSubjectClassesByIds, listOpenMembers, listTeachingAssignmentsOfYear } from '../lop-mon-hoc';
import { listClassesWithRoomOfYear } from '../lop-quan-ly';
import { findStaffByIds } from '../nhan-vien';
import { settingsOf } from './cai-dat.service';
import { getVersion } from './phien-ban.service';
import { isEditable } from './thoi-khoa-bieu.policy';
import * as repo from './thoi-khoa-bieu.repository';

/** A version's lessons: the grid with the classes, teachers and rooms to show them by, and moving a lesson. */

const ENTITY_LESSON = 'TietHoc';

/** The student sets of a lesson: its homeroom class, or the homeroom classes of a mixed group's members. */
export const nhomOf = (l: { lopQuanLyId: number | null; lopMonHocId: number | null }, mixed: MixedSets) =>
  l.lopQuanLyId !== null
    ? [l.lopQuanLyId]
    : l.lopMonHocId !== null
      ? (mixed.get(l.lopMonHocId) ?? [-l.lopMonHocId])
      : [];

export type MixedSets = Map<number, number[]>;

/**
 * Subject classes without a homeroom class of their own (students mixed from several classes): the homeroom classes
 * their current members come from, so a lesson of the group and a lesson of one of those classes never overlap.
 */
export async function mixedSetsOf(db: DbOrTx, rows: { lopQuanLyId: number | null; lopMonHocId: number | null }[]) {
  const ids = [
    ...new Set(rows.flatMap((r) => (r.lopQuanLyId === null && r.lopMonHocId !== null ? [r.lopMonHocId] : []))),
  ];
  const sets: MixedSets = new Map();
  for (const id of ids) {
    const members = await listOpenMembers(db, id);
    const homerooms = (
      await listEnrolmentsOf(
        db,
        members.map((m) => m.hocSinhId),
      )
    )
      .filter((e) => e.den === null)
      .map((e) => e.lopQuanLyId);
    if (homerooms.length > 0)
      sets.set(
        id,
        [...new Set(homerooms)].sort((a, b) => a - b),
      );
  }
  return sets;
}

export async function lessonNames(db: DbOrTx, lessons: { lopMonHocId: number | null }[]) {
  const subjectClassIds = [...new Set(lessons.flatMap((l) => (l.lopMonHocId === null ? [] : [l.lopMonHocId])))];
  const subjectClasses = subjectClassIds.length ? await findSubjectClassesByIds(db, subjectClassIds) : [];
  const subjects = new Map(
    (await findSubjectsByIds(db, [...new Set(subjectClasses.map((s) => s.monHocId))])).map((s) => [s.id, s]),
  );
  return new Map(
    subjectClasses.map((s) => {
      const subject = subjects.get(s.monHocId);
      return [s.id, { ten: subject?.tenMonHoc ?? s.tenLop, tenEn: subject?.tenMonHocEn ?? null, monHocId: s.monHocId }];
    }),
  );
}

const ACTIVITY_NAMES = {
  chao_co: { ten: 'Chào cờ', tenEn: 'Flag ceremony' },
  sinh_hoat_lop: { ten: 'Sinh hoạt lớp', tenEn: 'Class meeting' },
} as const;

export function presentLessons(
  rows: repo.LessonRow[],
  names: Map<number, { ten: string; tenEn: string | null }>,
  mixed: MixedSets = new Map(),
): TietHoc[] {
  return rows.map((l) => {
    const name =
      l.hoatDong !== null
        ? ACTIVITY_NAMES[l.hoatDong as keyof typeof ACTIVITY_NAMES]
        : (names.get(l.lopMonHocId ?? 0) ?? { ten: '', tenEn: null });
    return {
      id: l.id,
      lopMonHocId: l.lopMonHocId,
      lopQuanLyId: l.lopQuanLyId,
      hoatDong: l.hoatDong as TietHoc['hoatDong'],
      ten: name.ten,
      tenEn: name.tenEn,
      thu: l.thu,
      tiet: l.tiet,
      soTiet: l.soTiet,
      phongId: l.phongId,
      giaoVienIds: l.giaoVienIds,
      nhom: nhomOf(l, mixed),
      coDinh: l.coDinh,
      version: l.version,
    };
  });
}

/** A version with every lesson, and the classes, teachers and rooms to show them by. */
export async function getVersionDetail(db: Db, id: number): Promise<ChiTietPhienBan> {
  const phienBan = await getVersion(db, id);
  const rows = await repo.listLessons(db, id);
  const [caiDat, names, classes, rooms] = await Promise.all([
    settingsOf(db, phienBan.namHocId),
    lessonNames(db, rows),
    listClassesWithRoomOfYear(db, phienBan.namHocId),
    listRoomsWithType(db),
  ]);
  const assignments = await listTeachingAssignmentsOfYear(db, phienBan.namHocId);
  const teacherIds = [
    ...new Set([...rows.flatMap((l) => l.giaoVienIds), ...assignments.flatMap((a) => a.giaoVienIds)]),
  ];
  const teachers = teacherIds.length ? await findStaffByIds(db, teacherIds) : [];
  const byName = <T extends { ten: string }>(list: T[]) => list.sort((a, b) => a.ten.localeCompare(b.ten, 'vi'));
  return {
    phienBan,
    caiDat,
    tietHoc: presentLessons(rows, names, await mixedSetsOf(db, rows)),
    lop: classes.map((c) => ({ id: c.id, ten: c.tenLop })),
    giaoVien: byName(teachers.map((t) => ({ id: t.id, ten: t.hoTen }))),
    phong: byName(rooms.map((r) => ({ id: r.id, ten: r.tenPhong }))),
  };
}

function slotName(lang: Lang, thu: number, tiet: number) {
  return translateMessage('thoiKhoaBieu.slotName', lang, {
    day: translateMessage(`thoiKhoaBieu.day.${thu}`, lang),
    period: tiet + 1,
  });
}

/** A conflict as the sentence a manager reads: which teacher, class or room, and the lesson already there. */
async function conflictError(db: DbOrTx, found: Conflict, lessons: TietHoc[], lang: Lang): Promise<AppError> {
  const other = lessons.find((l) => l.id === found.otherId);
  const otherName = other ? (lang === 'en' ? (other.tenEn ?? other.ten) : other.ten) : '';
  const slot = slotName(lang, other?.thu ?? 0, found.tiet);
  if (found.kind === 'teacher') {
    const [teacher] = await findStaffByIds(db, [found.entityId]);
    return badRequest('thoiKhoaBieu.conflict.teacher', { teacher: teacher?.hoTen ?? '', other: otherName, slot });
  }
  if (found.kind === 'room') {
    const [room] = await findRoomsByIds(db, [found.entityId]);
    return badRequest('thoiKhoaBieu.conflict.room', { room: room?.tenPhong ?? '', other: otherName, slot });
  }
  const year = other
    ? (await repo.findVersion(db, (await repo.findLesson(db, other.id))?.phienBanId ?? 0))?.namHocId
    : undefined;
  const classes = year ? await listClassesWithRoomOfYear(db, year) : [];
  const cls = classes.find((c) => c.id === found.entityId)?.tenLop ?? '';
  return badRequest(found.kind === 'class' ? 'thoiKhoaBieu.conflict.class' : 'thoiKhoaBieu.conflict.students', {
    class: cls,
    other: otherName,
    slot,
  });
}

/**
 * Moves a lesson of a draft to another slot (and room). Refused with the conflict named (teacher, class, room,
 * students in two subject classes at once, an unavailable teacher); a stale version answers 409.
 */
export function moveLesson(db: Db, caller: Caller, id: number, input: DoiTietInput, lang: Lang): Promise<TietHoc> {
  return db.transaction(async (tx) => {
    const before = await repo.findLesson(tx, id);
    if (!before) throw notFound();
    await repo.lockVersion(tx, before.phienBanId);
    const version = await repo.findVersion(tx, before.phienBanId);
    if (!version) throw notFound();
    if (!isEditable(version.trangThai)) throw badRequest('thoiKhoaBieu.readOnly');
    if (before.version !== input.version) throw conflict();
    const settings = await settingsOf(tx, version.namHocId);
    const last = input.tiet + before.soTiet - 1;
    if (input.thu >= settings.soNgayHoc || last >= settings.soTietNgay) throw badRequest('thoiKhoaBieu.slot.outside');
    if (settings.tietCam.some((s) => s.day === input.thu && s.period >= input.tiet && s.period <= last))
      throw badRequest('thoiKhoaBieu.slot.forbidden');
    if (input.tiet < settings.soTietSang && last >= settings.soTietSang) throw badRequest('thoiKhoaBieu.slot.session');
    const unavailable = (await repo.listUnavailable(tx, version.namHocId)).find(
      (u) => before.giaoVienIds.includes(u.nhanVienId) && u.thu === input.thu && u.tiet >= input.tiet && u.tiet <= last,
    );
    if (unavailable) {
      const [teacher] = await findStaffByIds(tx, [unavailable.nhanVienId]);
      throw badRequest('thoiKhoaBieu.conflict.unavailable', {
        teacher: teacher?.hoTen ?? '',
        slot: slotName(lang, unavailable.thu, unavailable.tiet),
      });
    }
    const rows = await repo.listLessons(tx, version.id);
    const mixed = await mixedSetsOf(tx, rows);
    const lessons = presentLessons(rows, await lessonNames(tx, rows), mixed);
    const phongId = input.phongId === undefined ? before.phongId : input.phongId;
    if (phongId !== null && phongId !== before.phongId) await assertRoomFits(tx, before.lopMonHocId, phongId, lang);
    const [first] = conflictsAt(
      { ...before, nhom: nhomOf(before, mixed) },
      { thu: input.thu, tiet: input.tiet, phongId },
      lessons,
    );
    if (first) throw await conflictError(tx, first, lessons, lang);
    const after = await repo.moveLesson(tx, id, before.version, { thu: input.thu, tiet: input.tiet, phongId });
    if (!after) throw conflict();
    await audit(tx, caller, { action: 'move', entity: ENTITY_LESSON, entityId: id, before, after });
    return presentLessons([after], await lessonNames(tx, [after]))[0]!;
  });
}

/**
 * A lesson moved into another room (for good or for one day): the room must exist and be of the type its subject
 * needs (a lab, a gym…), if any.
 */
export async function assertRoomFits(db: DbOrTx, lopMonHocId: number | null, phongId: number, lang: Lang) {
  const rooms = await listRoomsWithType(db);
  const room = rooms.find((r) => r.id === phongId);
  if (!room) throw badRequest('thoiKhoaBieu.phong.notFound', undefined, 'phongId');
  if (lopMonHocId === null) return;
  const [subjectClass] = await findSubjectClassesByIds(db, [lopMonHocId]);
  const needed = subjectClass ? (await repo.findSubjectAttributes(db, subjectClass.monHocId))?.loaiPhongId : null;
  if (!needed || room.loaiPhongId === needed) return;
  const [type] = await findRoomTypesByIds(db, [needed]);
  throw badRequest(
    'thoiKhoaBieu.phong.wrongType',
    {
      room: room.tenPhong,
      subjectClass: subjectClass?.tenLop ?? '',
      type: (lang === 'en' ? type?.tenLoaiPhongEn : null) || type?.tenLoaiPhong || '',
    },
    'phongId',
  );
}
