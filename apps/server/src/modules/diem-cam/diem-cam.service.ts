import {
  type BaiThiCam,
  type BaiThiCamInput,
  type BaiThiCamListQuery,
  type LoaiBaiThiCam,
  type Page,
  type TrangThaiBaiThiCam,
  tongToiDaOf,
} from '@hpl/shared';
import type { Db, DbOrTx } from '../../db/client';
import { audit } from '../../lib/audit';
import type { Caller } from '../../lib/caller';
import { AppError, conflict, notFound } from '../../lib/errors';
import { pageOf } from '../../lib/list';
import { classRelationOf, decideExamWrite, scopeOf } from './diem-cam.policy';
import * as repo from './diem-cam.repository';

const ENTITY = 'BaiThiCam';

const locked = () => new AppError(409, 'diemCam.locked');

async function withComponents(db: DbOrTx, rows: repo.ExamRow[]): Promise<BaiThiCam[]> {
  const components = await repo.listComponents(
    db,
    rows.map((r) => r.id),
  );
  return rows.map(({ teacherIds: _, ...row }) => {
    const thanhPhan = components.filter((c) => c.baiThiCamId === row.id).map(({ baiThiCamId: __, ...c }) => c);
    return {
      ...row,
      loai: row.loai as LoaiBaiThiCam,
      trangThai: row.trangThai as TrangThaiBaiThiCam,
      thanhPhan,
      tongToiDa: tongToiDaOf(thanhPhan),
    };
  });
}

export async function listExams(db: Db, caller: Caller, query: BaiThiCamListQuery): Promise<Page<BaiThiCam>> {
  const { items, total } = await repo.listExams(db, scopeOf(caller.user), query);
  return pageOf(query, await withComponents(db, items), total);
}

/** An exam outside the caller's scope answers 404, like one that does not exist. */
export async function getExam(db: DbOrTx, caller: Caller, id: number): Promise<BaiThiCam> {
  const row = await repo.findExam(db, scopeOf(caller.user), id);
  if (!row) throw notFound();
  return (await withComponents(db, [row]))[0]!;
}

/** An exam by id, whoever asks: for the results, which decide access with their own policy first. */
export async function findExamById(db: DbOrTx, id: number): Promise<BaiThiCam | undefined> {
  const row = await repo.findExam(db, { kind: 'all' }, id);
  return row ? (await withComponents(db, [row]))[0] : undefined;
}

/** The caller may place an exam in this subject class (theirs, Cambridge); otherwise it does not exist: 404. */
async function assertClassWritable(db: DbOrTx, caller: Caller, lopMonHocId: number): Promise<void> {
  const facts = await repo.findClassFacts(db, lopMonHocId);
  if (!facts || decideExamWrite(classRelationOf(caller.user, facts), null) !== 'ok') throw notFound();
}

const valuesOf = (input: BaiThiCamInput): repo.ExamValues => ({
  lopMonHocId: input.lopMonHocId,
  ten: input.ten,
  loai: input.loai,
  ngayThi: input.ngayThi ?? null,
  nguongDiem: input.nguongDiem && Object.keys(input.nguongDiem).length > 0 ? input.nguongDiem : null,
});

export function createExam(db: Db, caller: Caller, input: BaiThiCamInput): Promise<BaiThiCam> {
  return db.transaction(async (tx) => {
    await assertClassWritable(tx, caller, input.lopMonHocId);
    const id = await repo.insertExam(tx, caller.user.accountId, valuesOf(input));
    await repo.replaceComponents(tx, id, input.thanhPhan);
    const created = await getExam(tx, caller, id);
    await audit(tx, caller, { action: 'create', entity: ENTITY, entityId: id, after: created });
    return created;
  });
}

export function updateExam(db: Db, caller: Caller, id: number, input: BaiThiCamInput): Promise<BaiThiCam> {
  return db.transaction(async (tx) => {
    const before = await repo.findExam(tx, scopeOf(caller.user), id);
    if (!before) throw notFound();
    const decision = decideExamWrite(classRelationOf(caller.user, { ...before, cambridge: true }), before.trangThai);
    if (decision === 'notFound') throw notFound();
    if (decision === 'locked') throw locked();
    if (input.version !== undefined && input.version !== before.version) throw conflict();
    if (input.lopMonHocId !== before.lopMonHocId) await assertClassWritable(tx, caller, input.lopMonHocId);
    const beforeFull = (await withComponents(tx, [before]))[0]!;
    if (!(await repo.updateExam(tx, id, before.version, valuesOf(input)))) throw conflict();
    await repo.replaceComponents(tx, id, input.thanhPhan);
    const after = await getExam(tx, caller, id);
    await audit(tx, caller, { action: 'update', entity: ENTITY, entityId: id, before: beforeFull, after });
    return after;
  });
}

export function deleteExam(db: Db, caller: Caller, id: number): Promise<void> {
  return db.transaction(async (tx) => {
    const before = await repo.findExam(tx, scopeOf(caller.user), id);
    if (!before) throw notFound();
    const decision = decideExamWrite(classRelationOf(caller.user, { ...before, cambridge: true }), before.trangThai);
    if (decision === 'notFound') throw notFound();
    if (decision === 'locked') throw locked();
    const beforeFull = (await withComponents(tx, [before]))[0]!;
    await repo.deleteExam(tx, id);
    await audit(tx, caller, { action: 'delete', entity: ENTITY, entityId: id, before: beforeFull });
  });
}
