import type { BangDiemCam } from '@hpl/shared/diem-cam/ket-qua';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef } from 'react';
import { useGridEditor } from '../../../components/grid/use-grid-editor';
import { ApiError } from '../../../lib/api';
import { diemCamKetQuaKeys } from '../api/ket-qua-keys';
import { saveResults } from '../api/save-results';
import { formatRawMark, parseAbsent, parseRawMark } from './mark-text';

/** A cell of the results grid: a component's raw mark (`hocSinhId:index`) or the absent mark (`hocSinhId:vang`). */
export const ABSENT = 'vang';
export const resultKey = (hocSinhId: number, column: number | typeof ABSENT) => `${hocSinhId}:${column}`;
type CellValue = number | boolean;

interface SavedRow {
  diem: (number | null)[];
  vangThi: boolean;
  version: number;
}

/**
 * The results grid's local state on the shared grid editor: one cell per component and the absent mark, per student.
 * A save sends each changed student's whole row (what the server last answered, overlaid with the valid edits) with
 * the row's version; a 409 (someone changed a student meanwhile) reloads the exam.
 */
export function useResultsEditor(book: BangDiemCam | undefined, lang: string) {
  const queryClient = useQueryClient();
  const saved = useRef(new Map<number, SavedRow>());
  const examId = book?.baiThi.id ?? 0;
  const components = book?.baiThi.thanhPhan ?? [];

  const initial = useCallback(() => {
    saved.current = new Map();
    const cells = new Map<string, { text: string; value: CellValue | null }>();
    for (const s of book?.hocSinh ?? []) {
      saved.current.set(s.hocSinhId, { diem: [...s.diem], vangThi: s.vangThi, version: s.version });
      s.diem.forEach((d, i) => {
        cells.set(resultKey(s.hocSinhId, i), { text: formatRawMark(d, lang), value: d });
      });
      cells.set(resultKey(s.hocSinhId, ABSENT), { text: s.vangThi ? 'x' : '', value: s.vangThi });
    }
    return cells;
  }, [book, lang]);

  return useGridEditor<CellValue>({
    source: book,
    initial,
    parse: (key, text) => {
      const column = key.split(':')[1]!;
      if (column === ABSENT) return parseAbsent(text);
      return parseRawMark(text, components[Number(column)]?.diemToiDa ?? 0);
    },
    messageOf: (error) => (error instanceof ApiError ? error.errors.join(' ') || error.message : String(error)),
    onError: async (error) => {
      if (error instanceof ApiError && error.status === 409)
        await queryClient.invalidateQueries({ queryKey: diemCamKetQuaKeys.results(examId) });
    },
    save: async (pending) => {
      if (!examId) return;
      const rows = new Map<number, SavedRow>();
      for (const [key, draft] of pending) {
        const [student, column] = key.split(':') as [string, string];
        const hocSinhId = Number(student);
        const base = saved.current.get(hocSinhId) ?? { diem: components.map(() => null), vangThi: false, version: 0 };
        const row = rows.get(hocSinhId) ?? { ...base, diem: [...base.diem] };
        if (column === ABSENT) row.vangThi = draft.value === true;
        else row.diem[Number(column)] = (draft.value as number | null) ?? null;
        rows.set(hocSinhId, row);
      }
      const result = await saveResults(examId, {
        dong: [...rows].map(([hocSinhId, r]) => ({ hocSinhId, diem: r.diem, vangThi: r.vangThi, version: r.version })),
      });
      for (const r of result.dong)
        saved.current.set(r.hocSinhId, { diem: [...r.diem], vangThi: r.vangThi, version: r.version });
    },
  });
}
export type ResultsEditor = ReturnType<typeof useResultsEditor>;
