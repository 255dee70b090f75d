import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { usePendingRequests } from './pending-requests';

describe('usePendingRequests', () => {
  it('finds a cell by pupil, term and column (a secondary column or a primary rating point)', () => {
    const { result } = renderHook(() =>
      usePendingRequests([
        { hocSinhId: 7, hocKy: 2, cot: 'TX2' },
        { hocSinhId: 8, hocKy: 1, cot: 'CK1' },
      ]),
    );
    expect(result.current.has(7, 2, 'TX2')).toBe(true);
    expect(result.current.has(7, 1, 'TX2')).toBe(false);
    expect(result.current.has(8, 1, 'CK1')).toBe(true);
    expect(result.current.has(8, 1, 'GK1')).toBe(false);
    expect(result.current.text).toBeTruthy();
  });

  it('marks nothing before the gradebook has loaded', () => {
    const { result } = renderHook(() => usePendingRequests(undefined));
    expect(result.current.has(7, 2, 'TX2')).toBe(false);
  });
});
