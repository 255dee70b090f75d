import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, useRef } from 'react';
import { useGridEditor } from '../../../components/grid/use-grid-editor';
import { ApiError } from '../../../lib/api';
import type { Parsed } from './cell-text';

/**
 * THE editor of a diem-vn grid (the secondary gradebook of Circular 22, the primary ratings and the qualities of
 * Circular 27) on the shared grid editor: cells keyed `pupil:period:field` (a period is a term 1 / 2 or a rating point
 * GK1…CN; a field a column TX1…KTL or muc / kt / nx / a criterion), loaded with their record versions, saved per period
 * (one request each, all or nothing) with the versions the server answered last; a 409 (someone changed the record
 * meanwhile) reloads the data. What carries a version is the circular's: each cell, or (given `rowFields`) a pupil's
 * whole row at a period, saved with every field (the last valid value of a field still being typed).
 */
export const cellKey = (hocSinhId: number, period: string | number, field: string) => `${hocSinhId}:${period}:${field}`;
export const keyParts = (key: string) => {
  const [hocSinhId, period, field] = key.split(':') as [string, string, string];
  return { hocSinhId: Number(hocSinhId), period, field };
};
const rowKey = (hocSinhId: number, period: string) => `${hocSinhId}:${period}`;

/** What is saved with one version: one cell (its one field) or a pupil's row (every field of `rowFields`). */
export interface SaveUnit<V> {
  hocSinhId: number;
  values: Map<string, V | null>;
  version: number;
}
/** A saved unit's new version: `field` names the cell when each cell carries its own version. */
export interface SavedVersion {
  hocSinhId: number;
  field?: string;
  version: number;
}

export interface CellEditorOptions<V> {
  /** The loaded data: a new object (another class, a reload) replaces the local state. */
  source: unknown;
  /** Every loaded cell (text, value) by `cellKey`, and every version by `cellKey` (or by `pupil:period` with rows). */
  load: () => { cells: Map<string, { text: string; value: V | null }>; versions: Map<string, number> };
  parse: (field: string, text: string) => Parsed<V>;
  /** Given: a pupil's row at a period carries one version and is saved whole, with these fields. */
  rowFields?: readonly string[];
  /** Saves the units of one period; answers their new versions. Throws to keep the cells dirty. */
  save: (period: string, units: SaveUnit<V>[]) => Promise<SavedVersion[]>;
  /** The query reloaded on a 409. */
  queryKey: readonly unknown[];
}

export function useCellEditor<V>(options: CellEditorOptions<V>) {
  const queryClient = useQueryClient();
  const versions = useRef(new Map<string, number>());
  const stored = useRef(new Map<string, V | null>());
  const latest = useRef(options);
  latest.current = options;

  const initial = useCallback(() => {
    const loaded = latest.current.load();
    versions.current = loaded.versions;
    stored.current = new Map([...loaded.cells].map(([k, c]) => [k, c.value]));
    return loaded.cells;
  }, []);

  /** One period's units: each pending cell, or the whole row of each pupil with a pending cell. */
  const unitsOf = (period: string, keys: string[]): { versionKey: string; unit: SaveUnit<V> }[] => {
    const latestValue = (key: string) => {
      const draft = draftsRef.current.get(key);
      return draft && draft.value !== undefined ? draft.value : (stored.current.get(key) ?? null);
    };
    const fields = latest.current.rowFields;
    if (!fields)
      return keys.map((key) => {
        const { hocSinhId, field } = keyParts(key);
        const values = new Map([[field, latestValue(key)]]);
        return { versionKey: key, unit: { hocSinhId, values, version: versions.current.get(key) ?? 0 } };
      });
    return [...new Set(keys.map((key) => keyParts(key).hocSinhId))].map((hocSinhId) => {
      const values = new Map(fields.map((field) => [field, latestValue(cellKey(hocSinhId, period, field))]));
      const versionKey = rowKey(hocSinhId, period);
      return { versionKey, unit: { hocSinhId, values, version: versions.current.get(versionKey) ?? 0 } };
    });
  };

  const editor = useGridEditor<V>({
    source: options.source,
    initial,
    parse: (key, text) => latest.current.parse(keyParts(key).field, text),
    messageOf: (error) => (error instanceof ApiError ? error.errors.join(' ') || error.message : String(error)),
    onError: async (error) => {
      if (error instanceof ApiError && error.status === 409)
        await queryClient.invalidateQueries({ queryKey: latest.current.queryKey });
    },
    save: async (pending) => {
      const byPeriod = new Map<string, string[]>();
      for (const [key] of pending) {
        const { period } = keyParts(key);
        byPeriod.set(period, [...(byPeriod.get(period) ?? []), key]);
      }
      for (const [period, keys] of byPeriod) {
        const units = unitsOf(period, keys);
        const saved = await latest.current.save(
          period,
          units.map((u) => u.unit),
        );
        for (const { versionKey, unit } of units) {
          const after = saved.find(
            (s) => s.hocSinhId === unit.hocSinhId && (s.field === undefined || unit.values.has(s.field)),
          );
          versions.current.set(versionKey, after?.version ?? 0);
          for (const [field, value] of unit.values) stored.current.set(cellKey(unit.hocSinhId, period, field), value);
        }
      }
    },
  });
  const draftsRef = useRef(editor.drafts);
  draftsRef.current = editor.drafts;

  const { setTexts } = editor;
  const setText = useCallback(
    (hocSinhId: number, period: string | number, field: string, text: string) =>
      setTexts([{ key: cellKey(hocSinhId, period, field), text }]),
    [setTexts],
  );
  /**
   * A block pasted from a spreadsheet into the grid of one period, from the cell at `row`, `col`: one undo step;
   * cells that are not `editable` (or fall outside the grid) are skipped.
   */
  const pasteBlock = useCallback(
    (
      block: string[][],
      at: { row: number; col: number },
      grid: {
        pupils: readonly { id: number }[];
        fields: readonly string[];
        period: string | number;
        editable?: (hocSinhId: number, field: string) => boolean;
      },
    ) => {
      const changes: { key: string; text: string }[] = [];
      block.forEach((cells, i) => {
        const pupil = grid.pupils[at.row + i];
        cells.forEach((text, j) => {
          const field = grid.fields[at.col + j];
          if (pupil && field && (grid.editable?.(pupil.id, field) ?? true))
            changes.push({ key: cellKey(pupil.id, grid.period, field), text: text.trim() });
        });
      });
      setTexts(changes);
    },
    [setTexts],
  );
  return useMemo(() => ({ ...editor, setText, pasteBlock }), [editor, setText, pasteBlock]);
}
export type CellEditor<V = unknown> = ReturnType<typeof useCellEditor<V>>;
