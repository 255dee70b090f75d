import { stripAccents } from '@hpl/shared/text-fold';
import type { Db } from '../../db/client';
import { questionLanguage } from './answer';
import { type AnswerKind, expectedKinds, holdsKind } from './answer-types';
import { normalizeText, type SearchRow, searchHeadings, searchPassages, similarityTo } from './chat-bot.repository';
import { analyseQuery, asksForNumber, isEnglishQuestion, type QueryTerm, tokenize } from './query-terms';
import { idf, type RankingParameters, rankCandidates, TYPO_SIMILARITY } from './ranking';
import { type Evidence, lacksInSentences, type SentenceEvidence, sentenceEvidence } from './sentence-evidence';
import { cachedTermStatistics } from './term-statistics-cache';

/**
 * Finds the passages of the given topics that answer a question: PostgreSQL full-text search (accent-insensitive,
 * on both PGlite and PostgreSQL) for candidates, pg_trgm similarity for words typed wrong (and the headings' trigram
 * index when no word is known), then BM25 ranking. School words are searched with their synonyms (synonyms.ts); a
 * question written with accents also compares its words' accents with the passage's (the folded match weighs less).
 */
export interface Retrieved extends SearchRow {
  score: number;
  coverage: number;
  /** Novel words or two-syllable words of the question the passage leaves out (see ranking.ts). */
  missing: number;
  /** The question asks for a number (query-terms.ts `asksForNumber`) and the passage's text holds no digit. */
  lacksNumber?: boolean;
  /** The kinds of answer the question asks for that the passage does not hold (answer-types.ts). */
  lacks?: AnswerKind[];
  /** The evidence of the best passage's best sentences (sentence-evidence.ts); set on the best passage only. */
  sentence?: SentenceEvidence;
}

export interface RetrievalResult {
  normalizedQuestion: string;
  /** Best first; empty when nothing in the documents answers the question. */
  passages: Retrieved[];
}

/** Candidates fetched by full-text rank before the BM25 ranking. */
const CANDIDATES = 150;
/** Words in more than this share of the passages select almost everything; they still count in the ranking. */
const COMMON_SHARE = 0.5;
/** Unknown words compared by trigrams, at most (each is one query over the candidates). */
const FUZZY_WORDS = 3;
/** The shortest unknown word of a Vietnamese question compared by trigrams (longer than any syllable). */
const VIETNAMESE_FUZZY_LENGTH = 8;

/**
 * The "not found" rule, a principle with four numbers. The best passage answers when it covers nearly all of the
 * question's weight (`fullCoverage`; idf weights, a word no passage holds weighs more), or when it covers a fair share
 * of it (`minCoverage`) AND stands out from the next passage by a score margin (`minMargin`, 1 − second/best). When
 * the question holds something the documents of its topic never mention — a word no passage holds ("Paris",
 * "BlackPink") or a Vietnamese two-syllable word whose syllables never stand side by side in them ("máy bay",
 * "ngân hàng", "nhà đất") — and the best passage does not cover it (ranking.ts `missing`), only `novelCoverage`
 * counts: matching the other, common words ("giá", "đi", "trường") is no answer — unless there are at most
 * NOVEL_DETAILS of them and the passage stands far ahead of the next (`novelMinCoverage`, `novelMargin`): a question
 * with a detail the documents do not name ("dentist appointment", "hải sản") still finds its rule. The numbers were
 * chosen by the grid search of retrieval-tuning.test.ts over the tuning material (the tuning set with its close cases,
 * and held-out sets 1 to 4, which had all been measured; 410 questions) under the rule: "not found" ≥ 90 % in
 * each topic and top-3 ≥ 90 %; held-out set 5 took no part. The best rules tie over `minCoverage` and `novelCoverage`
 * (0.65–0.8); the loosest is kept, as the tie-break says. Re-chosen (2026-11-29) once the question's framing words
 * were dropped (query-terms.ts): the margin path of a passage that leaves nothing novel out now asks a margin of 0.5
 * (was 0.1) and `fullCoverage` is 0.55 (was 0.5); one that leaves a novel detail out needs 45 % (was 35 %) and a
 * margin of 0.5 (was 0.6). Before all of this a question asking for a number is not answered by a passage holding
 * none (`lacksNumber`), nor one asking for a kind of answer the passage lacks (ANSWER_CHECKS). With held-out set 5
 * added to the tuning material (504 questions) the grid finds only stricter rules holding 90 % per topic, which trade
 * 5 answerable questions for 5 unanswerable ones (a tie on the objective): the rule was kept.
 */
export interface NotFoundRule {
  fullCoverage: number;
  minCoverage: number;
  minMargin: number;
  /** Coverage the best passage needs when it leaves out a novel word of the question... */
  novelCoverage: number;
  /**
   * ...or this coverage with a score margin of `novelMargin` over the next passage (it alone answers the rest), when
   * the novel items are at most NOVEL_DETAILS: one or two are a detail of the question ("dentist appointment", "hải
   * sản"), more mean the question is about something else.
   */
  novelMinCoverage: number;
  novelMargin: number;
}
export const NOVEL_DETAILS = 2;
export const NOT_FOUND_RULE: NotFoundRule = {
  fullCoverage: 0.55,
  minCoverage: 0.2,
  minMargin: 0.5,
  novelCoverage: 0.65,
  novelMinCoverage: 0.45,
  novelMargin: 0.5,
};

/**
 * The other passages given with the best one (at most `limit` in all; the panel folds them behind "more sources")
 * score at least this share of the best passage's score.
 */
export const SOURCE_SHARE = 0.3;

/**
 * The answer kinds checked before the rule (answer-types.ts): the best passage must hold each one the question asks
 * for. Chosen on the tuning material (retrieval-tuning.test.ts, TUNE_CHATBOT=types): "who is / ai là" needs a person
 * named in the passage; the question's most specific word must be in a best passage that covers less than
 * KEY_COVERAGE of the question.
 */
export const ANSWER_CHECKS: ReadonlySet<AnswerKind> = new Set<AnswerKind>(['name', 'key']);
export const KEY_COVERAGE = 0.5;

/**
 * The answers checked at the sentence (sentence-evidence.ts): a question asking for a number ("bao nhiêu", "mấy",
 * "how many", "what time") or an amount of money ("giá bao nhiêu", "how much is") is not answered by a best passage
 * whose sentences holding the question's words (at least SENTENCE_SHARE of the best one's weight) hold no digit, or
 * no amount. Chosen on the tuning material (retrieval-tuning.test.ts, TUNE_CHATBOT=sentences).
 */
export const SENTENCE_CHECKS: readonly Evidence[] = ['digit', 'money'];

/**
 * An answer stands in a sentence: the best passage's heading and its best sentence together must hold at least this
 * share of the question's weight (sentence-evidence.ts `coverage`); a passage that holds the question's words only
 * scattered over different sentences speaks of them, not to the question ("Is there a staff gym on campus?" against
 * the fire-safety article). Chosen on the tuning material (held-out sets 1 to 7 included; retrieval-tuning.test.ts,
 * TUNE_CHATBOT=sentence-coverage): 0.375 took "not found" from 292 to 295 of 347 with top-3 unchanged (320/351);
 * 0.4 and above cost answerable questions (0.5: top-3 316, "not found" 298).
 */
export const SENTENCE_COVERAGE = 0.375;

/**
 * The best passage cannot answer: the question asks for a number it lacks, or a kind of answer it lacks, or no
 * sentence of it holds enough of the question.
 */
export function lacksAnswer(
  best: Retrieved,
  checks: ReadonlySet<AnswerKind> = ANSWER_CHECKS,
  sentenceChecks: readonly Evidence[] = SENTENCE_CHECKS,
  sentenceCoverage = SENTENCE_COVERAGE,
): boolean {
  if (best.lacksNumber) return true;
  if (best.sentence && best.sentence.coverage < sentenceCoverage) return true;
  if (best.sentence && lacksInSentences(best.sentence, sentenceChecks).length > 0) return true;
  return best.lacks?.some((kind) => checks.has(kind) && (kind !== 'key' || best.coverage < KEY_COVERAGE)) ?? false;
}

/** The passages given as the answer (best first, at most `limit`), or none for "not found". */
export function selectAnswer(
  ranked: readonly Retrieved[],
  rule: NotFoundRule = NOT_FOUND_RULE,
  limit = 3,
  sourceShare = SOURCE_SHARE,
  checks: ReadonlySet<AnswerKind> = ANSWER_CHECKS,
  sentenceChecks: readonly Evidence[] = SENTENCE_CHECKS,
  sentenceCoverage = SENTENCE_COVERAGE,
): Retrieved[] {
  const [best, second] = ranked;
  // A question asking for a number is not answered by a best passage that holds none (issue 24 §7: "How much does a
  // PE uniform cost?" found the PE uniform rule, which names no price).
  if (!best || lacksAnswer(best, checks, sentenceChecks, sentenceCoverage)) return [];
  const margin = second && best.score > 0 ? 1 - second.score / best.score : 1;
  const answers =
    best.missing > 0
      ? best.coverage >= rule.novelCoverage ||
        (best.missing <= NOVEL_DETAILS && best.coverage >= rule.novelMinCoverage && margin >= rule.novelMargin)
      : best.coverage >= rule.fullCoverage || (best.coverage >= rule.minCoverage && margin >= rule.minMargin);
  if (!answers) return [];
  return ranked
    .filter((r) => r.score >= best.score * sourceShare && r.coverage >= Math.min(rule.minCoverage, best.coverage) * 0.8)
    .slice(0, limit);
}

export async function retrievePassages(
  db: Db,
  topics: readonly number[],
  question: string,
  limit = 3,
  rule = NOT_FOUND_RULE,
): Promise<RetrievalResult> {
  const { normalizedQuestion, ranked } = await rankPassages(db, topics, question);
  return { normalizedQuestion, passages: selectAnswer(ranked, rule, limit) };
}

/** Without its accents, as f_unaccent does for Vietnamese (the question's words are matched to the folded terms). */
const fold = stripAccents;

/**
 * A question written with accents gives each of its words its accented spelling (query-terms.ts `accented`); one
 * typed without any accent leaves them unset, and every passage is compared without accents as before.
 */
export function spellAccents(question: string, terms: readonly QueryTerm[]): void {
  const words = tokenize(question.toLowerCase().normalize('NFC'));
  if (!words.some((w) => fold(w) !== w)) return;
  const spellings = new Map(words.map((w) => [fold(w), w]));
  for (const term of terms) {
    const spelled = spellings.get(term.text);
    if (spelled && !term.prefix) term.accented = spelled;
    else if (spelled && term.prefix && spelled.length === term.text.length) term.accented = spelled;
  }
}

/** Every candidate ranked, best first, before the "not found" rule (the tuning test reads this). */
export async function rankPassages(
  db: Db,
  topics: readonly number[],
  question: string,
  parameters?: RankingParameters,
): Promise<{ normalizedQuestion: string; ranked: Retrieved[] }> {
  const normalizedQuestion = (await normalizeText(db, question)).slice(0, 500);
  const spelled = tokenize(question.slice(0, 500).toLowerCase().normalize('NFC'));
  const accented = spelled.some((w) => fold(w) !== w);
  // A question read as English drops its English framing words ("the", "what time"); query-terms.ts.
  const english = isEnglishQuestion(normalizedQuestion, accented);
  const query = analyseQuery(normalizedQuestion, accented ? spelled : undefined, english);
  spellAccents(question.slice(0, 500), query.terms);
  if (query.terms.length === 0 || topics.length === 0) return { normalizedQuestion, ranked: [] };

  const { total, frequencies } = await cachedTermStatistics(db, topics, query.terms);
  const frequencyOf = new Map<QueryTerm, number>(query.terms.map((t, i) => [t, frequencies[i] ?? 0]));
  const known = query.terms.filter((t) => (frequencyOf.get(t) ?? 0) > 0);
  const selective = known.filter((t) => (frequencyOf.get(t) ?? 0) <= total * COMMON_SHARE);
  const candidates =
    known.length > 0
      ? await searchPassages(db, topics, selective.length > 0 ? selective : known, CANDIDATES)
      : await searchHeadings(db, topics, normalizedQuestion, 20);

  // Words no passage contains may be misspelt: matched by trigrams against the candidates' text.
  const fuzzy = new Map<string, number>();
  // A Vietnamese syllable is short and shares trigrams with many others ("tuyet" with "tuyen"): only longer words
  // (words typed together, English words) are compared in a Vietnamese question.
  const vietnamese = questionLanguage(question, 'vi') === 'vi';
  const unknown = query.terms
    .filter((t) => frequencyOf.get(t) === 0 && t.text.length >= (vietnamese ? VIETNAMESE_FUZZY_LENGTH : 4))
    .slice(0, FUZZY_WORDS);
  for (const term of unknown) {
    for (const row of await similarityTo(
      db,
      candidates.map((c) => c.id),
      term.text,
    )) {
      if (row.similarity >= TYPO_SIMILARITY) fuzzy.set(`${row.id}:${term.text}`, row.similarity);
    }
  }

  const ranked = rankCandidates(
    query,
    candidates.map((c) => ({ ...c, accented: `${c.muc}\n${c.noiDung}`.toLowerCase().normalize('NFC') })),
    (t) => frequencyOf.get(t) ?? 0,
    total,
    (id, t) => fuzzy.get(`${id}:${t.text}`) ?? 0,
    { vietnamese, parameters },
  );
  const asksNumber = asksForNumber(question.slice(0, 500));
  const kinds = expectedKinds(question.slice(0, 500));
  const rows: Retrieved[] = ranked.map(
    ({ candidate: { accented: _accented, ...row }, score, coverage, missing, keyHeld }) => {
      const lacks = kinds.filter((kind) => !holdsKind(kind, question, `${row.muc}\n${row.noiDung}`));
      if (!keyHeld) lacks.push('key');
      return {
        ...row,
        score,
        coverage,
        missing,
        ...(asksNumber && !/\d/.test(row.noiDung) ? { lacksNumber: true } : {}),
        ...(lacks.length > 0 ? { lacks } : {}),
      };
    },
  );
  const [best] = rows;
  if (best) {
    const weights = query.terms.map((t) => idf(frequencyOf.get(t) ?? 0, Math.max(total, 1)));
    const asked = [...kinds.filter((k) => k !== 'permission'), ...(asksNumber ? (['digit'] as const) : [])];
    best.sentence = sentenceEvidence(question.slice(0, 500), query.terms, weights, best, asked);
  }
  return { normalizedQuestion, ranked: rows };
}
