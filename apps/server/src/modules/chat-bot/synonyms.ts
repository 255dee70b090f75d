/**
 * School words a question may use where the documents say it otherwise (issue 24 §7): each question word (lower
 * case, without accents, as the question is searched) with the words or phrases that answer for it. A question word
 * counts as found when a passage holds it or one of these, and weighs as the rarer of them; it is no longer a word
 * "no passage holds" (retrieval.ts) when a passage holds one of these. Only words with one meaning in a school
 * question: homographs once unaccented ("tre": trẻ, tre, trễ; "bo": bố, bộ, bò) have no entry. Phrases are matched as
 * adjacent words.
 */
const SOCIAL_MEDIA = ['social media', 'mang xa hoi'];

export const SYNONYMS: Readonly<Record<string, readonly string[]>> = {
  // English: irregular forms the stemmer does not reach, and everyday words for the documents' terms.
  forgot: ['forget'],
  forgotten: ['forget'],
  sick: ['ill', 'illness'],
  unwell: ['ill', 'illness'],
  kid: ['child', 'children'],
  kids: ['child', 'children'],
  son: ['child', 'children'],
  daughter: ['child', 'children'],
  brother: ['sibling', 'children'],
  brothers: ['sibling', 'children'],
  sister: ['sibling', 'children'],
  sisters: ['sibling', 'children'],
  siblings: ['sibling', 'children'],
  facebook: SOCIAL_MEDIA,
  instagram: SOCIAL_MEDIA,
  tiktok: SOCIAL_MEDIA,
  zalo: SOCIAL_MEDIA,
  youtube: SOCIAL_MEDIA,
  cellphone: ['phone', 'mobile'],
  salary: ['pay'],
  wage: ['salary', 'pay'],
  wages: ['salary', 'pay'],
  score: ['mark', 'marks'],
  scores: ['mark', 'marks'],
  grades: ['mark', 'marks'],
  exam: ['test'],
  exams: ['test', 'tests'],
  semester: ['term'],
  meal: ['lunch'],
  tardy: ['late'],
  nurse: ['medical'],
  clinic: ['medical'],
  headteacher: ['principal'],
  headmaster: ['principal'],
  middle: ['during'],
  pictures: ['photos', 'photo'],
  picture: ['photo'],
  // Vietnamese (without accents): words borrowed from English and shortenings.
  laptop: ['may tinh xach tay'],
  ipad: ['may tinh bang', 'tablet'],
  tablet: ['may tinh bang'],
  email: ['thu dien tu', 'email'],
  mail: ['thu dien tu', 'email'],
  password: ['mat khau'],
  cantin: ['can tin', 'nha an'],
  canteen: ['nha an', 'lunch'],
};
