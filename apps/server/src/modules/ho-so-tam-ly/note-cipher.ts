import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

/**
 * Case notes encrypted at rest: AES-256-GCM with a random 96-bit IV, the record id as additional data (a note copied
 * to another record does not decrypt), stored as `v1.<key id>.<iv>.<ciphertext+tag>` (base64url). The key comes from
 * configuration (TAM_LY_NOTE_KEY); older keys (TAM_LY_NOTE_KEY_PREVIOUS) still decrypt, so a key can be rotated and
 * the notes re-encrypted (`reencrypt`) at leisure. A database dump or backup holds only the ciphertext.
 */
export interface NoteKeys {
  current: Buffer | null;
  previous: readonly Buffer[];
}

/** Used outside production, and by the demo school, when no key is configured: never a secret. */
export const DEVELOPMENT_NOTE_KEY = createHash('sha256').update('hpl-portal development case-note key').digest();

export const keyIdOf = (key: Buffer): string => createHash('sha256').update(key).digest('hex').slice(0, 8);

/**
 * Whether the configured key is required: a production server of a real school. Development, tests and the demo
 * school (its notes are invented) fall back to the development key.
 */
export const keyRequired = (config: { env: string; demo: boolean }): boolean =>
  config.env === 'production' && !config.demo;

/** The keys a server runs with: the configured ones, or the development key where no key is required. */
export function effectiveKeys(keys: NoteKeys, required: boolean): NoteKeys {
  if (keys.current || required) return keys;
  return { current: DEVELOPMENT_NOTE_KEY, previous: keys.previous };
}

const aadOf = (hoSoId: number) => Buffer.from(`tam_ly_ho_so:${hoSoId}`);

export function encryptNote(key: Buffer, hoSoId: number, text: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(aadOf(hoSoId));
  const body = Buffer.concat([cipher.update(text, 'utf8'), cipher.final(), cipher.getAuthTag()]);
  return ['v1', keyIdOf(key), iv.toString('base64url'), body.toString('base64url')].join('.');
}

/** The note, or null when no configured key opens it (another key, another record, a changed byte). */
export function decryptNote(keys: NoteKeys, hoSoId: number, stored: string): string | null {
  const [version, keyId, iv, body] = stored.split('.');
  if (version !== 'v1' || !keyId || !iv || !body) return null;
  const key = [keys.current, ...keys.previous].find((k) => k && keyIdOf(k) === keyId);
  if (!key) return null;
  try {
    const bytes = Buffer.from(body, 'base64url');
    const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
    decipher.setAAD(aadOf(hoSoId));
    decipher.setAuthTag(bytes.subarray(bytes.length - 16));
    return Buffer.concat([decipher.update(bytes.subarray(0, bytes.length - 16)), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}

/** A note under an older key, encrypted again under the current one (null when it cannot be read or is current). */
export function reencrypt(keys: NoteKeys, hoSoId: number, stored: string): string | null {
  if (!keys.current || stored.split('.')[1] === keyIdOf(keys.current)) return null;
  const text = decryptNote(keys, hoSoId, stored);
  return text === null ? null : encryptNote(keys.current, hoSoId, text);
}

export class MissingNoteKeyError extends Error {}

/**
 * The start-up check: a production server refuses to start without TAM_LY_NOTE_KEY once case notes exist (it could
 * neither read them nor write new ones), with a message that says what to set.
 */
export function assertNoteKey(keys: NoteKeys, required: boolean, notesExist: boolean): void {
  if (required && !keys.current && notesExist) {
    throw new MissingNoteKeyError(
      'Psychology case notes exist but TAM_LY_NOTE_KEY is not set: the server cannot read or write them. Set TAM_LY_NOTE_KEY to the key the notes were written with (32 bytes in base64), then start again.',
    );
  }
}
