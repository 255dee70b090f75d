/**
 * Splits a document's text into passages along its structure: Markdown headings, and the lines that open a part,
 * chapter, section or article ("Phần I", "Chương II", "Mục 3", "Điều 5", "Chapter 2", "Article 5"). Each passage
 * carries the path of headings above it, so an answer can name the article it quotes.
 */
export interface Passage {
  /** Heading path, e.g. "Chương II. Nề nếp › Điều 5. Đi học đúng giờ"; empty for text before the first heading. */
  muc: string;
  noiDung: string;
}

/** A passage stays readable in a chat bubble; longer sections are cut at paragraph (then sentence) boundaries. */
const TARGET_CHARS = 900;
const MAX_CHARS = 1400;
const MAX_HEADING_CHARS = 160;

const STRUCTURE: { level: number; pattern: RegExp }[] = [
  { level: 1, pattern: /^(phần|part)\s+([ivxlc]+|\d+)\b/iu },
  { level: 2, pattern: /^(chương|chapter)\s+([ivxlc]+|\d+)\b/iu },
  { level: 3, pattern: /^(mục|section)\s+([ivxlc]+|\d+)\b/iu },
  { level: 4, pattern: /^(điều|article)\s+\d+/iu },
];

interface Heading {
  level: number;
  title: string;
}

/** A heading line and its level, or null for body text. Markdown levels come first; article lines sit below them. */
export function headingOf(line: string, markdown: boolean): Heading | null {
  const trimmed = line.trim();
  if (markdown) {
    const md = /^(#{1,6})\s+(.+?)\s*#*$/.exec(trimmed);
    if (md) return { level: md[1]!.length, title: md[2]!.replace(/\*\*/g, '').trim() };
  }
  const plain = trimmed.replace(/^\*\*(.+)\*\*$/, '$1');
  if (plain.length > MAX_HEADING_CHARS) return null;
  for (const { level, pattern } of STRUCTURE) {
    // Markdown documents structured by "#" keep article lines below their deepest heading level.
    if (pattern.test(plain)) return { level: markdown ? 6 + level : level, title: plain };
  }
  return null;
}

function splitLong(paragraph: string): string[] {
  if (paragraph.length <= MAX_CHARS) return [paragraph];
  const sentences = paragraph.match(/[^.!?;]+[.!?;]*\s*/gu) ?? [paragraph];
  const pieces: string[] = [];
  let current = '';
  for (const sentence of sentences) {
    if (current && current.length + sentence.length > TARGET_CHARS) {
      pieces.push(current.trim());
      current = '';
    }
    current += sentence;
    while (current.length > MAX_CHARS) {
      pieces.push(current.slice(0, MAX_CHARS).trim());
      current = current.slice(MAX_CHARS);
    }
  }
  if (current.trim()) pieces.push(current.trim());
  return pieces;
}

/** Groups paragraphs into passages of about TARGET_CHARS. */
function chunk(paragraphs: string[]): string[] {
  const chunks: string[] = [];
  let current: string[] = [];
  let length = 0;
  for (const paragraph of paragraphs.flatMap(splitLong)) {
    if (current.length > 0 && length + paragraph.length > TARGET_CHARS) {
      chunks.push(current.join('\n'));
      current = [];
      length = 0;
    }
    current.push(paragraph);
    length += paragraph.length + 1;
  }
  if (current.length > 0) chunks.push(current.join('\n'));
  return chunks;
}

/** Removes Markdown emphasis and link syntax so that quotes read as plain text. */
function plainText(line: string): string {
  return line
    .replace(/!\[[^\]]*\]\([^)]*\)/g, '')
    .replace(/\[([^\]]+)\]\([^)]*\)/g, '$1')
    .replace(/(\*\*|__)(.+?)\1/g, '$2')
    .replace(/`([^`]+)`/g, '$1')
    .replace(/^>\s?/, '')
    .trim();
}

export function splitPassages(text: string, format: 'markdown' | 'text'): Passage[] {
  const markdown = format === 'markdown';
  const lines = text.normalize('NFC').replace(/\r\n?/g, '\n').split('\n');
  const headings: Heading[] = [];
  const passages: Passage[] = [];
  let paragraphs: string[] = [];
  let paragraph: string[] = [];

  // A document's single top-level title would repeat in every path; it is the document's name, not a section
  // (unless it is itself an article or chapter, as in a one-article Word file).
  const titles = markdown ? lines.filter((l) => /^#\s/.test(l.trim())) : [];
  const skipTitle =
    titles.length === 1 && !STRUCTURE.some(({ pattern }) => pattern.test(titles[0]!.trim().replace(/^#\s+/, '')));

  const endParagraph = () => {
    const joined = paragraph.join(' ').replace(/\s+/g, ' ').trim();
    if (joined) paragraphs.push(joined);
    paragraph = [];
  };
  const flush = () => {
    endParagraph();
    const muc = headings
      .filter((h) => !(skipTitle && h.level === 1))
      .map((h) => h.title)
      .join(' › ');
    for (const noiDung of chunk(paragraphs)) passages.push({ muc, noiDung });
    paragraphs = [];
  };

  for (const line of lines) {
    const heading = headingOf(line, markdown);
    if (heading) {
      flush();
      while (headings.length > 0 && headings[headings.length - 1]!.level >= heading.level) headings.pop();
      headings.push(heading);
      continue;
    }
    const trimmed = plainText(line);
    if (!trimmed || /^(-{3,}|\*{3,}|_{3,})$/.test(trimmed)) {
      endParagraph();
      continue;
    }
    // List items and numbered clauses ("1.", "a)") start their own paragraph.
    if (/^([-*+]\s|\d+[.)]\s|[a-zđ][.)]\s)/iu.test(trimmed)) endParagraph();
    // Plain text (PDF, DOCX) often has one line per paragraph; a line ending a sentence ends the paragraph.
    paragraph.push(trimmed);
    if (!markdown && /[.:;!?]$/.test(trimmed)) endParagraph();
  }
  flush();
  return passages;
}
