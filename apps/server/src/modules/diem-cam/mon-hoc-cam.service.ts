import type { CapDoCam, MonHocCam, MonHocCamInput, MonHocCamListQuery, Page, ThangDiemCam } from '@hpl/shared';
import type { Db, DbOrTx } from '../../db/client';
import { audit } from '../../lib/audit';
import type { Caller } from '../../lib/caller';
import { conflict, notFound } from '../../lib/errors';
import * as repo from './mon-hoc-cam.repository';

const ENTITY = 'MonHocCam';

type Row = NonNullable<Awaited<ReturnType<typeof repo.findSubject>>>;
const present = (row: Row): MonHocCam => ({
  ...row,
  capDo: row.capDo as CapDoCam | null,
  thangDiem: row.thangDiem as ThangDiemCam | null,
});

export async function listSubjects(db: Db, query: MonHocCamListQuery): Promise<Page<MonHocCam>> {
  const page = await repo.listSubjects(db, query);
  return { ...page, items: page.items.map(present) };
}

/** A Cambridge subject; a subject of another programme (or none) is 404. */
export async function getSubject(db: DbOrTx, monHocId: number): Promise<MonHocCam> {
  const row = await repo.findSubject(db, monHocId);
  if (!row) throw notFound();
  return present(row);
}

/** Sets the stage and grade scale of a Cambridge subject (stale version → 409), audited. */
export function saveSubject(db: Db, caller: Caller, monHocId: number, input: MonHocCamInput): Promise<MonHocCam> {
  return db.transaction(async (tx) => {
    const before = await getSubject(tx, monHocId);
    if (input.version !== undefined && input.version !== before.version) throw conflict();
    if (!(await repo.saveSubject(tx, monHocId, before.version, input))) throw conflict();
    const after = await getSubject(tx, monHocId);
    await audit(tx, caller, { action: 'update', entity: ENTITY, entityId: monHocId, before, after });
    return after;
  });
}
