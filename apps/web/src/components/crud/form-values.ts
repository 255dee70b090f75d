import dayjs, { type Dayjs } from 'dayjs';
import type { FieldSpec } from './crud-config';

const DATE_FORMAT = 'YYYY-MM-DD';

/** A record's values as the form edits them: dates as dayjs, missing values left empty. */
export function toFormValues(fields: readonly FieldSpec[], row: Record<string, unknown>): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const field of fields) {
    const value = row[field.name];
    if (value === null || value === undefined) continue;
    values[field.name] = field.type === 'date' && typeof value === 'string' ? dayjs(value) : value;
  }
  return values;
}

/** The defaults of a new record. */
export function defaultFormValues(fields: readonly FieldSpec[]): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const field of fields) if (field.defaultValue !== undefined) values[field.name] = field.defaultValue;
  return values;
}

/**
 * The form's values as the API input: form-only fields dropped, dates as `YYYY-MM-DD`, cleared selects and numbers
 * as `null` (so an edit really clears them), texts trimmed.
 */
export function toApiInput(fields: readonly FieldSpec[], values: Record<string, unknown>): Record<string, unknown> {
  const input: Record<string, unknown> = {};
  for (const field of fields) {
    if (field.formOnly) continue;
    const value = values[field.name];
    if (value === undefined || value === null || value === '') {
      // Texts stay strings: the contract turns '' into null for optional ones and into "required" for the others.
      input[field.name] = field.type === 'multiSelect' ? [] : field.type === 'text' ? '' : null;
    } else if (field.type === 'date') {
      input[field.name] = dayjs.isDayjs(value) ? (value as Dayjs).format(DATE_FORMAT) : value;
    } else if (typeof value === 'string') {
      input[field.name] = value.trim();
    } else {
      input[field.name] = value;
    }
  }
  return input;
}
