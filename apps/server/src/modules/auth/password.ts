import { hash, verify } from '@node-rs/argon2';

/** argon2id with the library's defaults (memory-hard; ≈ 50 ms here). */
export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

let dummyHash: Promise<string> | undefined;

/**
 * Checks a password against a stored hash. Without a hash (unknown user, account without a local password) a dummy
 * hash is verified anyway, so the answer takes as long as for a real account and does not reveal which usernames exist.
 */
export async function verifyPassword(storedHash: string | null | undefined, password: string): Promise<boolean> {
  if (!storedHash) {
    dummyHash ??= hash('no-such-account-dummy-password');
    await verify(await dummyHash, password).catch(() => false);
    return false;
  }
  try {
    return await verify(storedHash, password);
  } catch {
    return false;
  }
}

/** The portal's password rule: at least 10 characters, with letters and digits. */
export function isStrongEnough(password: string): boolean {
  return password.length >= 10 && password.length <= 200 && /\p{L}/u.test(password) && /\d/.test(password);
}
