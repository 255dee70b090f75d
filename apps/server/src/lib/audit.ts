import type { FastifyRequest } from 'fastify';
import type { DbOrTx } from '../db/client';
import { auditLog } from '../db/schema';

export interface AuditEntry {
  action: string;
  entity: string;
  entityId?: string | number | null;
  before?: unknown;
  after?: unknown;
  reason?: string | null;
}

/** The acting user and request, passed from routes to services so audit rows say who and which request. */
export interface Actor {
  accountId: number | null;
  requestId?: string;
}

export function actorOf(request: FastifyRequest): Actor {
  return { accountId: request.user?.accountId ?? null, requestId: request.id };
}

/** Writes an audit row; call it with the transaction of the change so both land or neither does. */
export async function audit(tx: DbOrTx, actor: Actor, entry: AuditEntry): Promise<void> {
  await tx.insert(auditLog).values({
    actorAccountId: actor.accountId,
    action: entry.action,
    entity: entry.entity,
    entityId: entry.entityId == null ? null : String(entry.entityId),
    before: entry.before ?? null,
    after: entry.after ?? null,
    reason: entry.reason ?? null,
    requestId: actor.requestId ?? null,
  });
}
