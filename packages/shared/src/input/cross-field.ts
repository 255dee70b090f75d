import type { z } from 'zod';

/**
 * Cross-field rules of object contracts ("the end on or after the start"). zod skips an object's refinements as soon
 * as ANY field has an issue, so a plain `.refine` stays silent while a form is half filled (the reason still empty)
 * and the browser, which checks the shared contract field by field, never shows the message: the user learns of it
 * from the server after Save. These rules run as soon as the fields they read are valid, whatever the other fields
 * hold, so the browser and the server refuse the same input with the same message at the same field.
 */

type FieldValues<K extends string> = { [P in K]?: unknown };

/** The `when` of a refinement: run once none of `fields` has an issue, even if other fields have. */
export function whenFieldsValid(fields: readonly string[]): (payload: z.core.ParsePayload) => boolean {
  return (payload) =>
    typeof payload.value === 'object' &&
    payload.value !== null &&
    !payload.issues.some((issue) => issue.path?.length && fields.includes(String(issue.path[0])));
}

/**
 * A cross-field rule as the two arguments of `.refine(...)`: `check` reads only `fields`; a failure is reported at
 * `path` (the field the user corrects) with the catalogue key `message`.
 *
 *   z.object({...}).refine(...crossFieldRule({ fields: ['a', 'b'], path: 'b', message: 'x.order', check }))
 */
export function crossFieldRule<K extends string, V extends FieldValues<K> = FieldValues<K>>(rule: {
  fields: readonly K[];
  path: K;
  message: string;
  check: (value: V) => boolean;
}): [(value: V) => boolean, { message: string; path: [K]; when: (payload: z.core.ParsePayload) => boolean }] {
  return [rule.check, { message: rule.message, path: [rule.path], when: whenFieldsValid(rule.fields) }];
}

/** The instant of an ISO date (`YYYY-MM-DD`, midnight UTC) or date-time (with its offset). */
const instantOf = (value: string) => Date.parse(value);

/** Whether `to` is on or after `from` (strictly after with `strict`); a missing date is left to its own rule. */
export function isInOrder(from: unknown, to: unknown, strict = false): boolean {
  if (typeof from !== 'string' || typeof to !== 'string' || !from || !to) return true;
  const [a, b] = [instantOf(from), instantOf(to)];
  if (Number.isNaN(a) || Number.isNaN(b)) return true;
  return strict ? b > a : b >= a;
}

/**
 * A from/to date (or date-time) pair in order, reported at the `to` field: the end on or after the start, or
 * strictly after with `strict` (a year that ends the day it starts is no year). Missing dates pass.
 */
export function datesInOrder<F extends string, T extends string>(pair: {
  from: F;
  to: T;
  message: string;
  strict?: boolean;
}) {
  return crossFieldRule<F | T>({
    fields: [pair.from, pair.to],
    path: pair.to,
    message: pair.message,
    check: (v) => isInOrder(v[pair.from], v[pair.to], pair.strict),
  });
}
