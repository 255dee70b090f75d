import { randomBytes } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../config';
import {
  assertNoteKey,
  DEVELOPMENT_NOTE_KEY,
  decryptNote,
  effectiveKeys,
  encryptNote,
  keyIdOf,
  keyRequired,
  MissingNoteKeyError,
  reencrypt,
} from './note-cipher';

const key = randomBytes(32);
const other = randomBytes(32);

describe('case-note encryption at rest', () => {
  it('round-trips any note, and the stored text reveals none of it', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 4 }), (note) => {
        const stored = encryptNote(key, 7, note);
        expect(decryptNote({ current: key, previous: [] }, 7, stored)).toBe(note);
        expect(stored).not.toContain(note);
      }),
    );
    expect(encryptNote(key, 7, 'x')).not.toBe(encryptNote(key, 7, 'x'));
  });

  it('opens nothing with another key, on another record, or after a changed byte', () => {
    const stored = encryptNote(key, 7, 'Học sinh chia sẻ về áp lực gia đình.');
    expect(decryptNote({ current: other, previous: [] }, 7, stored)).toBeNull();
    expect(decryptNote({ current: key, previous: [] }, 8, stored)).toBeNull();
    const parts = stored.split('.');
    const body = Buffer.from(parts[3]!, 'base64url');
    body[0]! ^= 1;
    parts[3] = body.toString('base64url');
    expect(decryptNote({ current: key, previous: [] }, 7, parts.join('.'))).toBeNull();
  });

  it('rotates: an old key still reads, and re-encryption moves the note to the new key', () => {
    const stored = encryptNote(key, 3, 'ghi chú');
    const keys = { current: other, previous: [key] };
    expect(decryptNote(keys, 3, stored)).toBe('ghi chú');
    const moved = reencrypt(keys, 3, stored)!;
    expect(moved.split('.')[1]).toBe(keyIdOf(other));
    expect(decryptNote({ current: other, previous: [] }, 3, moved)).toBe('ghi chú');
    expect(reencrypt(keys, 3, moved)).toBeNull();
  });

  it('refuses a production start without the key once notes exist; development uses a fixed non-secret key', () => {
    const none = { current: null, previous: [] };
    expect(() => assertNoteKey(none, true, true)).toThrow(MissingNoteKeyError);
    expect(() => assertNoteKey(none, true, true)).toThrow(/TAM_LY_NOTE_KEY/);
    expect(() => assertNoteKey(none, true, false)).not.toThrow();
    expect(() => assertNoteKey({ current: key, previous: [] }, true, true)).not.toThrow();
    expect(effectiveKeys(none, false).current).toEqual(DEVELOPMENT_NOTE_KEY);
    expect(effectiveKeys(none, true).current).toBeNull();
    expect(keyRequired({ env: 'production', demo: false })).toBe(true);
    expect(keyRequired({ env: 'production', demo: true })).toBe(false);
    expect(keyRequired({ env: 'development', demo: false })).toBe(false);
  });

  it('reads the key from configuration and names the variable when it is not 32 bytes', () => {
    const good = randomBytes(32).toString('base64');
    const config = loadConfig({ TAM_LY_NOTE_KEY: good, TAM_LY_NOTE_KEY_PREVIOUS: `${key.toString('base64')}` });
    expect(config.tamLyNoteKeys.current?.toString('base64')).toBe(good);
    expect(config.tamLyNoteKeys.previous).toHaveLength(1);
    expect(loadConfig({}).tamLyNoteKeys).toEqual({ current: null, previous: [] });
    expect(() => loadConfig({ TAM_LY_NOTE_KEY: 'short' })).toThrow(ConfigError);
    expect(() => loadConfig({ TAM_LY_NOTE_KEY: 'short' })).toThrow(/TAM_LY_NOTE_KEY: must be 32 bytes/);
  });
});
