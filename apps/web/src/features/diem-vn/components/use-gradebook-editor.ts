import type { CellInput, SoDiem } from '@hpl/shared/diem-vn/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { ApiError } from '../../../lib/api';
import { diemVnKeys } from '../api/keys';
import { saveCells } from '../api/save-cells';
import { formatCellText, parseCellText } from './cell-text';

/** Wait this long after the last keystroke before saving: a column typed in one go becomes one request. */
export const AUTOSAVE_DELAY_MS = 800;
const UNDO_LIMIT = 200;

export const cellKey = (hocSinhId: number, hocKy: number, cot: string) => `${hocSinhId}:${hocKy}:${cot}`;

interface CellDraft {
  hocSinhId: number;
  hocKy: number;
  cot: string;
  text: string;
  /** Parsed value of `text`; `undefined` while the text is not a valid cell. */
  value: CellInput | null | undefined;
  version: number;
  /** Bumped on every edit: a save clears the dirty flag only if no edit happened while it was in flight. */
  generation: number;
  dirty: boolean;
}

export type SaveState =
  | { kind: 'idle' }
  | { kind: 'pending' }
  | { kind: 'saving' }
  | { kind: 'saved'; at: Date }
  | { kind: 'error'; message: string };

function draftsOf(book: SoDiem, lang: string): Map<string, CellDraft> {
  const drafts = new Map<string, CellDraft>();
  for (const student of book.hocSinh)
    for (const cell of student.o) {
      const value: CellInput = { trangThai: cell.trangThai, giaTri: cell.giaTri, ketQua: cell.ketQua };
      drafts.set(cellKey(student.id, cell.hocKy, cell.cot), {
        hocSinhId: student.id,
        hocKy: cell.hocKy,
        cot: cell.cot,
        text: formatCellText(value, lang),
        value,
        version: cell.version,
        generation: 0,
        dirty: false,
      });
    }
  return drafts;
}

/**
 * The gradebook's local state: the text of every cell, what is unsaved, an undo stack, and autosave. Edits are
 * grouped per term into one all-or-nothing request; a 409 (someone changed a cell meanwhile) reloads the gradebook.
 */
export function useGradebookEditor(book: SoDiem | undefined, lang: string) {
  const queryClient = useQueryClient();
  const [drafts, setDrafts] = useState<Map<string, CellDraft>>(() => (book ? draftsOf(book, lang) : new Map()));
  const [saveState, setSaveState] = useState<SaveState>({ kind: 'idle' });
  const undoStack = useRef<{ key: string; text: string }[][]>([]);
  const draftsRef = useRef(drafts);
  draftsRef.current = drafts;
  const saving = useRef<Promise<void> | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const lastBook = useRef<SoDiem | undefined>(undefined);

  // A freshly loaded gradebook (another class, or a reload after a conflict) replaces the local state.
  useEffect(() => {
    if (!book || book === lastBook.current) return;
    lastBook.current = book;
    setDrafts(draftsOf(book, lang));
    undoStack.current = [];
  }, [book, lang]);

  const kind = book?.lopMonHoc.hinhThucDanhGia ?? 'diem';
  const lopMonHocId = book?.lopMonHoc.id ?? 0;

  const flush = useCallback(async (): Promise<void> => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    if (saving.current) await saving.current;
    const pending = [...draftsRef.current.entries()].filter(([, d]) => d.dirty && d.value !== undefined);
    if (pending.length === 0 || !lopMonHocId) return;
    const run = async () => {
      setSaveState({ kind: 'saving' });
      try {
        for (const hocKy of [1, 2]) {
          const mine = pending.filter(([, d]) => d.hocKy === hocKy);
          if (mine.length === 0) continue;
          const result = await saveCells(lopMonHocId, {
            hocKy,
            o: mine.map(([, d]) => ({
              hocSinhId: d.hocSinhId,
              cot: d.cot as never,
              giaTri: d.value ?? null,
              version: d.version,
            })),
          });
          setDrafts(() => {
            const next = new Map(draftsRef.current);
            for (const [key, sent] of mine) {
              const now = next.get(key);
              if (!now) continue;
              const saved = result.o.find((c) => c.hocSinhId === sent.hocSinhId && c.cot === sent.cot);
              next.set(key, {
                ...now,
                version: saved?.version ?? 0,
                dirty: now.generation !== sent.generation,
              });
            }
            draftsRef.current = next;
            return next;
          });
        }
        setSaveState({ kind: 'saved', at: new Date() });
      } catch (error) {
        const message = error instanceof ApiError ? error.errors.join(' ') || error.message : String(error);
        setSaveState({ kind: 'error', message });
        if (error instanceof ApiError && error.status === 409) {
          await queryClient.invalidateQueries({ queryKey: diemVnKeys.gradebook(lopMonHocId) });
        }
      }
    };
    saving.current = run().finally(() => {
      saving.current = null;
    });
    await saving.current;
  }, [lopMonHocId, queryClient]);

  const schedule = useCallback(() => {
    setSaveState({ kind: 'pending' });
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(() => void flush(), AUTOSAVE_DELAY_MS);
  }, [flush]);

  /** Sets several cells at once (typing is one cell, a paste many); one undo step. */
  const setTexts = useCallback(
    (changes: { hocSinhId: number; hocKy: number; cot: string; text: string }[], recordUndo = true) => {
      if (changes.length === 0) return;
      const undo: { key: string; text: string }[] = [];
      const next = new Map(draftsRef.current);
      for (const change of changes) {
        const key = cellKey(change.hocSinhId, change.hocKy, change.cot);
        const before = next.get(key);
        if ((before?.text ?? '') === change.text) continue;
        undo.push({ key, text: before?.text ?? '' });
        const parsed = parseCellText(change.text, kind);
        next.set(key, {
          hocSinhId: change.hocSinhId,
          hocKy: change.hocKy,
          cot: change.cot,
          text: change.text,
          value: parsed.ok ? parsed.value : undefined,
          version: before?.version ?? 0,
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
    [kind, schedule],
  );

  const undo = useCallback(() => {
    const last = undoStack.current.pop();
    if (!last) return false;
    setTexts(
      last.map(({ key, text }) => {
        const [hocSinhId, hocKy, cot] = key.split(':') as [string, string, string];
        return { hocSinhId: Number(hocSinhId), hocKy: Number(hocKy), cot, text };
      }),
      false,
    );
    return true;
  }, [setTexts]);

  const unsaved = useMemo(() => [...drafts.values()].some((d) => d.dirty), [drafts]);
  const invalid = useMemo(() => [...drafts.values()].filter((d) => d.value === undefined).length, [drafts]);

  // Leaving the page with unsaved marks asks first (the browser's own dialog).
  useEffect(() => {
    if (!unsaved) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [unsaved]);

  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  return { drafts, setTexts, undo, flush, saveState, unsaved, invalid };
}
export type GradebookEditor = ReturnType<typeof useGradebookEditor>;
