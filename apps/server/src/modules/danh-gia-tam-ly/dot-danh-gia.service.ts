import type { DotDanhGia, DotDanhGiaInput, DotDanhGiaListQuery, DotTrangThaiInput, Page } from '@hpl/shared';
import type { Db, DbOrTx } from '../../db/client';
import { audit } from '../../lib/audit';
import type { Caller } from '../../lib/caller';
import { badRequest, conflict, notFound } from '../../lib/errors';
import { pageOf } from '../../lib/list';
import { findActiveYear } from '../nam-hoc';
import * as repo from './dot-danh-gia.repository';

const ENTITY = 'TamLyDotDanhGia';

/** The moves a campaign may make: draft → open → closed, nothing back (a closed campaign's answers are the record). */
export const NEXT_STATE: Readonly<Record<DotDanhGia['trangThai'], DotDanhGia['trangThai'] | null>> = {
  draft: 'open',
  open: 'closed',
  closed: null,
};

export async function listCampaigns(db: Db, query: DotDanhGiaListQuery): Promise<Page<DotDanhGia>> {
  const { items, total } = await repo.listCampaigns(db, query);
  return pageOf(query, items, total);
}

export async function getCampaign(db: DbOrTx, id: number): Promise<DotDanhGia> {
  const row = await repo.findCampaign(db, id);
  if (!row) throw notFound();
  return row;
}

async function assertInstrument(db: DbOrTx, id: number) {
  const usable = await repo.instrumentUsable(db, id);
  if (usable === undefined) throw badRequest('error.notFound', undefined, 'baiDanhGiaId');
  if (!usable) throw badRequest('danhGiaTamLy.dot.retired', undefined, 'baiDanhGiaId');
}

/** A new draft campaign of the active year. */
export function createCampaign(db: Db, caller: Caller, input: DotDanhGiaInput): Promise<DotDanhGia> {
  return db.transaction(async (tx) => {
    const year = await findActiveYear(tx);
    if (!year) throw badRequest('danhGiaTamLy.dot.noYear');
    await assertInstrument(tx, input.baiDanhGiaId);
    const id = await repo.insertCampaign(tx, year.id, caller.user.accountId, input);
    const created = await getCampaign(tx, id);
    await audit(tx, caller, { action: 'create', entity: ENTITY, entityId: id, after: created });
    return created;
  });
}

/** A draft changes freely; an open campaign only its name and dates; a closed one not at all. */
export function updateCampaign(db: Db, caller: Caller, id: number, input: DotDanhGiaInput): Promise<DotDanhGia> {
  return db.transaction(async (tx) => {
    const before = await getCampaign(tx, id);
    if (before.trangThai === 'closed') throw conflict('danhGiaTamLy.dot.notDraft');
    if (input.version !== undefined && input.version !== before.version) throw conflict();
    const draft = before.trangThai === 'draft';
    if (draft && input.baiDanhGiaId !== before.baiDanhGiaId) await assertInstrument(tx, input.baiDanhGiaId);
    if (!(await repo.updateCampaign(tx, id, before.version, input, draft))) throw conflict();
    const after = await getCampaign(tx, id);
    await audit(tx, caller, { action: 'update', entity: ENTITY, entityId: id, before, after });
    return after;
  });
}

export function setCampaignState(db: Db, caller: Caller, id: number, input: DotTrangThaiInput): Promise<DotDanhGia> {
  return db.transaction(async (tx) => {
    const before = await getCampaign(tx, id);
    if (NEXT_STATE[before.trangThai] !== input.trangThai) throw conflict('danhGiaTamLy.dot.transition');
    if (!(await repo.setCampaignState(tx, id, input.version, input.trangThai))) throw conflict();
    const after = await getCampaign(tx, id);
    await audit(tx, caller, {
      action: 'update',
      entity: ENTITY,
      entityId: id,
      before: { trangThai: before.trangThai },
      after: { trangThai: after.trangThai },
    });
    return after;
  });
}

export function deleteCampaign(db: Db, caller: Caller, id: number): Promise<void> {
  return db.transaction(async (tx) => {
    const before = await getCampaign(tx, id);
    if (!(await repo.deleteDraftCampaign(tx, id))) throw conflict('danhGiaTamLy.dot.notDraft');
    await audit(tx, caller, { action: 'delete', entity: ENTITY, entityId: id, before });
  });
}
