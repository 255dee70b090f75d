import type { CellInput, SoDiem } from '@hpl/shared/diem-vn/contract';
import { diemVnKeys } from '../api/keys';
import { saveCells } from '../api/save-cells';
import { formatCellText, parseCellText } from './cell-text';
import { cellKey, useCellEditor } from './use-cell-editor';

/**
 * The secondary gradebook's editor (Circular 22) on the shared diem-vn cell editor: cells by student, term and column,
 * each with its own version; the edits of a term go in one all-or-nothing request; a 409 reloads the gradebook.
 */
export function useGradebookEditor(book: SoDiem | undefined, lang: string) {
  const kind = book?.lopMonHoc.hinhThucDanhGia ?? 'diem';
  const lopMonHocId = book?.lopMonHoc.id ?? 0;
  return useCellEditor<CellInput>({
    source: book,
    load: () => {
      const cells = new Map<string, { text: string; value: CellInput | null }>();
      const versions = new Map<string, number>();
      for (const student of book?.hocSinh ?? [])
        for (const cell of student.o) {
          const value: CellInput = { trangThai: cell.trangThai, giaTri: cell.giaTri, ketQua: cell.ketQua };
          const key = cellKey(student.id, cell.hocKy, cell.cot);
          cells.set(key, { text: formatCellText(value, lang), value });
          versions.set(key, cell.version);
        }
      return { cells, versions };
    },
    parse: (_, text) => parseCellText(text, kind),
    queryKey: diemVnKeys.gradebook(lopMonHocId),
    save: async (hocKy, units) => {
      if (!lopMonHocId) return [];
      const result = await saveCells(lopMonHocId, {
        hocKy: Number(hocKy),
        o: units.flatMap(({ hocSinhId, values, version }) =>
          [...values].map(([cot, giaTri]) => ({ hocSinhId, cot: cot as never, giaTri, version })),
        ),
      });
      return result.o.map((c) => ({ hocSinhId: c.hocSinhId, field: c.cot, version: c.version }));
    },
  });
}
export type GradebookEditor = ReturnType<typeof useGradebookEditor>;
