/**
 * Vietnamese order of people's names: by given name (the last word), then the rest of the name (family and middle
 * names), syllable by syllable, each syllable by its letters in the Vietnamese alphabet
 * (a ă â b c d đ e ê f g h i j k l m n o ô ơ p q r s t u ư v w x y z) and then by its tone
 * (ngang, huyền, hỏi, ngã, sắc, nặng — the dictionary order of the Vietnam Lexicography Centre, which ICU's `vi`
 * collation follows too).
 *
 * The database sorts by a stored key (`COLLATE "C"`: byte order) because the embedded PGlite's ICU has no locale data;
 * the key is plain ASCII so JavaScript's string comparison and PostgreSQL's byte order agree.
 */

/** Letters with a modifier mark are letters of their own: the digit after the base letter orders them. */
const VARIANT: Record<string, Record<string, string>> = {
  a: { '\u0306': '1', '\u0302': '2' },
  e: { '\u0302': '1' },
  o: { '\u0302': '1', '\u031b': '2' },
  u: { '\u031b': '1' },
};

/** Tone marks (NFD combining characters) → their rank; ngang (no mark) is 0. */
const TONE: Record<string, string> = {
  '\u0300': '1', // huyền
  '\u0309': '2', // hỏi
  '\u0303': '3', // ngã
  '\u0301': '4', // sắc
  '\u0323': '5', // nặng
};

/** Below every letter code, so a syllable sorts before the longer ones it starts (cha < chan, ác < ách). */
const TONE_SEPARATOR = '.';
const WORD_SEPARATOR = ' ';
const PART_SEPARATOR = '|';

const isMark = (c: string) => /\p{M}/u.test(c);
const isWordChar = (c: string) => /[\p{L}\p{N}]/u.test(c);

/** One syllable: two ASCII characters per letter (base, variant), then the tone. */
function syllableKey(word: string): string {
  let letters = '';
  let tone = '';
  const chars = [...word];
  for (let i = 0; i < chars.length; i++) {
    const base = chars[i]!;
    const marks: string[] = [];
    while (i + 1 < chars.length && isMark(chars[i + 1]!)) marks.push(chars[++i]!);
    for (const mark of marks) if (!tone && TONE[mark]) tone = TONE[mark];
    if (base === 'đ' || base === 'ð') letters += 'd1';
    else if (/[a-z0-9]/.test(base)) {
      const variant = marks.map((m) => VARIANT[base]?.[m]).find(Boolean);
      letters += base + (variant ?? '0');
    } else {
      // Letters outside the Vietnamese and Latin alphabets sort after z, among themselves by code point.
      letters += `~${base.codePointAt(0)!.toString(16).padStart(6, '0')}`;
    }
  }
  return letters + TONE_SEPARATOR + (tone || '0');
}

/** The words of a name: letters and digits; spaces, hyphens, dots and apostrophes only separate them. */
function wordsOf(name: string): string[] {
  const words: string[] = [];
  let current = '';
  for (const c of name.normalize('NFD').toLowerCase()) {
    if (isWordChar(c) || (current && isMark(c))) current += c;
    else if (current) {
      words.push(current);
      current = '';
    }
  }
  if (current) words.push(current);
  return words;
}

/**
 * The sort key of a person's full name: compare keys as plain strings (`<`, or `COLLATE "C"` in SQL). Case, spacing
 * and the placement of the tone mark (hoà / hòa) make no difference.
 */
export function nameSortKey(hoTen: string): string {
  const words = wordsOf(hoTen);
  const given = words.pop();
  if (given === undefined) return '';
  return syllableKey(given) + PART_SEPARATOR + words.map(syllableKey).join(WORD_SEPARATOR);
}

/** Comparator of full names in Vietnamese order, for lists sorted in the browser. */
export function compareNames(a: string, b: string): number {
  const ka = nameSortKey(a);
  const kb = nameSortKey(b);
  return ka < kb ? -1 : ka > kb ? 1 : 0;
}
