import { describe, expect, it } from 'vitest';
import { AVATAR_MAX_BYTES, checkAvatarFile } from './upload-student-avatar';

describe('checkAvatarFile', () => {
  it('accepts JPEG, PNG and WebP up to 2 MB', () => {
    for (const type of ['image/jpeg', 'image/png', 'image/webp'])
      expect(checkAvatarFile({ type, size: 1000 })).toBeNull();
    expect(checkAvatarFile({ type: 'image/png', size: AVATAR_MAX_BYTES })).toBeNull();
  });

  it('refuses vector and other types, and files over 2 MB', () => {
    expect(checkAvatarFile({ type: 'image/svg+xml', size: 100 })).toBe('type');
    expect(checkAvatarFile({ type: 'application/pdf', size: 100 })).toBe('type');
    expect(checkAvatarFile({ type: '', size: 100 })).toBe('type');
    expect(checkAvatarFile({ type: 'image/jpeg', size: AVATAR_MAX_BYTES + 1 })).toBe('size');
  });
});
