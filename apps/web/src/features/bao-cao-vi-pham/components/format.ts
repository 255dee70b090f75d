import type { ViPhamHocSinh } from '@hpl/shared/bao-cao-vi-pham/contract';
import type { TFunction } from 'i18next';
import { formatDate } from '../../../lib/format-date';

/** A code's description in the interface language. */
export const codeText = (lang: string, c: { moTa: string; moTaEn: string }) =>
  lang.startsWith('en') ? c.moTaEn : c.moTa;

/** "20/11/2026, period 2" */
export function formatWhen(t: TFunction, r: Pick<ViPhamHocSinh, 'ngay' | 'tiet'>): string {
  return r.tiet ? t('bao-cao-vi-pham:when', { date: formatDate(r.ngay), period: r.tiet }) : formatDate(r.ngay);
}

/** The students shown, plus "and 2 others" when a student sees a group incident. */
export function formatStudents(t: TFunction, r: Pick<ViPhamHocSinh, 'hocSinh' | 'soHocSinhAn'>): string {
  const names = r.hocSinh.map((s) => (s.tenLop ? `${s.hoTen} (${s.tenLop})` : s.hoTen)).join(', ');
  return r.soHocSinhAn > 0 ? `${names} ${t('bao-cao-vi-pham:othersHidden', { count: r.soHocSinhAn })}` : names;
}
