import { type GroupSummary, MIN_RESPONDENTS, type TamLyDefinition, type TamLyGroupScore } from '@hpl/shared';

/** Pure aggregation of submitted scores: means and band counts, hidden (null) below the minimum of respondents. */
export interface ScoredSheet {
  ketQua: TamLyGroupScore[] | null;
}

const round1 = (n: number) => Math.round(n * 10) / 10;

export function summarise(definition: TamLyDefinition, sheets: readonly ScoredSheet[]): GroupSummary[] {
  return definition.groups.map((g) => {
    const scores = sheets.flatMap((s) => s.ketQua?.filter((k) => k.group === g.key) ?? []);
    const values = scores.map((s) => s.score);
    return {
      group: g.key,
      title: g.title,
      mean: values.length ? round1(values.reduce((a, b) => a + b, 0) / values.length) : 0,
      min: values.length ? Math.min(...values) : 0,
      max: values.length ? Math.max(...values) : 0,
      bands: g.bands.map((b) => ({
        key: b.key,
        label: b.label,
        followUp: b.followUp,
        count: scores.filter((s) => s.band === b.key).length,
      })),
    };
  });
}

/** The mean of each group, or null for every group when fewer than the minimum answered. */
export function means(definition: TamLyDefinition, sheets: readonly ScoredSheet[]): (number | null)[] {
  if (sheets.length < MIN_RESPONDENTS) return definition.groups.map(() => null);
  return summarise(definition, sheets).map((g) => g.mean);
}

export const hidden = (count: number) => count < MIN_RESPONDENTS;
