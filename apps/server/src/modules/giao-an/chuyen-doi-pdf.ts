import { spawn } from 'node:child_process';
import { constants } from 'node:fs';
import { access, copyFile, mkdir, mkdtemp, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * DOCX / PPTX → PDF with LibreOffice headless (Debian's `libreoffice-writer-nogui`, `libreoffice-impress-nogui`):
 * started only when a preview needs it, one conversion at a time per server instance, killed after a time limit; the
 * PDF is cached by the source file's sha256 under the upload folder, so the same bytes are converted once.
 * Viewers of the same new file wait for one conversion together, and at most `MAX_WAITING` other files wait in line
 * (≈ 2 s each): past that a preview is refused at once as busy (ConversionBusyError) instead of holding its request
 * for minutes behind everyone else's.
 */
export const CONVERT_TIMEOUT_MS = 60_000;
export const MAX_WAITING = 8;

let found: { setting: string | undefined; path: Promise<string | null> } | undefined;

/** Where `soffice` is (SOFFICE_PATH, else the PATH), or null when LibreOffice is not installed; found once per setting. */
export function findSoffice(): Promise<string | null> {
  const setting = process.env.SOFFICE_PATH;
  if (!found || found.setting !== setting) found = { setting, path: locateSoffice(setting) };
  return found.path;
}

async function locateSoffice(setting: string | undefined): Promise<string | null> {
  const candidates = setting
    ? [setting]
    : (process.env.PATH ?? '').split(path.delimiter).map((dir) => path.join(dir, 'soffice'));
  for (const candidate of [...candidates, '/usr/bin/soffice', '/usr/lib/libreoffice/program/soffice']) {
    try {
      await access(candidate, constants.X_OK);
      return candidate;
    } catch {
      // not here
    }
  }
  return null;
}

export function previewCachePath(uploadDir: string, sha256: string): string {
  return path.join(uploadDir, 'previews', sha256.slice(0, 2), `${sha256}.pdf`);
}

/** One conversion at a time: each waits for the one before it (a failure does not block the next). */
let queue: Promise<unknown> = Promise.resolve();
function oneAtATime<T>(work: () => Promise<T>): Promise<T> {
  const next = queue.then(work, work);
  queue = next.catch(() => undefined);
  return next;
}

/** The conversions queued or running, by the source's sha256: a second viewer joins the first one's. */
const inLine = new Map<string, Promise<{ path: string; cached: boolean }>>();

export class ConversionError extends Error {}
/** Too many files wait for LibreOffice already: the preview is refused now, to be asked again shortly. */
export class ConversionBusyError extends Error {}

function run(soffice: string, args: string[], timeoutMs: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(soffice, args, { stdio: 'ignore', detached: true });
    const timer = setTimeout(() => {
      try {
        if (child.pid) process.kill(-child.pid, 'SIGKILL');
      } catch {
        child.kill('SIGKILL');
      }
      reject(new ConversionError(`LibreOffice took longer than ${timeoutMs} ms`));
    }, timeoutMs);
    child.on('error', (error) => {
      clearTimeout(timer);
      reject(new ConversionError(error.message));
    });
    child.on('exit', (code) => {
      clearTimeout(timer);
      if (code === 0) resolve();
      else reject(new ConversionError(`LibreOffice exited with ${code}`));
    });
  });
}

/**
 * The PDF of an office document: from the cache, or converted now (queued behind any running conversion). Answers
 * the cached PDF's path; throws ConversionError when LibreOffice fails or runs out of time.
 */
export async function convertToPdf(
  uploadDir: string,
  source: { sha256: string; buffer: () => Promise<Buffer>; extension: string },
  { timeoutMs = CONVERT_TIMEOUT_MS, maxWaiting = MAX_WAITING }: { timeoutMs?: number; maxWaiting?: number } = {},
): Promise<{ path: string; cached: boolean }> {
  const target = previewCachePath(uploadDir, source.sha256);
  if (await exists(target)) return { path: target, cached: true };
  const soffice = await findSoffice();
  if (!soffice) throw new ConversionError('LibreOffice is not installed');
  const joined = inLine.get(source.sha256);
  if (joined) return joined;
  // The running conversion is in the map too: `maxWaiting` files wait besides it.
  if (inLine.size > maxWaiting) throw new ConversionBusyError(`${inLine.size} conversions are in line`);
  const conversion = convertInLine(soffice, target, source, timeoutMs).finally(() => inLine.delete(source.sha256));
  inLine.set(source.sha256, conversion);
  return conversion;
}

function convertInLine(
  soffice: string,
  target: string,
  source: { buffer: () => Promise<Buffer>; extension: string },
  timeoutMs: number,
): Promise<{ path: string; cached: boolean }> {
  return oneAtATime(async () => {
    if (await exists(target)) return { path: target, cached: true };
    const work = await mkdtemp(path.join(tmpdir(), 'hpl-preview-'));
    try {
      const input = path.join(work, `source${source.extension}`);
      await writeFile(input, await source.buffer());
      const profile = `file://${path.join(work, 'profile')}`;
      await run(
        soffice,
        [
          `-env:UserInstallation=${profile}`,
          '--headless',
          '--norestore',
          '--nolockcheck',
          '--convert-to',
          'pdf',
          '--outdir',
          path.join(work, 'out'),
          input,
        ],
        timeoutMs,
      );
      const produced = (await readdir(path.join(work, 'out'))).find((f) => f.endsWith('.pdf'));
      if (!produced) throw new ConversionError('LibreOffice wrote no PDF');
      await mkdir(path.dirname(target), { recursive: true });
      // The temporary folder may be on another file system: copy next to the target, then rename into place.
      const temp = `${target}.${process.pid}.tmp`;
      await copyFile(path.join(work, 'out', produced), temp);
      await rename(temp, target);
      return { path: target, cached: false };
    } finally {
      await rm(work, { recursive: true, force: true });
    }
  });
}

async function exists(file: string): Promise<boolean> {
  try {
    return (await stat(file)).size > 0;
  } catch {
    return false;
  }
}
