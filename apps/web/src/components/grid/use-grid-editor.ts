import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { ApiError } from '../../lib/api';
import { useWarnBeforeLeaving } from '../../lib/use-warn-before-leaving';

/**
 * THE editing state of a keyboard mark grid (the national gradebook, the Cambridge results): the text of every cell by
 * key, which cells are unsaved, an undo stack (a paste is one step), autosave a moment after the last keystroke (at
 * once when the screen is left), and the browser's "leave page?" while something is unsaved. The caller parses a
 * cell's text and saves the dirty cells its own way (keeping its own record versions); a failed save keeps the cells
 * dirty for a retry.
 */

/** Wait this long after the last keystroke before saving: a column typed in one go becomes one request. */
export const AUTOSAVE_DELAY_MS = 800;
const UNDO_LIMIT = 200;

export interface GridDraft<V> {
  text: string;
  /** Parsed value of `text`; `undefined` while the text is not a valid cell. */
  value: V | null | undefined;
  /** Bumped on every edit: a save clears the dirty flag only if no edit happened while it was in flight. */
  generation: number;
  dirty: boolean;
}

export type SaveState =
  | { kind: 'idle' }
  | { kind: 'pending' }
  | { kind: 'saving' }
  | { kind: 'saved'; at: Date }
  | { kind: 'error'; message: string; signedOut?: true };

/**
 * The state of a failed save. A save refused because the session ended (401) says so: the user signs in again in
 * another tab and retries, and what they entered is still here (leaving the page would lose it).
 */
export function failedSave(error: unknown, message: string): SaveState {
  const signedOut = error instanceof ApiError && error.kind === 'unauthorized';
  return signedOut ? { kind: 'error', message, signedOut } : { kind: 'error', message };
}

export interface GridEditorOptions<V> {
  /** The loaded data: a new object (another class, a reload) replaces the local state with `initial()`. */
  source: unknown;
  initial: () => Map<string, { text: string; value: V | null }>;
  parse: (key: string, text: string) => { ok: true; value: V | null } | { ok: false };
  /** Saves the dirty, valid cells; throws to keep them dirty (the message is shown). */
  save: (pending: [string, GridDraft<V>][]) => Promise<void>;
  /** Called after a failed save (e.g. reload the data on a 409). */
  onError?: (error: unknown) => Promise<void> | void;
  messageOf: (error: unknown) => string;
}

export function useGridEditor<V>(options: GridEditorOptions<V>) {
  const { source } = options;
  const latest = useRef(options);
  latest.current = options;
  const fromSource = () =>
    new Map(
      [...latest.current.initial()].map(([key, cell]) => [
        key,
        { ...cell, generation: 0, dirty: false } as GridDraft<V>,
      ]),
    );
  const [drafts, setDrafts] = useState<Map<string, GridDraft<V>>>(() => (source ? fromSource() : new Map()));
  const [saveState, setSaveState] = useState<SaveState>({ kind: 'idle' });
  const undoStack = useRef<{ key: string; text: string }[][]>([]);
  const draftsRef = useRef(drafts);
  draftsRef.current = drafts;
  const saving = useRef<Promise<void> | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const lastSource = useRef<unknown>(undefined);

  // A freshly loaded source replaces the local state.
  // biome-ignore lint/correctness/useExhaustiveDependencies: fromSource reads the latest options through a ref
  useEffect(() => {
    if (!source || source === lastSource.current) return;
    lastSource.current = source;
    const next = fromSource();
    draftsRef.current = next;
    setDrafts(next);
    undoStack.current = [];
  }, [source]);

  const flush = useCallback(async (): Promise<void> => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    if (saving.current) await saving.current;
    const pending = [...draftsRef.current.entries()].filter(([, d]) => d.dirty && d.value !== undefined);
    if (pending.length === 0) return;
    const run = async () => {
      setSaveState({ kind: 'saving' });
      try {
        await latest.current.save(pending);
        const next = new Map(draftsRef.current);
        for (const [key, sent] of pending) {
          const now = next.get(key);
          if (now) next.set(key, { ...now, dirty: now.generation !== sent.generation });
        }
        draftsRef.current = next;
        setDrafts(next);
        setSaveState({ kind: 'saved', at: new Date() });
      } catch (error) {
        setSaveState(failedSave(error, latest.current.messageOf(error)));
        await latest.current.onError?.(error);
      }
    };
    saving.current = run().finally(() => {
      saving.current = null;
    });
    await saving.current;
  }, []);

  const schedule = useCallback(() => {
    setSaveState({ kind: 'pending' });
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(() => void flush(), AUTOSAVE_DELAY_MS);
  }, [flush]);

  /** Sets several cells at once (typing is one cell, a paste many); one undo step. */
  const setTexts = useCallback(
    (changes: { key: string; text: string }[], recordUndo = true) => {
      const undo: { key: string; text: string }[] = [];
      const next = new Map(draftsRef.current);
      for (const { key, text } of changes) {
        const before = next.get(key);
        if ((before?.text ?? '') === text) continue;
        undo.push({ key, text: before?.text ?? '' });
        const parsed = latest.current.parse(key, text);
        next.set(key, {
          text,
          value: parsed.ok ? parsed.value : undefined,
          generation: (before?.generation ?? 0) + 1,
          dirty: true,
        });
      }
      if (undo.length === 0) return;
      draftsRef.current = next;
      setDrafts(next);
      if (recordUndo) {
        undoStack.current.push(undo);
        if (undoStack.current.length > UNDO_LIMIT) undoStack.current.shift();
      }
      schedule();
    },
    [schedule],
  );

  const undo = useCallback(() => {
    const last = undoStack.current.pop();
    if (!last) return false;
    setTexts(last, false);
    return true;
  }, [setTexts]);

  const unsaved = useMemo(() => [...drafts.values()].some((d) => d.dirty), [drafts]);
  const invalid = useMemo(() => [...drafts.values()].filter((d) => d.value === undefined).length, [drafts]);

  // A failed save or an invalid cell is lost by leaving; a save waiting for its moment is sent (below).
  useWarnBeforeLeaving(unsaved, saveState.kind === 'error' || invalid > 0);

  // Leaving the screen while a save waits for its moment (the menu, a closed tab, a cached tab hidden) saves it now
  // instead of dropping it: a navigation inside the app does not ask as a reload does, and marks typed just before
  // the click were lost.
  useEffect(
    () => () => {
      if (timer.current) void flush();
    },
    [flush],
  );

  return { drafts, setTexts, undo, flush, saveState, unsaved, invalid };
}
export type GridEditor<V> = ReturnType<typeof useGridEditor<V>>;
