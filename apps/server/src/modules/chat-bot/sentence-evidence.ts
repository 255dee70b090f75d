import { foldVietnamese } from '@hpl/shared/text-fold';
import { type AnswerKind, holdsKind } from './answer-types';
import { type QueryTerm, termCount, tokenize } from './query-terms';

/**
 * Evidence at the SENTENCE rather than the passage (issue 24 §7). A passage can hold the question's words in one
 * sentence and a time, a number or a room about something else in another ("Căng tin mở cửa lúc mấy giờ?" against
 * the student-card rule, which names the canteen and a fee); the answer a question asks for stands next to the words
 * it asks about. The best passage is split into sentences (and list items); the best sentences are those holding the
 * most of the question's weight (its words matched as the ranking matches them: synonyms, the accent-folded form),
 * the heading counting for every sentence. Kept (retrieval.ts SENTENCE_CHECKS): a digit for a question asking for a
 * number, an amount for one asking for money, in a sentence holding at least SENTENCE_SHARE of the best one's weight.
 */
export type Evidence = AnswerKind | 'digit';
export interface SentenceEvidence {
  /**
   * Each sentence: its weight of the question's words (outside the heading) as a share of the best sentence's, and
   * the kinds of answer asked for (answer-types.ts; 'digit' for a number) it holds.
   */
  sentences: { share: number; holds: Evidence[] }[];
  /** The kinds of answer the question asks for. */
  asked: Evidence[];
  /** The share of the question's whole weight held by the heading and the best sentence together. */
  coverage: number;
}

/**
 * The kinds asked for that no sentence holding at least `share` of the best sentence's weight holds (1: the best
 * sentences only). SENTENCE_SHARE was chosen on the tuning material (retrieval-tuning.test.ts, TUNE_CHATBOT=sentences).
 */
export const SENTENCE_SHARE = 0.5;
export function lacksInSentences(evidence: SentenceEvidence, kinds: readonly Evidence[], share = SENTENCE_SHARE) {
  const near = evidence.sentences.filter((s) => s.share >= share - 1e-9);
  return kinds.filter((kind) => evidence.asked.includes(kind) && !near.some((s) => s.holds.includes(kind)));
}

const fold = foldVietnamese;

/** Sentences and list items ("1. …" kept whole) of a passage's text, as written. */
export function splitSentences(text: string): string[] {
  return text
    .split(/\n+|(?<=[.!?;])(?<!(?:^|\n)\s*\d+(?:\.\d+)*\.)\s+(?=[\p{Lu}\p{N}"“(])/u)
    .map((s) => s.trim())
    .filter((s) => s.length > 0);
}

/**
 * The evidence the best passage (its heading `muc`, its text `noiDung`) gives sentence by sentence, for the question's
 * terms weighed by `weights` (idf) and the kinds of answer it asks for.
 */
export function sentenceEvidence(
  question: string,
  terms: readonly QueryTerm[],
  weights: readonly number[],
  passage: { muc: string; noiDung: string },
  kinds: readonly Evidence[],
): SentenceEvidence {
  const tokensOf = (text: string) => {
    const tokens = tokenize(fold(text));
    return { tokens, text: ` ${tokens.join(' ')} ` };
  };
  const heading = tokensOf(passage.muc);
  const sentences = splitSentences(passage.noiDung);
  const held = (s: { tokens: string[]; text: string }) => terms.map((t) => termCount(t, s.tokens, s.text) > 0);
  const inHeading = held(heading);
  const weightOf = (flags: boolean[]) => flags.reduce((sum, f, i) => sum + (f ? (weights[i] ?? 0) : 0), 0);
  const perSentence = sentences.map((s) => held(tokensOf(s)));
  const scores = perSentence.map((flags) => weightOf(flags.map((f, i) => f && !inHeading[i])));
  const best = Math.max(0, ...scores);
  const total = weights.reduce((sum, w) => sum + w, 0);
  const headingWeight = weightOf(inHeading);

  const holds = (kind: Evidence, i: number) =>
    kind === 'digit' ? /\d/.test(sentences[i]!) : holdsKind(kind, question, sentences[i]!);
  return {
    sentences: sentences.map((_, i) => ({
      share: best > 0 ? scores[i]! / best : 1,
      holds: kinds.filter((kind) => holds(kind, i)),
    })),
    asked: [...kinds],
    coverage: total > 0 ? (headingWeight + best) / total : 0,
  };
}
