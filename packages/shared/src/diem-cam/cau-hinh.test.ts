import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { THANG_DIEM_THEO_CAP_DO, thresholdProblem, zMonHocCamInput, zQuyTac, zThangQuyDoiInput } from './cau-hinh';
import { zBaiThiCamInput } from './contract';

const GEO = { 'A*': 181, A: 156, B: 131, C: 107, D: 90, E: 73, F: 58, G: 43 };
const PAPERS = [
  { diemToiDa: 75, trongSo: 1.6 },
  { diemToiDa: 80, trongSo: 1 },
];

describe('thresholdProblem (exam thresholds)', () => {
  it.each([
    [GEO, null],
    [{}, null],
    [null, null],
    [{ 'A*': 200 }, null],
    [{ 'A*': 200.5 }, 'diemCam.nguongDiem.aboveMax'],
    [{ A: 100, B: 100 }, null],
    [{ A: 100, B: 101 }, 'diemCam.nguongDiem.order'],
    [{ 'A*': 150, C: 160 }, 'diemCam.nguongDiem.order'],
    [{ A: 100, C: null, G: 10 }, null],
    [{ Z: 10 }, 'diemCam.nguongDiem.grade'],
  ])('%j → %s', (thresholds, expected) => {
    expect(thresholdProblem(thresholds as Record<string, number | null>, PAPERS)).toBe(expected);
  });

  it('agrees with the exam contract the server validates with', () => {
    const grades = ['A*', 'A', 'B', 'C', 'D', 'E', 'F', 'G'];
    fc.assert(
      fc.property(
        fc.dictionary(fc.constantFrom(...grades), fc.integer({ min: 0, max: 260 })),
        fc.array(fc.record({ diemToiDa: fc.integer({ min: 1, max: 100 }), trongSo: fc.constantFrom(0.5, 1, 1.6, 2) }), {
          minLength: 1,
          maxLength: 4,
        }),
        (thresholds, papers) => {
          const parsed = zBaiThiCamInput.safeParse({
            lopMonHocId: 1,
            ten: 'Mock',
            loai: 'thiThu',
            thanhPhan: papers.map((p, i) => ({ ten: `Paper ${i + 1}`, ...p })),
            nguongDiem: thresholds,
          });
          const problem = thresholdProblem(thresholds, papers);
          expect(parsed.success).toBe(problem === null);
          if (!parsed.success) expect(parsed.error.issues.map((i) => i.message)).toContain(problem);
        },
      ),
    );
  });
});

describe('subject attributes', () => {
  it('Checkpoint bands for Primary and Lower Secondary, A*–G or 9–1 for IGCSE', () => {
    for (const [capDo, scales] of Object.entries(THANG_DIEM_THEO_CAP_DO)) {
      for (const thangDiem of ['aStarG', 'nineOne', 'checkpoint']) {
        expect(zMonHocCamInput.safeParse({ capDo, thangDiem }).success).toBe(
          (scales as readonly string[]).includes(thangDiem),
        );
      }
    }
  });
});

describe('conversion rules', () => {
  it('takes band lookups by minimum or by grade and the linear rule; refuses mixed or duplicate bands', () => {
    expect(
      zQuyTac.safeParse({
        kind: 'band',
        bands: [
          { min: 90, result: 'A*' },
          { min: 80, result: 'A' },
        ],
      }).success,
    ).toBe(true);
    expect(zQuyTac.safeParse({ kind: 'band', bands: [{ grade: 'A*', result: 9.5 }], below: 0 }).success).toBe(true);
    expect(zQuyTac.safeParse({ kind: 'linear', divisor: 10, decimals: 1 }).success).toBe(true);
    expect(
      zQuyTac.safeParse({
        kind: 'band',
        bands: [
          { min: 90, result: 'A*' },
          { grade: 'A', result: 9 },
        ],
      }).success,
    ).toBe(false);
    expect(
      zQuyTac.safeParse({
        kind: 'band',
        bands: [
          { grade: 'a', result: 9 },
          { grade: 'A', result: 8 },
        ],
      }).success,
    ).toBe(false);
    expect(zQuyTac.safeParse({ kind: 'band', bands: [{ result: 9 }] }).success).toBe(false);
    expect(
      zThangQuyDoiInput.safeParse({ ten: ' ', quyTac: { kind: 'linear', divisor: 10, decimals: 1 } }).success,
    ).toBe(false);
  });
});
