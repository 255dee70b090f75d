const ROMAN: Record<string, number> = { I: 1, II: 2, III: 3 };

/**
 * A term's name in the interface language. Terms are named by the school in Vietnamese ("Học kỳ I", "Học kỳ 2",
 * "HK II"); in English the usual names become "Term 1", "Term 2". A name the school chose otherwise is shown as written.
 */
export function termName(tenHocKy: string, lang: 'vi' | 'en'): string {
  if (lang === 'vi') return tenHocKy;
  const match = /^(?:học kỳ|học kì|hk)\s*(I{1,3}|[1-3])$/iu.exec(tenHocKy.trim());
  if (!match) return tenHocKy;
  const number = ROMAN[match[1]!.toUpperCase()] ?? Number(match[1]);
  return `Term ${number}`;
}
