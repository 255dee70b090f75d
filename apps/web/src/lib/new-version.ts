/**
 * After a redeploy the old build's chunks are gone: a tab opened before it fails to import a page (or a catalogue)
 * it has not loaded yet. Such a failure is told apart from a network failure by asking the server again, and the tab
 * reloads ONCE into the new version (a sessionStorage mark stops a loop when the new version fails too).
 */

/**
 * The browsers' messages for a module script that could not be fetched (Chromium, Safari, Firefox), and Vite's for a
 * page's CSS (`vite:preloadError`, rethrown into the import when not prevented).
 */
const IMPORT_FAILURE =
  /Failed to fetch dynamically imported module|Importing a module script failed|error loading dynamically imported module|Unable to preload CSS/i;

export function isImportFailure(error: unknown): boolean {
  return error instanceof Error && IMPORT_FAILURE.test(error.message);
}

/** The file a failure names: Chromium, Firefox and Vite give its address, Safari does not. */
export function failedUrl(error: unknown): string | null {
  if (!(error instanceof Error)) return null;
  const match = /(https?:\/\/[^\s'"]+|\/assets\/[^\s'"]+)/.exec(error.message);
  return match?.[1] ?? null;
}

type Fetch = (input: string, init?: RequestInit) => Promise<Response>;

/** The entry script a page of the app names (`/assets/index-<hash>.js`). */
function entryScriptOf(html: string): string | null {
  return /<script[^>]*type="module"[^>]*src="([^"]+)"/.exec(html)?.[1] ?? null;
}

/**
 * Whether an import failed because the build it belongs to was replaced: the file now answers 404 (or 410), or the
 * server's index.html names another entry script than the running page. A network failure (offline, timeout, 5xx)
 * is not a new version: both questions then fail or agree with the page, and this answers false.
 */
export async function isMissingChunk(
  error: unknown,
  { fetchImpl = fetch, doc = document }: { fetchImpl?: Fetch; doc?: Document } = {},
): Promise<boolean> {
  if (!isImportFailure(error)) return false;
  const url = failedUrl(error);
  if (url) {
    try {
      const answer = await fetchImpl(url, { method: 'HEAD', cache: 'no-store' });
      if (answer.status === 404 || answer.status === 410) return true;
    } catch {
      return false; // The network is down: not a new version.
    }
  }
  const running = doc.querySelector('script[type="module"][src]')?.getAttribute('src') ?? null;
  if (!running) return false;
  try {
    const answer = await fetchImpl('/', { cache: 'no-store' });
    if (!answer.ok) return false;
    const served = entryScriptOf(await answer.text());
    return served !== null && served !== running;
  } catch {
    return false;
  }
}

/** The sessionStorage mark of a reload into a new version, with its time. */
export const RELOAD_MARK = 'hpl.reloadedForNewVersion';
/** A second missing chunk within this time after a reload does not reload again (the new version fails too). */
export const RELOAD_GUARD_MS = 5 * 60_000;

/**
 * Marks the tab and answers true when it may reload into the new version now; false when it already did so within
 * the guard time (the caller then shows the failure instead of reloading in a loop).
 */
export function claimReload(storage: Pick<Storage, 'getItem' | 'setItem'> = sessionStorage, now = Date.now()): boolean {
  try {
    const last = Number(storage.getItem(RELOAD_MARK));
    if (Number.isFinite(last) && last > 0 && now - last < RELOAD_GUARD_MS) return false;
    storage.setItem(RELOAD_MARK, String(now));
    storage.setItem(NOTE_MARK, '1');
    return true;
  } catch {
    return false; // No storage (private mode, disabled): never risk a loop.
  }
}

/** Set with the reload, taken once by the new page: "the portal was updated". */
const NOTE_MARK = 'hpl.newVersionNote';

/**
 * Answers true once after a reload into a new version (the shell then says the portal was updated), and clears the
 * note so a later reload by hand does not repeat it.
 */
export function takeNewVersionNote(storage: Pick<Storage, 'getItem' | 'removeItem'> = sessionStorage): boolean {
  try {
    const noted = storage.getItem(NOTE_MARK) !== null;
    if (noted) storage.removeItem(NOTE_MARK);
    return noted;
  } catch {
    return false;
  }
}
