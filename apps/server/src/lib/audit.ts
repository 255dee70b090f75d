import { toWellFormedText } from '@hpl/shared';
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

/** The audit half of `callerOf` (lib/caller.ts): routes use `callerOf`, never this. */
export function actorOf(request: FastifyRequest): Actor {
  return { accountId: request.user?.accountId ?? null, requestId: request.id };
}

/**
 * A value as `jsonb` can hold it: strings without NUL and without lone surrogates (PostgreSQL refuses both), so what a
 * user typed can never make the audit row — and with it the change — fail.
 */
export function toJsonbSafe(value: unknown): unknown {
  if (typeof value === 'string') return toWellFormedText(value.replaceAll('\u0000', ''));
  if (Array.isArray(value)) return value.map(toJsonbSafe);
  if (value !== null && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [toJsonbSafe(k) as string, toJsonbSafe(v)]));
  }
  return value;
}

/** Writes an audit row; call it with the transaction of the change so both land or neither does. */
export async function audit(tx: DbOrTx, actor: Actor, entry: AuditEntry): Promise<void> {
  await tx.insert(auditLog).values({
    actorAccountId: actor.accountId,
    action: entry.action,
    entity: entry.entity,
    entityId: entry.entityId == null ? null : String(entry.entityId),
    before: toJsonbSafe(entry.before ?? null),
    after: toJsonbSafe(entry.after ?? null),
    reason: entry.reason == null ? null : (toJsonbSafe(entry.reason) as string),
    requestId: actor.requestId ?? null,
  });
}
