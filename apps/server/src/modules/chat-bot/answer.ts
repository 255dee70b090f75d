import type { ChatBotSource, Lang } from '@hpl/shared';
import type { Retrieved } from './retrieval';

/**
 * The built-in answerer's wording: short quotes of the best passages, each naming the document and the article or
 * section, or a plain "not found" that says whom to ask.
 */
const QUOTE_CHARS = 420;

/** The sentences of a passage that hold the question's words, in their order, up to QUOTE_CHARS. */
export function excerpt(noiDung: string, vanBanBody: string, terms: readonly string[]): string {
  if (noiDung.length <= QUOTE_CHARS) return noiDung;
  const sentences = noiDung.match(/[^.!?\n]+[.!?]*\s*/gu) ?? [noiDung];
  const normalizedSentences = vanBanBody.match(/[^.!?\n]+[.!?]*\s*/gu) ?? [];
  const scored = sentences.map((s, i) => {
    const normalized = normalizedSentences[i] ?? '';
    return { i, s, hits: terms.filter((t) => normalized.includes(t)).length };
  });
  const chosen = new Set<number>();
  let length = 0;
  for (const candidate of [...scored].sort((a, b) => b.hits - a.hits || a.i - b.i)) {
    if (length + candidate.s.length > QUOTE_CHARS && chosen.size > 0) continue;
    chosen.add(candidate.i);
    length += candidate.s.length;
  }
  const picked = scored.filter((s) => chosen.has(s.i));
  let text = '';
  let previous = -1;
  for (const { i, s } of picked) {
    text += (previous >= 0 && i !== previous + 1 ? '… ' : '') + s;
    previous = i;
  }
  text = text.trim();
  if (text.length > QUOTE_CHARS + 80) text = `${text.slice(0, QUOTE_CHARS).replace(/\s+\S*$/, '')}…`;
  if (picked[0] && picked[0].i > 0) text = `…${text}`;
  if (picked.length > 0 && picked[picked.length - 1]!.i < sentences.length - 1 && !text.endsWith('…')) text += ' …';
  return text;
}

export function sourceOf(p: Retrieved): ChatBotSource {
  return { doanId: p.id, taiLieuId: p.taiLieuId, taiLieu: p.taiLieu, muc: p.muc };
}

export function citationOf(p: Retrieved): string {
  return p.muc ? `${p.taiLieu} — ${p.muc}` : p.taiLieu;
}

const WORDING = {
  vi: { intro: 'Theo tài liệu của trường:', source: 'Nguồn' },
  en: { intro: "According to the school's documents:", source: 'Source' },
};

/**
 * The best passage quoted, with its citation. The other passages that also answer are not quoted: the response's
 * `sources` carries them all (the quoted one first) and the panel folds them behind a "more sources" link. Quoting
 * three passages made answers that took 11–30 s to reveal at the spec's 15 ms per character; one quote (at most
 * about 500 characters) with its citation stays under ~10 s.
 */
export function composeAnswer(passages: readonly Retrieved[], terms: readonly string[]): string {
  const [best] = passages;
  if (!best) return '';
  const lang: Lang = best.ngonNgu === 'en' ? 'en' : 'vi';
  const words = WORDING[lang];
  const newline = best.vanBan.indexOf('\n');
  const body = newline >= 0 ? best.vanBan.slice(newline + 1) : best.vanBan;
  const parts = [words.intro, `“${excerpt(best.noiDung, body, terms)}”\n(${words.source}: ${citationOf(best)})`];
  return parts.join('\n\n');
}

/** The question's language: Vietnamese letters decide; otherwise the interface language. */
export function questionLanguage(question: string, fallback: Lang): Lang {
  if (/[àáạảãâầấậẩẫăằắặẳẵèéẹẻẽêềếệểễìíịỉĩòóọỏõôồốộổỗơờớợởỡùúụủũưừứựửữỳýỵỷỹđ]/iu.test(question)) return 'vi';
  if (/\b(what|how|when|where|who|which|why|is|are|can|do|does|the|my|i)\b/i.test(question)) return 'en';
  return fallback;
}

export function notFoundAnswer(lang: Lang, contact: string): string {
  return lang === 'en'
    ? `I could not find this in the school's documents, so I will not guess. Please ask ${contact}.`
    : `Tôi chưa tìm thấy nội dung này trong tài liệu của trường nên không thể trả lời chắc chắn. Bạn vui lòng hỏi ${contact}.`;
}

/** Whom to ask, per topic, until Admin sets it on the management screen. */
export const DEFAULT_CONTACTS: Record<number, { vi: string; en: string }> = {
  1: {
    vi: 'Phòng Hành chính – Nhân sự (phòng 105, nhà A, máy lẻ 105)',
    en: 'the Administration and HR Office (room 105, building A, extension 105)',
  },
  4: {
    vi: 'Văn phòng nhà trường (phòng 101, nhà A, điện thoại 024 3555 0101)',
    en: 'the school office (room 101, building A, phone 024 3555 0101)',
  },
  6: {
    vi: 'giáo viên chủ nhiệm của em hoặc Phòng Giáo vụ (phòng 102, nhà A)',
    en: 'your homeroom teacher or the Academic Office (room 102, building A)',
  },
};
