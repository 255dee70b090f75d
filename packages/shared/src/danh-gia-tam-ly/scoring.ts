import type { TamLyBand, TamLyDefinition, TamLyGroup, TamLyOption } from './instrument';

/**
 * The scoring of a wellbeing instrument, pure: a student's answers (question key → index of the chosen option) give
 * each group a raw sum, a final score (raw × the group's multiplier) and the band that score falls in.
 */
export type TamLyAnswers = Readonly<Record<string, number>>;

export interface TamLyGroupScore {
  group: string;
  /** Questions of the group answered (a group's score is only given once all are). */
  answered: number;
  total: number;
  raw: number;
  score: number;
  band: string | null;
  followUp: boolean;
}

/** The lowest and highest score an option of the set gives. */
export function optionRange(options: readonly TamLyOption[]): { min: number; max: number } {
  const scores = options.map((o) => o.score);
  return { min: Math.min(...scores), max: Math.max(...scores) };
}

/** A reverse-scored item: the score mirrored inside the option range (reversing twice gives the score back). */
export function reverseScore(score: number, range: { min: number; max: number }): number {
  return range.min + range.max - score;
}

/** The score one answer gives, or null when the index names no option. */
export function itemScore(options: readonly TamLyOption[], index: number, reverse: boolean): number | null {
  const option = Number.isInteger(index) ? options[index] : undefined;
  if (!option) return null;
  return reverse ? reverseScore(option.score, optionRange(options)) : option.score;
}

/** The band a final score falls in: the first whose edges hold it (bands are checked in their order). */
export function bandOf(bands: readonly TamLyBand[], score: number): TamLyBand | undefined {
  return bands.find((b) => score >= b.min && (b.max === null || score <= b.max));
}

/** The lowest and highest final score a group can reach. */
export function groupRange(definition: TamLyDefinition, group: TamLyGroup): { min: number; max: number } {
  const n = definition.questions.filter((q) => q.group === group.key).length;
  const range = optionRange(definition.options);
  return { min: n * range.min * group.multiplier, max: n * range.max * group.multiplier };
}

/** Every group's score; a group with an unansweredQuestions question has no band (it is not scored partially). */
export function scoreAnswers(definition: TamLyDefinition, answers: TamLyAnswers): TamLyGroupScore[] {
  return definition.groups.map((group) => {
    const questions = definition.questions.filter((q) => q.group === group.key);
    let raw = 0;
    let answered = 0;
    for (const q of questions) {
      const index = answers[q.key];
      const score = index === undefined ? null : itemScore(definition.options, index, q.reverse);
      if (score === null) continue;
      raw += score;
      answered += 1;
    }
    const complete = answered === questions.length;
    const score = raw * group.multiplier;
    const band = complete ? bandOf(group.bands, score) : undefined;
    return {
      group: group.key,
      answered,
      total: questions.length,
      raw,
      score,
      band: band?.key ?? null,
      followUp: band?.followUp ?? false,
    };
  });
}

/** Keys of the questions still without a valid answer, in the instrument's order. */
export function unansweredQuestions(definition: TamLyDefinition, answers: TamLyAnswers): string[] {
  return definition.questions
    .filter((q) => {
      const index = answers[q.key];
      return index === undefined || itemScore(definition.options, index, false) === null;
    })
    .map((q) => q.key);
}
