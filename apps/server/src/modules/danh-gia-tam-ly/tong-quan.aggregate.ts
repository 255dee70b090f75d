import { type GroupSummary, MIN_RESPONDENTS, type TamLyDefinition } from '@hpl/shared';

/**
 * Adding up the SQL aggregate (`scoreCells`): one cell per class, grade level, group and band with the count, sum,
 * least and greatest of its scores. A subset (a class, a grade level, the school) is the cells it keeps.
 */
export interface ScoreCell {
  lopQuanLyId: number | null;
  khoiId: number | null;
  group: string;
  band: string | null;
  n: number;
  sum: number;
  min: number;
  max: number;
}

/** Sheets submitted and flagged for follow-up, per class and grade level. */
export interface SheetCount {
  lopQuanLyId: number | null;
  khoiId: number | null;
  soDaNop: number;
  soCanTheoDoi: number;
}

const round1 = (n: number) => Math.round(n * 10) / 10;

export function summarise(definition: TamLyDefinition, cells: readonly ScoreCell[]): GroupSummary[] {
  return definition.groups.map((g) => {
    const mine = cells.filter((c) => c.group === g.key);
    const n = mine.reduce((a, c) => a + c.n, 0);
    return {
      group: g.key,
      title: g.title,
      mean: n ? round1(mine.reduce((a, c) => a + c.sum, 0) / n) : 0,
      min: n ? Math.min(...mine.map((c) => c.min)) : 0,
      max: n ? Math.max(...mine.map((c) => c.max)) : 0,
      bands: g.bands.map((b) => ({
        key: b.key,
        label: b.label,
        followUp: b.followUp,
        count: mine.filter((c) => c.band === b.key).reduce((a, c) => a + c.n, 0),
      })),
    };
  });
}

/** The mean of each group, or null for every group when fewer than the minimum answered. */
export function means(
  definition: TamLyDefinition,
  cells: readonly ScoreCell[],
  respondents: number,
): (number | null)[] {
  if (respondents < MIN_RESPONDENTS) return definition.groups.map(() => null);
  return summarise(definition, cells).map((g) => g.mean);
}

/** Submitted and flagged sheets of the counts kept by `keep`. */
export function totals(counts: readonly SheetCount[], keep: (c: SheetCount) => boolean = () => true) {
  const kept = counts.filter(keep);
  return {
    soDaNop: kept.reduce((a, c) => a + c.soDaNop, 0),
    soCanTheoDoi: kept.reduce((a, c) => a + c.soCanTheoDoi, 0),
  };
}

export const hidden = (count: number) => count < MIN_RESPONDENTS;
