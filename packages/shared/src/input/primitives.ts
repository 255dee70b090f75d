import { z } from 'zod';

/**
 * The primitives every request contract is built from. Each refuses, with a readable message, what the database
 * would otherwise turn into a 500: PostgreSQL `integer` ends at 2,147,483,647, `text` cannot hold NUL, `jsonb` refuses
 * lone UTF-16 surrogates, and `date` has no year 0.
 */

export const PG_INT_MAX = 2_147_483_647;
export const YEAR_MIN = 1900;
export const YEAR_MAX = 2200;

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export const hasNul = (text: string) => text.includes('\u0000');
export const isWellFormedText = (text: string) => !LONE_SURROGATE.test(text);
/** The text with each lone surrogate replaced by U+FFFD, as `String.prototype.toWellFormed` does. */
export const toWellFormedText = (text: string) => text.replace(new RegExp(LONE_SURROGATE, 'g'), '\uFFFD');

/** Text a person typed: without NUL and well-formed; chain `.trim()`, `.min()`, `.max()` as usual. */
export const zText = (params?: { message: string }) =>
  z
    .string(params)
    .refine((text) => !hasNul(text), { message: 'input.text.nul', abort: true })
    .refine(isWellFormedText, { message: 'input.text.malformed', abort: true });

const idMessage = { message: 'input.id.range' };

/** An id in a path or query string (`/NamHoc/12`, `?khoiId=3`): text coerced to an integer id. */
export const zIdParam = z.coerce.number(idMessage).int(idMessage).min(1, idMessage).max(PG_INT_MAX, idMessage);

/** An id in a JSON body. `message` names the field (e.g. `khoi.required`) when the form shows it. */
export const zIdValue = (message = 'input.id.range') =>
  z.number({ message }).int({ message }).min(1, { message }).max(PG_INT_MAX, idMessage);

/** A whole number stored in an `integer` column (counts, versions, ordering). */
export const zInteger = (min = 0, max = PG_INT_MAX) => z.number().int().min(min).max(max);

/** A whole number from a query string. */
export const zIntegerParam = (min = 0, max = PG_INT_MAX) => z.coerce.number().int().min(min).max(max);

const yearOf = (isoDate: string) => Number(isoDate.slice(0, 4));
const inYears = (isoDate: string) => yearOf(isoDate) >= YEAR_MIN && yearOf(isoDate) <= YEAR_MAX;

/** A calendar date `YYYY-MM-DD` in a sensible year (1900–2200). */
export const zIsoDate = (message = 'input.date.invalid') =>
  z.iso.date({ message }).refine(inYears, { message: 'input.date.invalid' });

/** An instant in ISO 8601 with an offset, in a sensible year. */
export const zIsoDateTime = (message = 'input.dateTime.invalid') =>
  z.iso.datetime({ offset: true, message }).refine(inYears, { message: 'input.dateTime.invalid' });
