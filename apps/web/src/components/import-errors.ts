import type { HocSinhImportRow, ImportRowError } from '@hpl/shared/hoc-sinh/contract';

/** One spreadsheet row with its problems: messages per column key, and those about the whole row. */
export interface RowProblems {
  dong: number;
  /** The parsed values when the preview carries the row (the server sends the first 200). */
  row: HocSinhImportRow | undefined;
  byColumn: Record<string, string[]>;
  general: string[];
}

/**
 * Groups the server's flat error list by spreadsheet row (ascending), then by column, so the user sees each bad row
 * once with its faulty cells marked. Rows the preview carries get their values attached.
 */
export function groupImportErrors(
  errors: readonly ImportRowError[],
  rows: readonly HocSinhImportRow[] = [],
): RowProblems[] {
  const rowByNumber = new Map(rows.map((r) => [r.dong, r]));
  const grouped = new Map<number, RowProblems>();
  for (const error of errors) {
    let entry = grouped.get(error.dong);
    if (!entry) {
      entry = { dong: error.dong, row: rowByNumber.get(error.dong), byColumn: {}, general: [] };
      grouped.set(error.dong, entry);
    }
    if (error.cot) {
      const list = entry.byColumn[error.cot] ?? [];
      if (!list.includes(error.thongBao)) list.push(error.thongBao);
      entry.byColumn[error.cot] = list;
    } else if (!entry.general.includes(error.thongBao)) {
      entry.general.push(error.thongBao);
    }
  }
  return [...grouped.values()].sort((a, b) => a.dong - b.dong);
}

/** How many errors each column has, most first: tells the user which column of the sheet to look at. */
export function countErrorsByColumn(
  errors: readonly ImportRowError[],
): { cot: string; tenCot: string; count: number }[] {
  const counts = new Map<string, { cot: string; tenCot: string; count: number }>();
  for (const error of errors) {
    if (!error.cot) continue;
    const entry = counts.get(error.cot) ?? { cot: error.cot, tenCot: error.tenCot ?? error.cot, count: 0 };
    entry.count += 1;
    counts.set(error.cot, entry);
  }
  return [...counts.values()].sort((a, b) => b.count - a.count || a.cot.localeCompare(b.cot));
}

/** Percentage (0–100) of an import's progress; 0 before the total is known. */
export function computeProgress(done: number, total: number): number {
  if (total <= 0) return 0;
  return Math.min(100, Math.round((done / total) * 100));
}
