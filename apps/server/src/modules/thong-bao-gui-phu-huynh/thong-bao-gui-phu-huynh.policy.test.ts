import { describe, expect, it } from 'vitest';
import { linkIsLive, mayDo, type NoticeAction } from './thong-bao-gui-phu-huynh.policy';

describe('notice transitions', () => {
  it.each<[NoticeAction, string, boolean]>([
    ['edit', 'nhap', true],
    ['edit', 'da_gui', false],
    ['send', 'nhap', true],
    ['send', 'da_len_lich', false],
    ['send', 'da_thu_hoi', false],
    ['resend', 'da_gui', true],
    ['resend', 'da_len_lich', false],
    ['recall', 'da_len_lich', true],
    ['recall', 'da_gui', true],
    ['recall', 'nhap', false],
    ['recall', 'da_thu_hoi', false],
  ])('%s from %s: %s', (action, state, expected) => {
    expect(mayDo(action, state)).toBe(expected);
  });

  it('opens a link only of a sent notice, unrevoked and before its expiry', () => {
    const now = new Date('2026-11-28T03:00:00Z');
    const later = new Date('2026-12-01T00:00:00Z');
    expect(linkIsLive('da_gui', { thuHoiLuc: null, hetHanLuc: later }, now)).toBe(true);
    expect(linkIsLive('da_thu_hoi', { thuHoiLuc: null, hetHanLuc: later }, now)).toBe(false);
    expect(linkIsLive('da_gui', { thuHoiLuc: now, hetHanLuc: later }, now)).toBe(false);
    expect(linkIsLive('da_gui', { thuHoiLuc: null, hetHanLuc: now }, now)).toBe(false);
    expect(linkIsLive('da_gui', { thuHoiLuc: null, hetHanLuc: null }, now)).toBe(false);
  });
});
