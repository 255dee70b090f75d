import { describe, expect, it } from 'vitest';
import { zDuGioCaiDatInput } from './contract';
import { DEFAULT_RUBRIC, DEFAULT_SCALE, onScale, scoresOf } from './rubric';

describe('the rubric score scale', () => {
  it('lists the whole scores of a scale, lowest first', () => {
    expect(scoresOf(DEFAULT_SCALE)).toEqual([1, 2, 3, 4]);
    expect(scoresOf({ diemToiThieu: 0, diemToiDa: 10 })).toHaveLength(11);
  });

  it('carries a mean over to another scale linearly (ends to ends), unchanged on the same scale', () => {
    const tenPoint = { diemToiThieu: 0, diemToiDa: 10 };
    expect(onScale(2.5, DEFAULT_SCALE, DEFAULT_SCALE)).toBe(2.5);
    expect(onScale(1, DEFAULT_SCALE, tenPoint)).toBe(0);
    expect(onScale(4, DEFAULT_SCALE, tenPoint)).toBe(10);
    expect(onScale(2.5, DEFAULT_SCALE, tenPoint)).toBe(5);
    expect(onScale(5, tenPoint, DEFAULT_SCALE)).toBe(2.5);
  });

  it('is saved with the lowest score below the highest, both within 0–10', () => {
    const parse = (diemToiThieu: number, diemToiDa: number) =>
      zDuGioCaiDatInput.safeParse({ tieuChi: DEFAULT_RUBRIC, diemToiThieu, diemToiDa });
    expect(parse(1, 4).success).toBe(true);
    expect(parse(0, 10).success).toBe(true);
    expect(parse(4, 4).error?.issues).toMatchObject([{ path: ['diemToiDa'], message: 'duGio.thangDiem.order' }]);
    expect(parse(1, 11).error?.issues).toMatchObject([{ path: ['diemToiDa'], message: 'duGio.thangDiem.range' }]);
    expect(parse(-1, 4).error?.issues).toMatchObject([{ path: ['diemToiThieu'], message: 'duGio.thangDiem.range' }]);
  });
});
