import type { Page, ThongBaoGuiPhuHuynh, ThongBaoGuiPhuHuynhInput, ThongBaoGuiPhuHuynhListQuery } from '@hpl/shared';
import type { Db } from '../../db/client';
import { audit } from '../../lib/audit';
import type { Caller } from '../../lib/caller';
import { conflict, notFound } from '../../lib/errors';
import { pageOf } from '../../lib/list';
import { scopeOf } from './thong-bao-gui-phu-huynh.policy';
import * as repo from './thong-bao-gui-phu-huynh.repository';

const ENTITY = 'ThongBaoGuiPhuHuynh';

export async function listThongBaoGuiPhuHuynh(
  db: Db,
  caller: Caller,
  query: ThongBaoGuiPhuHuynhListQuery,
): Promise<Page<ThongBaoGuiPhuHuynh>> {
  const { items, total } = await repo.listThongBaoGuiPhuHuynh(db, scopeOf(caller.user), query);
  return pageOf(query, items, total);
}

/** A record outside the caller's scope answers 404, like one that does not exist. */
export async function getThongBaoGuiPhuHuynh(db: Db, caller: Caller, id: number): Promise<ThongBaoGuiPhuHuynh> {
  const row = await repo.findThongBaoGuiPhuHuynh(db, scopeOf(caller.user), id);
  if (!row) throw notFound();
  return row;
}

export function createThongBaoGuiPhuHuynh(
  db: Db,
  caller: Caller,
  input: ThongBaoGuiPhuHuynhInput,
): Promise<ThongBaoGuiPhuHuynh> {
  return db.transaction(async (tx) => {
    const created = await repo.insertThongBaoGuiPhuHuynh(tx, caller.user.accountId, input);
    await audit(tx, caller, { action: 'create', entity: ENTITY, entityId: created.id, after: created });
    return created;
  });
}

export function updateThongBaoGuiPhuHuynh(
  db: Db,
  caller: Caller,
  id: number,
  input: ThongBaoGuiPhuHuynhInput,
): Promise<ThongBaoGuiPhuHuynh> {
  return db.transaction(async (tx) => {
    const before = await repo.findThongBaoGuiPhuHuynh(tx, scopeOf(caller.user), id);
    if (!before) throw notFound();
    if (input.version !== undefined && input.version !== before.version) throw conflict();
    const after = await repo.updateThongBaoGuiPhuHuynh(tx, id, before.version, input);
    if (!after) throw conflict();
    await audit(tx, caller, { action: 'update', entity: ENTITY, entityId: id, before, after });
    return after;
  });
}

export function deleteThongBaoGuiPhuHuynh(db: Db, caller: Caller, id: number): Promise<void> {
  return db.transaction(async (tx) => {
    const before = await repo.findThongBaoGuiPhuHuynh(tx, scopeOf(caller.user), id);
    if (!before) throw notFound();
    await repo.deleteThongBaoGuiPhuHuynh(tx, id);
    await audit(tx, caller, { action: 'delete', entity: ENTITY, entityId: id, before });
  });
}
