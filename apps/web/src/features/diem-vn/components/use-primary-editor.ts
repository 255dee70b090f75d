import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, useRef } from 'react';
import { useGridEditor } from '../../../components/grid/use-grid-editor';
import { ApiError } from '../../../lib/api';

/**
 * A primary grid's local state on the shared grid editor: cells keyed `pupil:ratingPoint:field`, saved per pupil and
 * rating point as one row (every field of the row, the last valid value of a field still being typed), with the row's
 * version; a 409 reloads the data.
 */
export type PrimaryValue = string | number;
export const primaryKey = (hocSinhId: number, ky: string, field: string) => `${hocSinhId}:${ky}:${field}`;
const partsOf = (key: string) => {
  const [hocSinhId, ky, field] = key.split(':') as [string, string, string];
  return { hocSinhId: Number(hocSinhId), ky, field };
};

export interface PrimaryRowSave {
  ky: string;
  rows: { hocSinhId: number; values: Map<string, PrimaryValue | null>; version: number }[];
}

export function usePrimaryEditor(options: {
  source: unknown;
  /** Every loaded cell (text, value) by key, and every row's version by `pupil:ratingPoint`. */
  load: () => { cells: Map<string, { text: string; value: PrimaryValue | null }>; versions: Map<string, number> };
  fields: readonly string[];
  parse: (field: string, text: string) => { ok: true; value: PrimaryValue | null } | { ok: false };
  save: (batch: PrimaryRowSave) => Promise<{ hocSinhId: number; version: number }[]>;
  queryKey: readonly unknown[];
}) {
  const queryClient = useQueryClient();
  const versions = useRef(new Map<string, number>());
  const stored = useRef(new Map<string, PrimaryValue | null>());
  const latest = useRef(options);
  latest.current = options;

  const initial = useCallback(() => {
    const loaded = latest.current.load();
    versions.current = loaded.versions;
    stored.current = new Map([...loaded.cells].map(([k, c]) => [k, c.value]));
    return loaded.cells;
  }, []);

  const editor = useGridEditor<PrimaryValue>({
    source: options.source,
    initial,
    parse: (key, text) => latest.current.parse(partsOf(key).field, text),
    messageOf: (error) => (error instanceof ApiError ? error.errors.join(' ') || error.message : String(error)),
    onError: async (error) => {
      if (error instanceof ApiError && error.status === 409)
        await queryClient.invalidateQueries({ queryKey: latest.current.queryKey });
    },
    save: async (pending) => {
      const byPeriod = new Map<string, Set<number>>();
      for (const [key] of pending) {
        const { hocSinhId, ky } = partsOf(key);
        byPeriod.set(ky, (byPeriod.get(ky) ?? new Set()).add(hocSinhId));
      }
      for (const [ky, pupils] of byPeriod) {
        const rows = [...pupils].map((hocSinhId) => {
          const values = new Map<string, PrimaryValue | null>();
          for (const field of latest.current.fields) {
            const key = primaryKey(hocSinhId, ky, field);
            const draft = draftsRef.current.get(key);
            values.set(field, draft && draft.value !== undefined ? draft.value : (stored.current.get(key) ?? null));
          }
          return { hocSinhId, values, version: versions.current.get(`${hocSinhId}:${ky}`) ?? 0 };
        });
        const saved = await latest.current.save({ ky, rows });
        for (const row of rows) {
          const after = saved.find((s) => s.hocSinhId === row.hocSinhId);
          versions.current.set(`${row.hocSinhId}:${ky}`, after?.version ?? 0);
          for (const [field, value] of row.values) stored.current.set(primaryKey(row.hocSinhId, ky, field), value);
        }
      }
    },
  });
  const draftsRef = useRef(editor.drafts);
  draftsRef.current = editor.drafts;

  const { setTexts: setByKey } = editor;
  const setText = useCallback(
    (hocSinhId: number, ky: string, field: string, text: string) =>
      setByKey([{ key: primaryKey(hocSinhId, ky, field), text }]),
    [setByKey],
  );
  /** A block pasted from a spreadsheet into the grid of one rating point, from the cell at `row`, `col`. */
  const pasteBlock = useCallback(
    (
      block: string[][],
      at: { row: number; col: number },
      grid: { pupils: { id: number }[]; fields: readonly string[]; ky: string },
    ) => {
      const changes: { key: string; text: string }[] = [];
      block.forEach((cells, i) => {
        const pupil = grid.pupils[at.row + i];
        cells.forEach((text, j) => {
          const field = grid.fields[at.col + j];
          if (pupil && field) changes.push({ key: primaryKey(pupil.id, grid.ky, field), text: text.trim() });
        });
      });
      setByKey(changes);
    },
    [setByKey],
  );
  return useMemo(() => ({ ...editor, setText, pasteBlock }), [editor, setText, pasteBlock]);
}
export type PrimaryEditor = ReturnType<typeof usePrimaryEditor>;
