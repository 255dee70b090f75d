import {
  type Page,
  type PhamViThang,
  type QuyTac,
  resolveScale,
  type ThangQuyDoi,
  type ThangQuyDoiInput,
  type ThangQuyDoiListQuery,
  type ThangQuyDoiSaved,
} from '@hpl/shared';
import type { Db, DbOrTx } from '../../db/client';
import { audit } from '../../lib/audit';
import type { Caller } from '../../lib/caller';
import { AppError, badRequest, conflict, notFound } from '../../lib/errors';
import { findYear } from '../nam-hoc';
import { decideScaleEdit, mayDeleteScale } from './thang-quy-doi.policy';
import * as repo from './thang-quy-doi.repository';

const ENTITY = 'ThangQuyDoi';

const present = (row: repo.ScaleRow): ThangQuyDoi => ({
  ...row,
  quyTac: row.quyTac as QuyTac,
  daDung: row.daDungLuc !== null,
  daDungLuc: row.daDungLuc?.toISOString() ?? null,
  createdAt: row.createdAt.toISOString(),
});

export async function listScales(db: Db, query: ThangQuyDoiListQuery): Promise<Page<ThangQuyDoi>> {
  const page = await repo.listCurrentScales(db, query);
  return { ...page, items: page.items.map(present) };
}

export async function getScale(db: DbOrTx, id: number): Promise<ThangQuyDoi> {
  const row = await repo.findScale(db, id);
  if (!row) throw notFound();
  return present(row);
}

/** Every version of the scale that version `id` belongs to, newest first. */
export async function listVersions(db: Db, id: number): Promise<ThangQuyDoi[]> {
  const scale = await getScale(db, id);
  return (await repo.listVersions(db, scale.gocId)).map(present);
}

/** The stored form of a rule: exactly a `ConversionScale` of grades-cambridge/rules.ts. */
function storedRule(quyTac: QuyTac): Record<string, unknown> {
  if (quyTac.kind === 'linear') return { kind: 'linear', divisor: quyTac.divisor, decimals: quyTac.decimals };
  return {
    kind: 'band',
    bands: quyTac.bands.map((b) =>
      b.min != null ? { min: b.min, result: b.result } : { grade: b.grade, result: b.result },
    ),
    ...(quyTac.below != null ? { below: quyTac.below } : {}),
  };
}

async function valuesOf(db: DbOrTx, input: ThangQuyDoiInput): Promise<repo.ScaleValues> {
  const scope = {
    namHocId: input.namHocId ?? null,
    heHocId: input.heHocId ?? null,
    khoiId: input.khoiId ?? null,
    monHocId: input.monHocId ?? null,
  };
  const yearMissing = scope.namHocId != null && !(await findYear(db, scope.namHocId));
  if (yearMissing || !(await repo.scopeExists(db, scope))) throw badRequest('diemCam.thangQuyDoi.scopeNotFound');
  return { ten: input.ten, ...scope, quyTac: storedRule(input.quyTac) };
}

export function createScale(db: Db, caller: Caller, input: ThangQuyDoiInput): Promise<ThangQuyDoi> {
  return db.transaction(async (tx) => {
    const id = await repo.insertScale(tx, caller.user.accountId, await valuesOf(tx, input));
    const created = await getScale(tx, id);
    await audit(tx, caller, { action: 'create', entity: ENTITY, entityId: id, after: created });
    return created;
  });
}

/**
 * Edits the current version of a scale. While no result has used it, in place; once used, it stays as it was (the
 * results keep the version they were converted with) and the edit becomes a new current version.
 */
export function updateScale(db: Db, caller: Caller, id: number, input: ThangQuyDoiInput): Promise<ThangQuyDoiSaved> {
  return db.transaction(async (tx) => {
    const before = await getScale(tx, id);
    if (decideScaleEdit(before) === 'notCurrent') throw conflict('diemCam.thangQuyDoi.notCurrent');
    if (input.version !== undefined && input.version !== before.version) throw conflict();
    const values = await valuesOf(tx, input);
    if (decideScaleEdit(before) === 'inPlace' && (await repo.updateUnusedScale(tx, id, before.version, values))) {
      const after = await getScale(tx, id);
      await audit(tx, caller, { action: 'update', entity: ENTITY, entityId: id, before, after });
      return { ...after, phienBanMoi: false };
    }
    // Used meanwhile, or already used: the used version is never changed.
    const now = await getScale(tx, id);
    if (decideScaleEdit(now) !== 'newVersion' || !(await repo.retireScale(tx, id, now.version))) throw conflict();
    const newId = await repo.insertScale(tx, caller.user.accountId, values, {
      gocId: before.gocId,
      phienBan: before.phienBan + 1,
    });
    const after = await getScale(tx, newId);
    await audit(tx, caller, {
      action: 'create',
      entity: ENTITY,
      entityId: newId,
      before,
      after,
      reason: `new version ${after.phienBan} of a scale used by results (version ${before.phienBan})`,
    });
    return { ...after, phienBanMoi: true };
  });
}

/** Deletes a scale with all its versions, unless results used any of them (409). */
export function deleteScale(db: Db, caller: Caller, id: number): Promise<void> {
  return db.transaction(async (tx) => {
    const before = await getScale(tx, id);
    const versions = (await repo.listVersions(tx, before.gocId)).map(present);
    if (!mayDeleteScale(versions)) throw new AppError(409, 'diemCam.thangQuyDoi.used');
    await repo.deleteScale(tx, before.gocId);
    await audit(tx, caller, { action: 'delete', entity: ENTITY, entityId: before.gocId, before });
  });
}

/**
 * For the results part: records that results were converted with this version, from which moment it is never edited
 * again (an edit makes a new version). Call it inside the transaction that stores the converted results, with the
 * `version` that `findScaleFor` answered: false when no such version exists or its rule was edited in place since it
 * was read (then read it again and convert again), so results never claim a rule they were not converted with.
 */
export function markScaleVersionUsed(db: DbOrTx, versionId: number, version?: number): Promise<boolean> {
  return repo.markUsed(db, versionId, version);
}

/** Whether results have used this version of a scale. */
export function isScaleVersionUsed(db: DbOrTx, versionId: number): Promise<boolean> {
  return repo.isUsed(db, versionId);
}

/** The current scale version that applies to a (year, programme, grade level, subject): the most specific scope. */
export async function findScaleFor(
  db: DbOrTx,
  target: PhamViThang,
): Promise<{ id: number; quyTac: QuyTac; version: number } | undefined> {
  const found = resolveScale(await repo.listCurrentCandidates(db), target);
  return found ? { id: found.id, quyTac: found.quyTac as QuyTac, version: found.version } : undefined;
}
