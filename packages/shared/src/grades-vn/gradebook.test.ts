import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type CellValue,
  GRADE_COLUMNS,
  missingForTermResult,
  termAverageOfCells,
  termResultOfCells,
} from './gradebook';

const mark = (giaTri: number): CellValue => ({ trangThai: 'diem', giaTri });

describe('why a term result is still empty', () => {
  it('names the columns the average waits for, in the gradebook order; exempt marks are not waited for', () => {
    expect(missingForTermResult({ TX1: mark(7), GK: mark(8) }, 'diem', 3)).toEqual(['TX2', 'TX3', 'CK']);
    expect(missingForTermResult({ TX1: mark(7), TX2: { trangThai: 'mien' }, GK: mark(8) }, 'diem', 2)).toEqual(['CK']);
    expect(missingForTermResult({ TX1: mark(7), GK: { trangThai: 'vang' }, CK: mark(6) }, 'diem', 1)).toEqual(['GK']);
    expect(missingForTermResult({ GK: { trangThai: 'diem', ketQua: 'Đạt' } }, 'nhan_xet', 0)).toEqual(['CK']);
  });

  it('is empty exactly when the average can be computed (unless every regular mark is exempt)', () => {
    const cell = fc.oneof(
      fc.constant(undefined),
      fc.constant<CellValue>({ trangThai: 'mien' }),
      fc.constant<CellValue>({ trangThai: 'vang' }),
      fc.integer({ min: 0, max: 100 }).map((n) => mark(n / 10)),
    );
    fc.assert(
      fc.property(fc.tuple(...GRADE_COLUMNS.map(() => cell)), fc.integer({ min: 1, max: 4 }), (values, regular) => {
        const cells = Object.fromEntries(GRADE_COLUMNS.map((c, i) => [c, values[i]]).filter(([, v]) => v));
        const missing = missingForTermResult(cells, 'diem', regular);
        const average = termAverageOfCells(cells, regular);
        const allRegularExempt = GRADE_COLUMNS.slice(0, regular).every((c) => cells[c]?.trangThai === 'mien');
        if (missing.length > 0) expect(average).toBeNull();
        else if (!allRegularExempt) expect(average).not.toBeNull();
      }),
    );
  });

  it('a comment-only subject waits for GK and CK as its term result does', () => {
    const done = { GK: { trangThai: 'diem', ketQua: 'Đạt' }, CK: { trangThai: 'diem', ketQua: 'Chưa đạt' } } as const;
    expect(missingForTermResult(done, 'nhan_xet', 0)).toEqual([]);
    expect(termResultOfCells(done)).not.toBeNull();
  });
});
