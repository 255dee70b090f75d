/**
 * What a question is searched with. The question is first lower-cased and stripped of accents by the database's
 * f_unaccent (the same function that built the passages' search text), so 'noi quy' and 'nội quy' are one query.
 * Words that carry no meaning in Vietnamese or English questions are dropped; long English words are searched by
 * their stem as a prefix, so 'suspended' also finds 'suspend' and 'suspends'.
 */
import { SYNONYMS } from './synonyms';

const STOPWORDS = new Set([
  // Vietnamese, without accents (as the search text is stored).
  // Homographs that matter once unaccented stay searchable: muộn/muốn (muon), cấm/cám (cam), thẻ/thế (the),
  // chủ (chu), di động (di), lực (luc), ban giám hiệu (ban), thầy (thay).
  'a',
  'ai',
  'bao',
  'biet',
  'bi',
  'cac',
  'can',
  'cho',
  'co',
  'con',
  'cua',
  'da',
  'dang',
  'day',
  'de',
  'den',
  'do',
  'duoc',
  'em',
  'gi',
  'hay',
  'hoac',
  'hoi',
  'khi',
  'khong',
  'kia',
  'la',
  'lam',
  'lai',
  'ma',
  'minh',
  'mot',
  'nao',
  'nay',
  'neu',
  'nhe',
  'nhieu',
  'nhu',
  'nhung',
  'o',
  'oi',
  'phai',
  'ra',
  'roi',
  'sao',
  'se',
  'thi',
  'toi',
  'trong',
  'tu',
  'va',
  'vao',
  've',
  'vay',
  'voi',
  'xin',
  'ah',
  'ak',
  'k',
  'ko',
  'vui',
  'long',
  'on',
  'duoi',
  'tren',
  'hien',
  'may',
  // English.
  'about',
  'after',
  'all',
  'also',
  'am',
  'an',
  'and',
  'any',
  'are',
  'as',
  'at',
  'be',
  'been',
  'before',
  'being',
  'by',
  'can',
  'could',
  'did',
  'does',
  'doing',
  'for',
  'from',
  'get',
  'gets',
  'got',
  'had',
  'has',
  'have',
  'he',
  'her',
  'his',
  'how',
  'i',
  'if',
  'in',
  'into',
  'is',
  'it',
  'its',
  'just',
  'know',
  'let',
  'me',
  'might',
  'more',
  'much',
  'must',
  'my',
  'need',
  'of',
  'on',
  'or',
  'our',
  'please',
  'shall',
  'she',
  'should',
  'so',
  'some',
  'tell',
  'than',
  'that',
  'their',
  'them',
  'then',
  'there',
  'these',
  'they',
  'this',
  'those',
  'to',
  'us',
  'was',
  'we',
  'were',
  'what',
  'whats',
  'when',
  'where',
  'which',
  'who',
  'whom',
  'why',
  'will',
  'with',
  'would',
  'you',
  'your',
  'want',
  'there',
  'any',
  'many',
  'one',
  'out',
  'up',
  's',
  't',
  'do',
  'happens',
  'happen',
]);

/**
 * The spellings with accents in which a Vietnamese stopword (above, unaccented) is the function word. Once unaccented,
 * many stopwords are also meaningful syllables: a question written with accents drops such a word only when it is spelt
 * as the function word ("thì", "có", "đến", "trong") and keeps it otherwise ("thi" an exam, "cờ" the flag, "dạy" to
 * teach, "lái" to drive, "tủ" a locker, "đăng" ký, "trông" to look after, "vé" a ticket). The English stopwords are
 * function words only as spelt ("be", "an", "so", "he", "me", "my", "to"), so the Vietnamese syllables they fold from
 * stay ("bể" bơi, "ăn", "số", "hè", "hệ", "mẹ", "mỹ" thuật, "tổ"). A question typed without accents cannot tell them
 * apart and drops them all, as before.
 */
const FUNCTION_SPELLINGS: Readonly<Record<string, readonly string[]>> = {
  a: ['a', 'à', 'ạ', 'á'],
  ai: ['ai'],
  bao: ['bao'],
  biet: ['biết'],
  bi: ['bị'],
  cac: ['các'],
  can: ['cần', 'can'],
  cho: ['cho'],
  co: ['có'],
  con: ['còn', 'con'],
  cua: ['của'],
  da: ['đã'],
  dang: ['đang'],
  day: ['đây', 'đấy'],
  de: ['để'],
  den: ['đến'],
  do: ['do', 'đó', 'đấy'],
  duoc: ['được'],
  duoi: ['dưới'],
  em: ['em'],
  gi: ['gì'],
  hay: ['hay'],
  hien: ['hiện'],
  hoac: ['hoặc'],
  hoi: ['hỏi', 'hơi'],
  khi: ['khi'],
  khong: ['không'],
  kia: ['kia'],
  la: ['là'],
  lai: ['lại'],
  lam: ['làm'],
  long: ['lòng'],
  ma: ['mà'],
  may: ['mấy'],
  minh: ['mình'],
  mot: ['một'],
  nao: ['nào'],
  nay: ['này', 'nay'],
  neu: ['nếu'],
  nhe: ['nhé', 'nhe'],
  nhieu: ['nhiêu', 'nhiều'],
  nhu: ['như'],
  nhung: ['những', 'nhưng'],
  o: ['ở', 'ơ', 'ô', 'o'],
  oi: ['ơi'],
  on: ['ơn', 'on'],
  phai: ['phải'],
  ra: ['ra'],
  roi: ['rồi'],
  sao: ['sao'],
  se: ['sẽ'],
  thi: ['thì'],
  toi: ['tôi', 'tới', 'tối'],
  trong: ['trong'],
  tren: ['trên'],
  tu: ['từ', 'tự'],
  va: ['và'],
  vao: ['vào'],
  vay: ['vậy'],
  ve: ['về'],
  voi: ['với'],
  vui: ['vui'],
  xin: ['xin'],
};

/**
 * Words that only frame the question, dropped so that the evidence a passage must give is the question's content (issue
 * 24 §7): a word asking "where", "how", "how long" or "when" is in no passage, and counted as a word the passages
 * leave out it made an answerable question look like one about something else. A Vietnamese framing is a pair ("ở
 * đâu", "thế nào", "bao lâu", "lúc nào", "hôm nào", "bao giờ"): alone, once unaccented, its word is a word of the
 * documents ("đầu", "thẻ", "lau", "lực", "giờ"), so it is dropped only next to its partner, and with the framing's
 * accents when the question has them. `drop` is the index in the pair of the word dropped (the other is a stopword).
 */
const VIETNAMESE_FRAMINGS: readonly { pair: readonly [string, string]; drop: 0 | 1; spelling: string }[] = [
  { pair: ['o', 'dau'], drop: 1, spelling: 'đâu' },
  { pair: ['the', 'nao'], drop: 0, spelling: 'thế' },
  { pair: ['bao', 'lau'], drop: 1, spelling: 'lâu' },
  { pair: ['luc', 'nao'], drop: 0, spelling: 'lúc' },
  { pair: ['hom', 'nao'], drop: 0, spelling: 'hôm' },
  { pair: ['bao', 'gio'], drop: 1, spelling: 'giờ' },
];
/**
 * English words that frame a question or carry no content, dropped in a question read as English only: "the" is also
 * "thẻ" (a card) once unaccented, "time" in "what time" asks when, "big" in "how big" asks a measure. A pair drops its
 * second word.
 */
const ENGLISH_FRAMINGS = new Set(['the', 'allowed', 'allow', 'permitted', 'anyone', 'someone', 'something', 'ever']);
const ENGLISH_FRAMING_PAIRS: readonly (readonly [string, string])[] = [
  ['what', 'time'],
  ['how', 'often'],
  ['how', 'big'],
  ['how', 'far'],
  ['how', 'fast'],
  ['how', 'soon'],
  ['what', 'counts'],
  ['look', 'like'],
];

const ENGLISH_MARKERS = new Set(
  'what how when where who which why is are does did was were has have the an of for with you your and i or at if it should must will would could there this that from by about'.split(
    ' ',
  ),
);
const VIETNAMESE_MARKERS = new Set(
  'co khong la gi thi bao nhieu may nao duoc cua cho va voi ai sao nhung cac mot o den phai'.split(' '),
);
/**
 * A question written without accents is read as English when it holds more English function words than Vietnamese
 * ones ("mat the hoc sinh thi lam the nao" holds "the" twice but is Vietnamese); one with accents never is.
 */
export function isEnglishQuestion(normalized: string, accented: boolean): boolean {
  if (accented) return false;
  const tokens = tokenize(normalized);
  const count = (markers: Set<string>) => tokens.filter((t) => markers.has(t)).length;
  return count(ENGLISH_MARKERS) > count(VIETNAMESE_MARKERS);
}

/** The indexes of the tokens that only frame the question (see VIETNAMESE_FRAMINGS and ENGLISH_FRAMINGS). */
function framingIndexes(tokens: readonly string[], spelled: readonly string[] | undefined, english: boolean) {
  const dropped = new Set<number>();
  tokens.forEach((token, i) => {
    const next = tokens[i + 1];
    if (english) {
      if (ENGLISH_FRAMINGS.has(token)) dropped.add(i);
      if (ENGLISH_FRAMING_PAIRS.some(([a, b]) => a === token && b === next)) dropped.add(i + 1);
      if (token === 'look' && next === 'like') dropped.add(i);
      return;
    }
    for (const { pair, drop, spelling } of VIETNAMESE_FRAMINGS) {
      if (pair[0] !== token || pair[1] !== next) continue;
      const at = i + drop;
      if (!spelled || spelled[at] === spelling) dropped.add(at);
    }
  });
  return dropped;
}

/**
 * The question asks for a number (an amount, a count, a duration, a time of day): "bao nhiêu", "mấy", "bao lâu", "how
 * many", "how much", "how long", "what time", "how old". A passage that holds no digit cannot answer it (retrieval.ts).
 * Without accents "mấy" is "may", also "máy" (a machine), so only "bao nhieu" and "bao lau" count there.
 */
export function asksForNumber(question: string): boolean {
  return /(?<![\p{L}\p{N}])(bao nhiêu|bao nhieu|mấy|bao lâu|bao lau|how many|how much|how long|what time|how old)(?![\p{L}\p{N}])/u.test(
    question.toLowerCase().normalize('NFC'),
  );
}

/** Lower-case letters and digits of the normalised question, in order. */
export function tokenize(normalized: string): string[] {
  return normalized.match(/[\p{L}\p{N}]+/gu) ?? [];
}

/**
 * A light English stemmer, enough to match inflections by prefix. Vietnamese syllables (at most 7 letters, never
 * ending in these suffixes) pass through unchanged.
 */
export function stem(token: string): string {
  if (token.length < 5 || !/^[a-z]+$/.test(token)) return token;
  const rules: [RegExp, string][] = [
    [/ies$/, 'y'],
    [/(ations?|ments?|ness|ings?|ions?|ed|es|s)$/, ''],
  ];
  for (const [pattern, replacement] of rules) {
    if (pattern.test(token)) {
      const stemmed = token.replace(pattern, replacement);
      if (stemmed.length >= 4 && !/(ss|us|is)$/.test(token)) return stemmed;
      return token;
    }
  }
  return token;
}

export interface QueryTerm {
  /** The form matched: a whole word, or a prefix when `prefix` is set. */
  text: string;
  prefix: boolean;
  /** Words (one token) or phrases (several) that answer for this word (synonyms.ts), matched whole. */
  alternatives?: string[][];
  /**
   * The question's own spelling of the word with its accents (lower case, NFC) when the question is written with
   * them: a passage holding that spelling matches fully, one holding only the unaccented form less (ranking.ts).
   */
  accented?: string;
}

export interface AnalysedQuery {
  terms: QueryTerm[];
  /** Adjacent meaningful words of the question ("hoc phi", "dong phuc"): a passage holding the phrase ranks higher. */
  pairs: [string, string][];
}

/**
 * `spelled`, when the question is written with accents, holds its words with their accents (lower case, NFC), one for
 * each token of `normalized`: a stopword spelt otherwise than its function word is kept (FUNCTION_SPELLINGS).
 */
export function analyseQuery(normalized: string, spelled?: readonly string[], english = false): AnalysedQuery {
  const tokens = tokenize(normalized);
  const aligned = spelled?.length === tokens.length ? spelled : undefined;
  const framings = framingIndexes(tokens, aligned, english);
  const terms = new Map<string, QueryTerm>();
  const pairs: [string, string][] = [];
  let previous: string | null = null;
  for (const [index, token] of tokens.entries()) {
    const spelling = aligned?.[index];
    const meaningful = spelling !== undefined && !(FUNCTION_SPELLINGS[token] ?? [token]).includes(spelling);
    if ((STOPWORDS.has(token) && !meaningful) || framings.has(index)) {
      previous = null;
      continue;
    }
    const stemmed = stem(token);
    const term: QueryTerm =
      stemmed.length >= 5 || stemmed !== token ? { text: stemmed, prefix: true } : { text: token, prefix: false };
    const alternatives = [...(SYNONYMS[token] ?? []), ...inflections(token, term)];
    if (alternatives.length > 0) term.alternatives = alternatives.map((a) => a.split(' '));
    terms.set(termKey(term), term);
    if (previous) pairs.push([previous, token]);
    previous = token;
  }
  return { terms: [...terms.values()], pairs };
}

/**
 * A short English word is matched whole (the stemmer leaves words under 5 letters alone), so its inflections are
 * searched with it: "buy" also finds "buying", "fee" "fees", "bus" "buses", "use" "used". Vietnamese syllables never
 * end so once unaccented, so they find nothing more.
 */
function inflections(token: string, term: QueryTerm): string[] {
  if (term.prefix || token.length < 3 || !/^[a-z]+$/.test(token)) return [];
  if (token.endsWith('ee')) return [`${token}s`];
  if (token.endsWith('e')) return [`${token}s`, `${token}d`];
  if (/(s|x|ch|sh)$/.test(token)) return [`${token}es`];
  return [`${token}s`, `${token}ed`, `${token}ing`];
}

/** What identifies a term (its form and its alternatives), e.g. for the statistics cache. */
export function termKey(term: QueryTerm): string {
  const base = `${term.text}${term.prefix ? '*' : ''}`;
  return term.alternatives ? `${base}|${term.alternatives.map((a) => a.join(' ')).join('|')}` : base;
}

/** The terms as a PostgreSQL tsquery (OR), safe because tokens hold only letters and digits. */
export function toTsQuery(terms: readonly QueryTerm[]): string {
  return terms
    .map((t) => {
      const own = t.prefix ? `${t.text}:*` : t.text;
      if (!t.alternatives) return own;
      return `(${[own, ...t.alternatives.map((a) => a.join(' <-> '))].join(' | ')})`;
    })
    .join(' | ');
}

/** The token is the term's word (or starts with it, for a prefix) or one of its one-word alternatives. */
export function termMatches(term: QueryTerm, token: string): boolean {
  if (term.prefix ? token.startsWith(term.text) : token === term.text) return true;
  return term.alternatives?.some((a) => a.length === 1 && a[0] === token) ?? false;
}

/** How often the term (or an alternative, phrases included) occurs in the tokens; `text` is ` ${tokens.join(' ')} `. */
export function termCount(term: QueryTerm, tokens: readonly string[], text: string): number {
  let n = tokens.reduce((sum, token) => sum + (termMatches(term, token) ? 1 : 0), 0);
  for (const phrase of term.alternatives ?? []) {
    if (phrase.length < 2) continue;
    const needle = ` ${phrase.join(' ')} `;
    for (let at = text.indexOf(needle); at >= 0; at = text.indexOf(needle, at + 1)) n++;
  }
  return n;
}
