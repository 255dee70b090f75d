import { type SaveUnit, useCellEditor } from './use-cell-editor';

/**
 * A primary grid's editor (Circular 27: ratings and tests, qualities and competences) on the shared diem-vn cell
 * editor: a pupil's row at a rating point carries one version and is saved whole (every field of `fields`).
 */
export type PrimaryValue = string | number;
export { cellKey as primaryKey } from './use-cell-editor';

export interface PrimaryRowSave {
  ky: string;
  rows: SaveUnit<PrimaryValue>[];
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
  const { fields, save, ...rest } = options;
  return useCellEditor<PrimaryValue>({ ...rest, rowFields: fields, save: (ky, rows) => save({ ky, rows }) });
}
