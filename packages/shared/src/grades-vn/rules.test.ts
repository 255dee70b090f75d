import { describe, expect, it } from 'vitest';
import { formatMark } from './decimal';
import {
  award,
  commentTermResult,
  LEVELS,
  type Level,
  learningLevel,
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
