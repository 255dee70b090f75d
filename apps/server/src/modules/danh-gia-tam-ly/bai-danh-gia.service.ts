import type {
  BaiDanhGia,
  BaiDanhGiaInput,
  BaiDanhGiaListQuery,
  BaiDanhGiaSummary,
  NgungSuDungInput,
  Page,
} from '@hpl/shared';
import type { Db } from '../../db/client';
import { audit } from '../../lib/audit';
import type { Caller } from '../../lib/caller';
import { conflict, notFound } from '../../lib/errors';
import { pageOf } from '../../lib/list';
import * as repo from './bai-danh-gia.repository';

const ENTITY = 'TamLyBaiDanhGia';

export async function listInstruments(db: Db, query: BaiDanhGiaListQuery): Promise<Page<BaiDanhGiaSummary>> {
  const { items, total } = await repo.listInstruments(db, query);
  return pageOf(query, items as BaiDanhGiaSummary[], total);
}

export async function getInstrument(db: Db, id: number): Promise<BaiDanhGia> {
  const row = await repo.findInstrument(db, id);
  if (!row) throw notFound();
  return row;
}

/** A new instrument (version 1); its code must be new: a change of an existing one is a new version. */
export function createInstrument(db: Db, caller: Caller, input: BaiDanhGiaInput): Promise<BaiDanhGia> {
  return db.transaction(async (tx) => {
    if ((await repo.latestVersionOf(tx, input.ma)) !== undefined) throw conflict('danhGiaTamLy.baiDanhGia.maTrung');
    const id = await repo.insertInstrument(tx, caller.user.accountId, 1, input);
    const created = (await repo.findInstrument(tx, id))!;
    await audit(tx, caller, { action: 'create', entity: ENTITY, entityId: id, after: created });
    return created;
  });
}

/** Edits a version no campaign has used (its code stays); a used version answers 409 with the reason. */
export function updateInstrument(db: Db, caller: Caller, id: number, input: BaiDanhGiaInput): Promise<BaiDanhGia> {
  return db.transaction(async (tx) => {
    const before = await repo.findInstrument(tx, id);
    if (!before) throw notFound();
    if (before.daSuDung) throw conflict('danhGiaTamLy.baiDanhGia.used');
    if (input.version !== undefined && input.version !== before.version) throw conflict();
    if (!(await repo.updateInstrument(tx, id, before.version, { ...input, ma: before.ma }))) throw conflict();
    const after = (await repo.findInstrument(tx, id))!;
    await audit(tx, caller, { action: 'update', entity: ENTITY, entityId: id, before, after });
    return after;
  });
}

/** Copies a version into the next version number of the same code, unused and editable. */
export function newVersion(db: Db, caller: Caller, id: number): Promise<BaiDanhGia> {
  return db.transaction(async (tx) => {
    const source = await repo.findInstrument(tx, id);
    if (!source) throw notFound();
    const next = ((await repo.latestVersionOf(tx, source.ma)) ?? 0) + 1;
    const newId = await repo.insertInstrument(tx, caller.user.accountId, next, source);
    const created = (await repo.findInstrument(tx, newId))!;
    await audit(tx, caller, {
      action: 'create',
      entity: ENTITY,
      entityId: newId,
      after: created,
      reason: `copy of ${id}`,
    });
    return created;
  });
}

/** Retires a version (no new campaign may use it) or brings it back; campaigns already run keep it. */
export function setRetired(db: Db, caller: Caller, id: number, input: NgungSuDungInput): Promise<BaiDanhGia> {
  return db.transaction(async (tx) => {
    const before = await repo.findInstrument(tx, id);
    if (!before) throw notFound();
    if (!(await repo.setRetired(tx, id, input.version, input.ngungSuDung))) throw conflict();
    const after = (await repo.findInstrument(tx, id))!;
    await audit(tx, caller, {
      action: 'update',
      entity: ENTITY,
      entityId: id,
      before: { ngungSuDung: before.ngungSuDung },
      after: { ngungSuDung: after.ngungSuDung },
    });
    return after;
  });
}

/** Deletes a version no campaign has used; a used one is kept for the answers given to it (409). */
export function deleteInstrument(db: Db, caller: Caller, id: number): Promise<void> {
  return db.transaction(async (tx) => {
    const before = await repo.findInstrument(tx, id);
    if (!before) throw notFound();
    if (!(await repo.deleteUnusedInstrument(tx, id))) throw conflict('danhGiaTamLy.baiDanhGia.used');
    await audit(tx, caller, { action: 'delete', entity: ENTITY, entityId: id, before });
  });
}
