import { stripAccents } from '@hpl/shared/text-fold';

const EXTENSIONS: Record<string, string> = {
  'application/pdf': 'pdf',
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/gif': 'gif',
  'image/webp': 'webp',
  'image/svg+xml': 'svg',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': 'xlsx',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'docx',
};

/**
 * `Content-Disposition` under a name the server decides: the uploaded name only lends its last path segment, without
 * control or reserved characters, and the extension always follows the type the server stored (an upload named
 * `../../x.html` downloads as `x.pdf`, `x.bin`, …). RFC 6266 / 5987: an ASCII fallback plus the UTF-8 name.
 */
export function downloadName(kind: 'inline' | 'attachment', uploadedName: string, mimeType: string): string {
  const lastSegment = uploadedName.split(/[/\\]/).pop() ?? '';
  const stem =
    lastSegment
      .normalize('NFC')
      .replace(/\.[^.]*$/, '')
      .replace(/[\p{Cc}\p{Cf}<>:"|?*]/gu, '')
      .replace(/^[\s.]+|[\s.]+$/g, '')
      .slice(0, 120) || 'tep';
  const name = `${stem}.${EXTENSIONS[mimeType] ?? 'bin'}`;
  const ascii = stripAccents(name).replace(/[^\x20-\x7e]|["\\;]/g, '_');
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)}`;
}
