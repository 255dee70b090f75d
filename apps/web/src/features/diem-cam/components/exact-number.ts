import { useFormat } from '../../../lib/format';

/** The decimals a number really has (at most 3): weightings of 1.6 and results of 9.5 keep them, 200 stays 200. */
export function decimalsOf(value: number): number {
  for (let digits = 0; digits < 3; digits++) {
    const scaled = value * 10 ** digits;
    if (Math.abs(scaled - Math.round(scaled)) < 1e-9) return digits;
  }
  return 3;
}

/** Formats a mark, weighting or threshold in the interface language with exactly the decimals it has. */
export function useExactNumber(): (value: number) => string {
  const format = useFormat();
  return (value) => format.number(value, decimalsOf(value));
}
