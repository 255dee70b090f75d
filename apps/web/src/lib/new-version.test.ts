import { describe, expect, it, vi } from 'vitest';
import { explainLoadFailure, NewVersionError } from './lazy-page';
import {
  claimReload,
  failedUrl,
  isImportFailure,
  isMissingChunk,
  RELOAD_GUARD_MS,
  takeNewVersionNote,
} from './new-version';

const chromium = new TypeError(
  'Failed to fetch dynamically imported module: http://portal.test/assets/nam-hoc-page-Ab12.js',
);
const firefox = new TypeError('error loading dynamically imported module: http://portal.test/assets/x-Cd34.js');
const safari = new TypeError('Importing a module script failed.');
const viteCss = new Error('Unable to preload CSS for /assets/nam-hoc-page-Ab12.css');

function memoryStorage(): Storage {
  const map = new Map<string, string>();
  return {
    getItem: (k) => map.get(k) ?? null,
    setItem: (k, v) => void map.set(k, v),
    removeItem: (k) => void map.delete(k),
    clear: () => map.clear(),
    key: (i) => [...map.keys()][i] ?? null,
    get length() {
      return map.size;
    },
  };
}

/** A page whose entry script is `/assets/index-OLD.js`. */
function pageDoc(): Document {
  const doc = document.implementation.createHTMLDocument('portal');
  const script = doc.createElement('script');
  script.type = 'module';
  script.setAttribute('src', '/assets/index-OLD.js');
  doc.head.append(script);
  return doc;
}

const indexHtml = (entry: string) =>
  new Response(`<!doctype html><html><head><script type="module" crossorigin src="${entry}"></script></head></html>`);

describe('a failed import', () => {
  it('is recognised in the messages of Chromium, Firefox, Safari and Vite (CSS), and nothing else', () => {
    for (const error of [chromium, firefox, safari, viteCss]) expect(isImportFailure(error)).toBe(true);
    expect(isImportFailure(new Error('x is not a function'))).toBe(false);
    expect(isImportFailure('Failed to fetch dynamically imported module')).toBe(false);
  });

  it('names its file when the browser does', () => {
    expect(failedUrl(chromium)).toBe('http://portal.test/assets/nam-hoc-page-Ab12.js');
    expect(failedUrl(viteCss)).toBe('/assets/nam-hoc-page-Ab12.css');
    expect(failedUrl(safari)).toBeNull();
  });
});

describe('a missing chunk (the portal was redeployed)', () => {
  it('is a chunk the server now answers 404 for', async () => {
    const fetchImpl = vi.fn(async () => new Response('{}', { status: 404 }));
    expect(await isMissingChunk(chromium, { fetchImpl, doc: pageDoc() })).toBe(true);
    expect(fetchImpl).toHaveBeenCalledWith('http://portal.test/assets/nam-hoc-page-Ab12.js', {
      method: 'HEAD',
      cache: 'no-store',
    });
  });

  it('is not a network failure: the file still exists, or the server cannot be reached', async () => {
    const exists = vi.fn(async (url: string) => (url === '/' ? indexHtml('/assets/index-OLD.js') : new Response('')));
    expect(await isMissingChunk(chromium, { fetchImpl: exists, doc: pageDoc() })).toBe(false);
    const offline = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    expect(await isMissingChunk(chromium, { fetchImpl: offline, doc: pageDoc() })).toBe(false);
    expect(await isMissingChunk(safari, { fetchImpl: offline, doc: pageDoc() })).toBe(false);
  });

  it('without a file name (Safari), is a new entry script in the served index.html', async () => {
    const newer = vi.fn(async () => indexHtml('/assets/index-NEW.js'));
    expect(await isMissingChunk(safari, { fetchImpl: newer, doc: pageDoc() })).toBe(true);
    const same = vi.fn(async () => indexHtml('/assets/index-OLD.js'));
    expect(await isMissingChunk(safari, { fetchImpl: same, doc: pageDoc() })).toBe(false);
  });

  it('is never another error', async () => {
    const fetchImpl = vi.fn(async () => new Response('{}', { status: 404 }));
    expect(await isMissingChunk(new Error('boom'), { fetchImpl, doc: pageDoc() })).toBe(false);
    expect(fetchImpl).not.toHaveBeenCalled();
  });
});

describe('the reload into the new version', () => {
  it('happens once: a second missing chunk soon after does not reload again, a later one does', () => {
    const storage = memoryStorage();
    const t0 = 1_000_000;
    expect(claimReload(storage, t0)).toBe(true);
    expect(claimReload(storage, t0 + 10_000)).toBe(false);
    expect(claimReload(storage, t0 + RELOAD_GUARD_MS + 1)).toBe(true);
  });

  it('leaves a note the new page takes once', () => {
    const storage = memoryStorage();
    expect(takeNewVersionNote(storage)).toBe(false);
    claimReload(storage, 5);
    expect(takeNewVersionNote(storage)).toBe(true);
    expect(takeNewVersionNote(storage)).toBe(false);
  });

  it('without storage, never reloads (no loop possible)', () => {
    const broken = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {},
    };
    expect(claimReload(broken, 1)).toBe(false);
  });

  it('says so in both languages instead of "check your connection", and reloads only once', async () => {
    vi.useFakeTimers();
    sessionStorage.clear();
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{}', { status: 404 })),
    );
    try {
      const reload = vi.fn();
      const first = await explainLoadFailure(chromium, reload);
      expect(first).toBeInstanceOf(NewVersionError);
      expect((first as NewVersionError).reloading).toBe(true);
      expect((first as Error).message).toMatch(/vừa được cập nhật/);
      expect((first as Error).message).not.toMatch(/kết nối|120/);
      vi.runAllTimers();
      expect(reload).toHaveBeenCalledTimes(1);

      const again = await explainLoadFailure(chromium, reload);
      expect((again as NewVersionError).reloading).toBe(false);
      vi.runAllTimers();
      expect(reload).toHaveBeenCalledTimes(1);
      const { i18n } = await import('./i18n');
      expect(i18n.t('api.newVersionReloading', { ns: 'common', lng: 'en' })).toMatch(/updated/);
    } finally {
      vi.unstubAllGlobals();
      vi.useRealTimers();
      sessionStorage.clear();
    }
  });
});
