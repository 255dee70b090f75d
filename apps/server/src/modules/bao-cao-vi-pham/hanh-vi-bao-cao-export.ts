import type { BaoCaoHanhVi, Lang } from '@hpl/shared';
import { type ExportColumn, exportColumn, sheetOf, streamWorkbook } from '../../lib/excel-export';

type Group = BaoCaoHanhVi['tong'];
const groupColumns = <T extends Group>(): ExportColumn<T>[] => [
  exportColumn('Sĩ số', 'Students', (r) => r.soHocSinh, 10),
  exportColumn('Điểm TB', 'Average score', (r) => r.diemTrungBinh, 12),
  exportColumn('Điểm TB kỳ trước', 'Previous term', (r) => r.diemTrungBinhKyTruoc, 16),
  exportColumn('Thay đổi', 'Change', (r) =>
    r.diemTrungBinh === null || r.diemTrungBinhKyTruoc === null
      ? ''
      : Math.round((r.diemTrungBinh - r.diemTrungBinhKyTruoc) * 10) / 10,
  ),
  exportColumn('Điểm thấp nhất', 'Lowest', (r) => r.diemThapNhat, 14),
  exportColumn('Số vi phạm', 'Incidents', (r) => r.soViPham, 12),
  exportColumn('Tốt', 'Good', (r) => r.mucDo.tot, 8),
  exportColumn('Khá', 'Fair', (r) => r.mucDo.kha, 8),
  exportColumn('Đạt', 'Pass', (r) => r.mucDo.dat, 8),
  exportColumn('Chưa đạt', 'Not yet', (r) => r.mucDo.chuaDat, 10),
];

/** The behaviour report as shown: per class, per grade level and the score bands. */
export function exportBehaviourReport(report: BaoCaoHanhVi, lang: Lang) {
  type Cls = BaoCaoHanhVi['theoLop'][number];
  type Level = BaoCaoHanhVi['theoKhoi'][number];
  type Band = BaoCaoHanhVi['phanBo'][number];
  return {
    stream: streamWorkbook(lang, [
      sheetOf<Cls>({
        name: { vi: `Theo lớp HK${report.hocKy}`, en: `By class T${report.hocKy}` },
        columns: [exportColumn('Lớp', 'Class', (r) => r.tenLop, 12), ...groupColumns<Cls>()],
        rows: report.theoLop,
      }),
      sheetOf<Level>({
        name: { vi: 'Theo khối', en: 'By grade level' },
        columns: [exportColumn('Khối', 'Grade level', (r) => r.tenKhoi, 14), ...groupColumns<Level>()],
        rows: report.theoKhoi,
      }),
      sheetOf<Band>({
        name: { vi: 'Phân bố điểm', en: 'Score bands' },
        columns: [
          exportColumn('Từ', 'From', (r) => r.tu, 8),
          exportColumn('Đến', 'To', (r) => r.den, 8),
          exportColumn('Số học sinh', 'Students', (r) => r.soHocSinh, 12),
        ],
        rows: report.phanBo,
      }),
    ]),
    totalCount: report.theoLop.length,
  };
}
