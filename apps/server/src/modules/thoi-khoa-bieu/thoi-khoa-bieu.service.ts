import { createHash, randomBytes } from 'node:crypto';
import {
  type CaiDatThoiKhoaBieu,
  type CaiDatThoiKhoaBieuInput,
  type ChiTietPhienBan,
  type Conflict,
  conflictsAt,
  type DanhSachPhienBan,
  type DoiTietInput,
  type GiaoVienThoiKhoaBieuInput,
  type Lang,
  type LanTao,
  type LichToken,
  type MonHocThoiKhoaBieuInput,
  type PhienBanInput,
  type PhienBanThoiKhoaBieu,
  type RangBuoc,
  type TietCuaToi,
  type TietHoc,
  type TrangThaiPhienBan,
  type TuanCuaToi,
  translateMessage,
} from '@hpl/shared';
import type { Db, DbOrTx } from '../../db/client';
import { audit } from '../../lib/audit';
import type { Caller } from '../../lib/caller';
import { type AppError, badRequest, conflict, notFound, PG_FOREIGN_KEY_VIOLATION, pgErrorCode } from '../../lib/errors';
import { schoolToday } from '../../lib/school-date';
import { findRoomsByIds, findRoomTypesByIds, findSubjectsByIds, listRoomsWithType } from '../danh-muc';
import { listEnrolmentsOf } from '../hoc-sinh';
import {
  findSubjectClassesByIds,
  listOpenMembers,
  listSubjectClassIdsOfStudentBetween,
  listTeachingAssignmentsOfYear,
} from '../lop-mon-hoc';
import { listClassesWithRoomOfYear } from '../lop-quan-ly';
import { assertYearOpen, getYearOrActive, listTermsOfYear } from '../nam-hoc';
import { findStaffByIds } from '../nhan-vien';
import { notify, publishNotifications } from '../notifications';
import { findAccountOwner, findAccountsOfStaff } from '../tai-khoan';
import {
  buildSolverInput,
  type GenerationData,
  lessonsFromPlacements,
  type StoredReason,
  storedReasons,
} from './generation-input';
import { runSolverInWorker, solve } from './solver';
import { canMoveStatus, isEditable, type WeekOwner, weekOwnerOf } from './thoi-khoa-bieu.policy';
import * as repo from './thoi-khoa-bieu.repository';

const ENTITY_SETTINGS = 'CaiDatThoiKhoaBieu';
const ENTITY_VERSION = 'PhienBanThoiKhoaBieu';
const ENTITY_LESSON = 'TietHoc';
const ENTITY_EXCEPTION = 'NgoaiLeTietHoc';

/* Settings */

/** Defaults of a secondary school (45-minute periods, Monday to Saturday, 4 morning + 4 afternoon periods). */
export function defaultSettings(namHocId: number): CaiDatThoiKhoaBieu {
  return {
    namHocId,
    soNgayHoc: 6,
    soTietNgay: 8,
    soTietSang: 4,
    gioBatDau: ['07:00', '07:50', '08:50', '09:40', '13:30', '14:20', '15:20', '16:10'],
    thoiLuongTiet: 45,
    tietCam: [],
    soTuanNam: 35,
    version: 0,
  };
}

/** The settings of a year (its defaults until someone saves them). */
export async function settingsOf(db: DbOrTx, namHocId: number): Promise<CaiDatThoiKhoaBieu> {
  const row = await repo.findSettings(db, namHocId);
  if (!row) return defaultSettings(namHocId);
  const { updatedAt: _, ...settings } = row;
  return settings;
}

export async function getSettings(db: Db, namHocId: number | undefined): Promise<CaiDatThoiKhoaBieu> {
  const year = await getYearOrActive(db, namHocId);
  return settingsOf(db, year.id);
}

export function saveSettings(db: Db, caller: Caller, input: CaiDatThoiKhoaBieuInput): Promise<CaiDatThoiKhoaBieu> {
  return db.transaction(async (tx) => {
    const year = await getYearOrActive(tx, input.namHocId);
    await assertYearOpen(tx, year.id, 'thoiKhoaBieu.namHoc.closed');
    const before = await settingsOf(tx, year.id);
    if (input.version !== before.version) throw conflict();
    const tietCam = input.tietCam.filter((s) => s.day < input.soNgayHoc && s.period < input.soTietNgay);
    const values = {
      namHocId: year.id,
      soNgayHoc: input.soNgayHoc,
      soTietNgay: input.soTietNgay,
      soTietSang: input.soTietSang,
      gioBatDau: input.gioBatDau,
      thoiLuongTiet: input.thoiLuongTiet,
      tietCam,
      soTuanNam: input.soTuanNam,
    };
    const saved =
      before.version === 0 && !(await repo.findSettings(tx, year.id))
        ? await repo.insertSettings(tx, values)
        : await repo.updateSettings(tx, values, before.version);
    if (!saved) throw conflict();
    const { updatedAt: _, ...after } = saved;
    await audit(tx, caller, { action: 'update', entity: ENTITY_SETTINGS, entityId: year.id, before, after });
    return after;
  });
}

/* Subjects' and teachers' constraints */

export async function getConstraints(db: Db, namHocId: number | undefined): Promise<RangBuoc> {
  const year = await getYearOrActive(db, namHocId);
  const [subjects, unavailable, preferred] = await Promise.all([
    repo.listSubjectAttributes(db),
    repo.listUnavailable(db, year.id),
    repo.listPreferredDays(db, year.id),
  ]);
  const teachers = [...new Set([...unavailable.map((u) => u.nhanVienId), ...preferred.map((p) => p.nhanVienId)])];
  return {
    namHocId: year.id,
    monHoc: subjects.map((s) => ({
      monHocId: s.monHocId,
      loaiPhongId: s.loaiPhongId,
      tietDoi: s.tietDoi,
      monNang: s.monNang,
    })),
    giaoVien: teachers.map((nhanVienId) => ({
      nhanVienId,
      banTiet: unavailable.filter((u) => u.nhanVienId === nhanVienId).map((u) => ({ day: u.thu, period: u.tiet })),
      ngayUuTien: preferred.filter((p) => p.nhanVienId === nhanVienId).map((p) => p.thu),
    })),
  };
}

export function saveSubjectAttributes(db: Db, caller: Caller, monHocId: number, input: MonHocThoiKhoaBieuInput) {
  return db.transaction(async (tx) => {
    if ((await findSubjectsByIds(tx, [monHocId])).length === 0) throw notFound();
    try {
      await repo.upsertSubjectAttributes(tx, [{ monHocId, ...input }]);
    } catch (error) {
      if (pgErrorCode(error) === PG_FOREIGN_KEY_VIOLATION)
        throw badRequest('thoiKhoaBieu.loaiPhong.notFound', undefined, 'loaiPhongId');
      throw error;
    }
    await audit(tx, caller, { action: 'update', entity: 'MonHocThoiKhoaBieu', entityId: monHocId, after: input });
    return { monHocId, ...input };
  });
}

export function saveTeacherConstraints(db: Db, caller: Caller, nhanVienId: number, input: GiaoVienThoiKhoaBieuInput) {
  return db.transaction(async (tx) => {
    if ((await findStaffByIds(tx, [nhanVienId])).length === 0) throw notFound();
    const year = await getYearOrActive(tx, input.namHocId);
    await assertYearOpen(tx, year.id, 'thoiKhoaBieu.namHoc.closed');
    await repo.replaceTeacherConstraints(tx, year.id, nhanVienId, input.banTiet, input.ngayUuTien);
    await audit(tx, caller, { action: 'update', entity: 'GiaoVienThoiKhoaBieu', entityId: nhanVienId, after: input });
    return { nhanVienId, banTiet: input.banTiet, ngayUuTien: [...new Set(input.ngayUuTien)] };
  });
}

/* Versions */

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

async function getVersion(db: DbOrTx, id: number): Promise<PhienBanThoiKhoaBieu> {
  const row = await repo.findVersion(db, id);
  if (!row) throw notFound();
  return (await presentVersions(db, [row]))[0]!;
}

export function createVersion(db: Db, caller: Caller, input: PhienBanInput): Promise<PhienBanThoiKhoaBieu> {
  return db.transaction(async (tx) => {
    const year = await yearOfTerm(tx, input.hocKyId);
    await assertYearOpen(tx, year, 'thoiKhoaBieu.namHoc.closed');
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
      if (await repo.findRunningOf(tx, id)) throw badRequest('thoiKhoaBieu.taoTuDong.running');
      for (const archived of await repo.archivePublishedOfTerm(tx, before.hocKyId))
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

/* A version's lessons and the grid */

/** The student sets of a lesson: its homeroom class, or the homeroom classes of a mixed group's members. */
const nhomOf = (l: { lopQuanLyId: number | null; lopMonHocId: number | null }, mixed: MixedSets) =>
  l.lopQuanLyId !== null
    ? [l.lopQuanLyId]
    : l.lopMonHocId !== null
      ? (mixed.get(l.lopMonHocId) ?? [-l.lopMonHocId])
      : [];

type MixedSets = Map<number, number[]>;

/**
 * Subject classes without a homeroom class of their own (students mixed from several classes): the homeroom classes
 * their current members come from, so a lesson of the group and a lesson of one of those classes never overlap.
 */
async function mixedSetsOf(db: DbOrTx, rows: { lopQuanLyId: number | null; lopMonHocId: number | null }[]) {
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

function presentLessons(
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

/* Generation */

const running = new Map<number, AbortController>();

async function generationData(db: DbOrTx, namHocId: number, hocKyId: number): Promise<GenerationData> {
  const [settings, assignments, classes, rooms, subjects, unavailable, preferred] = await Promise.all([
    settingsOf(db, namHocId),
    listTeachingAssignmentsOfYear(db, namHocId),
    listClassesWithRoomOfYear(db, namHocId),
    listRoomsWithType(db),
    repo.listSubjectAttributes(db),
    repo.listUnavailable(db, namHocId),
    repo.listPreferredDays(db, namHocId),
  ]);
  return {
    settings,
    hocKyId,
    assignments,
    mixedSets: await mixedSetsOf(
      db,
      assignments.map((a) => ({ lopQuanLyId: a.lopQuanLyId, lopMonHocId: a.id })),
    ),
    classes,
    rooms,
    subjects: new Map(subjects.map((s) => [s.monHocId, s])),
    unavailable,
    preferred,
  };
}

function presentRun(run: repo.RunRow, reasons: LanTao['lyDo']): LanTao {
  return {
    id: run.id,
    phienBanId: run.phienBanId,
    trangThai: run.trangThai as LanTao['trangThai'],
    daXep: run.daXep,
    tongSo: run.tongSo,
    diem: run.diem,
    lyDo: reasons,
    batDauLuc: run.batDauLuc.toISOString(),
    ketThucLuc: run.ketThucLuc?.toISOString() ?? null,
  };
}

/** Why the input cannot be placed, in the reader's language, with the subject classes, classes and teachers named. */
async function explainReasons(
  db: DbOrTx,
  namHocId: number,
  reasons: StoredReason[],
  lang: Lang,
): Promise<LanTao['lyDo']> {
  if (reasons.length === 0) return [];
  const subjectClassIds = [...new Set(reasons.flatMap((r) => r.lopMonHocIds))];
  const subjectClasses = new Map(
    (subjectClassIds.length ? await findSubjectClassesByIds(db, subjectClassIds) : []).map((s) => [s.id, s.tenLop]),
  );
  const teacherIds = [...new Set(reasons.flatMap((r) => r.nhanVienIds))];
  const teachers = new Map((teacherIds.length ? await findStaffByIds(db, teacherIds) : []).map((t) => [t.id, t.hoTen]));
  const classes = new Map((await listClassesWithRoomOfYear(db, namHocId)).map((c) => [c.id, c.tenLop]));
  const list = (ids: number[], names: Map<number, string>) =>
    ids.length === 0
      ? '—'
      : ids
          .slice(0, 12)
          .map((id) => names.get(id) ?? `#${id}`)
          .join(', ') + (ids.length > 12 ? ', …' : '');
  return reasons.map((r) => ({
    rangBuoc: r.constraint,
    moTa: translateMessage(`thoiKhoaBieu.reason.${r.constraint}`, lang, {
      activities: list(r.lopMonHocIds, subjectClasses),
      classes: list(r.lopQuanLyIds, classes),
      teachers: list(r.nhanVienIds, teachers),
    }),
  }));
}

export async function getRun(db: Db, id: number, lang: Lang): Promise<LanTao> {
  const run = await repo.findRun(db, id);
  if (!run) throw notFound();
  const version = await repo.findVersion(db, run.phienBanId);
  return presentRun(run, await explainReasons(db, version?.namHocId ?? 0, run.lyDo as StoredReason[], lang));
}

/** Asks a running generation to stop; it stores the best timetable found so far. */
export async function stopRun(db: Db, caller: Caller, id: number, lang: Lang): Promise<LanTao> {
  const run = await repo.findRun(db, id);
  if (!run) throw notFound();
  running.get(id)?.abort();
  await audit(db, caller, { action: 'stop', entity: 'LanTaoThoiKhoaBieu', entityId: id });
  return getRun(db, id, lang);
}

/** Stores a generation's outcome: its lessons replace the draft's, and the reasons for what could not be placed. */
async function finishRun(
  db: Db,
  runId: number,
  phienBanId: number,
  input: ReturnType<typeof buildSolverInput>,
  result: Awaited<ReturnType<typeof runSolverInWorker>>,
  stopped: boolean,
) {
  await db.transaction(async (tx) => {
    // What could be placed is kept even when some lessons could not: the manager sees it beside the reasons.
    if (result.placements.length > 0) {
      await repo.deleteLessonsOf(tx, phienBanId);
      await repo.insertLessons(
        tx,
        lessonsFromPlacements(input, result.placements).map((l) => ({ ...l, phienBanId })),
      );
    }
    await repo.updateRun(tx, runId, {
      trangThai: result.ok ? (stopped ? 'da_dung' : 'xong') : 'khong_kha_thi',
      daXep: result.placements.length,
      diem: result.ok ? Math.round(result.softScore) : null,
      lyDo: result.ok ? [] : storedReasons(input, result.reasons),
      ketThucLuc: new Date(),
    });
  });
}

/**
 * Starts generating a draft from the year's teaching assignments in a worker thread and answers at once; the run's
 * progress, score and outcome are read with `getRun`.
 */
export async function startGeneration(
  db: Db,
  caller: Caller,
  phienBanId: number,
  options: { timeLimitMs?: number },
): Promise<LanTao> {
  const { run, input } = await db.transaction(async (tx) => {
    await repo.lockVersion(tx, phienBanId);
    const version = await repo.findVersion(tx, phienBanId);
    if (!version) throw notFound();
    if (!isEditable(version.trangThai)) throw badRequest('thoiKhoaBieu.readOnly');
    // A run that an instance which stopped left "running" must not block this draft for ever.
    await repo.failAbandonedRuns(tx, abandonedBefore());
    if (await repo.findRunningOf(tx, phienBanId)) throw badRequest('thoiKhoaBieu.taoTuDong.running');
    const data = await generationData(tx, version.namHocId, version.hocKyId);
    if (data.assignments.length === 0) throw badRequest('thoiKhoaBieu.taoTuDong.noAssignments');
    const input = buildSolverInput(data, { timeLimitMs: options.timeLimitMs ?? 30_000 });
    const tongSo = input.activities.reduce((n, a) => n + a.perWeek, 0);
    const run = await repo.insertRun(tx, { phienBanId, tongSo, taoBoi: caller.user.accountId });
    await audit(tx, caller, {
      action: 'generate',
      entity: 'LanTaoThoiKhoaBieu',
      entityId: run.id,
      after: { phienBanId },
    });
    return { run, input };
  });
  const controller = new AbortController();
  running.set(run.id, controller);
  let lastWrite = 0;
  void runSolverInWorker(input, {
    signal: controller.signal,
    onProgress: (p) => {
      const now = Date.now();
      if (now - lastWrite < 500) return;
      lastWrite = now;
      void repo.updateRun(db, run.id, { daXep: p.placed, diem: Math.round(p.softScore) }).catch(() => {});
    },
  })
    .then((result) => finishRun(db, run.id, phienBanId, input, result, controller.signal.aborted))
    .catch(() => repo.updateRun(db, run.id, { trangThai: 'loi', ketThucLuc: new Date() }).catch(() => {}))
    .finally(() => running.delete(run.id));
  return presentRun(run, []);
}

/**
 * A run still "running" this long after it started was left by a server that stopped: the longest time limit (600 s)
 * and the worker's start and the storing are well inside it.
 */
const RUN_ABANDONED_AFTER_MS = 15 * 60_000;
const abandonedBefore = () => new Date(Date.now() - RUN_ABANDONED_AFTER_MS);

/**
 * Marks runs of a previous server process as failed (called at start). Alone (`onlyInstance`) every run still
 * "running" is this server's previous life's; beside other instances only runs past any time limit are, as another
 * instance may be running the others.
 */
export function failAbandonedRuns(db: DbOrTx, { onlyInstance }: { onlyInstance: boolean }) {
  return repo.failAbandonedRuns(db, onlyInstance ? undefined : abandonedBefore());
}

/**
 * Generates a timetable synchronously (small time limit) and stores it as a version, published when asked: the demo
 * school's timetable. Answers the version id, or the reasons when the input cannot be placed.
 */
export async function generateTimetableNow(
  db: DbOrTx,
  params: { namHocId: number; hocKyId: number; ten: string; ngayApDung: string; publish: boolean; timeLimitMs: number },
): Promise<{ phienBanId: number; placed: number; complete: boolean; reasons: StoredReason[] }> {
  const data = await generationData(db, params.namHocId, params.hocKyId);
  const input = buildSolverInput(data, { timeLimitMs: params.timeLimitMs, seed: 1 });
  const result = solve(input);
  const phienBanId = await repo.insertVersion(db, {
    namHocId: params.namHocId,
    hocKyId: params.hocKyId,
    ten: params.ten,
    ngayApDung: params.ngayApDung,
    trangThai: params.publish ? 'cong_bo' : 'nhap',
    congBoLuc: params.publish ? new Date() : null,
  });
  const lessons = lessonsFromPlacements(input, result.placements).map((l) => ({ ...l, phienBanId }));
  await repo.insertLessons(db, lessons);
  return {
    phienBanId,
    placed: lessons.length,
    complete: result.ok,
    reasons: result.ok ? [] : storedReasons(input, result.reasons),
  };
}

/* My week */

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

/** The week (Monday `monday`) of a teacher, a student or a class in the version in force, with that week's exceptions. */
async function weekOf(db: DbOrTx, owner: WeekOf, monday: string): Promise<TuanCuaToi> {
  const sunday = addDays(monday, 6);
  const [version] = await repo.listPublishedUpTo(db, sunday);
  const settings = version ? await settingsOf(db, version.namHocId) : defaultSettings(0);
  const empty: TuanCuaToi = {
    tuNgay: monday,
    denNgay: sunday,
    soNgayHoc: settings.soNgayHoc,
    soTietNgay: settings.soTietNgay,
    gioBatDau: settings.gioBatDau,
    thoiLuongTiet: settings.thoiLuongTiet,
    tiet: [],
  };
  if (!version) return empty;
  let own: repo.LessonRow[];
  let substituted: repo.ExceptionRow[] = [];
  if (owner.kind === 'teacher') {
    own = await repo.listLessonsOf(db, version.id, { nhanVienId: owner.nhanVienId });
    substituted = await repo.listSubstitutionsOf(db, owner.nhanVienId, monday, sunday);
  } else if (owner.kind === 'lopMonHoc') {
    own = await repo.listLessonsOf(db, version.id, { lopMonHocIds: [owner.lopMonHocId] });
  } else if (owner.kind === 'lopQuanLy') {
    own = (await repo.listLessons(db, version.id)).filter((l) => l.lopQuanLyId === owner.lopQuanLyId);
  } else {
    const subjectClasses = await listSubjectClassIdsOfStudentBetween(db, owner.hocSinhId, monday, sunday);
    const homerooms = (await listEnrolmentsOf(db, [owner.hocSinhId]))
      .filter((e) => e.tu <= sunday && (e.den === null || e.den >= monday))
      .map((e) => e.lopQuanLyId);
    own = await repo.listLessonsOf(db, version.id, { lopMonHocIds: subjectClasses, activitiesOf: homerooms });
  }
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
  const classes = new Map((await listClassesWithRoomOfYear(db, version.namHocId)).map((c) => [c.id, c.tenLop]));
  const presented = presentLessons(lessons, names);
  const tiet: TietCuaToi[] = [];
  for (const lesson of presented) {
    const ngay = addDays(monday, lesson.thu);
    if (ngay < version.ngayApDung) continue;
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

/* The calendar feed */

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export async function getFeedToken(db: Db, caller: Caller): Promise<LichToken> {
  if (!weekOwnerOf(caller.user)) throw notFound();
  return { duongDan: null, coToken: await repo.hasToken(db, caller.user.accountId) };
}

/** A new secret feed address; the previous one stops working. The address is shown only now (a hash is kept). */
export async function regenerateFeedToken(db: Db, caller: Caller, publicUrl: string): Promise<LichToken> {
  if (!weekOwnerOf(caller.user)) throw notFound();
  const token = randomBytes(32).toString('base64url');
  await db.transaction(async (tx) => {
    await repo.replaceToken(tx, caller.user.accountId, hashToken(token));
    await audit(tx, caller, { action: 'regenerate', entity: 'LichThoiKhoaBieu', entityId: caller.user.accountId });
  });
  return { duongDan: `${publicUrl}/api/ThoiKhoaBieu/lich/${token}.ics`, coToken: true };
}

export async function revokeFeedToken(db: Db, caller: Caller): Promise<LichToken> {
  await db.transaction(async (tx) => {
    await repo.deleteToken(tx, caller.user.accountId);
    await audit(tx, caller, { action: 'revoke', entity: 'LichThoiKhoaBieu', entityId: caller.user.accountId });
  });
  return { duongDan: null, coToken: false };
}

const icsText = (text: string) =>
  text.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\n/g, '\\n');
/** School time (UTC+7, no daylight saving) as an iCalendar UTC stamp. */
const icsStamp = (ngay: string, hhmm: string) => {
  const at = new Date(`${ngay}T${hhmm}:00+07:00`);
  return at
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
};

/** The iCalendar feed of the token's owner: last week to four weeks ahead, exceptions applied; unknown token → 404. */
export async function calendarFeed(db: Db, token: string, lang: Lang): Promise<string> {
  const accountId = await repo.findTokenOwner(db, hashToken(token));
  if (accountId === undefined) throw notFound();
  const account = await findAccountOwner(db, accountId);
  if (!account || account.lockedAt) throw notFound();
  const owner = weekOwnerOf({ roles: account.roles, nhanVienId: account.nhanVienId, hocSinhId: account.hocSinhId });
  if (!owner) throw notFound();
  const start = addDays(mondayOf(schoolToday()), -7);
  const weeks = await Promise.all([0, 1, 2, 3, 4, 5].map((w) => weekOf(db, owner, addDays(start, w * 7))));
  const now = icsStamp(schoolToday(), '00:00');
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//HPL Portal//ThoiKhoaBieu//VI',
    'CALSCALE:GREGORIAN',
    `X-WR-CALNAME:${icsText(translateMessage('thoiKhoaBieu.lich.name', lang))}`,
  ];
  for (const t of weeks.flatMap((w) => w.tiet)) {
    const title = lang === 'en' ? (t.tenEn ?? t.ten) : t.ten;
    const notes = [
      t.giaoVien.join(', '),
      t.ngoaiLe === 'day_thay' && t.giaoVienThay
        ? translateMessage('thoiKhoaBieu.lich.substitute', lang, { teacher: t.giaoVienThay })
        : '',
    ].filter(Boolean);
    lines.push(
      'BEGIN:VEVENT',
      `UID:tkb-${t.tietHocId}-${t.ngay}@hpl-portal`,
      `DTSTAMP:${now}`,
      `DTSTART:${icsStamp(t.ngay, t.batDau)}`,
      `DTEND:${icsStamp(t.ngay, t.ketThuc)}`,
      `SUMMARY:${icsText(`${t.ngoaiLe === 'huy' ? `${translateMessage('thoiKhoaBieu.lich.cancelled', lang)}: ` : ''}${title}${t.lop ? ` – ${t.lop}` : ''}`)}`,
      ...(t.phong ? [`LOCATION:${icsText(t.phong)}`] : []),
      ...(notes.length ? [`DESCRIPTION:${icsText(notes.join('\n'))}`] : []),
      ...(t.ngoaiLe === 'huy' ? ['STATUS:CANCELLED'] : []),
      'END:VEVENT',
    );
  }
  lines.push('END:VCALENDAR');
  return `${lines.join('\r\n')}\r\n`;
}

/* For other modules: substitutions and class pages */

/** The published lessons of a day (the version in force), each with its exception of that day. */
export async function listLessonsOn(db: DbOrTx, ngay: string) {
  const [version] = await repo.listPublishedUpTo(db, ngay);
  if (!version) return [];
  const thu = (new Date(`${ngay}T00:00:00Z`).getUTCDay() + 6) % 7;
  const lessons = (await repo.listLessons(db, version.id)).filter((l) => l.thu === thu);
  const exceptions = await repo.listExceptionsBetween(
    db,
    ngay,
    ngay,
    lessons.map((l) => l.id),
  );
  return lessons.map((l) => ({ ...l, ngay, ngoaiLe: exceptions.find((e) => e.tietHocId === l.id) ?? null }));
}

/**
 * Whether a teacher has no lesson (own or substituted, not cancelled) at the periods [tiet, tiet+soTiet) of a day;
 * `exceptLessonId` leaves one lesson out (the one being re-assigned).
 */
export async function isTeacherFreeAt(
  db: DbOrTx,
  nhanVienId: number,
  ngay: string,
  tiet: number,
  soTiet = 1,
  exceptLessonId?: number,
) {
  const lessons = await listLessonsOn(db, ngay);
  return !lessons.some((l) => {
    if (l.id === exceptLessonId) return false;
    if (l.ngoaiLe?.loai === 'huy') return false;
    const teaches =
      l.ngoaiLe?.loai === 'day_thay' ? l.ngoaiLe.giaoVienThayId === nhanVienId : l.giaoVienIds.includes(nhanVienId);
    return teaches && l.tiet < tiet + soTiet && tiet < l.tiet + l.soTiet;
  });
}

/**
 * Records a dated change of one published lesson (a substitute, a cancellation, another room), in the caller's
 * transaction with its audit row; the substitutions screen writes through here.
 */
export async function saveLessonException(
  tx: DbOrTx,
  caller: Caller,
  change: {
    tietHocId: number;
    ngay: string;
    loai: 'day_thay' | 'huy' | 'doi_phong';
    giaoVienThayId?: number | null;
    phongId?: number | null;
    ghiChu?: string | null;
  },
) {
  const lesson = await repo.findLesson(tx, change.tietHocId);
  if (!lesson) throw notFound();
  const saved = await repo.upsertException(tx, { ...change, taoBoi: caller.user.accountId });
  await audit(tx, caller, { action: 'save', entity: ENTITY_EXCEPTION, entityId: saved.id, after: saved });
  return saved;
}

export async function removeLessonException(tx: DbOrTx, caller: Caller, tietHocId: number, ngay: string) {
  const removed = await repo.deleteException(tx, tietHocId, ngay);
  if (removed)
    await audit(tx, caller, { action: 'delete', entity: ENTITY_EXCEPTION, entityId: removed.id, before: removed });
  return removed !== undefined;
}

/** A homeroom class's week of `ngay` (its subject lessons and pinned activities, that week's changes applied). */
export function getClassWeek(db: DbOrTx, lopQuanLyId: number, ngay: string): Promise<TuanCuaToi> {
  return weekOf(db, { kind: 'lopQuanLy', lopQuanLyId }, mondayOf(ngay));
}

/** A subject class's week of `ngay` (that week's changes applied), for its class page. */
export function getSubjectClassWeek(db: DbOrTx, lopMonHocId: number, ngay: string): Promise<TuanCuaToi> {
  return weekOf(db, { kind: 'lopMonHoc', lopMonHocId }, mondayOf(ngay));
}
