import { describe, expect, it } from 'vitest';
import { formatRelativeTime, isPortalPath } from './relative-time';

describe('notification time and link helpers', () => {
  const now = new Date('2027-03-15T10:00:00Z');

  it('speaks both languages regardless of the global dayjs locale', () => {
    expect(formatRelativeTime('2027-03-15T09:57:00Z', 'en', now)).toBe('3 minutes ago');
    expect(formatRelativeTime('2027-03-15T09:57:00Z', 'vi', now)).toBe('3 phút trước');
    expect(formatRelativeTime('2027-03-13T10:00:00Z', 'en-US', now)).toBe('2 days ago');
  });

  it('follows only paths inside the portal', () => {
    expect(isPortalPath('/yeucaudexuat/donnghiphep?id=4')).toBe(true);
    expect(isPortalPath('//evil.example/x')).toBe(false);
    expect(isPortalPath('/\\evil.example')).toBe(false);
    expect(isPortalPath('https://evil.example')).toBe(false);
    expect(isPortalPath(null)).toBe(false);
  });
});
