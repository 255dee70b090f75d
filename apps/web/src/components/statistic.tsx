import { Statistic as AntStatistic, type StatisticProps } from 'antd';
import { useFormat } from '../lib/format';

/**
 * THE statistic: antd's Statistic with the value written the interface language's way (1.488 · 0,5). Figures shown
 * side by side should share `decimals` (see `decimalsOf`).
 */
export function Statistic({ decimals = 0, ...props }: StatisticProps & { decimals?: number }) {
  const f = useFormat();
  return (
    <AntStatistic {...props} formatter={(value) => (typeof value === 'number' ? f.number(value, decimals) : value)} />
  );
}

/** The decimals a group of figures needs (at most `max`), so "2" and "0,5" side by side read "2,0" and "0,5". */
export function decimalsOf(values: readonly (number | null | undefined)[], max = 1): number {
  let decimals = 0;
  for (const value of values) {
    // Within a rounding error of a whole number counts as whole (1.1 × 10 is 11.000000000000002).
    const isWhole = (n: number) => Math.abs(n - Math.round(n)) < 1e-9;
    while (decimals < max && typeof value === 'number' && !isWhole(value * 10 ** decimals)) decimals++;
  }
  return decimals;
}
