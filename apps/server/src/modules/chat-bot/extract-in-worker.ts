import { Worker } from 'node:worker_threads';
import { AppError } from '../../lib/errors';
import { DOCUMENT_LIMITS, type DocumentLimits } from './document-checks';
import { type DocumentKind, extractText } from './text-extraction';

/** Measured around one extraction, for tests and the bench: the process's highest resident memory above the start. */
export interface ExtractionStats {
  peakGrowthBytes: number;
  elapsedMs: number;
}

type Extracted = { text: string; format: 'markdown' | 'text' };
type Answer =
  | { id: number; type: 'text'; text: string; format: 'markdown' | 'text' }
  | { id: number; type: 'refused'; status: 400 | 413; key: string; params: Record<string, string | number> };

const tooComplex = (limits: DocumentLimits) =>
  new AppError(413, 'chatBot.document.tooComplex', { seconds: Math.round(limits.timeLimitMs / 1000) });

/** An idle worker is kept this long (pdf.js takes a while to load), then ended to give its memory back. */
const IDLE_MS = 60_000;

interface Extractor {
  worker: Worker;
  ready: Promise<void>;
  idle: NodeJS.Timeout | null;
}

let extractor: Extractor | null = null;
let next = 1;
/** One extraction at a time per process: the memory watchdog measures one document. */
let queue: Promise<unknown> = Promise.resolve();

function startExtractor(heapMb: number): Extractor {
  // Bundled: dist/chat-bot-extraction-worker.js beside main.js. From the sources: a bootstrap that loads the .ts.
  const fromSources = new URL(import.meta.url).pathname.endsWith('.ts');
  const file = fromSources ? './extraction-worker-dev.mjs' : './chat-bot-extraction-worker.js';
  const worker = new Worker(new URL(file, import.meta.url), {
    resourceLimits: { maxOldGenerationSizeMb: heapMb, maxYoungGenerationSizeMb: 32 },
  });
  const started: Extractor = {
    worker,
    idle: null,
    ready: new Promise<void>((resolve, reject) => {
      const onMessage = (message: { type: string }) => {
        if (message.type !== 'ready') return;
        worker.off('message', onMessage);
        resolve();
      };
      worker.on('message', onMessage);
      worker.once('error', reject);
      worker.once('exit', (code) => reject(new Error(`the extraction worker exited with code ${code}`)));
    }),
  };
  // A crash (out of heap: ERR_WORKER_OUT_OF_MEMORY) is followed by 'exit', which settles the extraction under way.
  worker.on('error', () => {});
  worker.on('exit', () => {
    if (extractor === started) extractor = null;
  });
  return started;
}

function stopExtractor(which: Extractor) {
  if (extractor === which) extractor = null;
  if (which.idle) clearTimeout(which.idle);
  void which.worker.terminate();
}

/**
 * Extracts a document's text in a worker thread, so the server keeps answering: the worker's heap is capped, an
 * extraction is stopped after `timeLimitMs`, and a watchdog stops it when the process grows by more than
 * `maxGrowthBytes` (decoded buffers live outside the heap); a stopped worker is replaced by a fresh one. Refusals come
 * back as the user's 400/413. Plain text and Markdown are only decoded, on the calling thread.
 */
export function extractInWorker(
  buffer: Buffer,
  kind: DocumentKind,
  fileName: string,
  options: { limits?: DocumentLimits; signal?: AbortSignal; onStats?: (stats: ExtractionStats) => void } = {},
): Promise<Extracted> {
  const limits = options.limits ?? DOCUMENT_LIMITS;
  if (kind === 'text' || kind === 'markdown') return extractText(buffer, kind, fileName, limits);
  const run = queue.then(() => extractOne(buffer, kind, fileName, limits, options));
  queue = run.catch(() => {});
  return run;
}

async function extractOne(
  buffer: Buffer,
  kind: DocumentKind,
  fileName: string,
  limits: DocumentLimits,
  options: { signal?: AbortSignal; onStats?: (stats: ExtractionStats) => void },
): Promise<Extracted> {
  extractor ??= startExtractor(limits.heapMb);
  const current = extractor;
  if (current.idle) clearTimeout(current.idle);
  // Busy, the worker keeps the process alive (a command-line seeding waits for it); idle, it does not.
  current.worker.ref();
  try {
    await current.ready;
  } catch {
    stopExtractor(current);
    throw tooComplex(limits);
  }
  const id = next++;
  const started = performance.now();
  const baseline = process.memoryUsage.rss();
  let peak = baseline;
  return new Promise<Extracted>((resolve, reject) => {
    let settled = false;
    const settle = (outcome: () => void, healthy: boolean) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      clearInterval(watchdog);
      options.signal?.removeEventListener('abort', onAbort);
      current.worker.off('message', onMessage);
      current.worker.off('exit', onExit);
      if (healthy) {
        current.idle = setTimeout(() => stopExtractor(current), IDLE_MS);
        current.idle.unref();
        current.worker.unref();
      } else stopExtractor(current);
      options.onStats?.({ peakGrowthBytes: peak - baseline, elapsedMs: Math.round(performance.now() - started) });
      outcome();
    };
    const timer = setTimeout(() => settle(() => reject(tooComplex(limits)), false), limits.timeLimitMs);
    const watchdog = setInterval(() => {
      peak = Math.max(peak, process.memoryUsage.rss());
      if (peak - baseline > limits.maxGrowthBytes) settle(() => reject(tooComplex(limits)), false);
    }, 50);
    const onAbort = () => settle(() => reject(new AppError(503, 'chatBot.document.busy')), false);
    options.signal?.addEventListener('abort', onAbort, { once: true });
    const onMessage = (message: Answer) => {
      if (message.id !== id) return;
      if (message.type === 'text') settle(() => resolve({ text: message.text, format: message.format }), true);
      else settle(() => reject(new AppError(message.status, message.key, message.params)), true);
    };
    // Out of heap (ERR_WORKER_OUT_OF_MEMORY) or any crash of the extraction: the document is too much to read.
    const onExit = () => settle(() => reject(tooComplex(limits)), false);
    current.worker.on('message', onMessage);
    current.worker.on('exit', onExit);
    const copy = new Uint8Array(buffer);
    current.worker.postMessage({ id, buffer: copy, kind, fileName, limits }, [copy.buffer as ArrayBuffer]);
  });
}
