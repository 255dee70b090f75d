import type { PhieuKetQua } from '@hpl/shared';
import { createPdf, drawTableRow, type SchoolHeader } from '../../lib/pdf';

/**
 * Report cards (phiếu kết quả học tập) as one print-ready A4 PDF — one student or a whole class, a page each — with
 * the school's header, in Vietnamese. The font (Be Vietnam Pro, OFL) is embedded, so every Vietnamese glyph prints
 * the same everywhere.
 */

const LEVEL_TEXT: Record<string, string> = { Tốt: 'Tốt', Khá: 'Khá', Đạt: 'Đạt', 'Chưa đạt': 'Chưa đạt' };
const DECISION_TEXT: Record<string, string> = {
  LenLop: 'Được lên lớp',
  RenLuyenHe: 'Rèn luyện trong kỳ nghỉ hè',
  KiemTraLai: 'Kiểm tra lại trong kỳ nghỉ hè',
  OLai: 'Ở lại lớp',
};
const AWARD_TEXT: Record<string, string> = { XuatSac: 'Học sinh Xuất sắc', Gioi: 'Học sinh Giỏi' };

const decimal = (value: number | null) => (value == null ? '' : value.toFixed(1).replace('.', ','));
const result = (value: string | null) => (value == null ? '' : value);

export type { SchoolHeader };

/**
 * The top of a report card: the school and the national motto side by side, the title, the year, the student's name,
 * code and class; leaves `doc.y` below it. Shared by the secondary and the primary cards.
 */
export function drawCardHeader(
  doc: PDFKit.PDFDocument,
  school: SchoolHeader,
  card: { tenNamHoc: string; hoTen: string; maHocSinh: string; lop: string | null },
) {
  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;
  doc
    .font('bold')
    .fontSize(10)
    .text(school.tenTruong.toUpperCase(), left, doc.page.margins.top, { width: width / 2 });
  if (school.diaChi)
    doc
      .font('regular')
      .fontSize(8)
      .text(school.diaChi, { width: width / 2 });
  doc
    .font('bold')
    .fontSize(10)
    .text('CỘNG HOÀ XÃ HỘI CHỦ NGHĨA VIỆT NAM', left + width / 2, doc.page.margins.top, {
      width: width / 2,
      align: 'center',
    });
  doc
    .font('regular')
    .fontSize(9)
    .text('Độc lập - Tự do - Hạnh phúc', { width: width / 2, align: 'center' });
  doc.moveDown(2);
  doc.font('bold').fontSize(15).text('PHIẾU KẾT QUẢ HỌC TẬP', left, doc.y, { width, align: 'center' });
  doc.font('regular').fontSize(10).text(`Năm học ${card.tenNamHoc}`, { width, align: 'center' });
  doc.moveDown();
  doc
    .fontSize(10)
    .text(`Họ và tên: ${card.hoTen}`, left, doc.y, { continued: true })
    .text(`     Mã học sinh: ${card.maHocSinh}`, { continued: true })
    .text(`     Lớp: ${card.lop ?? ''}`);
  doc.moveDown();
}

/** The signature lines at the foot of a report card. */
export function drawCardSignatures(doc: PDFKit.PDFDocument) {
  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;
  doc.moveDown(2);
  const y = doc.y;
  doc
    .font('bold')
    .fontSize(10)
    .text('Giáo viên chủ nhiệm', left, y, { width: width / 2, align: 'center' });
  doc.text('Hiệu trưởng', left + width / 2, y, { width: width / 2, align: 'center' });
  doc
    .font('regular')
    .fontSize(8)
    .text('(Ký, ghi rõ họ tên)', left, doc.y, { width: width / 2, align: 'center' });
}

function drawCard(doc: PDFKit.PDFDocument, report: PhieuKetQua, school: SchoolHeader) {
  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;
  drawCardHeader(doc, school, { tenNamHoc: report.namHoc.tenNamHoc, ...report.hocSinh });

  const columns = [
    { title: 'Môn học', width: width * 0.4, align: 'left' as const },
    { title: 'Học kỳ I', width: width * 0.2, align: 'center' as const },
    { title: 'Học kỳ II', width: width * 0.2, align: 'center' as const },
    { title: 'Cả năm', width: width * 0.2, align: 'center' as const },
  ];
  const drawRow = (cells: string[], bold = false) => drawTableRow(doc, columns, cells, { bold });
  drawRow(
    columns.map((c) => c.title),
    true,
  );
  for (const subject of report.mon) {
    const term = (k: number) => subject.hocKy.find((h) => h.hocKy === k);
    const cell = (k: number) =>
      subject.hinhThucDanhGia === 'nhan_xet' ? result(term(k)?.ketQua ?? null) : decimal(term(k)?.trungBinh ?? null);
    drawRow([
      subject.tenMonHoc,
      cell(1),
      cell(2),
      // A year result from the summer retake is marked (KTL), as the mark book does.
      `${subject.hinhThucDanhGia === 'nhan_xet' ? result(subject.ketQuaCaNam) : decimal(subject.caNam)}${
        subject.kiemTraLai ? ' (KTL)' : ''
      }`,
    ]);
  }
  doc.moveDown();
  for (const summary of report.tongKet) {
    const label = summary.hocKy === 0 ? 'Cả năm' : `Học kỳ ${summary.hocKy === 1 ? 'I' : 'II'}`;
    const parts = [
      summary.hocTap ? `Kết quả học tập: ${LEVEL_TEXT[summary.hocTap]}` : null,
      summary.renLuyen ? `Kết quả rèn luyện: ${LEVEL_TEXT[summary.renLuyen]}` : null,
      `Số buổi nghỉ: ${summary.soBuoiNghi}`,
      summary.ketQua ? `${DECISION_TEXT[summary.ketQua]}${summary.sauHe ? ' (xét lại sau hè)' : ''}` : null,
      summary.danhHieu ? AWARD_TEXT[summary.danhHieu] : null,
    ].filter(Boolean);
    doc
      .font('bold')
      .fontSize(10)
      .text(`${label}: `, left, doc.y, { continued: true })
      .font('regular')
      .text(parts.join('; '));
  }
  drawCardSignatures(doc);
}

/** Renders cards (a page each, drawn by `draw`) into one PDF held in memory. */
export function renderCards<T>(
  title: string,
  reports: T[],
  draw: (doc: PDFKit.PDFDocument, report: T) => void,
): Promise<Buffer> {
  const { doc, done } = createPdf(title);
  for (const report of reports) {
    doc.addPage();
    draw(doc, report);
  }
  if (reports.length === 0) doc.addPage().font('regular').text('Không có học sinh.');
  doc.end();
  return done;
}

/** Renders the cards into one PDF held in memory. */
export function renderReportCards(reports: PhieuKetQua[], school: SchoolHeader): Promise<Buffer> {
  return renderCards('Phiếu kết quả học tập', reports, (doc, report) => drawCard(doc, report, school));
}
