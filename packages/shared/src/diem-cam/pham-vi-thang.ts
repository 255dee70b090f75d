/** The scope a conversion scale applies to: each of year, programme, grade level and subject, or null for all. */
export interface PhamViThang {
  namHocId: number | null;
  heHocId: number | null;
  khoiId: number | null;
  monHocId: number | null;
}

/** How much a named scope part counts: a subject is more specific than a grade level, than a programme, than a year. */
const WEIGHTS: Readonly<Record<keyof PhamViThang, number>> = { monHocId: 8, khoiId: 4, heHocId: 2, namHocId: 1 };
const PARTS = Object.keys(WEIGHTS) as (keyof PhamViThang)[];

/** Whether a scale's scope covers the target: every part it names equals the target's ("all" covers anything). */
export function scopeCovers(scope: PhamViThang, target: PhamViThang): boolean {
  return PARTS.every((part) => scope[part] == null || scope[part] === target[part]);
}

/** The specificity of a scope: the weights of its named parts (0 = all years, programmes, grades and subjects). */
export function scopeSpecificity(scope: PhamViThang): number {
  return PARTS.reduce((sum, part) => sum + (scope[part] == null ? 0 : WEIGHTS[part]), 0);
}

/**
 * Which scale applies to a (year, programme, grade level, subject): of the scales whose scope covers it, the most
 * specific (subject > grade level > programme > year, so a subject scale beats any scale without a subject); between
 * equally specific ones, the newest (highest id). Undefined when none covers it.
 */
export function resolveScale<T extends PhamViThang & { id: number }>(
  scales: readonly T[],
  target: PhamViThang,
): T | undefined {
  let best: T | undefined;
  for (const scale of scales) {
    if (!scopeCovers(scale, target)) continue;
    if (
      !best ||
      scopeSpecificity(scale) > scopeSpecificity(best) ||
      (scopeSpecificity(scale) === scopeSpecificity(best) && scale.id > best.id)
    ) {
      best = scale;
    }
  }
  return best;
}
