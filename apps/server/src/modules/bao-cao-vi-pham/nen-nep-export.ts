import type { Lang, XepHang, XepHangDong } from '@hpl/shared';
import { type ExportColumn, exportColumn, sheetOf, streamWorkbook } from '../../lib/excel-export';

const columns: ExportColumn<XepHangDong>[] = [
  exportColumn('Hạng', 'Rank', (r) => (r.hang === 0 ? '' : r.hang), 8),
  exportColumn('Lớp', 'Class', (r) => r.tenLop, 14),
  exportColumn('Số tuần đã duyệt', 'Approved weeks', (r) => r.soTuan, 16),
  exportColumn('Tổng điểm', 'Total points', (r) => r.tongDiem, 12),
  exportColumn('Điểm trung bình tuần', 'Average per week', (r) => r.trungBinh, 18),
];

/** The class ranking shown on screen (week or month) as one sheet. */
export function exportRanking(ranking: XepHang, lang: Lang) {
  const name =
    ranking.kieu === 'tuan'
      ? { vi: `Tuần ${ranking.tuNgay}`, en: `Week ${ranking.tuNgay}` }
      : { vi: `Tháng ${ranking.tuNgay.slice(0, 7)}`, en: `Month ${ranking.tuNgay.slice(0, 7)}` };
  return {
    stream: streamWorkbook(lang, [sheetOf({ name, columns, rows: ranking.lop })]),
    totalCount: ranking.lop.length,
  };
}
