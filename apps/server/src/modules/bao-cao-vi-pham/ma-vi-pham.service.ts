import type { MaViPham, MaViPhamListQuery, zMaViPhamInput } from '@hpl/shared';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { audit } from '../../lib/audit';
import type { Caller } from '../../lib/caller';
import { badRequest, conflict, notFound, PG_UNIQUE_VIOLATION, pgErrorCode } from '../../lib/errors';
import type { SessionUser } from '../../lib/session-user';
import * as repo from './ma-vi-pham.repository';
import { isOffice } from './vi-pham-hoc-sinh.policy';

const ENTITY = 'MaViPham';
type Input = z.output<typeof zMaViPhamInput>;

/** Every teacher reads the active codes; the office may ask for the retired ones too. */
export function listCodes(db: Db, user: SessionUser, query: MaViPhamListQuery): Promise<MaViPham[]> {
  return repo.listCodes(db, query, query.tatCa === 'true' && isOffice(user));
}

const taken = (error: unknown, ma: string) =>
  pgErrorCode(error) === PG_UNIQUE_VIOLATION ? badRequest('viPham.ma.taken', { ma }, 'ma') : error;

export async function createCode(db: Db, caller: Caller, input: Input): Promise<MaViPham> {
  const { version: _ignored, ...values } = input;
  try {
    return await db.transaction(async (tx) => {
      const created = await repo.insertCode(tx, values);
      await audit(tx, caller, { action: 'create', entity: ENTITY, entityId: created.id, after: created });
      return created;
    });
  } catch (error) {
    throw taken(error, input.ma);
  }
}

export async function updateCode(db: Db, caller: Caller, id: number, input: Input): Promise<MaViPham> {
  const { version, ...values } = input;
  try {
    return await db.transaction(async (tx) => {
      const before = await repo.findCode(tx, id);
      if (!before) throw notFound();
      if (version !== undefined && version !== before.version) throw conflict();
      const after = await repo.updateCode(tx, id, before.version, values);
      if (!after) throw conflict();
      await audit(tx, caller, { action: 'update', entity: ENTITY, entityId: id, before, after });
      return after;
    });
  } catch (error) {
    throw taken(error, input.ma);
  }
}
