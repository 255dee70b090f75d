import type { PlanContent, SectionDef } from '@hpl/shared/giao-an/sections';
import { useTranslation } from 'react-i18next';

/** A section's title in the interface language. */
export function titleOf(section: Pick<SectionDef, 'tieuDe' | 'tieuDeEn'>, en: boolean): string {
  return (en && section.tieuDeEn) || section.tieuDe;
}

/**
 * Names a comment's section: `chung` is the whole plan; other keys are looked up in the plan's contents (the current
 * one first, then earlier versions, since a section may have been in an older layout only).
 */
export function useSectionTitle(contents: PlanContent[]): (muc: string) => string {
  const { t, i18n } = useTranslation('giao-an');
  const en = i18n.language === 'en';
  return (muc) => {
    if (muc === 'chung') return t('section.chung');
    for (const content of contents) {
      const section = content.muc.find((m) => m.ma === muc);
      if (section) return titleOf(section, en);
    }
    return muc;
  };
}
