import type { QuyTac } from '@hpl/shared/diem-cam/cau-hinh';
import type { TFunction } from 'i18next';

/** One line saying what a rule does: "≥ 90 → A* · ≥ 80 → A …" or "% ÷ 10, 1 decimal(s)". */
export function ruleSummary(rule: QuyTac, t: TFunction, number: (n: number) => string): string {
  if (rule.kind === 'linear')
    return t('diem-cam:scales.linearSummary', { divisor: number(rule.divisor), decimals: rule.decimals });
  const show = (r: string | number) => (typeof r === 'number' ? number(r) : r);
  const bands = rule.bands.map((b) =>
    b.min != null ? `≥ ${number(b.min)} → ${show(b.result)}` : `${b.grade} → ${show(b.result)}`,
  );
  return bands.join(' · ');
}
