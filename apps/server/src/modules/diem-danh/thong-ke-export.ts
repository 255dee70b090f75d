import type { Lang, ThongKeDiemDanh, ThongKeDiemDanhQuery } from '@hpl/shared';
import type { Db } from '../../db/client';
import { type ExportColumn, type ExportSheet, sheetOf, streamWorkbook } from '../../lib/excel-export';
import { statistics } from './diem-danh.service';

type Counts = ThongKeDiemDanh['tong'];
type ByClass = ThongKeDiemDanh['theoLop'][number];
type ByDay = ThongKeDiemDanh['theoNgay'][number];

/** Absences (excused + unexcused) in percent with one decimal, as the screen shows it. */
const absenceRate = (c: Counts) =>
  c.tong === 0 ? 0 : Math.round(((c.vangCoPhep + c.vangKhongPhep) * 1000) / c.tong) / 10;

const countColumns = <T extends Counts>(): ExportColumn<T>[] => [
  { header: { vi: 'Có mặt', en: 'Present' }, width: 12, value: (r) => r.coMat },
  { header: { vi: 'Đi muộn', en: 'Late' }, width: 12, value: (r) => r.diMuon },
  { header: { vi: 'Vắng có phép', en: 'Excused absence' }, width: 16, value: (r) => r.vangCoPhep },
  { header: { vi: 'Vắng không phép', en: 'Unexcused absence' }, width: 18, value: (r) => r.vangKhongPhep },
  { header: { vi: 'Tổng lượt', en: 'Records' }, width: 12, value: (r) => r.tong },
  { header: { vi: 'Tỉ lệ vắng (%)', en: 'Absence rate (%)' }, width: 16, value: (r) => absenceRate(r) },
];

/**
 * The statistics the screen shows for its filters: one sheet per class, one per day (the view on screen first) and
 * the totals of the period.
 */
export async function exportAttendanceStatistics(
  db: Db,
  query: ThongKeDiemDanhQuery,
  view: 'lop' | 'ngay',
  lang: Lang,
) {
  const stats = await statistics(db, query);
  const byClass: ExportSheet<ByClass> = {
    name: { vi: 'Theo lớp', en: 'By class' },
    columns: [
      { header: { vi: 'Lớp', en: 'Class' }, width: 12, value: (r) => r.tenLop },
      {
        header: { vi: 'Khối', en: 'Grade level' },
        width: 12,
        value: (r, l) => (l === 'en' && r.tenKhoiEn) || r.tenKhoi,
      },
      ...countColumns<ByClass>(),
    ],
    rows: stats.theoLop,
  };
  const byDay: ExportSheet<ByDay> = {
    name: { vi: 'Theo ngày', en: 'By day' },
    columns: [{ header: { vi: 'Ngày', en: 'Day' }, width: 12, value: (r) => r.ngay }, ...countColumns<ByDay>()],
    rows: stats.theoNgay,
  };
  const total: ExportSheet<Counts & { tuNgay: string | null; denNgay: string | null }> = {
    name: { vi: 'Tổng hợp', en: 'Totals' },
    columns: [
      { header: { vi: 'Từ ngày', en: 'From' }, width: 12, value: (r) => r.tuNgay },
      { header: { vi: 'Đến ngày', en: 'To' }, width: 12, value: (r) => r.denNgay },
      ...countColumns(),
    ],
    rows: [{ ...stats.tong, tuNgay: stats.tuNgay, denNgay: stats.denNgay }],
  };
  const breakdowns = view === 'ngay' ? [sheetOf(byDay), sheetOf(byClass)] : [sheetOf(byClass), sheetOf(byDay)];
  const rows = view === 'ngay' ? stats.theoNgay.length : stats.theoLop.length;
  return { stream: streamWorkbook(lang, [...breakdowns, sheetOf(total)]), totalCount: rows };
}
