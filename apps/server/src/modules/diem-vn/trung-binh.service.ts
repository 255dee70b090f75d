import {
  type CellValue,
  regularMarkCount,
  termAverageOfCells,
  termResultOfCells,
  yearAverageOf,
  yearResultOf,
} from '@hpl/shared';
import type { DbOrTx } from '../../db/client';
import { settingsOfYears } from './diem-vn.service';
import * as averageRepo from './trung-binh.repository';

/*
 * Subject averages (term and year) of whole classes, recomputed from the stored cells with the shared Circular 22 rules
 * in set-based statements (a save, an import, a settings change, the year's computation).
 */

type Kind = 'diem' | 'nhan_xet';
export type TermCells = Record<string, CellValue>;

/** Term I, term II and year averages (comment-only subjects: results) of one student in a class, from their cells. */
export function averagesOfStudent(
  lopMonHocId: number,
  hocSinhId: number,
  kind: Kind,
  regularCount: number,
  terms: { 1: TermCells; 2: TermCells },
): averageRepo.AverageWrite[] {
  const t1 = terms[1];
  const t2 = terms[2];
  if (kind === 'nhan_xet') {
    const r1 = termResultOfCells(t1);
    const r2 = termResultOfCells(t2);
    return [
      { lopMonHocId, hocSinhId, hocKy: 1, diemTb: null, ketQua: r1 },
      { lopMonHocId, hocSinhId, hocKy: 2, diemTb: null, ketQua: r2 },
      { lopMonHocId, hocSinhId, hocKy: 0, diemTb: null, ketQua: yearResultOf(r2, t2.KTL) },
    ];
  }
  const a1 = termAverageOfCells(t1, regularCount);
  const a2 = termAverageOfCells(t2, regularCount);
  return [
    { lopMonHocId, hocSinhId, hocKy: 1, diemTb: a1, ketQua: null },
    { lopMonHocId, hocSinhId, hocKy: 2, diemTb: a2, ketQua: null },
    { lopMonHocId, hocSinhId, hocKy: 0, diemTb: yearAverageOf(a1, a2, t2.KTL), ketQua: null },
  ];
}

/**
 * Cells `term|column|state|mark|result;…` (see `listPackedCells`) by term and column. A year-end run unpacks every
 * cell of the school, so this scans with `indexOf` instead of splitting into arrays of strings.
 */
function unpackCells(packed: string): { 1: TermCells; 2: TermCells } {
  const terms: { 1: TermCells; 2: TermCells } = { 1: {}, 2: {} };
  const n = packed.length;
  let i = 0;
  while (i < n) {
    const term = packed.charCodeAt(i);
    const a = packed.indexOf('|', i + 2);
    const b = packed.indexOf('|', a + 1);
    const c = packed.indexOf('|', b + 1);
    let end = packed.indexOf(';', c + 1);
    if (end < 0) end = n;
    const byColumn =
      packed.charCodeAt(i + 1) !== PIPE ? undefined : term === ONE ? terms[1] : term === TWO ? terms[2] : undefined;
    if (byColumn && a > i + 2)
      byColumn[packed.slice(i + 2, a)] = {
        trangThai: packed.slice(a + 1, b) as CellValue['trangThai'],
        giaTri: c > b + 1 ? Number(packed.slice(b + 1, c)) : null,
        ketQua: (end > c + 1 ? packed.slice(c + 1, end) : null) as CellValue['ketQua'],
      };
    i = end + 1;
  }
  return terms;
}
const ONE = '1'.charCodeAt(0);
const TWO = '2'.charCodeAt(0);
const PIPE = '|'.charCodeAt(0);

/**
 * Recomputes the stored averages of whole classes (after a settings change, or for a year-end run): every member's
 * cells and stored averages in one read, the averages by the shared rules, and only the averages that changed written,
 * in a few set-based statements. Returns the number of student-class pairs.
 */
export async function recomputeClassAverages(db: DbOrTx, lopMonHocIds: number[]): Promise<number> {
  if (lopMonHocIds.length === 0) return 0;
  const classes = await averageRepo.listClassRules(db, { lopMonHocIds });
  const settings = await settingsOfYears(
    db,
    classes.map((c) => c.namHocId),
  );
  const rulesOf = new Map(
    classes.map((c) => {
      const kind: Kind = c.hinhThucDanhGia === 'nhan_xet' ? 'nhan_xet' : 'diem';
      return [c.id, { kind, regularCount: c.soDiemTx ?? regularMarkCount(c.soTietNam, settings.get(c.namHocId)!) }];
    }),
  );
  const ids = [...rulesOf.keys()];
  // A few slices side by side: on PostgreSQL each runs on its own connection, so reading, computing and writing overlap.
  const slice = Math.ceil(ids.length / RECOMPUTE_SLICES);
  const counts = await Promise.all(
    Array.from({ length: RECOMPUTE_SLICES }, async (_, i) => {
      const part = ids.slice(i * slice, (i + 1) * slice);
      const updates: (averageRepo.AverageWrite & { id: number })[] = [];
      const inserts: averageRepo.AverageWrite[] = [];
      const packed = await averageRepo.listPackedCells(db, part);
      for (const p of packed) {
        const rules = rulesOf.get(p.lopMonHocId)!;
        for (const row of averagesOfStudent(
          p.lopMonHocId,
          p.hocSinhId,
          rules.kind,
          rules.regularCount,
          unpackCells(p.packed),
        )) {
          const stored = p.stored[row.hocKy];
          // Marks compare as numbers: both sides are the nearest double to the same one-decimal value.
          if (!stored) inserts.push(row);
          else if (stored.diemTb !== row.diemTb || stored.ketQua !== row.ketQua)
            updates.push({ ...row, id: stored.id });
        }
      }
      await averageRepo.writeAverageChanges(db, { updates, inserts });
      return packed.length;
    }),
  );
  return counts.reduce((a, b) => a + b, 0);
}
const RECOMPUTE_SLICES = 4;
