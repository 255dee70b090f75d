import type { Half } from '@hpl/shared/don-nghi-phep/working-days';
import type { TFunction } from 'i18next';
import { formatDate } from '../../../lib/format';
import { currentLanguage } from '../../../lib/i18n';

/** "16/03/2027 (Sáng) – 17/03/2027" style period; halves shown only when the leave does not cover whole days. */
export function formatPeriod(
  t: TFunction<'don-nghi-phep'>,
  r: { tuNgay: string; tuBuoi: Half; denNgay: string; denBuoi: Half },
): string {
  const day = (iso: string) => formatDate(currentLanguage(), iso);
  const half = (h: Half) => (h === 'morning' ? t('don-nghi-phep:half.morning') : t('don-nghi-phep:half.afternoon'));
  const from = `${day(r.tuNgay)}${r.tuBuoi === 'afternoon' ? ` (${half('afternoon')})` : ''}`;
  const to = `${day(r.denNgay)}${r.denBuoi === 'morning' ? ` (${half('morning')})` : ''}`;
  if (r.tuNgay === r.denNgay) {
    return r.tuBuoi === r.denBuoi ? `${day(r.tuNgay)} (${half(r.tuBuoi)})` : day(r.tuNgay);
  }
  return `${from} – ${to}`;
}

/** Name in the UI language when an English one exists. */
export function localName(lang: string, vi: string | null, en: string | null): string {
  return (lang.startsWith('en') ? en : null) ?? vi ?? '';
}
