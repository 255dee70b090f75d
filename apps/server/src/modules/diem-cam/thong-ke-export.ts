import type { Lang, ThongKeCam } from '@hpl/shared';
import { type ExportSheet, exportColumn, sheetOf, streamWorkbook } from '../../lib/excel-export';

/** The Excel of the Cambridge statistics: grade distribution, trend over series and value added, a sheet each. */
export function exportStatistics(data: ThongKeCam, lang: Lang) {
  const grades = [...new Set(data.phanBo.flatMap((p) => p.xepLoai.map((g) => g.xepLoai)))];
  type Dist = ThongKeCam['phanBo'][number];
  type Trend = ThongKeCam['xuHuong'][number];
  type Va = ThongKeCam['giaTriGiaTang'][number];
  const sheets = [
    sheetOf<Dist>({
      name: { vi: 'Phân bố xếp loại', en: 'Grade distribution' },
      columns: [
        exportColumn('Môn học', 'Subject', (r) => r.tenMonHoc, 28),
        exportColumn('Khoá', 'Cohort', (r) => r.khoaHoc, 24),
        exportColumn('Số kết quả', 'Results', (r) => r.soKetQua, 10),
        ...grades.map((g) => exportColumn<Dist>(g, g, (r) => r.xepLoai.find((x) => x.xepLoai === g)?.soLuong ?? 0, 8)),
      ],
      rows: data.phanBo,
    }),
    sheetOf<Trend>({
      name: { vi: 'Xu hướng', en: 'Trend' },
      columns: [
        exportColumn('Môn học', 'Subject', (r) => r.tenMonHoc, 28),
        exportColumn('Đợt thi', 'Series', (r) => r.dot, 10),
        exportColumn('Số kết quả', 'Results', (r) => r.soKetQua, 10),
        exportColumn('Trung bình (%)', 'Mean (%)', (r) => r.trungBinhPhanTram ?? '', 12),
        exportColumn('Tỉ lệ đạt C trở lên (%)', 'At least C (%)', (r) => r.tiLeDatC ?? '', 14),
      ],
      rows: data.xuHuong,
    }),
    sheetOf<Va>({
      name: { vi: 'Giá trị gia tăng', en: 'Value added' },
      columns: [
        exportColumn('Môn IGCSE', 'IGCSE subject', (r) => r.tenMonHoc, 28),
        exportColumn('Số học sinh', 'Students', (r) => r.soHocSinh, 10),
        exportColumn('Giá trị gia tăng', 'Value added', (r) => r.giaTri, 12),
      ],
      rows: data.giaTriGiaTang,
    }),
  ] as ExportSheet<unknown>[];
  return { stream: streamWorkbook(lang, sheets), totalCount: data.soKetQua };
}
