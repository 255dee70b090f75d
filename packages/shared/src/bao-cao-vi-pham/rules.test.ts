import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { diemHanhVi, HANH_VI_MAC_DINH, mucDoDeXuat } from './rules';

const settings = fc
  .tuple(fc.integer({ min: -200, max: 200 }), fc.integer({ min: 0, max: 300 }), fc.integer({ min: 0, max: 300 }))
  .map(([min, span, offset]) => ({
    ...HANH_VI_MAC_DINH,
    diemToiThieu: min,
    diemToiDa: min + span,
    diemBatDau: min + Math.min(span, offset),
  }));

describe('behaviour score (property)', () => {
  it('equals the start value plus the confirmed points, clamped to the range', () => {
    fc.assert(
      fc.property(settings, fc.array(fc.integer({ min: -50, max: 50 }), { maxLength: 40 }), (s, points) => {
        const expected = Math.min(
          s.diemToiDa,
          Math.max(s.diemToiThieu, s.diemBatDau + points.reduce((a, b) => a + b, 0)),
        );
        const score = diemHanhVi(points, s);
        expect(score).toBe(expected);
        expect(score).toBeGreaterThanOrEqual(s.diemToiThieu);
        expect(score).toBeLessThanOrEqual(s.diemToiDa);
      }),
    );
  });

  it('starts at the start value without incidents, and proposes a level by the thresholds', () => {
    expect(diemHanhVi([])).toBe(100);
    expect(diemHanhVi([-200])).toBe(0);
    expect(diemHanhVi([5])).toBe(100);
    expect([95, 90, 89, 70, 69, 50, 49].map((n) => mucDoDeXuat(n))).toEqual([
      'Tốt',
      'Tốt',
      'Khá',
      'Khá',
      'Đạt',
      'Đạt',
      'Chưa đạt',
    ]);
  });
});
