import { generateKeyPairSync, randomBytes, randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { caiDatHeThong } from '../../db/schema';

/**
 * Reads a generated setting, creating it on first use. Two instances starting together both try to insert; the
 * second insert is ignored and both read the same winner, so every instance signs with the same keys.
 */
export async function loadOrCreateSetting<T>(db: Db, key: string, create: () => T): Promise<T> {
  const read = async () =>
    (await db.select({ value: caiDatHeThong.value }).from(caiDatHeThong).where(eq(caiDatHeThong.key, key)))[0];
  const existing = await read();
  if (existing) return existing.value as T;
  await db.insert(caiDatHeThong).values({ key, value: create() }).onConflictDoNothing();
  const created = await read();
  if (!created) throw new Error(`Setting ${key} could not be stored`);
  return created.value as T;
}

export interface BundledProviderSecrets {
  /** Private JWKs: ES256 (preferred) and RS256 (for clients that only know RSA). */
  jwks: { keys: Record<string, unknown>[] };
  /** Keys that sign the provider's cookies; the first signs, all verify. */
  cookieKeys: string[];
  /** Secret of the portal's own client, used when OIDC_CLIENT_SECRET is not set. */
  clientSecret: string;
}

/** Fresh signing keys, cookie keys and client secret for the bundled provider. */
export function generateProviderSecrets(): BundledProviderSecrets {
  const ec = generateKeyPairSync('ec', { namedCurve: 'P-256' }).privateKey.export({ format: 'jwk' });
  const rsa = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ format: 'jwk' });
  return {
    jwks: {
      keys: [
        { ...ec, kid: randomUUID(), alg: 'ES256', use: 'sig' },
        { ...rsa, kid: randomUUID(), alg: 'RS256', use: 'sig' },
      ],
    },
    cookieKeys: [randomBytes(32).toString('base64url'), randomBytes(32).toString('base64url')],
    clientSecret: randomBytes(32).toString('base64url'),
  };
}

/** The bundled provider's keys and the portal client's secret, generated on the first start and kept in the database. */
export function loadBundledProviderSecrets(db: Db): Promise<BundledProviderSecrets> {
  return loadOrCreateSetting(db, 'oidc.bundledProvider', generateProviderSecrets);
}
