import {
  type CellValue,
  type Lang,
  type SoDiem,
  type TongKetLop,
  termAverageOfCells,
  termResultOfCells,
  yearAverageOf,
  yearResultOf,
} from '@hpl/shared';
import { type Bilingual, type ExportColumn, exportColumn, sheetOf, streamWorkbook } from '../../lib/excel-export';

/**
 * Excel exports in the layout schools hand in: the mark book of a subject class (sổ điểm: both terms' columns, term
 * and year averages) and the year-end summary list of a homeroom class.
 */
const LEVEL_EN: Record<string, string> = { Tốt: 'Very good', Khá: 'Good', Đạt: 'Pass', 'Chưa đạt': 'Not yet' };
const DECISION: Record<string, { vi: string; en: string }> = {
  LenLop: { vi: 'Lên lớp', en: 'Promoted' },
  RenLuyenHe: { vi: 'Rèn luyện hè', en: 'Summer conduct training' },
  KiemTraLai: { vi: 'Kiểm tra lại', en: 'Summer retake' },
  OLai: { vi: 'Ở lại lớp', en: 'Repeats the year' },
};
const AWARD: Record<string, { vi: string; en: string }> = {
  XuatSac: { vi: 'Học sinh Xuất sắc', en: 'Outstanding student' },
  Gioi: { vi: 'Học sinh Giỏi', en: 'Excellent student' },
};
const level = (value: string | null, lang: Lang) => (value ? (lang === 'en' ? (LEVEL_EN[value] ?? value) : value) : '');

type Student = SoDiem['hocSinh'][number];

function cellText(student: Student, hocKy: number, cot: string): string | number {
  const c = student.o.find((x) => x.hocKy === hocKy && x.cot === cot);
  if (!c) return '';
  if (c.trangThai === 'mien') return 'M';
  if (c.trangThai === 'vang') return 'V';
  if (c.ketQua) return c.ketQua === 'Đạt' ? 'Đ' : 'CĐ';
  return c.giaTri ?? '';
}

const cellsOf = (student: Student, hocKy: number) =>
  Object.fromEntries(student.o.filter((c) => c.hocKy === hocKy).map((c) => [c.cot, c as CellValue]));

/** The mark-book sheet of one subject class: both terms' columns, ĐTBmhk per term and ĐTBmcn (KTL: the retake). */
function gradebookSheet(book: SoDiem, name: Bilingual) {
  const kind = book.lopMonHoc.hinhThucDanhGia;
  const regular = book.lopMonHoc.soDiemTx;
  const columns: ExportColumn<Student & { stt: number }>[] = [
    exportColumn('STT', 'No.', (s) => s.stt, 6),
    exportColumn('Mã học sinh', 'Student code', (s) => s.maHocSinh, 14),
    exportColumn('Họ và tên', 'Full name', (s) => s.hoTen, 28),
  ];
  for (const term of book.hocKy) {
    for (const c of term.cot.filter((x) => x.cot !== 'KTL'))
      columns.push(
        exportColumn(`${c.cot} HK${term.hocKy}`, `${c.cot} T${term.hocKy}`, (s) => cellText(s, term.hocKy, c.cot), 9),
      );
    columns.push(
      exportColumn(`ĐTBmhk${term.hocKy}`, `Term ${term.hocKy} avg`, (s) =>
        kind === 'diem'
          ? (termAverageOfCells(cellsOf(s, term.hocKy), regular) ?? '')
          : (termResultOfCells(cellsOf(s, term.hocKy)) ?? ''),
      ),
    );
  }
  if (book.hocSinh.some((s) => s.o.some((c) => c.cot === 'KTL')))
    columns.push(exportColumn('KT lại', 'Retake', (s) => cellText(s, 2, 'KTL'), 9));
  columns.push(
    exportColumn('ĐTBmcn', 'Year avg', (s) =>
      kind === 'diem'
        ? (yearAverageOf(
            termAverageOfCells(cellsOf(s, 1), regular),
            termAverageOfCells(cellsOf(s, 2), regular),
            cellsOf(s, 2).KTL,
          ) ?? '')
        : (yearResultOf(termResultOfCells(cellsOf(s, 2)), cellsOf(s, 2).KTL) ?? ''),
    ),
  );
  const rows = book.hocSinh.map((s, i) => ({ ...s, stt: i + 1 }));
  return sheetOf({ name, columns, rows });
}

export function exportGradebook(book: SoDiem, lang: Lang) {
  const sheet = gradebookSheet(book, { vi: 'Sổ điểm', en: 'Mark book' });
  return { stream: streamWorkbook(lang, [sheet]), totalCount: book.hocSinh.length };
}

/** Excel forbids these in sheet names, which are at most 31 characters and unique in a workbook. */
const sheetName = (text: string, taken: Set<string>) => {
  const base = text.replace(/[*?:\\/[\]]/g, '-').slice(0, 28);
  let name = base;
  for (let i = 2; taken.has(name.toLowerCase()); i++) name = `${base} ${i}`;
  taken.add(name.toLowerCase());
  return name;
};

/**
 * The mark book (sổ điểm) of a homeroom class as schools hand it in: one sheet per subject class (student list, TX
 * columns, GK, CK, ĐTBmhk of each term, ĐTBmcn) and a last sheet with the year-end summary list.
 */
export function exportClassMarkBook(books: SoDiem[], summary: TongKetLop, lang: Lang) {
  const taken = { vi: new Set<string>(), en: new Set<string>() };
  const sheets = books.map((book) =>
    gradebookSheet(book, {
      vi: sheetName(book.lopMonHoc.tenMonHoc, taken.vi),
      en: sheetName(book.lopMonHoc.tenMonHocEn ?? book.lopMonHoc.tenMonHoc, taken.en),
    }),
  );
  const yearName = {
    vi: sheetName(`Tổng kết ${summary.tenLop}`, taken.vi),
    en: sheetName(`Summary ${summary.tenLop}`, taken.en),
  };
  sheets.push(summarySheet(summary, yearName));
  return { stream: streamWorkbook(lang, sheets), totalCount: summary.hocSinh.length };
}

type SummaryRow = TongKetLop['hocSinh'][number] & { stt: number };

function summarySheet(summary: TongKetLop, name: Bilingual) {
  const columns: ExportColumn<SummaryRow>[] = [
    exportColumn('STT', 'No.', (s) => s.stt, 6),
    exportColumn('Mã học sinh', 'Student code', (s) => s.maHocSinh, 14),
    exportColumn('Họ và tên', 'Full name', (s) => s.hoTen, 28),
    ...summary.mon.map((m, i) =>
      exportColumn<SummaryRow>(m.tenMonHoc, m.maMonHoc, (s) => {
        const d = s.diem[i];
        if (!d) return '';
        if (d.ketQua) return d.ketQua === 'Đạt' ? 'Đ' : 'CĐ';
        return d.diemTb ?? '';
      }),
    ),
    exportColumn('Học tập (chưa điều chỉnh)', 'Learning (before adjustment)', (s, l) => level(s.hocTapRaw, l), 14),
    exportColumn('Học tập', 'Learning', (s, l) => level(s.hocTap, l), 12),
    exportColumn('Rèn luyện', 'Conduct', (s, l) => level(s.renLuyen, l), 12),
    exportColumn('Số buổi nghỉ', 'Sessions absent', (s) => s.soBuoiNghi, 10),
    exportColumn(
      'Kết quả',
      'Decision',
      (s, l) =>
        s.ketQua ? `${DECISION[s.ketQua]![l]}${s.sauHe ? (l === 'vi' ? ' (sau hè)' : ' (after the summer)') : ''}` : '',
      16,
    ),
    exportColumn('Danh hiệu', 'Award', (s, l) => (s.danhHieu ? AWARD[s.danhHieu]![l] : ''), 18),
  ];
  const rows = summary.hocSinh.map((s, i) => ({ ...s, stt: i + 1 }));
  return sheetOf({ name, columns, rows });
}

export function exportSummary(summary: TongKetLop, lang: Lang) {
  const name = { vi: `Tổng kết ${summary.tenLop}`, en: `Summary ${summary.tenLop}` };
  return { stream: streamWorkbook(lang, [summarySheet(summary, name)]), totalCount: summary.hocSinh.length };
}
