import type { Lang, SoSuatAn } from '@hpl/shared';
import type { Db } from '../../db/client';
import { type ExportColumn, sheetOf, streamWorkbook } from '../../lib/excel-export';
import { kitchenDay } from './ban-tru.service';

const COLUMNS: ExportColumn<SoSuatAn & { tenLop: string }>[] = [
  { header: { vi: 'Lớp', en: 'Class' }, width: 12, value: (r) => r.tenLop },
  { header: { vi: 'Đăng ký', en: 'Subscribed' }, width: 12, value: (r) => r.dangKy },
  { header: { vi: 'Cắt đúng hạn', en: 'Cancelled on time' }, width: 16, value: (r) => r.huyDungHan },
  { header: { vi: 'Cắt muộn (đã duyệt)', en: 'Cancelled late (approved)' }, width: 20, value: (r) => r.huyMuon },
  { header: { vi: 'Chờ duyệt', en: 'Waiting' }, width: 12, value: (r) => r.choDuyet },
  { header: { vi: 'Suất nấu', en: 'Meals to cook' }, width: 12, value: (r) => r.suatNau },
  { header: { vi: 'Đã phục vụ', en: 'Served' }, width: 12, value: (r) => r.daPhucVu },
];

/** The kitchen's sheet of a day as .xlsx: one row per class and the school's total. */
export async function exportKitchenDay(db: Db, ngay: string, lang: Lang) {
  const day = await kitchenDay(db, ngay);
  const total = { ...day.tong, tenLop: lang === 'en' ? 'Total' : 'Tổng' };
  const rows = [...day.theoLop, total];
  return {
    stream: streamWorkbook(lang, [
      sheetOf({ name: { vi: `Bếp ${ngay}`, en: `Kitchen ${ngay}` }, columns: COLUMNS, rows }),
    ]),
    totalCount: day.theoLop.length,
  };
}
