/**
 * A master-data name in the interface language: the English name where one is stored, the Vietnamese one otherwise
 * (lists carry both, e.g. `tenKhoi` and `tenKhoiEn`, so a language switch needs no new request).
 */
export function localName(lang: string, vi: string | null | undefined, en: string | null | undefined): string {
  return (lang.startsWith('en') ? en || null : null) ?? vi ?? '';
}
