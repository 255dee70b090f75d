import type { QuyTac, ThangQuyDoiInput } from '@hpl/shared/diem-cam/cau-hinh';
import { type ConversionScale, convert } from '@hpl/shared/grades-cambridge/rules';

/** A band row as the form holds it: the key (a minimum percentage, or a grade) and the result, both as typed. */
export interface BandRow {
  key: string;
  result: string;
}

/** The scale form's values: name, scope ("all" = empty), and the rule in a form-friendly shape. */
export interface ScaleFormValues {
  ten: string;
  namHocId?: number | null;
  heHocId?: number | null;
  khoiId?: number | null;
  monHocId?: number | null;
  kind: 'band' | 'linear';
  /** Band lookup from a percentage (`min`) or from a grade (`grade`, A* → 9.5). */
  bandBy: 'min' | 'grade';
  bands: BandRow[];
  below?: string;
  divisor?: number | null;
  decimals?: number | null;
}

/** "9.5" → 9.5 and "A*" → "A*": a result is a number when it reads as one. */
export function resultOf(text: string | undefined): string | number {
  const trimmed = (text ?? '').trim();
  const n = Number(trimmed.replace(',', '.'));
  return trimmed !== '' && Number.isFinite(n) ? n : trimmed;
}

/** The stored rule from the form's values. */
export function ruleOf(values: Partial<ScaleFormValues>): QuyTac {
  if (values.kind === 'linear') {
    return { kind: 'linear', divisor: values.divisor ?? 10, decimals: values.decimals ?? 1 };
  }
  const bands = (values.bands ?? []).map((b) =>
    values.bandBy === 'grade'
      ? { grade: (b?.key ?? '').trim(), result: resultOf(b?.result) }
      : { min: b?.key?.trim() ? Number(b.key.replace(',', '.')) : Number.NaN, result: resultOf(b?.result) },
  );
  // No `below` at all when empty: convert() then answers U (or 0 for numeric results) under the lowest band.
  return { kind: 'band', bands, ...(values.below?.trim() ? { below: resultOf(values.below) } : {}) };
}

export function inputOf(values: Partial<ScaleFormValues>, version?: number): ThangQuyDoiInput {
  return {
    ten: values.ten ?? '',
    namHocId: values.namHocId ?? null,
    heHocId: values.heHocId ?? null,
    khoiId: values.khoiId ?? null,
    monHocId: values.monHocId ?? null,
    quyTac: ruleOf(values),
    version,
  };
}

/** The form's values from a stored rule. */
export function formOfRule(
  rule: QuyTac,
): Pick<ScaleFormValues, 'kind' | 'bandBy' | 'bands' | 'below' | 'divisor' | 'decimals'> {
  if (rule.kind === 'linear') {
    return { kind: 'linear', bandBy: 'min', bands: [], divisor: rule.divisor, decimals: rule.decimals };
  }
  const byGrade = rule.bands.some((b) => b.grade);
  return {
    kind: 'band',
    bandBy: byGrade ? 'grade' : 'min',
    bands: rule.bands.map((b) => ({ key: byGrade ? (b.grade ?? '') : String(b.min ?? ''), result: String(b.result) })),
    below: rule.below == null ? undefined : String(rule.below),
  };
}

/** What the preview shows for one sample: the converted result, or null when the rule cannot convert it yet. */
export function previewOf(sample: string, rule: QuyTac): string | number | null {
  try {
    const value = resultOf(sample);
    return convert(value, rule as ConversionScale);
  } catch {
    return null;
  }
}

/** Default samples for the preview: percentages for a percentage rule, grades for a grade lookup. */
export const SAMPLE_PERCENTAGES = '95, 88, 74.5, 61, 45, 18';
export const SAMPLE_GRADES = 'A*, A, B, C, D, U';
