import type { BangDiemCam, KetQuaHocSinh, Lang } from '@hpl/shared';
import { type ExportColumn, exportColumn, sheetOf, streamWorkbook } from '../../lib/excel-export';

/**
 * The Excel of an exam's results: one column per component headed by its name (the import reads the same layout
 * back), the absent mark, then the weighted total, grade and PUM.
 */
export const ABSENT_HEADER = { vi: 'Vắng thi', en: 'Absent' };

type Row = KetQuaHocSinh & { stt: number };

export function exportResults(book: BangDiemCam, lang: Lang) {
  const columns: ExportColumn<Row>[] = [
    exportColumn('STT', 'No.', (s) => s.stt, 6),
    exportColumn('Mã học sinh', 'Student code', (s) => s.maHocSinh, 14),
    exportColumn('Họ và tên', 'Full name', (s) => s.hoTen, 28),
    ...book.baiThi.thanhPhan.map((c, i) =>
      exportColumn<Row>(c.ten, c.ten, (s) => (s.vangThi ? '' : (s.diem[i] ?? '')), 12),
    ),
    exportColumn(ABSENT_HEADER.vi, ABSENT_HEADER.en, (s) => (s.vangThi ? 'x' : ''), 8),
    exportColumn('Tổng có trọng số', 'Weighted total', (s) => s.tongDiem ?? '', 12),
    exportColumn('Xếp loại', 'Grade', (s) => s.xepLoai ?? '', 8),
    exportColumn('PUM', 'PUM', (s) => s.pum ?? '', 8),
  ];
  const rows = book.hocSinh.map((s, i) => ({ ...s, stt: i + 1 }));
  // Excel refuses some characters in a sheet name.
  const title = `${book.baiThi.tenLop} – ${book.baiThi.ten}`.replace(/[\\/?*[\]:]/g, ' ');
  const name = { vi: title, en: title };
  return { stream: streamWorkbook(lang, [sheetOf({ name, columns, rows })]), totalCount: rows.length };
}
