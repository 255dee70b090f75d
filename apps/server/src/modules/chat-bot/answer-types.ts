import { stripAccents } from '@hpl/shared/text-fold';
/**
 * The KIND of answer a question asks for, and whether a passage holds one (issue 24 §7). Word overlap cannot tell a
 * question a passage answers from one about a detail it never states ("Ai là trưởng Phòng Công tác học sinh?" shares
 * its words with the rule naming that office, which names no one); the kind can: a question asking "how much money"
 * is not answered by a passage without an amount, "what time" by one without a time of day, "who is the…" by one that
 * names no person. Extends the number check of query-terms.ts `asksForNumber`. Each kind is kept in ANSWER_CHECKS
 * (retrieval.ts) only when it helped on the tuning material without losing an answerable question
 * (retrieval-tuning.test.ts, TUNE_CHATBOT=types prints each): kept 'name' and 'key' (the question's most specific
 * word, ranking.ts `keyHeld`); the others are read but not checked — 'clock', 'unit', 'percent', 'place' and 'time'
 * changed no answer, 'money' lost one answerable question for one "not found", 'permission' lost three for none.
 */
export type AnswerKind = 'money' | 'percent' | 'clock' | 'unit' | 'name' | 'place' | 'time' | 'permission' | 'key';

const fold = stripAccents;
/** `pattern` as a whole-word regular expression (letters and digits are word characters). */
const words = (pattern: string, flags = 'u') =>
  new RegExp(`(?<![\\p{L}\\p{N}])(?:${pattern})(?![\\p{L}\\p{N}])`, flags);

/** Units a count or a duration is asked in: folded Vietnamese and English, each with the forms a passage writes. */
const UNITS: Record<string, string> = {
  ngay: 'ngay|days?',
  day: 'ngay|days?',
  days: 'ngay|days?',
  thang: 'thang|months?',
  month: 'thang|months?',
  months: 'thang|months?',
  nam: 'nam|years?',
  year: 'nam|years?',
  years: 'nam|years?',
  tuan: 'tuan|weeks?',
  week: 'tuan|weeks?',
  weeks: 'tuan|weeks?',
  phut: 'phut|minutes?',
  minute: 'phut|minutes?',
  minutes: 'phut|minutes?',
  gio: 'gio|hours?',
  hour: 'gio|hours?',
  hours: 'gio|hours?',
  lan: 'lan|times',
  times: 'lan|times',
  tiet: 'tiet|lessons?|periods?',
  lessons: 'tiet|lessons?',
  buoi: 'buoi|days?|sessions?',
};
const DURATION =
  'ngay|thang|nam|tuan|phut|gio|hoc ky|days?|months?|years?|weeks?|minutes?|hours?|terms?|met|m|km|metres?|meters?';
const NUMBER =
  '\\d+(?:[.,]\\d+)?|mot|hai|ba|bon|nam|sau|bay|tam|chin|muoi|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|a|an';

/** The kinds of answer the question asks for (empty: any passage may answer). */
export function expectedKinds(question: string): AnswerKind[] {
  const q = question.toLowerCase().normalize('NFC');
  const f = fold(q);
  const kinds: AnswerKind[] = [];
  if (words('mấy giờ|may gio|what time').test(`${q} ${f}`)) kinds.push('clock');
  const unit = f.match(words('(?:bao nhieu|how many) (\\p{L}+)'))?.[1] ?? q.match(words('mấy (\\p{L}+)'))?.[1];
  const counted = Boolean(unit && UNITS[fold(unit)]);
  if (counted && !kinds.includes('clock')) kinds.push('unit');
  if (words('phan tram|percent|percentage').test(f)) kinds.push('percent');
  else if (
    !counted &&
    (words('bao nhieu tien|gia bao nhieu|(?:phi|gia|tien|phu cap|le phi|hoc phi)(?: \\p{L}+){0,6} bao nhieu').test(f) ||
      words('how much (?:is|are|does|do|will|money|would)|cost|price').test(f))
  )
    kinds.push('money');
  if (words('bao lau|how long').test(f)) kinds.push('unit');
  if (words('ai la|la ai|ten la gi|ten gi|who is|who s|who are|name of|s name').test(f)) kinds.push('name');
  if (words('o dau|cho nao|phong nao|tang may|tang nao|where|which (?:room|floor|building|office)').test(f))
    kinds.push('place');
  if (
    words(
      'khi nao|ngay nao|hom nao|luc nao|bao gio|thang may|thu may|nam nao|when|which day|what day|what date|deadline',
    ).test(f)
  )
    kinds.push('time');
  if (
    words('co duoc|duoc phep|can i|may i|am i allowed|is it allowed|are (?:we|students|staff|teachers) allowed').test(f)
  )
    kinds.push('permission');
  return kinds;
}

/** The unit the question counts in, as the alternatives a passage writes ('ngay|days?'), or the durations. */
function askedUnit(question: string): string {
  const q = question.toLowerCase().normalize('NFC');
  const f = fold(q);
  const unit = f.match(words('(?:bao nhieu|how many) (\\p{L}+)'))?.[1] ?? q.match(words('mấy (\\p{L}+)'))?.[1];
  return (unit && UNITS[fold(unit)]) || DURATION;
}

/** Whether the passage (heading and text, as written) holds an answer of this kind for the question. */
export function holdsKind(kind: AnswerKind, question: string, passage: string): boolean {
  const f = fold(passage.toLowerCase().normalize('NFC'));
  switch (kind) {
    case 'percent':
      return /%|phan tram|percent/.test(f);
    case 'money':
      return /%/.test(f) || words('\\d[\\d.,]*\\s*(?:dong|trieu|nghin|million|thousand|vnd)').test(f);
    case 'clock':
      return /\d{1,2}\s*gio|\d{1,2}:\d{2}/.test(f);
    case 'unit':
      return words(`(?:${NUMBER})(?:\\s+\\p{L}+)?\\s*-?\\s*(?:${askedUnit(question)})|once|twice|mot lan`).test(f);
    case 'name':
      return /(?:Tiến sĩ|Thạc sĩ|ông|bà|thầy|cô|Mr|Ms|Mrs|Dr)\.?\s+\p{Lu}/u.test(passage);
    case 'place':
      return words(
        'phong|tang|nha [abc]|sanh|san|khu|cong|cua hang|thu vien|muc|room|floor|building|lobby|hall|pitch|portal|office|gate|shop|library|website|app|online|email|thu dien tu',
      ).test(f);
    case 'time':
      return (
        /\d/.test(f) ||
        words(
          'thu (?:hai|ba|tu|nam|sau|bay)|chu nhat|thang|tuan|hoc ky|hang ngay|sang|chieu|monday|tuesday|wednesday|thursday|friday|saturday|sunday|january|february|march|april|may|june|july|august|september|october|november|december|week|month|term|semester|morning|afternoon',
        ).test(f)
      );
    case 'permission':
      return words('duoc|khong|cam|phai|chi|allowed|may|must|not|never|no|only|forbidden|can').test(f);
    case 'key':
      return true;
  }
}
