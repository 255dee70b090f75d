import { DOCX_TYPE, detectTeachingDocumentType, PPTX_TYPE } from '../../lib/multipart';

/** `files.purpose` of lesson-plan files: downloadable by the plan's teacher and the head who decides on it. */
export const PLAN_FILE_PURPOSE = 'lesson-plan-file';
export const PLAN_FILE_MAX_MB = 20;
export const PLAN_FILE_MAX_BYTES = PLAN_FILE_MAX_MB * 1024 * 1024;
export const PLAN_FILES_MAX = 10;

export const DOCX = DOCX_TYPE;
export const PPTX = PPTX_TYPE;

/** The type of an uploaded plan file from its bytes (the upload policy's teaching-document check). */
export const detectPlanFileType = detectTeachingDocumentType;

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
