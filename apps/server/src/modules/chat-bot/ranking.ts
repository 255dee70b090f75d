import { type AnalysedQuery, type QueryTerm, termMatches, tokenize } from './query-terms';

/**
 * Ranks the passages the database found (full-text match) with BM25: rare words of the question weigh more than
 * words every passage holds ("học", "sinh", "student"); words of the heading and phrases of the question add to it.
 * A word no passage contains weighs more in the question (a question about "pizza" is not answered by a
 * passage about the canteen) unless a passage holds a word close to it by trigrams (a typing mistake).
 * `coverage` is the share of the question's weight a passage answers, used to say "not found" honestly.
 */
export interface Candidate {
  id: number;
  /** Heading path and text, lower case without accents (the stored search text); the heading is the first line. */
  vanBan: string;
}

export interface Ranked<T extends Candidate> {
  candidate: T;
  score: number;
  coverage: number;
  /**
   * How many of the question's NOVEL items the passage leaves out: words no passage of the topics contains (unless
   * this passage holds a close misspelling), and Vietnamese two-syllable words ("máy bay", "ngân hàng", "nhà đất")
   * whose syllables the documents hold but never side by side. Evidence that the question is about something else.
   */
  missing: number;
}

export interface RankingOptions {
  /** The question is Vietnamese: its adjacent syllables form words, so a pair no passage holds is a novel word. */
  vietnamese?: boolean;
}

const K1 = 1.2;
const B = 0.5;
/** Trigram word similarity from which an unknown word counts as a misspelling of a passage's word. */
export const TYPO_SIMILARITY = 0.6;
/** How much more a word no passage contains weighs in the question than its rarity alone says. */
const UNKNOWN_WORD_FACTOR = 1.3;
/**
 * Weight of a Vietnamese two-syllable word no passage holds, relative to its rarer syllable. Chosen with the rule on
 * the tuning set (the grid of retrieval-tuning.test.ts run for 0, 0.25, 0.5, 0.75, 1, 1.5: 0.25 and 0.5 tie best,
 * "not found" 18/19 at top-3 90.5 %; 1 gave 16/19).
 */
const NOVEL_PAIR_FACTOR = 0.5;

export function idf(documentFrequency: number, total: number): number {
  return Math.log(1 + (total - documentFrequency + 0.5) / (documentFrequency + 0.5));
}

export function rankCandidates<T extends Candidate>(
  query: AnalysedQuery,
  candidates: readonly T[],
  documentFrequency: (term: QueryTerm) => number,
  total: number,
  /** Trigram similarity of an unknown term to the closest word of a passage (0 when not computed). */
  fuzzy: (candidateId: number, term: QueryTerm) => number = () => 0,
  options: RankingOptions = {},
): Ranked<T>[] {
  if (candidates.length === 0 || query.terms.length === 0) return [];
  const weights = query.terms.map((term) => idf(documentFrequency(term), Math.max(total, 1)));
  const totalWeight =
    query.terms.reduce(
      (sum, term, i) => sum + weights[i]! * (documentFrequency(term) === 0 ? UNKNOWN_WORD_FACTOR : 1),
      0,
    ) || 1;
  const parsed = candidates.map((c) => {
    const newline = c.vanBan.indexOf('\n');
    const heading = tokenize(newline >= 0 ? c.vanBan.slice(0, newline) : '');
    const body = tokenize(c.vanBan);
    return { c, heading, body, text: ` ${body.join(' ')} ` };
  });
  // Vietnamese words of two syllables the question holds but no candidate holds side by side, both syllables being
  // known words of the documents (a syllable no passage holds is already a novel word by itself).
  const knownSyllable = (token: string) =>
    query.terms.some((t) => documentFrequency(t) > 0 && termMatches(t, token)) && token.length <= 7;
  const novelPairs = options.vietnamese
    ? query.pairs.filter(
        ([a, b]) => knownSyllable(a) && knownSyllable(b) && !parsed.some(({ text }) => text.includes(` ${a} ${b} `)),
      )
    : [];
  const unknownTerms = query.terms.filter((t) => documentFrequency(t) === 0);
  // A novel two-syllable word weighs in the question like its rarer syllable, and no passage answers it.
  const syllableWeight = (token: string) =>
    Math.max(0, ...query.terms.map((t, i) => (termMatches(t, token) ? weights[i]! : 0)));
  const novelWeight = novelPairs.reduce(
    (sum, [a, b]) => sum + NOVEL_PAIR_FACTOR * Math.max(syllableWeight(a), syllableWeight(b)),
    0,
  );
  const averageLength = parsed.reduce((sum, p) => sum + p.body.length, 0) / parsed.length || 1;

  return parsed
    .map(({ c, heading, body, text }) => {
      let score = 0;
      let matchedWeight = 0;
      let missing = novelPairs.length;
      query.terms.forEach((term, i) => {
        const weight = weights[i]!;
        let tf = body.reduce((n, token) => n + (termMatches(term, token) ? 1 : 0), 0);
        let factor = 1;
        if (tf === 0) {
          const similarity = fuzzy(c.id, term);
          if (similarity < TYPO_SIMILARITY) {
            if (unknownTerms.includes(term)) missing++;
            return;
          }
          tf = 1;
          // A corrected misspelling answers the word fully, whatever weight its rarity gave it.
          factor = similarity * (documentFrequency(term) === 0 ? UNKNOWN_WORD_FACTOR : 1);
        }
        matchedWeight += weight * factor;
        score += (factor * weight * (tf * (K1 + 1))) / (tf + K1 * (1 - B + (B * body.length) / averageLength));
        if (heading.some((token) => termMatches(term, token))) score += weight * 0.6;
      });
      for (const [a, b] of query.pairs) {
        if (text.includes(` ${a} ${b} `)) score += 1.5;
      }
      const coverage = Math.min(1, matchedWeight / (totalWeight + novelWeight));
      return { candidate: c, score: score * (0.5 + coverage), coverage, missing };
    })
    .sort((a, b) => b.score - a.score);
}
