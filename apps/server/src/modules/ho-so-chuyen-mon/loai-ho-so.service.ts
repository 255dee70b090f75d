import type { Lang, LoaiHoSoInput, LoaiHoSoListQuery, LoaiHoSoQuanLy, Page } from '@hpl/shared';
import { zLoaiHoSoInput } from '@hpl/shared';
import type { Db, DbOrTx } from '../../db/client';
import { audit } from '../../lib/audit';
import type { Caller } from '../../lib/caller';
import { badRequest, conflict, notFound } from '../../lib/errors';
import { pageOf } from '../../lib/list';
import { findActiveYear } from '../nam-hoc';
import * as repo from './loai-ho-so.repository';

const ENTITY = 'LoaiHoSo';

function valuesOf(raw: LoaiHoSoInput): repo.TypeValues {
  const input = zLoaiHoSoInput.parse(raw);
  return {
    ten: input.ten,
    tenEn: input.tenEn?.trim() || null,
    hanNop: input.hanNop ?? null,
    chiGvcn: input.chiGvcn,
    thuTu: input.thuTu,
  };
}

/** A page of the active year's record types, with how many records each has (HR's managed list). */
export async function listTypes(db: DbOrTx, query: LoaiHoSoListQuery, lang: Lang): Promise<Page<LoaiHoSoQuanLy>> {
  const year = await findActiveYear(db);
  if (!year) return pageOf(query, [], 0);
  const { items, total } = await repo.listTypesOfYear(db, year.id, query, lang);
  return pageOf(query, items, total);
}

export async function createType(db: Db, caller: Caller, input: LoaiHoSoInput): Promise<LoaiHoSoQuanLy> {
  const values = valuesOf(input);
  const id = await db.transaction(async (tx) => {
    const year = await findActiveYear(tx);
    if (!year) throw badRequest('hoSo.loai.noYear');
    const created = await repo.insertType(tx, year.id, values);
    await audit(tx, caller, { action: 'create', entity: ENTITY, entityId: created, after: values });
    return created;
  });
  return (await repo.findType(db, id))!;
}

export async function updateType(db: Db, caller: Caller, id: number, input: LoaiHoSoInput): Promise<LoaiHoSoQuanLy> {
  const values = valuesOf(input);
  await db.transaction(async (tx) => {
    const before = await repo.findType(tx, id, true);
    if (!before) throw notFound();
    await repo.updateType(tx, id, values);
    await audit(tx, caller, { action: 'update', entity: ENTITY, entityId: id, before, after: values });
  });
  return (await repo.findType(db, id))!;
}

/** A type teachers already have records of is kept (409 naming it and the count); its records would lose their type. */
export function deleteType(db: Db, caller: Caller, id: number): Promise<void> {
  return db.transaction(async (tx) => {
    const before = await repo.findType(tx, id, true);
    if (!before) throw notFound();
    if (!(await repo.deleteUnusedType(tx, id))) {
      throw conflict('hoSo.loai.inUse', { name: before.ten, count: Math.max(before.soHoSo, 1) });
    }
    await audit(tx, caller, { action: 'delete', entity: ENTITY, entityId: id, before });
  });
}
