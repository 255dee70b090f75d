/**
 * The allow-list sanitiser of a notice's rich text. The input is read as a stream of tags and text; the output is
 * WRITTEN anew from what is allowed — each allowed tag re-emitted with only its allowed attributes, every attribute
 * value and every piece of text escaped — so nothing of the input reaches the output unescaped, whatever a crafted
 * input makes the tokenizer believe. Elements whose content is code or a document (script, style, iframe, svg, math,
 * template…) are dropped with their content; other unknown tags are dropped and their text kept.
 */

const ALLOWED = new Set([
  'p',
  'br',
  'b',
  'strong',
  'i',
  'em',
  'u',
  's',
  'ul',
  'ol',
  'li',
  'a',
  'h3',
  'h4',
  'blockquote',
  'span',
  'div',
]);
const VOID = new Set(['br']);
/** Dropped with everything inside them. */
const DROP_CONTENT = new Set([
  'script',
  'style',
  'iframe',
  'object',
  'embed',
  'svg',
  'math',
  'template',
  'noscript',
  'textarea',
  'title',
  'xmp',
  'noembed',
  'noframes',
  'frameset',
  'head',
]);
const SAFE_URL = /^(https?:|mailto:)/i;

const escapeText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const escapeAttr = (text: string) => escapeText(text).replace(/"/g, '&quot;').replace(/'/g, '&#39;');

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };
/** Decodes character references, so `&#106;avascript:` is seen as the scheme it spells. */
function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);?/gi, (whole, ref: string) => {
    if (ref[0] === '#') {
      const code =
        ref[1] === 'x' || ref[1] === 'X' ? Number.parseInt(ref.slice(2), 16) : Number.parseInt(ref.slice(1), 10);
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff && !(code >= 0xd800 && code <= 0xdfff)
        ? String.fromCodePoint(code)
        : '\ufffd';
    }
    return ENTITIES[ref.toLowerCase()] ?? whole;
  });
}

/** A link's address if its scheme is allowed (whitespace and control characters browsers ignore are removed first). */
function safeHref(raw: string): string | null {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: browsers skip these inside a scheme; so must the check.
  const url = decodeEntities(raw).replace(/[\u0000-\u0020\u007f-\u009f]/g, '');
  return SAFE_URL.test(url) ? url : null;
}

const TAG = /<(\/?)([a-zA-Z][a-zA-Z0-9-]*)((?:[^>"']|"[^"]*"|'[^']*')*)>|<!--[\s\S]*?(?:-->|$)|<[!?/][^>]*>?/g;
const ATTR = /([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;

function openTag(name: string, attrs: string): string {
  if (name !== 'a') return `<${name}>`;
  let href: string | null = null;
  for (const m of attrs.matchAll(ATTR)) {
    if (m[1]!.toLowerCase() === 'href') href = safeHref(m[2] ?? m[3] ?? m[4] ?? '');
  }
  return href ? `<a href="${escapeAttr(href)}" target="_blank" rel="noopener noreferrer nofollow">` : '<a>';
}

/** The notice's HTML with only allowed tags and safe links, every other character escaped, tags balanced. */
export function sanitizeNoticeHtml(input: string): string {
  let out = '';
  const open: string[] = [];
  /** Inside a dropped element: the tag whose end ends the drop. */
  let dropping: string | null = null;
  let last = 0;
  const text = (chunk: string) => {
    if (!dropping && chunk) out += escapeText(decodeEntities(chunk));
  };
  for (const m of input.matchAll(TAG)) {
    text(input.slice(last, m.index));
    last = m.index + m[0].length;
    const name = m[2]?.toLowerCase();
    if (!name) continue; // comments, doctype, processing instructions, stray `</…>`
    const closing = m[1] === '/';
    if (dropping) {
      if (closing && name === dropping) dropping = null;
      continue;
    }
    if (DROP_CONTENT.has(name)) {
      if (!closing && !/\/\s*$/.test(m[3] ?? '')) dropping = name;
      continue;
    }
    if (!ALLOWED.has(name)) continue;
    if (VOID.has(name)) {
      if (!closing) out += `<${name}>`;
      continue;
    }
    if (!closing) {
      out += openTag(name, m[3] ?? '');
      open.push(name);
    } else {
      const at = open.lastIndexOf(name);
      if (at === -1) continue;
      while (open.length > at) out += `</${open.pop()}>`;
    }
  }
  text(input.slice(last));
  while (open.length) out += `</${open.pop()}>`;
  return out;
}

/** The text of sanitised HTML (the plain part of an e-mail, emptiness checks). */
export function textOfNoticeHtml(html: string): string {
  return decodeEntities(
    html
      .replace(/<br>/g, '\n')
      .replace(/<\/(p|div|li|h3|h4|blockquote)>/g, '\n')
      .replace(/<[^>]*>/g, ''),
  )
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
