import type { LoaiNghiPhep, LoaiNghiPhepInput } from '@hpl/shared';
import type { Db, DbOrTx } from '../../db/client';
import { type Actor, audit } from '../../lib/audit';
import { AppError, badRequest, conflict, notFound, PG_UNIQUE_VIOLATION, pgErrorCode } from '../../lib/errors';
import * as repo from './don-nghi-phep.repository';

const ENTITY = 'LoaiNghiPhep';

/** Active types for the request form; every type (retired ones too) for the admin screen. */
export async function listLeaveTypes(db: Db, includeRetired: boolean): Promise<LoaiNghiPhep[]> {
  return repo.listLeaveTypes(db, !includeRetired);
}

async function loadType(tx: DbOrTx, id: number): Promise<LoaiNghiPhep> {
  const [row] = (await repo.listLeaveTypes(tx, false)).filter((t) => t.id === id);
  if (!row) throw notFound();
  return row;
}

async function assertCodeFree(tx: DbOrTx, ma: string, exceptId?: number) {
  if (await repo.findLeaveTypeByCode(tx, ma, exceptId)) throw badRequest('leaveType.ma.duplicate', { ma }, 'ma');
}

function mapUniqueViolation(error: unknown, ma: string): never {
  if (error instanceof AppError) throw error;
  if (pgErrorCode(error) === PG_UNIQUE_VIOLATION) throw badRequest('leaveType.ma.duplicate', { ma }, 'ma');
  throw error;
}

export async function createLeaveType(db: Db, actor: Actor, input: LoaiNghiPhepInput): Promise<LoaiNghiPhep> {
  try {
    return await db.transaction(async (tx) => {
      await assertCodeFree(tx, input.ma);
      const id = await repo.insertLeaveType(tx, input);
      const created = await loadType(tx, id);
      await audit(tx, actor, { action: 'create', entity: ENTITY, entityId: id, after: created });
      return created;
    });
  } catch (error) {
    mapUniqueViolation(error, input.ma);
  }
}

/** Types are retired (isActive false), never deleted: past requests keep their type. */
export async function updateLeaveType(
  db: Db,
  actor: Actor,
  id: number,
  input: LoaiNghiPhepInput & { version: number },
): Promise<LoaiNghiPhep> {
  try {
    return await db.transaction(async (tx) => {
      const before = await loadType(tx, id);
      if (before.version !== input.version) throw conflict();
      await assertCodeFree(tx, input.ma, id);
      const { version, ...values } = input;
      if (!(await repo.updateLeaveType(tx, id, version, values))) throw conflict();
      const after = await loadType(tx, id);
      await audit(tx, actor, { action: 'update', entity: ENTITY, entityId: id, before, after });
      return after;
    });
  } catch (error) {
    mapUniqueViolation(error, input.ma);
  }
}
