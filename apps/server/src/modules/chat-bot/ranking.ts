import { type AnalysedQuery, type QueryTerm, termCount, termMatches, tokenize } from './query-terms';

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
  /** The same with its accents (lower case, NFC), when known: an accented question's words are compared with it. */
  accented?: string;
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
  /** The passage holds the question's most specific known word (the highest idf among those some passage holds). */
  keyHeld: boolean;
}

export interface RankingOptions {
  /** The question is Vietnamese: its adjacent syllables form words, so a pair no passage holds is a novel word. */
  vietnamese?: boolean;
  /** The ranking's numbers (RANKING_PARAMETERS unless the tuning test tries others). */
  parameters?: RankingParameters;
}

/**
 * The ranking's numbers. BM25's `k1` (how fast repeated words stop adding) and `b` (how much a long passage is
 * discounted); `heading`, the share of a word's weight added when the passage's own heading holds it, and
 * `parentHeading` when only a heading above it does (issue 24 §7: prefer the passage whose heading matches — the phone
 * rule, not the laptop rule under the same "Điện thoại và thiết bị điện tử" section; 0.6 for either before; heading 1,
 * parent 0 chosen on the tuning material under the rule then: best passage right 150 → 154 of 173, top-3 158 → 159,
 * "not found" unchanged; heading 1.5 or 2 lost top-3); `pair`, the bonus of a passage holding two adjacent words of
 * the question side by side; `accentFold`, the weight of a word of a question
 * written with accents that the passage holds only with other accents ("bay" for "bảy", "muon" for "muốn"): Vietnamese
 * syllables that differ only by their accents are different words, so the unaccented match (the second, folded field)
 * counts less than the exact one, in the score and in the coverage. Questions typed without accents match the folded
 * field fully, as before.
 */
export interface RankingParameters {
  k1: number;
  b: number;
  heading: number;
  /** The same for a word held only by a heading above the passage's own (its chapter or section). */
  parentHeading: number;
  pair: number;
  accentFold: number;
}
export const RANKING_PARAMETERS: RankingParameters = {
  k1: 1.2,
  b: 0.5,
  heading: 1,
  parentHeading: 0,
  pair: 1.5,
  accentFold: 0.6,
};

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
  const {
    k1,
    b,
    heading: headingShare,
    parentHeading: parentShare,
    pair: pairBonus,
    accentFold,
  } = options.parameters ?? RANKING_PARAMETERS;
  const parsed = candidates.map((c) => {
    const newline = c.vanBan.indexOf('\n');
    const path = newline >= 0 ? c.vanBan.slice(0, newline) : '';
    // The path's separator "›" (">" once f_unaccent has folded it).
    const cut = Math.max(path.lastIndexOf('›'), path.lastIndexOf('>'));
    // The passage's own heading (the last of the path) and the headings above it (the chapter, the section).
    const heading = tokenize(cut >= 0 ? path.slice(cut + 1) : path);
    const parents = tokenize(cut >= 0 ? path.slice(0, cut) : '');
    const body = tokenize(c.vanBan);
    const accented = c.accented === undefined ? null : tokenize(c.accented);
    return {
      c,
      heading,
      parents,
      body,
      text: ` ${body.join(' ')} `,
      accented: accented && new Set(accented),
      accentedText: accented && ` ${accented.join(' ')} `,
    };
  });
  const accentOf = new Map(query.terms.flatMap((t) => (t.accented ? [[t.text, t.accented] as const] : [])));
  /** 1 when the passage holds the question's accented spelling (or no spelling is known), else `accentFold`. */
  const accentFactor = (term: QueryTerm, accented: Set<string> | null) => {
    if (!term.accented || !accented) return 1;
    const spelled = term.accented;
    if (term.prefix ? [...accented].some((t) => t.startsWith(spelled)) : accented.has(spelled)) return 1;
    return accentFold;
  };
  // Vietnamese words of two syllables the question holds but no candidate holds side by side, both syllables being
  // known words of the documents (a syllable no passage holds is already a novel word by itself). A pair that shares a
  // syllable with a neighbouring pair the documents hold is no word of its own: "mở cửa lúc" is "mở cửa" + "lúc", not
  // a novel "cửa lúc" (the question's words are read as the documents' words first).
  const knownSyllable = (token: string) =>
    query.terms.some((t) => documentFrequency(t) > 0 && termMatches(t, token)) && token.length <= 7;
  const heldPair = (pair: readonly [string, string] | undefined) =>
    pair !== undefined && parsed.some(({ text }) => text.includes(` ${pair[0]} ${pair[1]} `));
  const novelPairs = options.vietnamese
    ? query.pairs.filter(([a, b], k, pairs) => {
        if (!knownSyllable(a) || !knownSyllable(b) || heldPair([a, b])) return false;
        const before = pairs[k - 1];
        const after = pairs[k + 1];
        return !(before?.[1] === a && heldPair(before)) && !(after?.[0] === b && heldPair(after));
      })
    : [];
  const unknownTerms = query.terms.filter((t) => documentFrequency(t) === 0);
  // A novel two-syllable word weighs in the question like its rarer syllable, and no passage answers it.
  const syllableWeight = (token: string) =>
    Math.max(0, ...query.terms.map((t, i) => (termMatches(t, token) ? weights[i]! : 0)));
  const novelWeight = novelPairs.reduce(
    (sum, [a, b]) => sum + NOVEL_PAIR_FACTOR * Math.max(syllableWeight(a), syllableWeight(b)),
    0,
  );
  // The question's most specific word that some passage holds (words no passage holds count in `missing`).
  const key = query.terms.reduce<number>(
    (k, term, i) => (documentFrequency(term) > 0 && (k < 0 || weights[i]! > weights[k]!) ? i : k),
    -1,
  );
  const averageLength = parsed.reduce((sum, p) => sum + p.body.length, 0) / parsed.length || 1;

  return parsed
    .map(({ c, heading, parents, body, text, accented, accentedText }) => {
      let score = 0;
      let matchedWeight = 0;
      let missing = novelPairs.length;
      let keyHeld = key < 0;
      query.terms.forEach((term, i) => {
        const weight = weights[i]!;
        let tf = termCount(term, body, text);
        // A word found only through an alternative (a synonym) is not compared by its accents.
        let factor = body.some((token) => (term.prefix ? token.startsWith(term.text) : token === term.text))
          ? accentFactor(term, accented)
          : 1;
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
        if (i === key) keyHeld = true;
        matchedWeight += weight * factor;
        score += (factor * weight * (tf * (k1 + 1))) / (tf + k1 * (1 - b + (b * body.length) / averageLength));
        if (heading.some((token) => termMatches(term, token))) score += weight * headingShare * factor;
        else if (parents.some((token) => termMatches(term, token))) score += weight * parentShare * factor;
      });
      for (const [first, second] of query.pairs) {
        if (!text.includes(` ${first} ${second} `)) continue;
        const spelled = [accentOf.get(first), accentOf.get(second)];
        const exact = !accentedText || !spelled[0] || !spelled[1] || accentedText.includes(` ${spelled.join(' ')} `);
        score += pairBonus * (exact ? 1 : accentFold);
      }
      const coverage = Math.min(1, matchedWeight / (totalWeight + novelWeight));
      return { candidate: c, score: score * (0.5 + coverage), coverage, missing, keyHeld };
    })
    .sort((a, b) => b.score - a.score);
}
