// The chatbot's text-extraction worker thread (extract-in-worker.ts starts it and reuses it): loads pdf.js and
// mammoth once, says it is ready, then extracts one document per message under the limits it is given.

import { parentPort } from 'node:worker_threads';
import { AppError } from '../../lib/errors';
import type { DocumentLimits } from './document-checks';
import { type DocumentKind, extractText } from './text-extraction';

interface Request {
  id: number;
  buffer: Uint8Array;
  kind: DocumentKind;
  fileName: string;
  limits: DocumentLimits;
}

// pdf.js runs its parser in the same thread ("fake worker") when it finds the worker module already loaded here.
const PDF_WORKER = 'pdfjs-dist/legacy/build/pdf.worker.mjs';
const pdfWorker: unknown = await import(PDF_WORKER);
(globalThis as { pdfjsWorker?: unknown }).pdfjsWorker = pdfWorker;
await Promise.all([import('pdfjs-dist/legacy/build/pdf.mjs'), import('mammoth')]);

parentPort!.on('message', async ({ id, buffer, kind, fileName, limits }: Request) => {
  try {
    const bytes = Buffer.from(buffer.buffer, buffer.byteOffset, buffer.byteLength);
    const extracted = await extractText(bytes, kind, fileName, limits);
    parentPort!.postMessage({ id, type: 'text', ...extracted });
  } catch (error) {
    const refusal =
      error instanceof AppError
        ? { status: error.statusCode, key: error.messageKey, params: error.params }
        : { status: 400, key: 'chatBot.document.unreadable', params: { name: fileName } };
    parentPort!.postMessage({ id, type: 'refused', ...refusal });
  }
});
parentPort!.postMessage({ type: 'ready' });
