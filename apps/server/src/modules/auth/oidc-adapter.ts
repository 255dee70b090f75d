import { and, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import type { Adapter, AdapterPayload } from 'oidc-provider';
import type { Db } from '../../db/client';
import { oidcPayload } from '../../db/schema';

/**
 * oidc-provider storage on the `oidc_payload` table: sessions, grants, codes and tokens survive a restart and are
 * shared by every instance on one PostgreSQL. One adapter object per model name (`type`).
 */
export function createDatabaseAdapterFactory(db: Db) {
  return class DatabaseAdapter implements Adapter {
    constructor(private readonly type: string) {}

    async upsert(id: string, payload: AdapterPayload, expiresIn: number): Promise<void> {
      const values = {
        id,
        type: this.type,
        payload,
        grantId: payload.grantId ?? null,
        userCode: payload.userCode ?? null,
        uid: payload.uid ?? null,
        expiresAt: expiresIn ? new Date(Date.now() + expiresIn * 1000) : null,
      };
      await db
        .insert(oidcPayload)
        .values(values)
        .onConflictDoUpdate({
          target: [oidcPayload.type, oidcPayload.id],
          set: {
            payload,
            grantId: values.grantId,
            userCode: values.userCode,
            uid: values.uid,
            expiresAt: values.expiresAt,
          },
        });
    }

    private async findWhere(condition: ReturnType<typeof eq>): Promise<AdapterPayload | undefined> {
      const [row] = await db
        .select({ payload: oidcPayload.payload, consumedAt: oidcPayload.consumedAt })
        .from(oidcPayload)
        .where(
          and(
            eq(oidcPayload.type, this.type),
            condition,
            or(isNull(oidcPayload.expiresAt), gt(oidcPayload.expiresAt, new Date())),
          ),
        )
        .limit(1);
      if (!row) return undefined;
      const payload = row.payload as AdapterPayload;
      return row.consumedAt ? { ...payload, consumed: Math.floor(row.consumedAt.getTime() / 1000) } : payload;
    }

    find(id: string) {
      return this.findWhere(eq(oidcPayload.id, id));
    }

    findByUserCode(userCode: string) {
      return this.findWhere(eq(oidcPayload.userCode, userCode));
    }

    findByUid(uid: string) {
      return this.findWhere(eq(oidcPayload.uid, uid));
    }

    async consume(id: string): Promise<void> {
      await db
        .update(oidcPayload)
        .set({ consumedAt: new Date() })
        .where(and(eq(oidcPayload.type, this.type), eq(oidcPayload.id, id)));
    }

    async destroy(id: string): Promise<void> {
      await db.delete(oidcPayload).where(and(eq(oidcPayload.type, this.type), eq(oidcPayload.id, id)));
    }

    async revokeByGrantId(grantId: string): Promise<void> {
      await db.delete(oidcPayload).where(eq(oidcPayload.grantId, grantId));
    }
  };
}

/** Deletes expired provider rows; run periodically (any instance may do it). */
export async function purgeExpiredOidcPayloads(db: Db): Promise<void> {
  await db.delete(oidcPayload).where(lt(oidcPayload.expiresAt, new Date()));
}

/**
 * Ends everything the bundled provider holds for an account: its grants with their codes and tokens (so refresh
 * fails) and its single-sign-on sessions (so the next sign-in asks for the password again).
 */
export async function revokeProviderGrantsOf(db: Db, accountId: number): Promise<void> {
  const subject = String(accountId);
  const grants = await db
    .select({ id: oidcPayload.id })
    .from(oidcPayload)
    .where(and(eq(oidcPayload.type, 'Grant'), sql`${oidcPayload.payload}->>'accountId' = ${subject}`));
  for (const grant of grants) await db.delete(oidcPayload).where(eq(oidcPayload.grantId, grant.id));
  await db
    .delete(oidcPayload)
    .where(
      and(
        or(eq(oidcPayload.type, 'Grant'), eq(oidcPayload.type, 'Session')),
        sql`${oidcPayload.payload}->>'accountId' = ${subject}`,
      ),
    );
}

/** Ends the account's single-sign-on sessions at the provider (grants and tokens stay). */
export async function endProviderSessionsOf(db: Db, accountId: number): Promise<void> {
  await db
    .delete(oidcPayload)
    .where(and(eq(oidcPayload.type, 'Session'), sql`${oidcPayload.payload}->>'accountId' = ${String(accountId)}`));
}
