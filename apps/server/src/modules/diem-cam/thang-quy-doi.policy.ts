/**
 * What saving a conversion-scale version does. Results keep the version they were converted with, so a version they
 * used is never changed: `inPlace` while no result used it, `newVersion` once one did (the edit becomes the next
 * version and this one is retired), `notCurrent` for an older version (only the current one is edited).
 */
export type ScaleEditDecision = 'inPlace' | 'newVersion' | 'notCurrent';

export function decideScaleEdit(version: { hienHanh: boolean; daDung: boolean }): ScaleEditDecision {
  if (!version.hienHanh) return 'notCurrent';
  return version.daDung ? 'newVersion' : 'inPlace';
}

/** A scale is deleted with all its versions only while no result used any of them. */
export function mayDeleteScale(versions: readonly { daDung: boolean }[]): boolean {
  return versions.every((v) => !v.daDung);
}
