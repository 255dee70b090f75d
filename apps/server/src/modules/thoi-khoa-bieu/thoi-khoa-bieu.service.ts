import type { Page, ThoiKhoaBieu, ThoiKhoaBieuInput, ThoiKhoaBieuListQuery } from '@hpl/shared';
import type { Db } from '../../db/client';
import { audit } from '../../lib/audit';
import type { Caller } from '../../lib/caller';
import { conflict, notFound } from '../../lib/errors';
import { pageOf } from '../../lib/list';
import { scopeOf } from './thoi-khoa-bieu.policy';
import * as repo from './thoi-khoa-bieu.repository';

const ENTITY = 'ThoiKhoaBieu';

export async function listThoiKhoaBieu(
  db: Db,
  caller: Caller,
  query: ThoiKhoaBieuListQuery,
): Promise<Page<ThoiKhoaBieu>> {
  const { items, total } = await repo.listThoiKhoaBieu(db, scopeOf(caller.user), query);
  return pageOf(query, items, total);
}

/** A record outside the caller's scope answers 404, like one that does not exist. */
export async function getThoiKhoaBieu(db: Db, caller: Caller, id: number): Promise<ThoiKhoaBieu> {
  const row = await repo.findThoiKhoaBieu(db, scopeOf(caller.user), id);
  if (!row) throw notFound();
  return row;
}

export function createThoiKhoaBieu(db: Db, caller: Caller, input: ThoiKhoaBieuInput): Promise<ThoiKhoaBieu> {
  return db.transaction(async (tx) => {
    const created = await repo.insertThoiKhoaBieu(tx, caller.user.accountId, input);
    await audit(tx, caller, { action: 'create', entity: ENTITY, entityId: created.id, after: created });
    return created;
  });
}

export function updateThoiKhoaBieu(
  db: Db,
  caller: Caller,
  id: number,
  input: ThoiKhoaBieuInput,
): Promise<ThoiKhoaBieu> {
  return db.transaction(async (tx) => {
    const before = await repo.findThoiKhoaBieu(tx, scopeOf(caller.user), id);
    if (!before) throw notFound();
    if (input.version !== undefined && input.version !== before.version) throw conflict();
    const after = await repo.updateThoiKhoaBieu(tx, id, before.version, input);
    if (!after) throw conflict();
    await audit(tx, caller, { action: 'update', entity: ENTITY, entityId: id, before, after });
    return after;
  });
}

export function deleteThoiKhoaBieu(db: Db, caller: Caller, id: number): Promise<void> {
  return db.transaction(async (tx) => {
    const before = await repo.findThoiKhoaBieu(tx, scopeOf(caller.user), id);
    if (!before) throw notFound();
    await repo.deleteThoiKhoaBieu(tx, id);
    await audit(tx, caller, { action: 'delete', entity: ENTITY, entityId: id, before });
  });
}
