import {
  buildPlanContent,
  GENERAL_COMMENT,
  type GiaoAn,
  type GiaoAnChiTiet,
  type GiaoAnInput,
  type GiaoAnListQuery,
  isPlanLate,
  isPlanSubmittable,
  type MyPlanClass,
  type Page,
  type PlanAction,
  type PlanComment,
  type PlanDecision,
  type PlanRelation,
  type PlanValues,
  planDueDate,
  planValuesOf,
  programmeOfSystem,
  type SectionDef,
  sectionsOf,
} from '@hpl/shared';
import type { Db, DbOrTx } from '../../db/client';
import { audit } from '../../lib/audit';
import type { Caller } from '../../lib/caller';
import { AppError, badRequest, conflict, notFound } from '../../lib/errors';
import { pageOf } from '../../lib/list';
import { schoolToday } from '../../lib/school-date';
import type { SessionUser } from '../../lib/session-user';
import { sha256Of, storeFile } from '../../lib/uploads';
import { findSubjectsByIds } from '../danh-muc';
import { listTeachingAssignmentsOfYear } from '../lop-mon-hoc';
import { findActiveYear, findYear } from '../nam-hoc';
import { findStaffByIds, listStaffOfDepartment } from '../nhan-vien';
import { findDepartment, listDepartmentsDeputisedBy, listDepartmentsHeadedBy, listDeputyIds } from '../phong-ban';
import { readSettings } from './cai-dat.repository';
import { availableActions, type PlanScope, relationOf, statusAfter } from './giao-an.policy';
import * as repo from './giao-an.repository';
import { detectPlanFileType, PLAN_FILE_PURPOSE, PLAN_FILES_MAX, planFileName, previewKindOf } from './tep-giao-an';

const ENTITY = 'GiaoAn';

/**
 * Who decides the teacher's plans: the head of their current department; when the teacher is that head, the
 * department's deputies (a second approver — nobody decides their own plan). Empty when there is nobody.
 */
async function approversOf(db: DbOrTx, nhanVienId: number): Promise<number[]> {
  const [staff] = await findStaffByIds(db, [nhanVienId]);
  if (staff?.phongBanId == null) return [];
  const head = (await findDepartment(db, staff.phongBanId))?.truongPhongId ?? null;
  if (head == null) return [];
  if (head !== nhanVienId) return [head];
  return [...(await listDeputyIds(db, staff.phongBanId))].filter((id) => id !== nhanVienId);
}

/**
 * Whose submitted plans `nhanVienId` decides: the teachers of the departments they head (not themselves), and the
 * heads of the departments they are a deputy of (the head's own plans).
 */
async function queueTeachers(db: DbOrTx, nhanVienId: number): Promise<number[]> {
  const departments = await listDepartmentsHeadedBy(db, nhanVienId);
  const staff = await Promise.all(departments.map((d) => listStaffOfDepartment(db, d.id)));
  const deputised = (await listDepartmentsDeputisedBy(db, nhanVienId)).filter(
    (d) => d.truongPhongId != null && d.truongPhongId !== nhanVienId,
  );
  const heads = deputised.length
    ? await findStaffByIds(
        db,
        deputised.map((d) => d.truongPhongId!),
      )
    : [];
  const headsInPlace = heads.filter((h) => deputised.some((d) => d.id === h.phongBanId && d.truongPhongId === h.id));
  return [...new Set([...staff.flat().map((s) => s.id), ...headsInPlace.map((h) => h.id)])].filter(
    (id) => id !== nhanVienId,
  );
}

export async function teacherNames(db: DbOrTx, ids: number[]): Promise<Map<number, string>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  return new Map((await findStaffByIds(db, unique)).map((s) => [s.id, s.hoTen]));
}

/** The start date of each school year the plans belong to (their weeks are counted from it). */
export async function yearStarts(db: DbOrTx, ids: number[]): Promise<Map<number, string | null>> {
  const years = await Promise.all([...new Set(ids)].map((id) => findYear(db, id)));
  return new Map(years.flatMap((y) => (y ? [[y.id, y.ngayBatDau] as const] : [])));
}

/** A plan's due date (from its year's start and its week) and whether it is late on `today`. */
export function deadlineOf(
  row: { namHocId: number; tuan: number; guiLanDau: string | null },
  starts: Map<number, string | null>,
  today = schoolToday(),
): { hanNop: string | null; treHan: boolean } {
  const start = starts.get(row.namHocId);
  const hanNop = start ? planDueDate(start, row.tuan) : null;
  return { hanNop, treHan: hanNop !== null && isPlanLate(hanNop, row.guiLanDau, today) };
}

function toItem(
  row: Omit<repo.PlanRow, 'noiDung'>,
  names: Map<number, string>,
  starts: Map<number, string | null>,
  today?: string,
): GiaoAn {
  const { hanNop, treHan } = deadlineOf(row, starts, today);
  return {
    id: row.id,
    tieuDe: row.tieuDe,
    monHocId: row.monHocId,
    tenMonHoc: row.tenMonHoc,
    tenMonHocEn: row.tenMonHocEn,
    tuan: row.tuan,
    tiet: row.tiet,
    lopMonHoc: row.lopMonHoc,
    trangThai: row.trangThai,
    phienBan: row.phienBan,
    ngayNop: row.ngayNop?.toISOString() ?? null,
    hanNop,
    treHan,
    nhanVienId: row.nhanVienId,
    hoTenGiaoVien: names.get(row.nhanVienId) ?? '',
    updatedAt: row.updatedAt.toISOString(),
    version: row.version,
  };
}

async function listWith(db: Db, scope: PlanScope, query: GiaoAnListQuery): Promise<Page<GiaoAn>> {
  const { items, total } = await repo.listPlans(db, scope, query);
  const names = await teacherNames(
    db,
    items.map((r) => r.nhanVienId),
  );
  const starts = await yearStarts(
    db,
    items.map((r) => r.namHocId),
  );
  const today = schoolToday();
  return pageOf(
    query,
    items.map((r) => toItem(r, names, starts, today)),
    total,
  );
}

/** The caller's own plans (`chuyenmon/giaoancuatoi`). */
export function listMyPlans(db: Db, user: SessionUser, query: GiaoAnListQuery): Promise<Page<GiaoAn>> {
  if (user.nhanVienId == null) return Promise.resolve(pageOf(query, [], 0));
  return listWith(db, { kind: 'own', nhanVienId: user.nhanVienId }, query);
}

/** The approval queue (`chuyenmon/giaoancanduyet`): submitted plans of the departments the caller heads. */
export async function listQueue(db: Db, user: SessionUser, query: GiaoAnListQuery): Promise<Page<GiaoAn>> {
  if (user.nhanVienId == null) return pageOf(query, [], 0);
  return listWith(db, await queueScope(db, user.nhanVienId), query);
}

/** What the approval queue of `nhanVienId` holds (the list and its counts per teacher read the same scope). */
export async function queueScope(db: DbOrTx, nhanVienId: number): Promise<PlanScope> {
  const ids = await queueTeachers(db, nhanVienId);
  // A second approver also sees the plans the heads approved (school-wide), their own excepted.
  const secondStage = (await readSettings(db)).nguoiDuyetCap2Ids.includes(nhanVienId);
  return { kind: 'queue', nhanVienIds: ids, secondStage, self: nhanVienId };
}

/** The subject classes the caller teaches this school year (what a plan may serve). */
export async function listMyClasses(db: DbOrTx, user: SessionUser): Promise<MyPlanClass[]> {
  const year = await findActiveYear(db);
  if (!year || user.nhanVienId == null) return [];
  const me = user.nhanVienId;
  const mine = (await listTeachingAssignmentsOfYear(db, year.id)).filter((c) => c.giaoVienIds.includes(me));
  const systems = new Map(
    (await findSubjectsByIds(db, [...new Set(mine.map((c) => c.monHocId))])).map((s) => [s.id, s.heHocMa]),
  );
  return mine.map((c) => ({
    id: c.id,
    tenLop: c.tenLop,
    monHocId: c.monHocId,
    tenMonHoc: c.tenMonHoc,
    tenMonHocEn: c.tenMonHocEn,
    chuongTrinh: programmeOfSystem(systems.get(c.monHocId)),
  }));
}

/** Resolves a plan and the caller's relation to it once: `other` (or no such plan) answers 404. */
async function resolve(db: DbOrTx, user: SessionUser, id: number, lock = false) {
  const plan = await repo.findPlan(db, id, lock);
  if (!plan) throw notFound();
  const settings = await readSettings(db);
  const relation = relationOf(user, {
    nhanVienId: plan.nhanVienId,
    approverIds: await approversOf(db, plan.nhanVienId),
    secondApproverIds: settings.nguoiDuyetCap2Ids,
    phienBan: plan.phienBan,
    trangThai: plan.trangThai,
  });
  if (relation === 'other') throw notFound();
  return { plan, relation, settings };
}

function assertMay(relation: PlanRelation, plan: repo.PlanRow, action: PlanAction) {
  if (!availableActions(relation, plan.trangThai, plan.phienBan).includes(action)) {
    // The relation may see the plan but not do this, or not in this status: an illegal transition.
    throw conflict('giaoAn.transition.invalid');
  }
}

export async function getPlan(db: Db, user: SessionUser, id: number): Promise<GiaoAnChiTiet> {
  const { plan, relation } = await resolve(db, user, id);
  const [files, versions, comments] = await Promise.all([
    repo.listFiles(db, id),
    repo.listVersions(db, id),
    repo.listComments(db, id),
  ]);
  const names = await teacherNames(db, [plan.nhanVienId, ...comments.map((c) => c.nguoiNhanXetId)]);
  return {
    ...toItem(plan, names, await yearStarts(db, [plan.namHocId])),
    noiDung: plan.noiDung,
    tep: files.map((f) => ({
      id: f.id,
      fileId: f.fileId,
      tenTep: f.tenTep,
      mimeType: f.mimeType,
      kichThuoc: f.kichThuoc,
      xemTruoc: previewKindOf(f.mimeType),
    })),
    phienBanCu: versions.map((v) => ({ ...v, ngayNop: v.ngayNop.toISOString() })),
    nhanXet: comments.map(
      (c): PlanComment => ({
        id: c.id,
        phienBan: c.phienBan,
        muc: c.muc,
        noiDung: c.noiDung,
        hanhDong: c.hanhDong as PlanComment['hanhDong'],
        hoTenNguoiNhanXet: names.get(c.nguoiNhanXetId) ?? '',
        createdAt: c.createdAt.toISOString(),
      }),
    ),
    quanHe: relation,
    hanhDong: availableActions(relation, plan.trangThai, plan.phienBan),
  };
}

/**
 * The plan's values from the input: the classes must be the caller's this year, all of one subject. The texts go
 * into `sections` (an existing plan's own), or, for a new plan, into the sections the settings give its programme.
 */
async function valuesOf(
  db: DbOrTx,
  user: SessionUser,
  input: Omit<GiaoAnInput, 'noiDung'> & { noiDung: PlanValues },
  sections?: SectionDef[],
): Promise<repo.PlanValues> {
  const year = await findActiveYear(db);
  const mine = new Map((await listMyClasses(db, user)).map((c) => [c.id, c]));
  const chosen = [...new Set(input.lopMonHocIds)].map((id) => mine.get(id));
  if (!year || chosen.some((c) => !c)) throw badRequest('giaoAn.lopMonHoc.notYours', {}, 'lopMonHocIds');
  const classes = chosen as MyPlanClass[];
  const subject = classes[0]!;
  if (classes.some((c) => c.monHocId !== subject.monHocId)) {
    throw badRequest('giaoAn.lopMonHoc.oneSubject', {}, 'lopMonHocIds');
  }
  return {
    namHocId: year.id,
    monHocId: subject.monHocId,
    tenMonHoc: subject.tenMonHoc,
    tenMonHocEn: subject.tenMonHocEn,
    lopMonHoc: classes.map((c) => ({ id: c.id, tenLop: c.tenLop })),
    tieuDe: input.tieuDe,
    tuan: input.tuan,
    tiet: input.tiet,
    noiDung: buildPlanContent(sections ?? (await readSettings(db)).mucGiaoAn[subject.chuongTrinh], input.noiDung),
  };
}

export async function createPlan(db: Db, caller: Caller, input: GiaoAnInput): Promise<GiaoAnChiTiet> {
  if (caller.user.nhanVienId == null) throw notFound();
  const me = caller.user.nhanVienId;
  const id = await db.transaction(async (tx) => {
    const values = await valuesOf(tx, caller.user, input);
    const created = await repo.insertPlan(tx, me, values);
    await audit(tx, caller, { action: 'create', entity: ENTITY, entityId: created, after: values });
    return created;
  });
  return getPlan(db, caller.user, id);
}

export async function updatePlan(db: Db, caller: Caller, id: number, input: GiaoAnInput): Promise<GiaoAnChiTiet> {
  await db.transaction(async (tx) => {
    const { plan, relation } = await resolve(tx, caller.user, id, true);
    assertMay(relation, plan, 'update');
    if (input.version !== undefined && input.version !== plan.version) throw conflict();
    const values = await valuesOf(tx, caller.user, input, sectionsOf(plan.noiDung));
    if (!(await repo.updatePlan(tx, id, plan.version, values))) throw conflict();
    await audit(tx, caller, { action: 'update', entity: ENTITY, entityId: id, before: plan, after: values });
  });
  return getPlan(db, caller.user, id);
}

export function deletePlan(db: Db, caller: Caller, id: number): Promise<void> {
  return db.transaction(async (tx) => {
    const { plan, relation } = await resolve(tx, caller.user, id, true);
    assertMay(relation, plan, 'delete');
    await repo.deletePlan(tx, id);
    await audit(tx, caller, { action: 'delete', entity: ENTITY, entityId: id, before: plan });
  });
}

/**
 * Copies one of the caller's plans (of any year: last year's too) into a new draft for classes of this year; the
 * files stay with the original.
 */
export async function copyPlan(db: Db, caller: Caller, id: number, lopMonHocIds: number[]): Promise<GiaoAnChiTiet> {
  const created = await db.transaction(async (tx) => {
    const { plan, relation } = await resolve(tx, caller.user, id);
    assertMay(relation, plan, 'copy');
    const values = await valuesOf(
      tx,
      caller.user,
      {
        tieuDe: plan.tieuDe,
        lopMonHocIds,
        tuan: plan.tuan,
        tiet: plan.tiet,
        noiDung: planValuesOf(plan.noiDung),
      },
      sectionsOf(plan.noiDung),
    );
    const newId = await repo.insertPlan(tx, plan.nhanVienId, values);
    await audit(tx, caller, { action: 'copy', entity: ENTITY, entityId: newId, after: { from: id, ...values } });
    return newId;
  });
  return getPlan(db, caller.user, created);
}

/** Submits (or resubmits) the plan: a new version is kept as sent, and the head's queue shows it. */
export async function submitPlan(db: Db, caller: Caller, id: number, version: number): Promise<GiaoAnChiTiet> {
  await db.transaction(async (tx) => {
    const { plan, relation } = await resolve(tx, caller.user, id, true);
    assertMay(relation, plan, 'submit');
    if (version !== plan.version) throw conflict();
    if (!isPlanSubmittable(plan.noiDung)) throw badRequest('giaoAn.submit.empty');
    if ((await approversOf(tx, plan.nhanVienId)).length === 0) throw badRequest('giaoAn.noApprover');
    const files = await repo.listFiles(tx, id);
    const phienBan = plan.phienBan + 1;
    await repo.insertVersion(tx, { giaoAnId: id, phienBan, noiDung: plan.noiDung, tenTep: files.map((f) => f.tenTep) });
    await repo.updatePlan(tx, id, plan.version, { trangThai: 'cho_duyet', phienBan, ngayNop: new Date() });
    await audit(tx, caller, {
      action: 'submit',
      entity: ENTITY,
      entityId: id,
      before: { trangThai: plan.trangThai },
      after: { trangThai: 'cho_duyet', phienBan },
    });
  });
  return getPlan(db, caller.user, id);
}

/**
 * The head approves or returns the submitted version, with comments per section (returning needs one); with second
 * approval on, the head's approval sends it to the second approver, who approves or returns it in turn.
 */
export async function decidePlan(
  db: Db,
  caller: Caller,
  id: number,
  action: 'approve' | 'return',
  decision: PlanDecision,
): Promise<GiaoAnChiTiet> {
  const comments = decision.nhanXet ?? [];
  if (action === 'return' && comments.length === 0) throw badRequest('giaoAn.traLai.needsComment', {}, 'nhanXet');
  await db.transaction(async (tx) => {
    const { plan, relation, settings } = await resolve(tx, caller.user, id, true);
    assertMay(relation, plan, action);
    if (decision.version !== plan.version) throw conflict();
    const sections = new Set([GENERAL_COMMENT, ...plan.noiDung.muc.map((m) => m.ma)]);
    const stray = comments.findIndex((c) => !sections.has(c.muc));
    if (stray >= 0) throw badRequest('giaoAn.nhanXet.muc', {}, `nhanXet.${stray}.muc`);
    const secondStage = { on: settings.duyetCap2, approverIds: settings.nguoiDuyetCap2Ids };
    const trangThai = statusAfter(relation, action, secondStage, plan.nhanVienId);
    await repo.insertComments(
      tx,
      comments.map((c) => ({
        giaoAnId: id,
        phienBan: plan.phienBan,
        muc: c.muc,
        noiDung: c.noiDung,
        hanhDong: action,
        nguoiNhanXetId: caller.user.nhanVienId!,
      })),
    );
    await repo.updatePlan(tx, id, plan.version, { trangThai });
    await audit(tx, caller, {
      action,
      entity: ENTITY,
      entityId: id,
      before: { trangThai: plan.trangThai },
      after: { trangThai, phienBan: plan.phienBan, nhanXet: comments },
    });
  });
  return getPlan(db, caller.user, id);
}

/** Attaches an uploaded file to an editable plan of the caller's; the type comes from the bytes. */
export async function attachFile(
  db: Db,
  uploadDir: string,
  caller: Caller,
  id: number,
  upload: { buffer: Buffer; filename: string },
): Promise<GiaoAnChiTiet> {
  const mimeType = detectPlanFileType(upload.buffer);
  await db.transaction(async (tx) => {
    const { plan, relation } = await resolve(tx, caller.user, id, true);
    assertMay(relation, plan, 'upload');
    if (!mimeType) throw badRequest('giaoAn.tep.type', {}, 'tep');
    if ((await repo.listFiles(tx, id)).length >= PLAN_FILES_MAX) throw badRequest('giaoAn.tep.tooMany', {}, 'tep');
    const tenTep = planFileName(upload.filename, mimeType);
    const fileId = await storeFile(tx, uploadDir, {
      buffer: upload.buffer,
      mimeType,
      originalName: tenTep,
      purpose: PLAN_FILE_PURPOSE,
      ownerAccountId: caller.user.accountId,
    });
    const tepId = await repo.insertFile(tx, {
      giaoAnId: id,
      fileId,
      tenTep,
      mimeType,
      kichThuoc: upload.buffer.length,
      sha256: sha256Of(upload.buffer),
    });
    await audit(tx, caller, { action: 'upload', entity: ENTITY, entityId: id, after: { tepId, fileId, tenTep } });
  });
  return getPlan(db, caller.user, id);
}

export async function removeFile(db: Db, caller: Caller, id: number, tepId: number): Promise<GiaoAnChiTiet> {
  await db.transaction(async (tx) => {
    const { plan, relation } = await resolve(tx, caller.user, id, true);
    const file = await repo.findFile(tx, tepId);
    if (!file || file.giaoAnId !== id) throw notFound();
    assertMay(relation, plan, 'upload');
    await repo.deleteFile(tx, tepId);
    await audit(tx, caller, { action: 'removeFile', entity: ENTITY, entityId: id, before: file });
  });
  return getPlan(db, caller.user, id);
}

/** A plan file the caller may read (the plan's teacher or its approver), or 404. */
export async function findReadableFile(db: DbOrTx, user: SessionUser, tepId: number) {
  const file = await repo.findFile(db, tepId);
  if (!file) throw notFound();
  await resolve(db, user, file.giaoAnId);
  return file;
}

/** The download policy's check: the caller may read a plan the stored file is attached to. */
export async function mayReadStoredFile(db: DbOrTx, user: SessionUser, fileId: number): Promise<boolean> {
  for (const giaoAnId of await repo.listPlansOfFile(db, fileId)) {
    try {
      await resolve(db, user, giaoAnId);
      return true;
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
    }
  }
  return false;
}
