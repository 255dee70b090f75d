import { z } from 'zod';
import { zIdParam, zInteger, zIntegerParam, zText } from './input/primitives';

/** The envelope of spec §7/§8: every API answer is `{ succeeded, data }` or `{ succeeded: false, errors }`. */
export function zEnvelope<T extends z.ZodType>(data: T) {
  return z.object({ succeeded: z.literal(true), data });
}

export const zErrorEnvelope = z.object({
  succeeded: z.literal(false),
  errors: z.array(z.string()),
  /** Field-level details for forms and imports: path → message. */
  fieldErrors: z.record(z.string(), z.string()).optional(),
});
export type ErrorEnvelope = z.infer<typeof zErrorEnvelope>;

/** `pageSize = -1` means all rows (spec §9: year list page size -1). */
export const zListQuery = z.object({
  pageIndex: zIntegerParam(1).default(1),
  pageSize: zIntegerParam(-1)
    .refine((n) => n === -1 || (n >= 1 && n <= 500), { message: 'pageSize must be -1 or between 1 and 500' })
    .default(20),
  search: zText().trim().max(200).optional(),
  /** `field` or `-field` for descending. */
  sort: zText()
    .regex(/^-?[A-Za-z][A-Za-z0-9]*$/)
    .optional(),
});
export type ListQuery = z.infer<typeof zListQuery>;

export function zPage<T extends z.ZodType>(item: T) {
  return z.object({
    items: z.array(item),
    totalCount: z.number().int(),
    pageIndex: z.number().int(),
    pageSize: z.number().int(),
  });
}
export interface Page<T> {
  items: T[];
  totalCount: number;
  pageIndex: number;
  pageSize: number;
}

export const zId = zIdParam;
export const zIdParams = z.object({ id: zId });

/** Optimistic concurrency: writes carry the version they were based on; a stale one answers 409. */
export const zVersioned = z.object({ version: zInteger() });
