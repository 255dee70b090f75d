import type { Db } from '../../db/client';
import {
  normalizeText,
  type SearchRow,
  searchHeadings,
  searchPassages,
  similarityTo,
  termStatistics,
} from './chat-bot.repository';
import { analyseQuery, type QueryTerm } from './query-terms';
import { rankCandidates, TYPO_SIMILARITY } from './ranking';

/**
 * Finds the passages of the given topics that answer a question: PostgreSQL full-text search (accent-insensitive,
 * on both PGlite and PostgreSQL) for candidates, pg_trgm similarity for words typed wrong (and the headings' trigram
 * index when no word is known), then BM25 ranking.
 */
export interface Retrieved extends SearchRow {
  score: number;
  coverage: number;
}

export interface RetrievalResult {
  normalizedQuestion: string;
  /** Best first; empty when nothing in the documents answers the question. */
  passages: Retrieved[];
}

/** Candidates fetched by full-text rank before the BM25 ranking. */
const CANDIDATES = 150;
/** Below this share of the question's weight a passage is not an answer ("not found" instead of a guess). */
export const MIN_COVERAGE = 0.5;
/** Words in more than this share of the passages select almost everything; they still count in the ranking. */
const COMMON_SHARE = 0.5;
/** Unknown words compared by trigrams, at most (each is one query over the candidates). */
const FUZZY_WORDS = 3;

export async function retrievePassages(
  db: Db,
  topics: readonly number[],
  question: string,
  limit = 3,
): Promise<RetrievalResult> {
  const normalizedQuestion = (await normalizeText(db, question)).slice(0, 500);
  const query = analyseQuery(normalizedQuestion);
  if (query.terms.length === 0 || topics.length === 0) return { normalizedQuestion, passages: [] };

  const { total, frequencies } = await termStatistics(db, topics, query.terms);
  const frequencyOf = new Map<QueryTerm, number>(query.terms.map((t, i) => [t, frequencies[i] ?? 0]));
  const known = query.terms.filter((t) => (frequencyOf.get(t) ?? 0) > 0);
  const selective = known.filter((t) => (frequencyOf.get(t) ?? 0) <= total * COMMON_SHARE);
  const candidates =
    known.length > 0
      ? await searchPassages(db, topics, selective.length > 0 ? selective : known, CANDIDATES)
      : await searchHeadings(db, topics, normalizedQuestion, 20);

  // Words no passage contains may be misspelt: matched by trigrams against the candidates' text.
  const fuzzy = new Map<string, number>();
  const unknown = query.terms.filter((t) => frequencyOf.get(t) === 0 && t.text.length >= 4).slice(0, FUZZY_WORDS);
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
    candidates,
    (t) => frequencyOf.get(t) ?? 0,
    total,
    (id, t) => fuzzy.get(`${id}:${t.text}`) ?? 0,
  );
  const best = ranked[0];
  if (!best || best.coverage < MIN_COVERAGE) return { normalizedQuestion, passages: [] };
  const passages = ranked
    .filter((r) => r.score >= best.score * 0.45 && r.coverage >= MIN_COVERAGE * 0.8)
    .slice(0, limit)
    .map((r) => ({ ...r.candidate, score: r.score, coverage: r.coverage }));
  return { normalizedQuestion, passages };
}
