import { describe, expect, it } from 'vitest';
import { mondayOf, rankClasses } from './nen-nep';

describe('class discipline rules', () => {
  it.each([
    ['2026-11-23', '2026-11-23'], // Monday
    ['2026-11-25', '2026-11-23'],
    ['2026-11-29', '2026-11-23'], // Sunday belongs to the week before it
    ['2026-11-30', '2026-11-30'],
    ['2027-01-01', '2026-12-28'], // across the year
  ])('the week of %s starts on %s', (day, monday) => {
    expect(mondayOf(day)).toBe(monday);
  });

  const row = (tenLop: string, trungBinh: number, soTuan = 1) => ({ tenLop, trungBinh, soTuan });
  it.each([
    { name: 'higher average first', rows: [row('10A1', 50), row('10A2', 58)], want: ['10A2:1', '10A1:2'] },
    {
      name: 'ties share a rank and the next skips',
      rows: [row('10A1', 55), row('10A2', 58), row('10A3', 58), row('10A4', 50)],
      want: ['10A2:1', '10A3:1', '10A1:3', '10A4:4'],
    },
    {
      name: 'a class without an approved week is last and unranked',
      rows: [row('10A1', 0, 0), row('10A2', 40)],
      want: ['10A2:1', '10A1:0'],
    },
    {
      name: 'class names in natural order on a tie',
      rows: [row('10A10', 60), row('10A2', 60)],
      want: ['10A2:1', '10A10:1'],
    },
  ])('$name', ({ rows, want }) => {
    expect(rankClasses(rows).map((r) => `${r.tenLop}:${r.hang}`)).toEqual(want);
  });
});
