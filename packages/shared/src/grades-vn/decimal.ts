/**
 * Exact one-decimal arithmetic for marks. A mark is carried as an integer number of tenths, so sums are exact, and a
 * quotient is rounded half up with integer operations: binary floating point gets cases like 50.8 / 8 = 6.35 wrong.
 */

/** Marks and averages live on 0–10 with at most one decimal place. */
export const MARK_MAX_TENTHS = 100;

/** Tenths of a mark given as a number with at most one decimal place; anything else is refused, never rounded away. */
export function toTenths(mark: number): number {
  if (!Number.isFinite(mark)) throw new RangeError(`Not a mark: ${mark}`);
  const tenths = Math.round(mark * 10);
  // 6.8 * 10 is 68.00000000000001: a tolerance far below one tenth tells such a value from a real second decimal.
  if (Math.abs(mark * 10 - tenths) > 1e-6) throw new RangeError(`A mark has at most one decimal place: ${mark}`);
  if (tenths < 0 || tenths > MARK_MAX_TENTHS) throw new RangeError(`A mark lies between 0 and 10: ${mark}`);
  return tenths;
}

/** The number a count of tenths stands for (the nearest double, which prints as the decimal). */
export function fromTenths(tenths: number): number {
  return tenths / 10;
}

/** `numerator / denominator` (both non-negative integers, denominator > 0) rounded half up to an integer. */
export function divideHalfUp(numerator: number, denominator: number): number {
  if (!Number.isSafeInteger(numerator) || !Number.isSafeInteger(denominator) || denominator <= 0 || numerator < 0) {
    throw new RangeError(`Cannot divide ${numerator} by ${denominator}`);
  }
  return Math.floor((2 * numerator + denominator) / (2 * denominator));
}

/** Whether a value is a valid mark (0–10, at most one decimal place). */
export function isMark(value: number): boolean {
  try {
    toTenths(value);
    return true;
  } catch {
    return false;
  }
}

/** Formats a mark with exactly one decimal, as the mark book prints it (e.g. 7 → "7.0"). */
export function formatMark(mark: number, decimalSeparator = '.'): string {
  const tenths = toTenths(mark);
  return `${Math.floor(tenths / 10)}${decimalSeparator}${tenths % 10}`;
}
