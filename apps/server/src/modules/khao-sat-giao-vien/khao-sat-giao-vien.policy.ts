import { createHash } from 'node:crypto';
import { type CauHoiThongKe, SURVEY_MIN_ANSWERS, type SurveyState } from '@hpl/shared';

/*
 * The anonymity and threshold rules of the teaching surveys, pure.
 *
 * Anonymity (the "link kept apart"): an answer row (`khao_sat_tra_loi`) carries no student; the one link from
 * a student to an answer is `khao_sat_phieu`, which names the student only by `answerKeyOf` (a hash of the campaign's
 * secret salt, the class and the student id) and is read only by the uniqueness check and by the student finding
 * their own answer — both recompute the hash from the session. Statistics, comments and exports read the answers
 * alone and answer aggregates; no API answer carries an answer id.
 */

/** The uniqueness key of a student's answer for one subject class of a campaign. */
export function answerKeyOf(muoi: string, lopMonHocId: number, hocSinhId: number): string {
  return createHash('sha256').update(`${muoi}:${lopMonHocId}:${hocSinhId}`).digest('hex');
}

/** A teacher sees their own results only once the campaign has closed, and only with enough answers. */
export function mayTeacherSee(state: SurveyState, soPhieu: number): boolean {
  return state === 'da_dong' && soPhieu >= SURVEY_MIN_ANSWERS;
}

/** Whether a statistics row (a teacher, a department) shows its scores: enough answers behind it. */
export const showsScores = (soPhieu: number) => soPhieu >= SURVEY_MIN_ANSWERS;

const round2 = (n: number) => Math.round(n * 100) / 100;

/** The mean of a distribution (counts of scores 1…5), or null without answers. */
export function meanOf(phanBo: readonly number[]): number | null {
  const n = phanBo.reduce((a, b) => a + b, 0);
  if (n === 0) return null;
  return round2(phanBo.reduce((sum, count, i) => sum + count * (i + 1), 0) / n);
}

/** Adds distributions question by question. */
export function sumDistributions(all: readonly (readonly (readonly number[])[])[], questions: number): number[][] {
  const total = Array.from({ length: questions }, () => [0, 0, 0, 0, 0]);
  for (const phanBo of all) {
    for (let q = 0; q < questions; q++) {
      for (let s = 0; s < 5; s++) total[q]![s]! += phanBo[q]?.[s] ?? 0;
    }
  }
  return total;
}

/** Per question: mean and distribution. */
export function questionStats(cauHoi: readonly string[], phanBo: readonly (readonly number[])[]): CauHoiThongKe[] {
  return cauHoi.map((text, q) => ({
    cauHoi: text,
    trungBinh: meanOf(phanBo[q] ?? []),
    phanBo: [...(phanBo[q] ?? [])],
  }));
}

/** The mean of the question means (null when none). */
export function overallMean(means: readonly (number | null)[]): number | null {
  const present = means.filter((m): m is number => m != null);
  return present.length === 0 ? null : round2(present.reduce((a, b) => a + b, 0) / present.length);
}
