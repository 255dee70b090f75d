import { create } from 'zustand';

/**
 * Downloads in flight (Excel exports, templates, attachments fetched through `api.download`), for the shell's one
 * progress indicator. Memory only. `api.download` writes here; no page has to know.
 */
export interface DownloadEntry {
  id: number;
  /** From the caller or the answer's Content-Disposition; null until known. */
  fileName: string | null;
  /** Body bytes received so far. */
  received: number;
  /** Content-Length when the server sent one (a buffered file); null for a streamed export. */
  total: number | null;
  /** waiting = the server is still generating (no byte yet); receiving = bytes flow; done = saved, about to go. */
  phase: 'waiting' | 'receiving' | 'done';
}

/** How long a finished download stays on screen at 100 %, so a fast one is still seen to have happened. */
export const DONE_LINGER_MS = 1500;

interface DownloadsState {
  entries: DownloadEntry[];
  start: (fileName?: string | null) => number;
  /** The answer's headers arrived: the file name and size (if the server knows it). */
  describe: (id: number, info: { fileName: string | null; total: number | null }) => void;
  progress: (id: number, received: number) => void;
  /** Success keeps the entry briefly as done; a failure removes it at once (the API client shows the error). */
  finish: (id: number, ok: boolean) => void;
  remove: (id: number) => void;
}

let nextId = 1;

function patch(entries: DownloadEntry[], id: number, change: Partial<DownloadEntry>): DownloadEntry[] {
  return entries.map((entry) => (entry.id === id ? { ...entry, ...change } : entry));
}

export const useDownloadsStore = create<DownloadsState>((set, get) => ({
  entries: [],
  start: (fileName) => {
    const id = nextId++;
    set({
      entries: [...get().entries, { id, fileName: fileName ?? null, received: 0, total: null, phase: 'waiting' }],
    });
    return id;
  },
  describe: (id, info) =>
    set({
      entries: get().entries.map((entry) =>
        entry.id === id ? { ...entry, fileName: entry.fileName ?? info.fileName, total: info.total } : entry,
      ),
    }),
  progress: (id, received) => set({ entries: patch(get().entries, id, { received, phase: 'receiving' }) }),
  finish: (id, ok) => {
    if (!ok) return get().remove(id);
    set({
      entries: get().entries.map((entry) =>
        entry.id === id ? { ...entry, phase: 'done', total: entry.total ?? entry.received } : entry,
      ),
    });
    setTimeout(() => get().remove(id), DONE_LINGER_MS);
  },
  remove: (id) => set({ entries: get().entries.filter((entry) => entry.id !== id) }),
}));

/** Percent 0–100, or null while it cannot be known (nothing received yet, or a streamed body of unknown size). */
export function percentOf(entry: DownloadEntry): number | null {
  if (entry.phase === 'done') return 100;
  if (entry.phase === 'waiting' || !entry.total) return null;
  return Math.min(99, Math.floor((entry.received / entry.total) * 100));
}

/**
 * The file name of a Content-Disposition header: RFC 5987 `filename*=UTF-8''…` first (Vietnamese names), else the
 * quoted or bare `filename=`.
 */
export function fileNameFromDisposition(header: string | null): string | null {
  if (!header) return null;
  const extended = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(header);
  if (extended?.[1]) {
    try {
      return decodeURIComponent(extended[1].trim());
    } catch {
      // A malformed escape: fall back to the plain name below.
    }
  }
  const plain = /filename\s*=\s*(?:"([^"]*)"|([^;\s]+))/.exec(header);
  return plain?.[1] ?? plain?.[2] ?? null;
}

/** Bytes in KB/MB for the indicator (decimal units with one fraction digit, as file managers show them). */
export function formatBytes(bytes: number, locale: string): string {
  const format = (value: number) => value.toLocaleString(locale, { maximumFractionDigits: 1 });
  if (bytes < 1000) return `${bytes} B`;
  if (bytes < 1_000_000) return `${format(bytes / 1000)} KB`;
  return `${format(bytes / 1_000_000)} MB`;
}
