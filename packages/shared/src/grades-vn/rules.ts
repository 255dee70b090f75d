/**
 * The Vietnamese assessment rules (Circular 22/2021 for lower and upper secondary, Circular 27/2020 for primary) as
 * pure functions, shared by the gradebook's live preview and the server that stores results. All arithmetic runs on
 * integer tenths (see decimal.ts); results are rounded half up to one decimal place.
 */
import { divideHalfUp, fromTenths, toTenths } from './decimal';
import { DEFAULT_VN_GRADING_SETTINGS, type VnGradingSettings } from './settings';

/** A learning result (kết quả học tập) or a conduct result (kết quả rèn luyện). */
export type Level = 'Tốt' | 'Khá' | 'Đạt' | 'Chưa đạt';
export const LEVELS = ['Tốt', 'Khá', 'Đạt', 'Chưa đạt'] as const satisfies readonly Level[];
/** Result of a comment-only subject. */
export type CommentResult = 'Đạt' | 'Chưa đạt';
export const COMMENT_RESULTS = ['Đạt', 'Chưa đạt'] as const satisfies readonly CommentResult[];
/** Promoted / summer conduct training / summer retake / repeat the year. */
export type Promotion = 'LenLop' | 'RenLuyenHe' | 'KiemTraLai' | 'OLai';
export const PROMOTIONS = ['LenLop', 'RenLuyenHe', 'KiemTraLai', 'OLai'] as const satisfies readonly Promotion[];
export type Award = 'XuatSac' | 'Gioi';

/** Higher is better: Chưa đạt 0 … Tốt 3. */
export function levelRank(level: Level): number {
  return 3 - LEVELS.indexOf(level);
}
const levelOfRank = (rank: number): Level => LEVELS[3 - Math.max(0, Math.min(3, rank))]!;
const atLeast = (level: Level, floor: Level) => levelRank(level) >= levelRank(floor);

/** Rule 3: how many regular marks (ĐĐGtx) a subject with this many periods per year has each term. */
export function regularMarkCount(
  periodsPerYear: number,
  settings: VnGradingSettings = DEFAULT_VN_GRADING_SETTINGS,
): number {
  const { bands, more } = settings.soDiemThuongXuyen;
  const band = [...bands].sort((a, b) => a.upTo - b.upTo).find((b) => periodsPerYear <= b.upTo);
  return band ? band.count : more;
}

/**
 * Rule 4: term average ĐTBmhk = (ΣĐĐGtx + 2·ĐĐGgk + 3·ĐĐGck) / (number of ĐĐGtx + 5), one decimal, half up.
 * Exempt regular marks are simply left out of `regular`.
 */
export function termAverage(regular: number[], midterm: number, final: number): number {
  const sum = regular.reduce((acc, mark) => acc + toTenths(mark), 0) + 2 * toTenths(midterm) + 3 * toTenths(final);
  return fromTenths(divideHalfUp(sum, regular.length + 5));
}

/** Rule 4: year average ĐTBmcn = (ĐTBmhkI + 2·ĐĐTBmhkII) / 3 from the rounded term averages, one decimal, half up. */
export function yearAverage(term1: number, term2: number): number {
  return fromTenths(divideHalfUp(toTenths(term1) + 2 * toTenths(term2), 3));
}

/**
 * Rule 5: a comment-only subject is Đạt for the term only when every required assessment exists and all are Đạt
 * (`null` = not yet assessed). The year result of such a subject is its term II result.
 */
export function commentTermResult(assessments: (CommentResult | null)[]): CommentResult {
  return assessments.length > 0 && assessments.every((a) => a === 'Đạt') ? 'Đạt' : 'Chưa đạt';
}

interface Thresholds {
  floor: number;
  high: number;
  highCount: number;
}

/** Whether the averages (tenths) and comment results meet Tốt or Khá. */
function meetsUpper(scored: number[], commentFails: number, t: Thresholds): boolean {
  return (
    commentFails === 0 && scored.every((m) => m >= t.floor) && scored.filter((m) => m >= t.high).length >= t.highCount
  );
}

/**
 * Rule 6: the learning result of a term (from ĐTBmhk) or the year (from ĐTBmcn). `raw` applies the thresholds;
 * `adjusted` raises it one level when it falls two or more levels below Tốt or Khá because of exactly one subject —
 * a single scored subject below that level's floor, or a single comment subject Chưa đạt.
 */
export function learningLevel(
  scored: number[],
  comments: ('Đạt' | 'Chưa đạt')[],
  settings: VnGradingSettings = DEFAULT_VN_GRADING_SETTINGS,
): { raw: Level; adjusted: Level } {
  const h = settings.hocLuc;
  const marks = scored.map(toTenths);
  const fails = comments.filter((c) => c !== 'Đạt').length;
  const tot = { floor: toTenths(h.totFloor), high: toTenths(h.totHigh), highCount: h.totHighCount };
  const kha = { floor: toTenths(h.khaFloor), high: toTenths(h.khaHigh), highCount: h.khaHighCount };
  const datPass = toTenths(h.datPass);
  const datFloor = toTenths(h.datFloor);

  const classify = (m: number[], f: number): Level => {
    if (meetsUpper(m, f, tot)) return 'Tốt';
    if (meetsUpper(m, f, kha)) return 'Khá';
    if (
      f <= h.datMaxCommentFails &&
      m.filter((x) => x >= datPass).length >= h.datPassCount &&
      m.every((x) => x >= datFloor)
    )
      return 'Đạt';
    return 'Chưa đạt';
  };
  const raw = classify(marks, fails);
  if (!h.dieuChinh) return { raw, adjusted: raw };

  // The level the student would reach if one subject alone were brought up to the level's floor (or to Đạt).
  const reachableByOne = (target: Level, t: Thresholds): boolean => {
    const below = marks.filter((m) => m < t.floor).length;
    if (below + fails !== 1) return false;
    const lifted = marks.map((m) => Math.max(m, t.floor));
    return levelRank(classify(lifted, 0)) >= levelRank(target);
  };
  for (const [target, t] of [
    ['Tốt', tot],
    ['Khá', kha],
  ] as const) {
    if (levelRank(target) - levelRank(raw) >= 2 && reachableByOne(target, t)) {
      return { raw, adjusted: levelOfRank(levelRank(raw) + 1) };
    }
  }
  return { raw, adjusted: raw };
}

/** Rule 7: the year conduct from the two terms' conduct. */
export function yearConduct(term1: Level, term2: Level): Level {
  switch (term2) {
    case 'Tốt':
      return atLeast(term1, 'Khá') ? 'Tốt' : 'Khá';
    case 'Khá':
      return atLeast(term1, 'Đạt') ? 'Khá' : 'Đạt';
    case 'Đạt':
      return term1 === 'Tốt' ? 'Khá' : 'Đạt';
    default:
      return 'Chưa đạt';
  }
}

/**
 * Rules 8 and 9: the year-end decision. Too many absences → repeat. Otherwise conduct Chưa đạt → summer conduct
 * training; learning Chưa đạt → summer retake. After the summer (`sauHe`, the re-classification with the new results)
 * anything short of promotion means repeating the year.
 */
export function promotion(
  input: { conduct: Level; learning: Level; absences: number; sauHe?: boolean },
  settings: VnGradingSettings = DEFAULT_VN_GRADING_SETTINGS,
): Promotion {
  if (input.absences > settings.soBuoiNghiToiDa) return 'OLai';
  const conductOk = atLeast(input.conduct, 'Đạt');
  const learningOk = atLeast(input.learning, 'Đạt');
  if (conductOk && learningOk) return 'LenLop';
  if (input.sauHe) return 'OLai';
  return conductOk ? 'KiemTraLai' : 'RenLuyenHe';
}

/**
 * Rule 9: what a student retakes in the summer — comment subjects rated Chưa đạt and scored subjects with a year
 * average below the pass mark. Keys are the caller's subject keys.
 */
export function retakeSubjects<K>(
  scored: { key: K; average: number }[],
  comments: { key: K; result: CommentResult }[],
  settings: VnGradingSettings = DEFAULT_VN_GRADING_SETTINGS,
): K[] {
  const pass = toTenths(settings.hocLuc.datPass);
  return [
    ...scored.filter((s) => toTenths(s.average) < pass).map((s) => s.key),
    ...comments.filter((c) => c.result !== 'Đạt').map((c) => c.key),
  ];
}

/** A summer retake result: a mark (or Đạt / Chưa đạt), `'absent'` (did not sit it: the year result stands), or
 * `undefined` while not entered yet. */
export type RetakeResult<T> = T | 'absent' | undefined;

export interface SummerRetakeInput<K> {
  conduct: Level;
  absences: number;
  /** Scored subjects: the year average (ĐTBmcn) from the two terms, and the retake mark if any. */
  scored: { key: K; average: number; retake?: RetakeResult<number> }[];
  /** Comment-only subjects: the year result (term II), and the retake result if any. */
  comments: { key: K; result: CommentResult; retake?: RetakeResult<CommentResult> }[];
}

export interface YearOutcome {
  learning: { raw: Level; adjusted: Level };
  promotion: Promotion;
}

/**
 * Rule 9 from start to end. `before` is the year-end classification; only when it is `KiemTraLai` does the student
 * retake `subjects` (scored subjects below the pass mark, comment subjects Chưa đạt). Once every one of them has a
 * result (`done`; an absence counts, and leaves that subject's year result as it was), each retake result replaces its
 * subject's year result and the year is classified again (`after`): promoted or repeating. Retake results of other
 * subjects are ignored.
 */
export function summerRetake<K>(
  input: SummerRetakeInput<K>,
  settings: VnGradingSettings = DEFAULT_VN_GRADING_SETTINGS,
): { before: YearOutcome; subjects: K[]; done: boolean; after: YearOutcome | null } {
  const classify = (scored: number[], comments: CommentResult[], sauHe: boolean): YearOutcome => {
    const learning = learningLevel(scored, comments, settings);
    return {
      learning,
      promotion: promotion(
        { conduct: input.conduct, learning: learning.adjusted, absences: input.absences, sauHe },
        settings,
      ),
    };
  };
  const before = classify(
    input.scored.map((s) => s.average),
    input.comments.map((c) => c.result),
    false,
  );
  if (before.promotion !== 'KiemTraLai') return { before, subjects: [], done: false, after: null };
  const subjects = retakeSubjects(
    input.scored.map((s) => ({ key: s.key, average: s.average })),
    input.comments,
    settings,
  );
  const retaken = new Set(subjects);
  const pending = [...input.scored, ...input.comments].some((s) => retaken.has(s.key) && s.retake === undefined);
  if (pending) return { before, subjects, done: false, after: null };
  const replaced = <T>(key: K, original: T, retake: RetakeResult<T>): T =>
    retaken.has(key) && retake !== undefined && retake !== 'absent' ? retake : original;
  const after = classify(
    input.scored.map((s) => replaced(s.key, s.average, s.retake)),
    input.comments.map((c) => replaced(c.key, c.result, c.retake)),
    true,
  );
  return { before, subjects, done: true, after };
}

/** Rule 10: Học sinh Xuất sắc / Giỏi from the year conduct, the (adjusted) year learning result and the year averages. */
export function award(
  input: { conduct: Level; learning: Level; yearAverages: number[] },
  settings: VnGradingSettings = DEFAULT_VN_GRADING_SETTINGS,
): Award | null {
  if (input.conduct !== 'Tốt' || input.learning !== 'Tốt') return null;
  const mark = toTenths(settings.khenThuong.xuatSacMark);
  const high = input.yearAverages.filter((m) => toTenths(m) >= mark).length;
  return high >= settings.khenThuong.xuatSacCount ? 'XuatSac' : 'Gioi';
}

// ——— Primary (Circular 27) ———

/** A primary subject's periodic rating: Hoàn thành tốt / Hoàn thành / Chưa hoàn thành. */
export type PrimaryRating = 'HoanThanhTot' | 'HoanThanh' | 'ChuaHoanThanh';
export const PRIMARY_RATINGS = [
  'HoanThanhTot',
  'HoanThanh',
  'ChuaHoanThanh',
] as const satisfies readonly PrimaryRating[];
/** A quality or competence rating: Tốt / Đạt / Cần cố gắng. */
export type PrimaryQualityRating = 'Tot' | 'Dat' | 'CanCoGang';
export const PRIMARY_QUALITY_RATINGS = ['Tot', 'Dat', 'CanCoGang'] as const satisfies readonly PrimaryQualityRating[];
export type PrimaryYearResult = 'HoanThanhXuatSac' | 'HoanThanhTot' | 'HoanThanh' | 'ChuaHoanThanh';
export const PRIMARY_YEAR_RESULTS = [
  'HoanThanhXuatSac',
  'HoanThanhTot',
  'HoanThanh',
  'ChuaHoanThanh',
] as const satisfies readonly PrimaryYearResult[];
/** The four rating points of a primary year: mid-term I, end of term I, mid-term II, end of year. */
export type PrimaryPeriod = 'GK1' | 'CK1' | 'GK2' | 'CN';
export const PRIMARY_PERIODS = ['GK1', 'CK1', 'GK2', 'CN'] as const satisfies readonly PrimaryPeriod[];
/** Subjects with periodic tests (by their role in the programme, not a school's subject codes). */
export type PrimaryTestedSubject = 'TiengViet' | 'Toan' | 'NgoaiNgu1' | 'LichSuDiaLy' | 'KhoaHoc' | 'TinHocCongNghe';
export const PRIMARY_TESTED_SUBJECTS = [
  'TiengViet',
  'Toan',
  'NgoaiNgu1',
  'LichSuDiaLy',
  'KhoaHoc',
  'TinHocCongNghe',
] as const satisfies readonly PrimaryTestedSubject[];
const MIDTERM_TESTED: readonly PrimaryTestedSubject[] = ['TiengViet', 'Toan'];

/** A periodic test mark is an integer from 1 to 10 (the 10-point scale without 0). */
export function isPrimaryTestMark(mark: number): boolean {
  return Number.isInteger(mark) && mark >= 1 && mark <= 10;
}

/**
 * Whether a subject has a periodic test at this point: every tested subject at the end of term I and of the year;
 * Vietnamese and Maths of grades 4 and 5 also at the mid-terms.
 */
export function primaryTestRequired(
  grade: number,
  subject: PrimaryTestedSubject | null,
  period: PrimaryPeriod,
): boolean {
  if (!subject) return false;
  if (period === 'CK1' || period === 'CN') return true;
  return grade >= 4 && MIDTERM_TESTED.includes(subject);
}

/**
 * The qualities and competences a primary pupil is rated on (Tốt / Đạt / Cần cố gắng) at each rating point: the five
 * qualities and the ten competences (three general, seven specific) of the 2018 general education programme.
 */
export const PRIMARY_QUALITIES = ['YeuNuoc', 'NhanAi', 'ChamChi', 'TrungThuc', 'TrachNhiem'] as const;
export const PRIMARY_COMPETENCES = [
  'TuChuTuHoc',
  'GiaoTiepHopTac',
  'GiaiQuyetVanDe',
  'NgonNgu',
  'TinhToan',
  'KhoaHoc',
  'CongNghe',
  'TinHoc',
  'ThamMy',
  'TheChat',
] as const;

/** A primary subject at one rating point: the teacher's rating and, where one is due, the periodic test mark. */
export interface PrimaryEntry {
  rating: PrimaryRating | null;
  test: number | null;
}
export type PrimaryEntryProblem = 'ratingMissing' | 'testMissing' | 'testNotDue' | 'testInvalid';

/**
 * What keeps one subject's entry at a rating point from being complete: the rating is missing, the periodic test due
 * at this point (see `primaryTestRequired`) is missing or not a test mark, or a test mark is given where none is due.
 */
export function primaryEntryProblems(
  grade: number,
  subject: PrimaryTestedSubject | null,
  period: PrimaryPeriod,
  entry: PrimaryEntry,
): PrimaryEntryProblem[] {
  const problems: PrimaryEntryProblem[] = [];
  if (!entry.rating) problems.push('ratingMissing');
  const due = primaryTestRequired(grade, subject, period);
  if (entry.test == null) {
    if (due) problems.push('testMissing');
  } else if (!due) problems.push('testNotDue');
  else if (!isPrimaryTestMark(entry.test)) problems.push('testInvalid');
  return problems;
}

/**
 * The year-end result from the end-of-year entries (period `CN`): every subject's rating and test, every quality and
 * competence rating. `null` while anything is missing or invalid — the result is never guessed from a partial year.
 */
export function primaryYearResultOfEntries(
  grade: number,
  subjects: { tested: PrimaryTestedSubject | null; entry: PrimaryEntry }[],
  qualities: (PrimaryQualityRating | null)[],
  settings: VnGradingSettings = DEFAULT_VN_GRADING_SETTINGS,
): PrimaryYearResult | null {
  if (subjects.some((s) => primaryEntryProblems(grade, s.tested, 'CN', s.entry).length > 0)) return null;
  if (qualities.some((q) => q == null)) return null;
  return primaryYearResult(
    {
      subjects: subjects.map((s) => s.entry.rating!),
      qualities: qualities as PrimaryQualityRating[],
      tests: subjects.flatMap((s) => (s.entry.test == null ? [] : [s.entry.test])),
    },
    settings,
  );
}

/**
 * The year-end result of a primary pupil: Hoàn thành xuất sắc (every subject Hoàn thành tốt, every quality and
 * competence Tốt, year-end tests ≥ 9), Hoàn thành tốt (the same with tests ≥ 7), Hoàn thành (every subject at least
 * Hoàn thành, qualities at least Đạt, tests ≥ 5), otherwise Chưa hoàn thành.
 */
export function primaryYearResult(
  input: { subjects: PrimaryRating[]; qualities: PrimaryQualityRating[]; tests: number[] },
  settings: VnGradingSettings = DEFAULT_VN_GRADING_SETTINGS,
): PrimaryYearResult {
  for (const mark of input.tests)
    if (!isPrimaryTestMark(mark)) throw new RangeError(`Not a primary test mark: ${mark}`);
  const lowest = input.tests.length ? Math.min(...input.tests) : 10;
  const s = settings.tieuHoc;
  const allTot = input.subjects.every((r) => r === 'HoanThanhTot') && input.qualities.every((q) => q === 'Tot');
  if (allTot && lowest >= s.xuatSacTest) return 'HoanThanhXuatSac';
  if (allTot && lowest >= s.totTest) return 'HoanThanhTot';
  if (
    input.subjects.every((r) => r !== 'ChuaHoanThanh') &&
    input.qualities.every((q) => q !== 'CanCoGang') &&
    lowest >= s.hoanThanhTest
  )
    return 'HoanThanh';
  return 'ChuaHoanThanh';
}

export { formatMark, isMark } from './decimal';
export { DEFAULT_VN_GRADING_SETTINGS, resolveSettings, type VnGradingSettings, zVnGradingSettings } from './settings';
