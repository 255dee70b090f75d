import { createPdf, drawTableRow, type SchoolHeader } from '../../lib/pdf';

/**
 * Cambridge report cards as one A4 PDF in English — one student or a whole class, a page (or more) each: the
 * school's header, the student, a table of published results (subject, syllabus, exam, grade, effort, the converted
 * 10-point mark that feeds the Vietnamese record) and the teachers' comments per subject. Drawn with the server's one
 * PDF helper (lib/pdf.ts, embedded font), as diem-vn's cards are.
 */
export interface CambridgeCard {
  hocSinh: { hoTen: string; maHocSinh: string; lop: string | null };
  namHoc: string | null;
  ketQua: {
    mon: string;
    maSyllabus: string | null;
    baiThi: string;
    loai: string;
    ngayThi: string | null;
    xepLoai: string;
    diemQuyDoi: number | null;
    noLuc: number | null;
    nhanXet: string | null;
  }[];
}

const EXAM_TYPE: Record<string, string> = {
  kiemTraLop: 'Class test',
  progressionTest: 'Progression test',
  thiThu: 'Mock exam',
  checkpoint: 'Checkpoint',
  kyThiNgoai: 'External exam',
};
export const EFFORT_TEXT: Record<number, string> = {
  1: 'Excellent',
  2: 'Good',
  3: 'Satisfactory',
  4: 'Needs improvement',
};

function drawCard(doc: PDFKit.PDFDocument, card: CambridgeCard, school: SchoolHeader) {
  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;
  doc.font('bold').fontSize(11).text(school.tenTruong.toUpperCase(), left, doc.page.margins.top, { width });
  if (school.diaChi) doc.font('regular').fontSize(8).text(school.diaChi, { width });
  doc.moveDown(1.5);
  doc.font('bold').fontSize(15).text('CAMBRIDGE REPORT CARD', left, doc.y, { width, align: 'center' });
  if (card.namHoc) doc.font('regular').fontSize(10).text(`Academic year ${card.namHoc}`, { width, align: 'center' });
  doc.moveDown();
  doc
    .font('regular')
    .fontSize(10)
    .text(`Student: ${card.hocSinh.hoTen}`, left, doc.y, { continued: true })
    .text(`     Student code: ${card.hocSinh.maHocSinh}`, { continued: Boolean(card.hocSinh.lop) });
  if (card.hocSinh.lop) doc.text(`     Class: ${card.hocSinh.lop}`);
  doc.moveDown();

  const columns = [
    { title: 'Subject', width: width * 0.24 },
    { title: 'Assessment', width: width * 0.3 },
    { title: 'Grade', width: width * 0.1, align: 'center' as const },
    { title: 'Effort', width: width * 0.18, align: 'center' as const },
    { title: '10-point mark', width: width * 0.18, align: 'center' as const },
  ];
  drawTableRow(
    doc,
    columns,
    columns.map((c) => c.title),
    { bold: true },
  );
  if (card.ketQua.length === 0) {
    doc.moveDown(0.5).font('regular').fontSize(9).text('No published results.', left, doc.y);
  }
  for (const r of card.ketQua) {
    if (doc.y > doc.page.height - doc.page.margins.bottom - 40) doc.addPage();
    drawTableRow(doc, columns, [
      r.maSyllabus ? `${r.mon} (${r.maSyllabus})` : r.mon,
      `${r.baiThi} · ${EXAM_TYPE[r.loai] ?? r.loai}`,
      r.xepLoai,
      r.noLuc ? EFFORT_TEXT[r.noLuc]! : '',
      r.diemQuyDoi == null ? '' : r.diemQuyDoi.toFixed(1),
    ]);
  }
  doc.moveDown();
  const comments = card.ketQua.filter((r) => r.nhanXet);
  if (comments.length > 0) {
    doc.font('bold').fontSize(11).text("Teachers' comments", left, doc.y);
    doc.moveDown(0.3);
    for (const r of comments) {
      if (doc.y > doc.page.height - doc.page.margins.bottom - 40) doc.addPage();
      doc
        .font('bold')
        .fontSize(9)
        .text(`${r.mon} — ${r.baiThi}: `, left, doc.y, { width, continued: true })
        .font('regular')
        .text(r.nhanXet!);
      doc.moveDown(0.3);
    }
  }
  doc.moveDown();
  doc
    .font('regular')
    .fontSize(8)
    .fillColor('#555555')
    .text(
      'The 10-point mark is the result converted with the school’s conversion scale for the Vietnamese record.',
      left,
      doc.y,
      { width },
    )
    .fillColor('#000000');
}

/** Renders the cards into one PDF held in memory. */
export function renderCambridgeCards(cards: CambridgeCard[], school: SchoolHeader): Promise<Buffer> {
  const { doc, done } = createPdf('Cambridge report card');
  for (const card of cards) {
    doc.addPage();
    drawCard(doc, card, school);
  }
  if (cards.length === 0) doc.addPage().font('regular').text('No students.');
  doc.end();
  return done;
}
