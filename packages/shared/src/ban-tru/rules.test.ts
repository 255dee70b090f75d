import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cancellationTiming, monthRange, weekdaysBetween } from './rules';

/** The school's wall clock of an instant, read through Intl (independent of the rule's arithmetic). */
const wallClock = (t: number) => {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Asia/Ho_Chi_Minh',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(new Date(t));
  const get = (type: string) => parts.find((p) => p.type === type)!.value;
  return {
    day: `${get('year')}-${get('month')}-${get('day')}`,
    time: `${get('hour')}:${get('minute')}:${get('second')}`,
  };
};

const zeroPad = (n: number) => String(n).padStart(2, '0');
const arbDay = fc
  .date({ min: new Date('2024-01-01T00:00:00Z'), max: new Date('2030-12-31T00:00:00Z'), noInvalidDate: true })
  .map((d) => d.toISOString().slice(0, 10));
const arbCutOff = fc
  .tuple(fc.integer({ min: 0, max: 23 }), fc.integer({ min: 0, max: 59 }))
  .map(([h, m]) => `${zeroPad(h)}:${zeroPad(m)}`);

describe('lunch cancellation cut-off (Asia/Ho_Chi_Minh)', () => {
  it('is on time strictly before the cut-off, late until the day ends, then past — at any instant around it', () => {
    fc.assert(
      fc.property(
        arbDay,
        arbCutOff,
        fc.integer({ min: -2 * 86_400_000, max: 2 * 86_400_000 }),
        (ngay, gioChot, offset) => {
          const cutOff = Date.parse(`${ngay}T${gioChot}:00+07:00`);
          const at = cutOff + offset;
          const clock = wallClock(at);
          const expected =
            clock.day < ngay || (clock.day === ngay && clock.time < `${gioChot}:00`)
              ? 'dung_han'
              : clock.day === ngay
                ? 'muon'
                : 'qua_ngay';
          expect(cancellationTiming(ngay, at, gioChot)).toBe(expected);
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('at the edges: a millisecond before 09:00, 09:00 itself, the last millisecond of the day, midnight', () => {
    const day = '2026-11-30';
    expect(cancellationTiming(day, new Date('2026-11-30T08:59:59.999+07:00'), '09:00')).toBe('dung_han');
    expect(cancellationTiming(day, new Date('2026-11-30T09:00:00.000+07:00'), '09:00')).toBe('muon');
    expect(cancellationTiming(day, new Date('2026-11-30T23:59:59.999+07:00'), '09:00')).toBe('muon');
    expect(cancellationTiming(day, new Date('2026-12-01T00:00:00.000+07:00'), '09:00')).toBe('qua_ngay');
    // 23:30 UTC of the 29th is 06:30 of the 30th at school: the UTC date must not decide.
    expect(cancellationTiming(day, new Date('2026-11-29T23:30:00Z'), '09:00')).toBe('dung_han');
    expect(cancellationTiming(day, new Date('2026-11-30T02:00:00Z'), '09:00')).toBe('muon');
    expect(cancellationTiming(day, new Date('2026-11-30T17:00:00Z'), '09:00')).toBe('qua_ngay');
    // The evening before (school time) is on time even when UTC already shows the day.
    expect(cancellationTiming(day, new Date('2026-11-29T23:59:59+07:00'), '00:00')).toBe('dung_han');
    expect(cancellationTiming(day, new Date('2026-11-30T00:00:00+07:00'), '00:00')).toBe('muon');
  });

  it('counts weekdays and months', () => {
    expect(monthRange('2026-02')).toEqual({ from: '2026-02-01', to: '2026-02-28' });
    expect(monthRange('2028-02').to).toBe('2028-02-29');
    expect(weekdaysBetween('2026-11-27', '2026-12-01')).toEqual(['2026-11-27', '2026-11-30', '2026-12-01']);
  });
});
