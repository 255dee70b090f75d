import { detectDocumentType } from '../../lib/multipart';

/** `files.purpose` of lesson-plan files: downloadable by the plan's teacher and the head who decides on it. */
export const PLAN_FILE_PURPOSE = 'lesson-plan-file';
export const PLAN_FILE_MAX_MB = 20;
export const PLAN_FILE_MAX_BYTES = PLAN_FILE_MAX_MB * 1024 * 1024;
export const PLAN_FILES_MAX = 10;

export const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
export const PPTX = 'application/vnd.openxmlformats-officedocument.presentationml.presentation';

/**
 * The type of an uploaded plan file from its bytes, never from the name or the declared type: PDF and raster images
 * (the upload policy's `detectDocumentType`), or an Office Open XML zip whose central directory names the main part
 * of a Word document or a PowerPoint presentation. Anything else (old .doc/.ppt, SVG, executables) is null.
 */
export function detectPlanFileType(buffer: Buffer): string | null {
  const document = detectDocumentType(buffer);
  if (document) return document;
  const isZip = buffer.length >= 4 && buffer[0] === 0x50 && buffer[1] === 0x4b && buffer[2] === 3 && buffer[3] === 4;
  if (!isZip || !buffer.includes('[Content_Types].xml')) return null;
  if (buffer.includes('word/document.xml')) return DOCX;
  if (buffer.includes('ppt/presentation.xml')) return PPTX;
  return null;
}

/** How the preview shows a type. */
export function previewKindOf(mimeType: string): 'pdf' | 'image' | 'office' {
  if (mimeType === 'application/pdf') return 'pdf';
  if (mimeType.startsWith('image/')) return 'image';
  return 'office';
}

const EXTENSIONS: Record<string, string> = {
  'application/pdf': '.pdf',
  'image/jpeg': '.jpg',
  'image/png': '.png',
  'image/webp': '.webp',
  [DOCX]: '.docx',
  [PPTX]: '.pptx',
};

/** The name kept with the file: the client's (already cleaned) name, with the extension its bytes call for. */
export function planFileName(cleanName: string, mimeType: string): string {
  const extension = EXTENSIONS[mimeType] ?? '';
  const lower = cleanName.toLowerCase();
  if (lower.endsWith(extension) || (mimeType === 'image/jpeg' && /\.jpe?g$/.test(lower))) return cleanName;
  return `${cleanName}${extension}`;
}
