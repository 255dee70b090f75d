/**
 * From gradebook cells to averages, the one way both the gradebook preview and the server's stored results do it.
 * A term average exists only when the mid-term and end-of-term marks and every regular mark are in (a regular mark may
 * be exempt, which leaves it out); otherwise it is `null` — not yet computable, never a guess.
 */
import { type CommentResult, commentTermResult, termAverage, yearAverage } from './rules';

export const REGULAR_COLUMNS = ['TX1', 'TX2', 'TX3', 'TX4'] as const;
export const GRADE_COLUMNS = ['TX1', 'TX2', 'TX3', 'TX4', 'GK', 'CK'] as const;
/** Columns a term has, plus KTL: the summer retake of term 2, whose result replaces the year result. */
export const CELL_COLUMNS = [...GRADE_COLUMNS, 'KTL'] as const;
export type GradeColumn = (typeof GRADE_COLUMNS)[number];
export type CellColumn = (typeof CELL_COLUMNS)[number];
export const CELL_STATES = ['diem', 'mien', 'vang'] as const;
/** A mark (or Đạt / Chưa đạt) / exempt / absent. An empty cell has no state. */
export type CellState = (typeof CELL_STATES)[number];
export type AssessmentKind = 'diem' | 'nhan_xet';

export interface CellValue {
  trangThai: CellState;
  giaTri?: number | null;
  ketQua?: CommentResult | null;
}

/** The columns of one term for a subject: regular marks then GK and CK (comment-only subjects: GK and CK). */
export function termColumns(kind: AssessmentKind, regularCount: number): GradeColumn[] {
  if (kind === 'nhan_xet') return ['GK', 'CK'];
  return [...REGULAR_COLUMNS.slice(0, Math.max(1, Math.min(4, regularCount))), 'GK', 'CK'];
}

const markOf = (cell: CellValue | undefined) =>
  cell?.trangThai === 'diem' && cell.giaTri != null ? cell.giaTri : undefined;

/** A scored subject's term average from its cells (by column), or null while incomplete. */
export function termAverageOfCells(cells: Partial<Record<string, CellValue>>, regularCount: number): number | null {
  const midterm = markOf(cells.GK);
  const final = markOf(cells.CK);
  if (midterm === undefined || final === undefined) return null;
  const regular: number[] = [];
  for (const column of REGULAR_COLUMNS.slice(0, regularCount)) {
    const cell = cells[column];
    if (cell?.trangThai === 'mien') continue;
    const mark = markOf(cell);
    if (mark === undefined) return null;
    regular.push(mark);
  }
  if (regular.length === 0) return null;
  return termAverage(regular, midterm, final);
}

/**
 * Why a term average (or a comment-only subject's term result) is still empty: the columns it waits for, in the
 * gradebook's order (an exempt regular mark is not waited for). Empty when the average can be computed.
 */
export function missingForTermResult(
  cells: Partial<Record<string, CellValue>>,
  kind: AssessmentKind,
  regularCount: number,
): GradeColumn[] {
  const filled = (column: GradeColumn) => {
    const cell = cells[column];
    // Exempt: a regular mark of a scored subject, or an assessment of a comment-only one, is not waited for.
    if (cell?.trangThai === 'mien') return kind === 'nhan_xet' || column.startsWith('TX');
    return kind === 'diem' ? markOf(cell) !== undefined : cell?.trangThai === 'diem' && Boolean(cell.ketQua);
  };
  const columns = kind === 'diem' ? [...REGULAR_COLUMNS.slice(0, regularCount), 'GK', 'CK'] : ['GK', 'CK'];
  return (columns as GradeColumn[]).filter((column) => !filled(column));
}

/** A comment-only subject's term result, or null while an assessment is missing. */
export function termResultOfCells(cells: Partial<Record<string, CellValue>>): CommentResult | null {
  const required = (['GK', 'CK'] as const).map((c) => cells[c]).filter((c) => c?.trangThai !== 'mien');
  if (required.length === 0) return null;
  if (required.some((c) => c?.trangThai !== 'diem' || !c.ketQua)) return null;
  return commentTermResult(required.map((c) => c!.ketQua!));
}

/** Year average from the two terms; the summer retake mark (KTL), when entered, replaces it. */
export function yearAverageOf(term1: number | null, term2: number | null, retake?: CellValue): number | null {
  const retakeMark = markOf(retake);
  if (retakeMark !== undefined) return retakeMark;
  return term1 == null || term2 == null ? null : yearAverage(term1, term2);
}

/** A comment-only subject's year result is its term II result, replaced by a retake result when entered. */
export function yearResultOf(term2: CommentResult | null, retake?: CellValue): CommentResult | null {
  if (retake?.trangThai === 'diem' && retake.ketQua) return retake.ketQua;
  return term2;
}
