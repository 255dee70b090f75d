import { type Lang, translateMessage } from '@hpl/shared';
import type { Db } from '../../db/client';
import { type Bilingual, type ExportColumn, sheetOf, streamWorkbook } from '../../lib/excel-export';
import { monthlyCounts } from './day-thay.service';

type Row = Awaited<ReturnType<typeof monthlyCounts>>['giaoVien'][number];

const both = (key: string): Bilingual => ({ vi: translateMessage(key, 'vi'), en: translateMessage(key, 'en') });

const columns: ExportColumn<Row>[] = [
  { header: both('thoiKhoaBieu.dayThay.export.hoTen'), width: 28, value: (r) => r.hoTen },
  { header: both('thoiKhoaBieu.dayThay.export.soTiet'), width: 14, value: (r) => r.soTiet },
];

/** The month's substitution counts per teacher as one sheet. */
export async function exportMonthlyCounts(db: Db, thang: string | undefined, lang: Lang) {
  const data = await monthlyCounts(db, thang);
  const name = both('thoiKhoaBieu.dayThay.export.sheet');
  return {
    stream: streamWorkbook(lang, [sheetOf({ name, columns, rows: data.giaoVien })]),
    totalCount: data.giaoVien.length,
  };
}
