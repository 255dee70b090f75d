import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { divideHalfUp, formatMark, toTenths } from './decimal';
import {
  award,
  commentTermResult,
  LEVELS,
  type Level,
  learningLevel,
  levelRank,
  PRIMARY_QUALITY_RATINGS,
  PRIMARY_RATINGS,
  primaryEntryProblems,
  primaryTestRequired,
  primaryYearResult,
  primaryYearResultOfEntries,
  promotion,
  regularMarkCount,
  retakeSubjects,
  summerRetake,
  termAverage,
  yearAverage,
  yearConduct,
} from './rules';
import { DEFAULT_VN_GRADING_SETTINGS, resolveSettings } from './settings';

/** Any mark of the 0–10 scale with one decimal, as a number. */
const mark = fc.integer({ min: 0, max: 100 }).map((t) => t / 10);

/** Exact check with BigInt: r (tenths) is S/n rounded half up iff 2rn − n ≤ 2S < 2rn + n. */
function isHalfUpOf(resultTenths: number, sumTenths: number, count: number): boolean {
  const r = BigInt(resultTenths);
  const s = BigInt(sumTenths);
  const n = BigInt(count);
  return 2n * r * n - n <= 2n * s && 2n * s < 2n * r * n + n;
}

describe('worked examples of the domain notes and the issue', () => {
  it('4 regular marks 8, 7, 9, 6.5; mid-term 7.5; end 8 → (30.5 + 15 + 24) / 9 = 7.72… → 7.7', () => {
    expect(termAverage([8, 7, 9, 6.5], 7.5, 8)).toBe(7.7);
  });

  it('TX 7, 6, 6.8; GK 6.5; CK 6 → 50.8 / 8 = 6.35 → 6.4 (binary floating point says 6.3)', () => {
    expect(termAverage([7, 6, 6.8], 6.5, 6)).toBe(6.4);
    // The trap the exact arithmetic avoids: the float quotient 6.35 is stored just below 6.35.
    expect(((7 + 6 + 6.8 + 2 * 6.5 + 3 * 6) / 8).toFixed(1)).toBe('6.3');
  });

  it('year average = (term I + 2 × term II) / 3 from the rounded term averages', () => {
    expect(yearAverage(6.4, 7.7)).toBe(7.3); // 21.8 / 3 = 7.266…
    expect(yearAverage(8, 8)).toBe(8);
    expect(yearAverage(5.5, 6)).toBe(5.8); // 17.5 / 3 = 5.833…
    expect(yearAverage(4.9, 5)).toBe(5); // 14.9 / 3 = 4.966…
    expect(yearAverage(0, 0)).toBe(0);
    expect(yearAverage(10, 10)).toBe(10);
  });

  it('regular marks per term by periods per year: ≤ 35 → 2, 36–70 → 3, > 70 → 4', () => {
    expect([1, 35, 36, 70, 71, 105, 140].map((p) => regularMarkCount(p))).toEqual([2, 2, 3, 3, 4, 4, 4]);
    const changed = resolveSettings({ soDiemThuongXuyen: { bands: [{ upTo: 35, count: 3 }], more: 5 } });
    expect([35, 36].map((p) => regularMarkCount(p, changed))).toEqual([3, 5]);
  });

  it('a comment-only subject is Đạt only when every required assessment exists and is Đạt', () => {
    expect(commentTermResult(['Đạt', 'Đạt'])).toBe('Đạt');
    expect(commentTermResult(['Đạt', 'Chưa đạt'])).toBe('Chưa đạt');
    expect(commentTermResult(['Đạt', null])).toBe('Chưa đạt');
    expect(commentTermResult([])).toBe('Chưa đạt');
  });

  it('learning result: Tốt, Khá, Đạt and Chưa đạt by the thresholds', () => {
    const ok: ('Đạt' | 'Chưa đạt')[] = ['Đạt', 'Đạt', 'Đạt'];
    expect(learningLevel([8, 8, 8, 8, 8, 8, 6.5, 7], ok).raw).toBe('Tốt');
    expect(learningLevel([8, 8, 8, 8, 8, 7.9, 6.5, 7], ok).raw).toBe('Khá'); // five ≥ 8.0 only
    expect(learningLevel([9, 9, 9, 9, 9, 9, 6.4], ok).raw).toBe('Khá'); // one below 6.5
    expect(learningLevel([9, 9, 9, 9, 9, 9, 6.5], ['Đạt', 'Chưa đạt']).raw).toBe('Đạt'); // a comment Chưa đạt
    expect(learningLevel([6.5, 6.5, 6.5, 6.5, 6.5, 6.5, 5], ok).raw).toBe('Khá');
    expect(learningLevel([6.5, 6.5, 6.5, 6.5, 6.5, 6.4, 5], ok).raw).toBe('Đạt');
    expect(learningLevel([5, 5, 5, 5, 5, 5, 3.5, 3.5], ['Chưa đạt', 'Đạt']).raw).toBe('Đạt');
    expect(learningLevel([5, 5, 5, 5, 5, 4.9, 9, 9].slice(0, 6), ok).raw).toBe('Chưa đạt'); // five ≥ 5.0
    expect(learningLevel([9, 9, 9, 9, 9, 9, 3.4, 3.4], ok).raw).toBe('Chưa đạt'); // two below 3.5
    expect(learningLevel([9, 9, 9, 9, 9, 9], ['Chưa đạt', 'Chưa đạt']).raw).toBe('Chưa đạt');
  });

  it('adjustment: two or more levels below Tốt or Khá because of exactly one subject → raised one level', () => {
    const ok: ('Đạt' | 'Chưa đạt')[] = ['Đạt', 'Đạt'];
    // Tốt but for one subject at 4.0 (raw Đạt) → Khá.
    expect(learningLevel([9, 9, 9, 9, 9, 9, 9, 4], ok)).toEqual({ raw: 'Đạt', adjusted: 'Khá' });
    // Tốt but for one subject at 3.0 (raw Chưa đạt) → Đạt.
    expect(learningLevel([9, 9, 9, 9, 9, 9, 9, 3], ok)).toEqual({ raw: 'Chưa đạt', adjusted: 'Đạt' });
    // Khá but for one subject at 3.0 (raw Chưa đạt) → Đạt.
    expect(learningLevel([7, 7, 7, 7, 7, 7, 7, 3], ok)).toEqual({ raw: 'Chưa đạt', adjusted: 'Đạt' });
    // Only one level below Tốt because of one subject: no change.
    expect(learningLevel([9, 9, 9, 9, 9, 9, 9, 6], ok)).toEqual({ raw: 'Khá', adjusted: 'Khá' });
    // Two subjects are the cause: no change.
    expect(learningLevel([9, 9, 9, 9, 9, 9, 4, 4], ok)).toEqual({ raw: 'Đạt', adjusted: 'Đạt' });
    // The rest would not reach Tốt or Khá anyway: no change.
    expect(learningLevel([5, 5, 5, 5, 5, 5, 5, 3], ok)).toEqual({ raw: 'Chưa đạt', adjusted: 'Chưa đạt' });
    // One comment subject Chưa đạt holds back an otherwise Tốt student only one level (Đạt allows one): no change…
    expect(learningLevel([9, 9, 9, 9, 9, 9, 9], ['Chưa đạt', 'Đạt'])).toEqual({ raw: 'Đạt', adjusted: 'Khá' });
    // …and the setting turns the adjustment off.
    const off = resolveSettings({ hocLuc: { dieuChinh: false } });
    expect(learningLevel([9, 9, 9, 9, 9, 9, 9, 4], ok, off)).toEqual({ raw: 'Đạt', adjusted: 'Đạt' });
  });

  it('year conduct from both terms (every combination)', () => {
    const expected: Record<Level, Record<Level, Level>> = {
      // term II → term I → year
      Tốt: { Tốt: 'Tốt', Khá: 'Tốt', Đạt: 'Khá', 'Chưa đạt': 'Khá' },
      Khá: { Tốt: 'Khá', Khá: 'Khá', Đạt: 'Khá', 'Chưa đạt': 'Đạt' },
      Đạt: { Tốt: 'Khá', Khá: 'Đạt', Đạt: 'Đạt', 'Chưa đạt': 'Đạt' },
      'Chưa đạt': { Tốt: 'Chưa đạt', Khá: 'Chưa đạt', Đạt: 'Chưa đạt', 'Chưa đạt': 'Chưa đạt' },
    };
    for (const t2 of LEVELS)
      for (const t1 of LEVELS) expect(yearConduct(t1, t2), `${t1} / ${t2}`).toBe(expected[t2][t1]);
  });

  it('promotion, summer training, summer retake and repeating', () => {
    expect(promotion({ conduct: 'Đạt', learning: 'Đạt', absences: 45 })).toBe('LenLop');
    expect(promotion({ conduct: 'Tốt', learning: 'Tốt', absences: 46 })).toBe('OLai');
    expect(promotion({ conduct: 'Khá', learning: 'Chưa đạt', absences: 3 })).toBe('KiemTraLai');
    expect(promotion({ conduct: 'Chưa đạt', learning: 'Khá', absences: 3 })).toBe('RenLuyenHe');
    expect(promotion({ conduct: 'Chưa đạt', learning: 'Chưa đạt', absences: 0 })).toBe('RenLuyenHe');
    expect(promotion({ conduct: 'Khá', learning: 'Chưa đạt', absences: 3, sauHe: true })).toBe('OLai');
    expect(promotion({ conduct: 'Khá', learning: 'Đạt', absences: 3, sauHe: true })).toBe('LenLop');
    expect(promotion({ conduct: 'Tốt', learning: 'Tốt', absences: 50 }, resolveSettings({ soBuoiNghiToiDa: 60 }))).toBe(
      'LenLop',
    );
  });

  it('retake subjects: comment subjects Chưa đạt and scored subjects below 5.0', () => {
    expect(
      retakeSubjects(
        [
          { key: 'TOAN', average: 4.9 },
          { key: 'VAN', average: 5 },
        ],
        [
          { key: 'GDTC', result: 'Chưa đạt' },
          { key: 'HDTN', result: 'Đạt' },
        ],
      ),
    ).toEqual(['TOAN', 'GDTC']);
  });

  describe('summer retake (rule 9): the year is classified again with the retake results', () => {
    // Eight scored subjects: six at 7.0, Maths 4.2 and Physics 3.0; two comment subjects Đạt; conduct Khá.
    const weak = (retake: { TOAN?: number | 'absent'; LY?: number | 'absent'; HOA?: number } = {}) => ({
      conduct: 'Khá' as const,
      absences: 3,
      scored: [
        ...['VAN', 'ANH', 'SU', 'DIA', 'SINH', 'TIN'].map((key) => ({ key, average: 7 })),
        { key: 'TOAN', average: 4.2, retake: retake.TOAN },
        { key: 'LY', average: 3, retake: retake.LY },
        { key: 'HOA', average: 7, retake: retake.HOA },
      ],
      comments: [
        { key: 'GDTC', result: 'Đạt' as const },
        { key: 'NT', result: 'Đạt' as const },
      ],
    });

    it('year end: 3.0 < 3.5 and two subjects below 5.0 → Chưa đạt (no adjustment) → retake Maths and Physics', () => {
      const r = summerRetake(weak());
      expect(r.before).toEqual({ learning: { raw: 'Chưa đạt', adjusted: 'Chưa đạt' }, promotion: 'KiemTraLai' });
      expect(r.subjects).toEqual(['TOAN', 'LY']);
      expect(r).toMatchObject({ done: false, after: null });
    });

    it('one retake still to enter → not classified again yet', () => {
      expect(summerRetake(weak({ TOAN: 6 }))).toMatchObject({ done: false, after: null });
    });

    it('retakes 6.0 and 5.5 → all ≥ 5.0, six ≥ 6.5 → Khá → promoted', () => {
      expect(summerRetake(weak({ TOAN: 6, LY: 5.5 })).after).toEqual({
        learning: { raw: 'Khá', adjusted: 'Khá' },
        promotion: 'LenLop',
      });
    });

    it('retakes 5.0 and 3.2 → raw Chưa đạt, but one subject alone keeps it from Khá → adjusted Đạt → promoted', () => {
      expect(summerRetake(weak({ TOAN: 5, LY: 3.2 })).after).toEqual({
        learning: { raw: 'Chưa đạt', adjusted: 'Đạt' },
        promotion: 'LenLop',
      });
    });

    it('absent from both retakes → the year results stand → Chưa đạt → repeats the year', () => {
      expect(summerRetake(weak({ TOAN: 'absent', LY: 'absent' })).after).toEqual({
        learning: { raw: 'Chưa đạt', adjusted: 'Chưa đạt' },
        promotion: 'OLai',
      });
    });

    it('a retake result of a subject that was not failed is ignored', () => {
      expect(summerRetake(weak({ TOAN: 2, LY: 2, HOA: 10 })).after?.learning.raw).toBe('Chưa đạt');
      expect(summerRetake(weak({ TOAN: 6, LY: 5.5, HOA: 0 })).after?.promotion).toBe('LenLop');
    });

    it('comment subjects: two Chưa đạt → retake both; one Đạt again is enough (Đạt allows one Chưa đạt)', () => {
      const input = (gdtc?: 'Đạt' | 'Chưa đạt', nt?: 'Đạt' | 'Chưa đạt') => ({
        conduct: 'Đạt' as const,
        absences: 0,
        scored: Array.from({ length: 8 }, (_, i) => ({ key: `M${i}`, average: 6 })),
        comments: [
          { key: 'GDTC', result: 'Chưa đạt' as const, retake: gdtc },
          { key: 'NT', result: 'Chưa đạt' as const, retake: nt },
        ],
      });
      expect(summerRetake(input()).subjects).toEqual(['GDTC', 'NT']);
      expect(summerRetake(input('Đạt', 'Chưa đạt')).after?.promotion).toBe('LenLop');
      expect(summerRetake(input('Chưa đạt', 'Chưa đạt')).after?.promotion).toBe('OLai');
    });

    it('no retake for conduct training, too many absences or a pass', () => {
      expect(summerRetake({ ...weak(), conduct: 'Chưa đạt' }).before.promotion).toBe('RenLuyenHe');
      expect(summerRetake({ ...weak(), absences: 46 }).before.promotion).toBe('OLai');
      const pass = summerRetake(weak({ TOAN: 6, LY: 6 }));
      expect(summerRetake({ ...weak(), scored: weak().scored.map((s) => ({ ...s, average: 7 })) })).toMatchObject({
        subjects: [],
        after: null,
        before: { promotion: 'LenLop' },
      });
      expect(pass.done).toBe(true);
    });
  });

  it('awards: Xuất sắc needs six year averages ≥ 9.0 on top of Giỏi (conduct and learning Tốt)', () => {
    const nine = [9, 9, 9, 9, 9, 9, 7];
    expect(award({ conduct: 'Tốt', learning: 'Tốt', yearAverages: nine })).toBe('XuatSac');
    expect(award({ conduct: 'Tốt', learning: 'Tốt', yearAverages: [9, 9, 9, 9, 9, 8.9, 7] })).toBe('Gioi');
    expect(award({ conduct: 'Khá', learning: 'Tốt', yearAverages: nine })).toBeNull();
    expect(award({ conduct: 'Tốt', learning: 'Khá', yearAverages: nine })).toBeNull();
  });

  it('primary: periodic tests at end of term I and of the year, grades 4–5 also mid-terms in Vietnamese and Maths', () => {
    expect(primaryTestRequired(3, 'Toan', 'CK1')).toBe(true);
    expect(primaryTestRequired(3, 'Toan', 'GK1')).toBe(false);
    expect(primaryTestRequired(4, 'Toan', 'GK2')).toBe(true);
    expect(primaryTestRequired(5, 'KhoaHoc', 'GK1')).toBe(false);
    expect(primaryTestRequired(5, 'KhoaHoc', 'CN')).toBe(true);
    expect(primaryTestRequired(5, null, 'CN')).toBe(false);
  });

  it('primary year-end result levels', () => {
    const allTot = { subjects: ['HoanThanhTot', 'HoanThanhTot'] as const, qualities: ['Tot', 'Tot'] as const };
    const r = (x: Parameters<typeof primaryYearResult>[0]) => primaryYearResult(x);
    expect(r({ ...allTot, subjects: [...allTot.subjects], qualities: [...allTot.qualities], tests: [9, 10] })).toBe(
      'HoanThanhXuatSac',
    );
    expect(r({ subjects: ['HoanThanhTot'], qualities: ['Tot'], tests: [8, 10] })).toBe('HoanThanhTot');
    expect(r({ subjects: ['HoanThanhTot', 'HoanThanh'], qualities: ['Tot'], tests: [10] })).toBe('HoanThanh');
    expect(r({ subjects: ['HoanThanhTot'], qualities: ['Dat'], tests: [10] })).toBe('HoanThanh');
    expect(r({ subjects: ['HoanThanhTot'], qualities: ['Tot'], tests: [6] })).toBe('HoanThanh');
    expect(r({ subjects: ['HoanThanhTot'], qualities: ['Tot'], tests: [4] })).toBe('ChuaHoanThanh');
    expect(r({ subjects: ['ChuaHoanThanh'], qualities: ['Tot'], tests: [10] })).toBe('ChuaHoanThanh');
    expect(r({ subjects: ['HoanThanh'], qualities: ['CanCoGang'], tests: [10] })).toBe('ChuaHoanThanh');
    expect(() => r({ subjects: [], qualities: [], tests: [0] })).toThrow(RangeError);
    expect(() => r({ subjects: [], qualities: [], tests: [7.5] })).toThrow(RangeError);
  });

  it('primary: what an entry at a rating point still lacks', () => {
    const e = (rating: 'HoanThanhTot' | null, test: number | null) => ({ rating, test });
    expect(primaryEntryProblems(3, 'Toan', 'CK1', e('HoanThanhTot', 9))).toEqual([]);
    expect(primaryEntryProblems(3, 'Toan', 'CK1', e('HoanThanhTot', null))).toEqual(['testMissing']);
    expect(primaryEntryProblems(3, 'Toan', 'GK1', e('HoanThanhTot', 9))).toEqual(['testNotDue']);
    expect(primaryEntryProblems(4, 'Toan', 'GK1', e(null, 0))).toEqual(['ratingMissing', 'testInvalid']);
    expect(primaryEntryProblems(5, 'TiengViet', 'GK2', e('HoanThanhTot', 7.5))).toEqual(['testInvalid']);
    expect(primaryEntryProblems(5, null, 'CN', e('HoanThanhTot', null))).toEqual([]);
  });

  it('primary: the year-end result from the end-of-year entries, none while incomplete', () => {
    const subjects = [
      { tested: 'TiengViet' as const, entry: { rating: 'HoanThanhTot' as const, test: 9 } },
      { tested: 'Toan' as const, entry: { rating: 'HoanThanhTot' as const, test: 10 } },
      { tested: null, entry: { rating: 'HoanThanhTot' as const, test: null } },
    ];
    expect(primaryYearResultOfEntries(5, subjects, ['Tot', 'Tot'])).toBe('HoanThanhXuatSac');
    expect(primaryYearResultOfEntries(5, subjects, ['Tot', 'Dat'])).toBe('HoanThanh');
    expect(primaryYearResultOfEntries(5, subjects, ['Tot', null])).toBeNull();
    const noTest = subjects.map((s, i) => (i === 1 ? { ...s, entry: { ...s.entry, test: null } } : s));
    expect(primaryYearResultOfEntries(5, noTest, ['Tot'])).toBeNull();
    const weak = subjects.map((s, i) => (i === 0 ? { ...s, entry: { rating: 'HoanThanh' as const, test: 4 } } : s));
    expect(primaryYearResultOfEntries(5, weak, ['Tot'])).toBe('ChuaHoanThanh');
  });

  it('refuses values that are not marks instead of rounding them away', () => {
    expect(() => termAverage([7.25], 7, 7)).toThrow(RangeError);
    expect(() => termAverage([11], 7, 7)).toThrow(RangeError);
    expect(() => termAverage([-1], 7, 7)).toThrow(RangeError);
    expect(() => yearAverage(Number.NaN, 7)).toThrow(RangeError);
    expect(formatMark(7)).toBe('7.0');
    expect(formatMark(6.4, ',')).toBe('6,4');
  });

  it('default settings are the values of the domain notes', () => {
    expect(DEFAULT_VN_GRADING_SETTINGS.hocLuc).toMatchObject({ totFloor: 6.5, totHigh: 8, khaFloor: 5, datFloor: 3.5 });
    expect(DEFAULT_VN_GRADING_SETTINGS.soBuoiNghiToiDa).toBe(45);
  });
});

describe('properties', () => {
  const termInput = fc.record({ regular: fc.array(mark, { minLength: 1, maxLength: 6 }), gk: mark, ck: mark });

  it('the term average lies between the lowest and the highest mark', () => {
    fc.assert(
      fc.property(termInput, ({ regular, gk, ck }) => {
        const avg = termAverage(regular, gk, ck);
        const all = [...regular, gk, ck];
        return avg >= Math.min(...all) && avg <= Math.max(...all);
      }),
    );
  });

  it('the year average lies between the two term averages', () => {
    fc.assert(
      fc.property(mark, mark, (a, b) => {
        const y = yearAverage(a, b);
        return y >= Math.min(a, b) && y <= Math.max(a, b);
      }),
    );
  });

  it('the rounding equals the exact rational computation (random combinations of any length)', {
    timeout: 60_000,
  }, () => {
    fc.assert(
      fc.property(termInput, ({ regular, gk, ck }) => {
        const sum = regular.reduce((s, m) => s + toTenths(m), 0) + 2 * toTenths(gk) + 3 * toTenths(ck);
        return isHalfUpOf(toTenths(termAverage(regular, gk, ck)), sum, regular.length + 5);
      }),
      { numRuns: 5000 },
    );
  });

  // A million combinations: about 3 s on an idle machine; the budget leaves room for a loaded one.
  it('the rounding equals the exact rational computation for every mark combination of one TX, GK and CK', {
    timeout: 120_000,
  }, () => {
    let checked = 0;
    for (let tx = 0; tx <= 100; tx++)
      for (let gk = 0; gk <= 100; gk++)
        for (let ck = 0; ck <= 100; ck++) {
          const r = toTenths(termAverage([tx / 10], gk / 10, ck / 10));
          if (!isHalfUpOf(r, tx + 2 * gk + 3 * ck, 6)) throw new Error(`wrong for ${tx} ${gk} ${ck}: ${r}`);
          checked++;
        }
    expect(checked).toBe(101 ** 3);
  });

  it('the year average equals the exact rational computation for every pair of term averages', {
    timeout: 60_000,
  }, () => {
    for (let a = 0; a <= 100; a++)
      for (let b = 0; b <= 100; b++) expect(isHalfUpOf(toTenths(yearAverage(a / 10, b / 10)), a + 2 * b, 3)).toBe(true);
  });

  it('half-up integer division agrees with BigInt rationals', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100_000 }), fc.integer({ min: 1, max: 1000 }), (num, den) =>
        isHalfUpOf(divideHalfUp(num, den), num, den),
      ),
    );
  });

  it('adding a regular mark equal to the (rounded) term average never changes the result', () => {
    fc.assert(
      fc.property(termInput, ({ regular, gk, ck }) => {
        const avg = termAverage(regular, gk, ck);
        return termAverage([...regular, avg], gk, ck) === avg;
      }),
    );
  });

  it('adding a regular mark equal to an exact (unrounded) average keeps the average', { timeout: 60_000 }, () => {
    // Build marks whose exact weighted average is a one-decimal value: n + 5 weights summing to (n + 5) × target.
    fc.assert(
      fc.property(termInput, ({ regular, gk, ck }) => {
        const sum = regular.reduce((s, m) => s + toTenths(m), 0) + 2 * toTenths(gk) + 3 * toTenths(ck);
        const weight = regular.length + 5;
        fc.pre(sum % weight === 0);
        const exact = sum / weight / 10;
        return termAverage([...regular, exact], gk, ck) === exact && termAverage(regular, gk, ck) === exact;
      }),
      { numRuns: 3000 },
    );
  });

  it('lowering one mark never raises the term average', () => {
    fc.assert(
      fc.property(termInput, fc.nat(), fc.integer({ min: 1, max: 100 }), ({ regular, gk, ck }, at, drop) => {
        const marks = [...regular, gk, ck];
        const i = at % marks.length;
        const lowered = marks.map((m, j) => (j === i ? Math.max(0, toTenths(m) - drop) / 10 : m));
        const before = termAverage(regular, gk, ck);
        const after = termAverage(lowered.slice(0, regular.length), lowered.at(-2)!, lowered.at(-1)!);
        return after <= before;
      }),
    );
  });

  it('the learning level (raw and adjusted) never rises when one mark falls or one comment turns Chưa đạt', {
    timeout: 60_000,
  }, () => {
    const comment = fc.constantFrom<'Đạt' | 'Chưa đạt'>('Đạt', 'Đạt', 'Đạt', 'Chưa đạt');
    // Marks biased toward the thresholds, where the interesting cases are.
    const avg = fc.oneof(mark, fc.constantFrom(3.4, 3.5, 4.9, 5, 6.4, 6.5, 7.9, 8, 9, 10));
    fc.assert(
      fc.property(
        fc.array(avg, { minLength: 6, maxLength: 12 }),
        fc.array(comment, { maxLength: 4 }),
        fc.nat(),
        fc.integer({ min: 1, max: 100 }),
        (scored, comments, at, drop) => {
          const before = learningLevel(scored, comments);
          const i = at % scored.length;
          const lower = scored.map((m, j) => (j === i ? Math.max(0, toTenths(m) - drop) / 10 : m));
          const after = learningLevel(lower, comments);
          const failed = learningLevel(scored, [...comments.slice(1), 'Chưa đạt']);
          return (
            levelRank(after.raw) <= levelRank(before.raw) &&
            levelRank(after.adjusted) <= levelRank(before.adjusted) &&
            levelRank(failed.adjusted) <= levelRank(learningLevel(scored, [...comments.slice(1), 'Đạt']).adjusted)
          );
        },
      ),
      { numRuns: 3000 },
    );
  });

  it('after a summer retake the decision is promoted or repeating, and better retakes never make it worse', () => {
    const avg = fc.oneof(mark, fc.constantFrom(3.4, 3.5, 4.9, 5, 6.4, 6.5));
    fc.assert(
      fc.property(
        fc.array(fc.record({ average: avg, retake: mark, bump: fc.integer({ min: 0, max: 30 }) }), {
          minLength: 6,
          maxLength: 10,
        }),
        (subjects) => {
          const input = (extra: number) => ({
            conduct: 'Khá' as const,
            absences: 0,
            scored: subjects.map((s, key) => ({
              key,
              average: s.average,
              retake: Math.min(100, toTenths(s.retake) + extra * s.bump) / 10,
            })),
            comments: [],
          });
          const low = summerRetake(input(0));
          const high = summerRetake(input(1));
          if (low.before.promotion !== 'KiemTraLai') return low.after === null;
          return (
            ['LenLop', 'OLai'].includes(low.after!.promotion) &&
            levelRank(high.after!.learning.adjusted) >= levelRank(low.after!.learning.adjusted)
          );
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('primary: the year-end result never rises when a rating or a test mark falls', () => {
    const rank = (r: string) => ['ChuaHoanThanh', 'HoanThanh', 'HoanThanhTot', 'HoanThanhXuatSac'].indexOf(r);
    const rating = fc.constantFrom(...PRIMARY_RATINGS);
    const quality = fc.constantFrom(...PRIMARY_QUALITY_RATINGS);
    const test = fc.integer({ min: 1, max: 10 });
    fc.assert(
      fc.property(
        fc.array(rating, { minLength: 1, maxLength: 10 }),
        fc.array(quality, { minLength: 1, maxLength: 15 }),
        fc.array(test, { minLength: 1, maxLength: 6 }),
        fc.nat(),
        fc.integer({ min: 1, max: 9 }),
        (subjects, qualities, tests, at, drop) => {
          const before = rank(primaryYearResult({ subjects, qualities, tests }));
          const i = at % tests.length;
          const lowerTest = tests.map((m, j) => (j === i ? Math.max(1, m - drop) : m));
          const worse = (r: (typeof PRIMARY_RATINGS)[number]) =>
            PRIMARY_RATINGS[Math.min(2, PRIMARY_RATINGS.indexOf(r) + 1)]!;
          const lowerSubject = subjects.map((r, j) => (j === at % subjects.length ? worse(r) : r));
          return (
            rank(primaryYearResult({ subjects, qualities, tests: lowerTest })) <= before &&
            rank(primaryYearResult({ subjects: lowerSubject, qualities, tests })) <= before
          );
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('the adjustment raises a result by at most one level and never lowers it', () => {
    fc.assert(
      fc.property(fc.array(mark, { minLength: 6, maxLength: 12 }), (scored) => {
        const { raw, adjusted } = learningLevel(scored, []);
        const delta = levelRank(adjusted) - levelRank(raw);
        return delta === 0 || delta === 1;
      }),
    );
  });
});
