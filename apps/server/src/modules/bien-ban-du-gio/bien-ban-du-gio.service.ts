import {
  type BienBanDuGio,
  type BienBanDuGioChiTiet,
  type BienBanInput,
  bienBanDuGioAuthority,
  criteriaOf,
  DEFAULT_RUBRIC,
  type DuGioInput,
  type DuGioListQuery,
  type DuGioThongKe,
  type DuGioThongKeGiaoVien,
  type DuGioThongKeTheoGiaoVien,
  type DuGioThongKeTheoPhongBan,
  type ObservationAction,
  onScale,
  type Page,
  passesAuthority,
  type ScoreScale,
  type TietDay,
  zDuGioInput,
} from '@hpl/shared';
import type { Db, DbOrTx } from '../../db/client';
import { audit } from '../../lib/audit';
import type { Caller } from '../../lib/caller';
import { badRequest, conflict, notFound } from '../../lib/errors';
import { pageOf } from '../../lib/list';
import type { SessionUser } from '../../lib/session-user';
import { findSubjectsByIds } from '../danh-muc';
import { findSubjectClassesByIds } from '../lop-mon-hoc';
import { findActiveYear, findPeriodDates } from '../nam-hoc';
import { findStaffByIds, findWorkingStaffByIds, listStaffOfDepartment, listTeachingStaff } from '../nhan-vien';
import { findDepartment, listDepartmentsHeadedBy } from '../phong-ban';
import { listLessonsOn, teachesOn } from '../thoi-khoa-bieu';
import { availableActions, maySchedule, type ObservationViewer, relationOf } from './bien-ban-du-gio.policy';
import * as repo from './bien-ban-du-gio.repository';
import { readRubric } from './cai-dat.repository';

const ENTITY = 'DuGio';

async function viewerOf(db: DbOrTx, user: SessionUser): Promise<ObservationViewer> {
  const headOf = user.nhanVienId == null ? [] : (await listDepartmentsHeadedBy(db, user.nhanVienId)).map((d) => d.id);
  return { nhanVienId: user.nhanVienId, isHr: passesAuthority(bienBanDuGioAuthority.hr, user), headOf };
}

async function peopleOf(db: DbOrTx, ids: number[]) {
  const unique = [...new Set(ids)];
  const staff = unique.length ? await findStaffByIds(db, unique) : [];
  const departments = new Map<number, string>();
  for (const id of new Set(staff.flatMap((s) => (s.phongBanId == null ? [] : [s.phongBanId])))) {
    const department = await findDepartment(db, id);
    if (department) departments.set(id, department.ten);
  }
  return { staff: new Map(staff.map((s) => [s.id, s])), departments };
}

const round2 = (value: number) => Math.round(value * 100) / 100;

/** The mean of the scores given (null until scored), rounded to two decimals. */
function mean(values: number[]): number | null {
  return values.length ? round2(values.reduce((a, b) => a + b, 0) / values.length) : null;
}

/** An observation's mean carried over to `scale` (HR's figures are on the school's current scale), unrounded. */
function meanOn(row: { diem: Record<string, number> } & ScoreScale, scale: ScoreScale): number | null {
  const values = Object.values(row.diem);
  return values.length ? onScale(values.reduce((a, b) => a + b, 0) / values.length, row, scale) : null;
}

function toItem(row: repo.ObservationRow, people: Awaited<ReturnType<typeof peopleOf>>): BienBanDuGio {
  const person = (id: number) => ({ id, hoTen: people.staff.get(id)?.hoTen ?? '' });
  const phongBanId = people.staff.get(row.giaoVienId)?.phongBanId;
  return {
    id: row.id,
    ngay: row.ngay,
    tiet: row.tiet,
    lopMonHocId: row.lopMonHocId,
    tenLop: row.tenLop,
    tenMonHoc: row.tenMonHoc,
    giaoVien: person(row.giaoVienId),
    tenPhongBan: phongBanId == null ? null : (people.departments.get(phongBanId) ?? null),
    nguoiDu: row.nguoiDuIds.map(person),
    trangThai: row.trangThai,
    diemTrungBinh: mean(Object.values(row.diem)),
    diemToiThieu: row.diemToiThieu,
    diemToiDa: row.diemToiDa,
    version: row.version,
  };
}

/** The days of term `hocKy` of the active year (null: no such term dates; undefined: no term asked). */
async function termRange(db: DbOrTx, hocKy: number | undefined): Promise<repo.DayRange> {
  if (hocKy === undefined) return undefined;
  const year = await findActiveYear(db);
  return year ? findPeriodDates(db, year.id, hocKy) : null;
}

async function listWith(db: Db, scope: repo.ObservationScope, query: DuGioListQuery): Promise<Page<BienBanDuGio>> {
  const { items, total } = await repo.listObservations(db, scope, query, await termRange(db, query.hocKy));
  const people = await peopleOf(
    db,
    items.flatMap((r) => [r.giaoVienId, ...r.nguoiDuIds]),
  );
  return pageOf(
    query,
    items.map((r) => toItem(r, people)),
    total,
  );
}

/** Observations of me, by me (as organiser or observer). */
export function listMine(db: Db, user: SessionUser, query: DuGioListQuery) {
  if (user.nhanVienId == null) return Promise.resolve(pageOf(query, [], 0));
  return listWith(db, { kind: 'mine', nhanVienId: user.nhanVienId }, query);
}

/** HR: every observation of the school. */
export function listAll(db: Db, query: DuGioListQuery) {
  return listWith(db, { kind: 'all' }, query);
}

/** The observations of HR's figures (within a term when given) and the school's current scale their means go on. */
async function statisticsRows(db: Db, hocKy: number | undefined) {
  const { diemToiThieu, diemToiDa } = await readRubric(db);
  return { scale: { diemToiThieu, diemToiDa }, rows: await repo.listForStatistics(db, await termRange(db, hocKy)) };
}

/** HR's statistics: per department of the observed teacher, counts by status and the mean score. */
export async function statistics(db: Db, hocKy?: number): Promise<DuGioThongKeTheoPhongBan> {
  const { scale, rows } = await statisticsRows(db, hocKy);
  const people = await peopleOf(
    db,
    rows.map((r) => r.giaoVienId),
  );
  const groups = new Map<string | null, DuGioThongKe & { scores: number[] }>();
  for (const row of rows) {
    const phongBanId = people.staff.get(row.giaoVienId)?.phongBanId;
    const name = phongBanId == null ? null : (people.departments.get(phongBanId) ?? null);
    const group = groups.get(name) ?? {
      phongBan: name,
      soLuong: 0,
      theoTrangThai: {},
      diemTrungBinh: null,
      scores: [],
    };
    group.soLuong++;
    group.theoTrangThai[row.trangThai] = (group.theoTrangThai[row.trangThai] ?? 0) + 1;
    const m = meanOn(row, scale);
    if (m !== null) group.scores.push(m);
    groups.set(name, group);
  }
  const dong = [...groups.values()]
    .map(({ scores, ...g }) => ({ ...g, diemTrungBinh: mean(scores) }))
    .sort((a, b) => (a.phongBan ?? '').localeCompare(b.phongBan ?? '', 'vi'));
  return { ...scale, dong };
}

/**
 * HR's counts per teacher (within a term when given): observations of them by status with their mean score, and the
 * observations they attended as an observer. Teachers with neither are left out.
 */
export async function statisticsPerTeacher(db: Db, hocKy?: number): Promise<DuGioThongKeTheoGiaoVien> {
  const { scale, rows } = await statisticsRows(db, hocKy);
  const people = await peopleOf(
    db,
    rows.flatMap((r) => [r.giaoVienId, ...r.nguoiDuIds]),
  );
  const byTeacher = new Map<number, DuGioThongKeGiaoVien & { scores: number[] }>();
  const entry = (id: number) => {
    let found = byTeacher.get(id);
    if (!found) {
      const phongBanId = people.staff.get(id)?.phongBanId;
      found = {
        giaoVienId: id,
        hoTen: people.staff.get(id)?.hoTen ?? '',
        phongBan: phongBanId == null ? null : (people.departments.get(phongBanId) ?? null),
        soLanDuocDu: 0,
        theoTrangThai: {},
        diemTrungBinh: null,
        soLanDuGio: 0,
        scores: [],
      };
      byTeacher.set(id, found);
    }
    return found;
  };
  for (const row of rows) {
    const observed = entry(row.giaoVienId);
    observed.soLanDuocDu++;
    observed.theoTrangThai[row.trangThai] = (observed.theoTrangThai[row.trangThai] ?? 0) + 1;
    const m = meanOn(row, scale);
    if (m !== null) observed.scores.push(m);
    for (const id of row.nguoiDuIds) entry(id).soLanDuGio++;
  }
  const dong = [...byTeacher.values()]
    .map(({ scores, ...t }) => ({ ...t, diemTrungBinh: mean(scores) }))
    .sort((a, b) => (a.phongBan ?? '').localeCompare(b.phongBan ?? '', 'vi') || a.hoTen.localeCompare(b.hoTen, 'vi'));
  return { ...scale, dong };
}

/**
 * The lessons the observed teacher teaches on a day, from the published timetable: cancelled ones left out, and a
 * lesson a substitute covers that day is the substitute's (the one they cover, theirs).
 */
export async function lessonsOf(db: DbOrTx, giaoVienId: number, ngay: string): Promise<TietDay[]> {
  const lessons = (await listLessonsOn(db, ngay)).filter((l) => l.lopMonHocId !== null && teachesOn(l, giaoVienId));
  const classes = await findSubjectClassesByIds(db, [...new Set(lessons.map((l) => l.lopMonHocId!))].concat(0));
  const subjects = new Map(
    (await findSubjectsByIds(db, [...new Set(classes.map((c) => c.monHocId))])).map((s) => [s.id, s]),
  );
  const byId = new Map(classes.map((c) => [c.id, c]));
  return lessons.map((l) => {
    const c = byId.get(l.lopMonHocId!);
    return {
      id: l.id,
      tiet: l.tiet,
      lopMonHocId: l.lopMonHocId!,
      tenLop: c?.tenLop ?? '',
      tenMonHoc: (c && subjects.get(c.monHocId)?.tenMonHoc) ?? '',
    };
  });
}

async function resolve(db: DbOrTx, user: SessionUser, id: number, lock = false) {
  const row = await repo.findObservation(db, id, lock);
  if (!row) throw notFound();
  const [teacher] = await findStaffByIds(db, [row.giaoVienId]);
  const relation = relationOf(await viewerOf(db, user), {
    giaoVienId: row.giaoVienId,
    nguoiTaoId: row.nguoiTaoId,
    nguoiDuIds: row.nguoiDuIds,
    phongBanId: teacher?.phongBanId ?? null,
  });
  if (relation === 'other') throw notFound();
  return { row, relation };
}

function assertMay(relation: ReturnType<typeof relationOf>, row: repo.ObservationRow, action: ObservationAction) {
  if (!availableActions(relation, row.trangThai).includes(action)) throw conflict('duGio.transition.invalid');
}

export async function getObservation(db: DbOrTx, user: SessionUser, id: number): Promise<BienBanDuGioChiTiet> {
  const { row, relation } = await resolve(db, user, id);
  const people = await peopleOf(db, [row.giaoVienId, ...row.nguoiDuIds]);
  return {
    ...toItem(row, people),
    tieuChi: row.tieuChi ?? DEFAULT_RUBRIC,
    diem: row.diem,
    uuDiem: row.uuDiem,
    gopY: row.gopY,
    phanHoi: row.phanHoi,
    quanHe: relation,
    hanhDong: availableActions(relation, row.trangThai),
  };
}

/** Schedules an observation of a lesson from the published timetable; the organiser is always an observer. */
export async function schedule(db: Db, caller: Caller, raw: DuGioInput): Promise<BienBanDuGioChiTiet> {
  const input = zDuGioInput.parse(raw);
  const me = caller.user.nhanVienId;
  if (me == null) throw notFound();
  const id = await db.transaction(async (tx) => {
    const [teacher] = await findWorkingStaffByIds(tx, [input.giaoVienId]);
    const [withDepartment] = teacher ? await findStaffByIds(tx, [teacher.id]) : [];
    if (!withDepartment || !maySchedule(await viewerOf(tx, caller.user), withDepartment)) {
      throw badRequest('duGio.giaoVien.notYours', {}, 'giaoVienId');
    }
    if (input.nguoiDuIds.includes(input.giaoVienId)) throw badRequest('duGio.nguoiDu.self', {}, 'nguoiDuIds');
    const observers = [...new Set([me, ...input.nguoiDuIds])];
    if ((await findWorkingStaffByIds(tx, observers)).length !== observers.length) throw notFound();
    const lesson = (await lessonsOf(tx, input.giaoVienId, input.ngay)).find((l) => l.id === input.tietHocId);
    if (!lesson) throw badRequest('duGio.tietHoc.notFound', {}, 'tietHocId');
    const year = await findActiveYear(tx);
    if (!year) throw badRequest('duGio.tietHoc.notFound', {}, 'tietHocId');
    const rubric = await readRubric(tx);
    const values = {
      namHocId: year.id,
      giaoVienId: input.giaoVienId,
      nguoiTaoId: me,
      ngay: input.ngay,
      tiet: lesson.tiet,
      lopMonHocId: lesson.lopMonHocId,
      tenLop: lesson.tenLop,
      tenMonHoc: lesson.tenMonHoc,
      tieuChi: rubric.tieuChi,
      diemToiThieu: rubric.diemToiThieu,
      diemToiDa: rubric.diemToiDa,
    };
    const created = await repo.insertObservation(tx, values, observers);
    await audit(tx, caller, { action: 'create', entity: ENTITY, entityId: created, after: { ...values, observers } });
    return created;
  });
  return getObservation(db, caller.user, id);
}

/** An observer saves the minute (the first save turns a scheduled observation into a draft). */
export async function fill(db: Db, caller: Caller, id: number, input: BienBanInput): Promise<BienBanDuGioChiTiet> {
  await db.transaction(async (tx) => {
    const { row, relation } = await resolve(tx, caller.user, id, true);
    assertMay(relation, row, 'fill');
    if (input.version !== row.version) throw conflict();
    const criteria = new Set(criteriaOf(row.tieuChi ?? DEFAULT_RUBRIC));
    if (Object.keys(input.diem).some((key) => !criteria.has(key))) throw badRequest('duGio.diem.unknown', {}, 'diem');
    for (const [ma, score] of Object.entries(input.diem)) {
      if (score < row.diemToiThieu || score > row.diemToiDa) {
        throw badRequest('duGio.diem.outOfScale', { ma, min: row.diemToiThieu, max: row.diemToiDa }, `diem.${ma}`);
      }
    }
    const values = {
      trangThai: 'nhap',
      diem: input.diem as Record<string, number>,
      uuDiem: input.uuDiem,
      gopY: input.gopY,
    };
    if (!(await repo.updateObservation(tx, id, row.version, values))) throw conflict();
    await audit(tx, caller, { action: 'update', entity: ENTITY, entityId: id, before: row, after: values });
  });
  return getObservation(db, caller.user, id);
}

/** Submit (observer: every criterion scored), acknowledge (observed teacher, with a response) or lock. */
export async function transition(
  db: Db,
  caller: Caller,
  id: number,
  action: 'submit' | 'acknowledge' | 'lock',
  body: { version: number; phanHoi?: string },
): Promise<BienBanDuGioChiTiet> {
  await db.transaction(async (tx) => {
    const { row, relation } = await resolve(tx, caller.user, id, true);
    assertMay(relation, row, action);
    if (body.version !== row.version) throw conflict();
    if (action === 'submit' && criteriaOf(row.tieuChi ?? DEFAULT_RUBRIC).some((c) => row.diem[c] === undefined)) {
      throw badRequest('duGio.submit.incomplete');
    }
    const trangThai = { submit: 'da_nop', acknowledge: 'da_xac_nhan', lock: 'da_khoa' }[action];
    const values = action === 'acknowledge' ? { trangThai, phanHoi: body.phanHoi ?? '' } : { trangThai };
    await repo.updateObservation(tx, id, row.version, values);
    await audit(tx, caller, {
      action,
      entity: ENTITY,
      entityId: id,
      before: { trangThai: row.trangThai },
      after: values,
    });
  });
  return getObservation(db, caller.user, id);
}

export function remove(db: Db, caller: Caller, id: number): Promise<void> {
  return db.transaction(async (tx) => {
    const { row, relation } = await resolve(tx, caller.user, id, true);
    assertMay(relation, row, 'delete');
    await repo.deleteObservation(tx, id);
    await audit(tx, caller, { action: 'delete', entity: ENTITY, entityId: id, before: row });
  });
}

/** Teachers the caller may schedule an observation of: HR anyone working; a head their departments' teachers. */
export async function schedulableTeachers(db: DbOrTx, user: SessionUser) {
  const viewer = await viewerOf(db, user);
  const staff = viewer.isHr
    ? await listTeachingStaff(db)
    : (await Promise.all(viewer.headOf.map((d) => listStaffOfDepartment(db, d)))).flat();
  return staff.filter((s) => s.id !== user.nhanVienId).map((s) => ({ id: s.id, hoTen: s.hoTen }));
}
