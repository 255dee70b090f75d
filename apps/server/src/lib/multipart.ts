import { toWellFormedText } from '@hpl/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError, badRequest } from './errors';

/**
 * Registers @fastify/multipart in the calling (encapsulated) scope unless a parent already did. Limits are set per
 * request by `readUpload`.
 */
export async function ensureMultipart(app: FastifyInstance): Promise<void> {
  if (app.hasRequestDecorator('isMultipart')) return;
  const { default: multipart } = await import('@fastify/multipart');
  await app.register(multipart, { limits: { files: 5, fields: 20, fieldSize: 10_000 } });
}

export interface Upload {
  buffer: Buffer;
  filename: string;
  mimetype: string;
}

/**
 * A client's file name made safe to store and show: the last path segment, without control characters (NUL included)
 * or lone surrogates, at most 255 characters.
 */
export function cleanFileName(name: string | undefined): string {
  const base = (name ?? '').split(/[\\/]/).pop() ?? '';
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what this removes.
  const clean = toWellFormedText(base.replace(/[\u0000-\u001f\u007f]/g, ''))
    .trim()
    .slice(0, 255);
  return clean || 'file';
}

/**
 * Reads the uploaded files of a multipart request, refusing (413) any larger than `maxBytes`. A malformed body (no
 * boundary, truncated parts, too many parts) is the client's mistake: a readable 400, never a 500.
 */
export async function readUploads(request: FastifyRequest, maxBytes: number, maxFiles = 1): Promise<Upload[]> {
  if (!request.isMultipart()) throw badRequest('upload.noFile');
  const uploads: Upload[] = [];
  try {
    for await (const part of request.files({ limits: { fileSize: maxBytes, files: maxFiles } })) {
      const filename = cleanFileName(part.filename);
      const buffer = await part.toBuffer().catch((error: { code?: string }) => {
        if (error.code === 'FST_REQ_FILE_TOO_LARGE') {
          throw new AppError(413, 'upload.tooLarge', { name: filename, max: Math.round(maxBytes / 1024 / 1024) });
        }
        throw error;
      });
      uploads.push({ buffer, filename, mimetype: part.mimetype });
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    const code = (error as { code?: string }).code;
    if (code === 'FST_FILES_LIMIT') throw badRequest('upload.tooManyFiles', { max: maxFiles });
    if (code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') throw new AppError(413, 'error.payloadTooLarge');
    throw badRequest('upload.badMultipart');
  }
  if (uploads.length === 0) throw badRequest('upload.noFile');
  return uploads;
}

export async function readUpload(request: FastifyRequest, maxBytes: number): Promise<Upload> {
  return (await readUploads(request, maxBytes, 1))[0]!;
}

/** The raster type from the file's first bytes (never trusting the declared type); SVG and others give null. */
export function detectImageType(buffer: Buffer): 'image/jpeg' | 'image/png' | 'image/webp' | null {
  if (buffer.length >= 3 && buffer[0] === 0xff && buffer[1] === 0xd8 && buffer[2] === 0xff) return 'image/jpeg';
  if (
    buffer.length >= 8 &&
    buffer.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
  ) {
    return 'image/png';
  }
  if (
    buffer.length >= 12 &&
    buffer.toString('latin1', 0, 4) === 'RIFF' &&
    buffer.toString('latin1', 8, 12) === 'WEBP'
  ) {
    return 'image/webp';
  }
  return null;
}

export function detectDocumentType(buffer: Buffer): string | null {
  if (buffer.length >= 5 && buffer.toString('latin1', 0, 5) === '%PDF-') return 'application/pdf';
  return detectImageType(buffer);
}

export const DOCX_TYPE = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
export const PPTX_TYPE = 'application/vnd.openxmlformats-officedocument.presentationml.presentation';

/**
 * A document a teacher hands in, from its bytes (never the name or the declared type): PDF and raster images, or an
 * Office Open XML zip whose central directory names the main part of a Word document or a PowerPoint presentation.
 * Old .doc/.ppt, SVG and anything else answer null.
 */
export function detectTeachingDocumentType(buffer: Buffer): string | null {
  const document = detectDocumentType(buffer);
  if (document) return document;
  const isZip = buffer.length >= 4 && buffer[0] === 0x50 && buffer[1] === 0x4b && buffer[2] === 3 && buffer[3] === 4;
  if (!isZip || !buffer.includes('[Content_Types].xml')) return null;
  if (buffer.includes('word/document.xml')) return DOCX_TYPE;
  if (buffer.includes('ppt/presentation.xml')) return PPTX_TYPE;
  return null;
}

export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;
export const DOCUMENT_MAX_BYTES = 10 * 1024 * 1024;

/**
 * A file sent as the raw request body (name URL-encoded in `X-File-Name`), for routes that register a buffer parser
 * for every content type; text/plain and JSON keep Fastify's own parsers, so their bodies arrive as strings or objects.
 */
export function rawUploadOf(request: FastifyRequest): { buffer: Buffer; name: string | undefined } {
  const raw = request.body;
  const buffer = Buffer.isBuffer(raw)
    ? raw
    : Buffer.from(typeof raw === 'string' ? raw : raw == null ? '' : JSON.stringify(raw));
  const name = request.headers['x-file-name'];
  return { buffer, name: Array.isArray(name) ? name[0] : name };
}
