import { describe, expect, it } from 'vitest';
import { isPlanLate, planDueDate } from './due-date';

describe('lesson-plan due date', () => {
  it('is the Saturday before the teaching week, weeks counted from the Monday of the start week', () => {
    // 2026-09-05 is a Saturday: week 1 starts on Monday 2026-08-31.
    expect(planDueDate('2026-09-05', 1)).toBe('2026-08-29');
    expect(planDueDate('2026-09-05', 2)).toBe('2026-09-05');
    expect(planDueDate('2026-09-07', 11)).toBe('2026-11-14');
  });
  it('marks plans sent after the due day, or not sent once it is past', () => {
    expect(isPlanLate('2026-11-14', '2026-11-14', '2026-12-01')).toBe(false);
    expect(isPlanLate('2026-11-14', '2026-11-15', '2026-12-01')).toBe(true);
    expect(isPlanLate('2026-11-14', null, '2026-11-14')).toBe(false);
    expect(isPlanLate('2026-11-14', null, '2026-11-15')).toBe(true);
  });
});
