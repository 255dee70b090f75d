import type { CellInput, SoDiem } from '@hpl/shared/diem-vn/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, useRef } from 'react';
import { useGridEditor } from '../../../components/grid/use-grid-editor';
import { ApiError } from '../../../lib/api';
import { diemVnKeys } from '../api/keys';
import { saveCells } from '../api/save-cells';
import { formatCellText, parseCellText } from './cell-text';

export const cellKey = (hocSinhId: number, hocKy: number, cot: string) => `${hocSinhId}:${hocKy}:${cot}`;
const keyParts = (key: string) => {
  const [hocSinhId, hocKy, cot] = key.split(':') as [string, string, string];
  return { hocSinhId: Number(hocSinhId), hocKy: Number(hocKy), cot };
};

/**
 * The gradebook's local state on the shared grid editor (components/grid): the cells by student, term and column, their
 * versions, and the save: edits are grouped per term into one all-or-nothing request; a 409 (someone changed a cell
 * meanwhile) reloads the gradebook.
 */
export function useGradebookEditor(book: SoDiem | undefined, lang: string) {
  const queryClient = useQueryClient();
  const versions = useRef(new Map<string, number>());
  const kind = book?.lopMonHoc.hinhThucDanhGia ?? 'diem';
  const lopMonHocId = book?.lopMonHoc.id ?? 0;

  const initial = useCallback(() => {
    versions.current = new Map();
    const cells = new Map<string, { text: string; value: CellInput | null }>();
    for (const student of book?.hocSinh ?? [])
      for (const cell of student.o) {
        const value: CellInput = { trangThai: cell.trangThai, giaTri: cell.giaTri, ketQua: cell.ketQua };
        const key = cellKey(student.id, cell.hocKy, cell.cot);
        cells.set(key, { text: formatCellText(value, lang), value });
        versions.current.set(key, cell.version);
      }
    return cells;
  }, [book, lang]);

  const editor = useGridEditor<CellInput>({
    source: book,
    initial,
    parse: (_, text) => parseCellText(text, kind),
    messageOf: (error) => (error instanceof ApiError ? error.errors.join(' ') || error.message : String(error)),
    onError: async (error) => {
      if (error instanceof ApiError && error.status === 409)
        await queryClient.invalidateQueries({ queryKey: diemVnKeys.gradebook(lopMonHocId) });
    },
    save: async (pending) => {
      if (!lopMonHocId) return;
      for (const hocKy of [1, 2]) {
        const mine = pending.filter(([key]) => keyParts(key).hocKy === hocKy);
        if (mine.length === 0) continue;
        const result = await saveCells(lopMonHocId, {
          hocKy,
          o: mine.map(([key, d]) => ({
            hocSinhId: keyParts(key).hocSinhId,
            cot: keyParts(key).cot as never,
            giaTri: d.value ?? null,
            version: versions.current.get(key) ?? 0,
          })),
        });
        for (const [key] of mine) {
          const { hocSinhId, cot } = keyParts(key);
          const saved = result.o.find((c) => c.hocSinhId === hocSinhId && c.cot === cot);
          versions.current.set(key, saved?.version ?? 0);
        }
      }
    },
  });

  const { setTexts: setByKey } = editor;
  /** Sets several cells at once (typing is one cell, a paste many); one undo step. */
  const setTexts = useCallback(
    (changes: { hocSinhId: number; hocKy: number; cot: string; text: string }[]) =>
      setByKey(changes.map((c) => ({ key: cellKey(c.hocSinhId, c.hocKy, c.cot), text: c.text }))),
    [setByKey],
  );
  return useMemo(() => ({ ...editor, setTexts }), [editor, setTexts]);
}
export type GradebookEditor = ReturnType<typeof useGradebookEditor>;
