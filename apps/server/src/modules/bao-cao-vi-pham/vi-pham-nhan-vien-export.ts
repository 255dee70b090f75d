import type { Lang, ThongKeViPhamNv } from '@hpl/shared';
import { type ExportColumn, exportColumn, sheetOf, streamWorkbook } from '../../lib/excel-export';

type Counts = ThongKeViPhamNv['tong'];
const countColumns = <T extends Counts>(): ExportColumn<T>[] => [
  exportColumn('Tổng', 'Total', (r) => r.soLuong, 10),
  exportColumn('Chờ xử lý', 'Pending', (r) => r.choXuLy, 12),
  exportColumn('Đã xác nhận', 'Confirmed', (r) => r.daXacNhan, 12),
  exportColumn('Không xử lý', 'Dismissed', (r) => r.boQua, 12),
];

/** The managers' statistics as three sheets (department, code, month): counts only, never a reporter. */
export function exportStaffStatistics(stats: ThongKeViPhamNv, lang: Lang) {
  type Dept = ThongKeViPhamNv['theoPhongBan'][number];
  type Code = ThongKeViPhamNv['theoMa'][number];
  type Month = ThongKeViPhamNv['theoThang'][number];
  const sheets = [
    sheetOf<Dept>({
      name: { vi: 'Theo phòng ban', en: 'By department' },
      columns: [
        exportColumn('Phòng ban', 'Department', (r) => r.tenPhongBan ?? (lang === 'vi' ? '(Chưa có)' : '(None)'), 28),
        ...countColumns<Dept>(),
      ],
      rows: stats.theoPhongBan,
    }),
    sheetOf<Code>({
      name: { vi: 'Theo mã vi phạm', en: 'By code' },
      columns: [
        exportColumn('Mã', 'Code', (r) => r.ma, 12),
        exportColumn('Mô tả', 'Description', (r, l) => (l === 'en' ? r.moTaEn : r.moTa), 40),
        ...countColumns<Code>(),
      ],
      rows: stats.theoMa,
    }),
    sheetOf<Month>({
      name: { vi: 'Theo tháng', en: 'By month' },
      columns: [exportColumn('Tháng', 'Month', (r) => r.thang, 10), ...countColumns<Month>()],
      rows: stats.theoThang,
    }),
  ];
  return { stream: streamWorkbook(lang, sheets), totalCount: stats.tong.soLuong };
}
