import { type PhieuTieuHoc, PRIMARY_COMPETENCES, PRIMARY_PERIODS, PRIMARY_QUALITIES } from '@hpl/shared';
import { drawTableRow, type SchoolHeader } from '../../lib/pdf';
import { drawCardHeader, drawCardSignatures, renderCards } from './phieu-ket-qua-pdf';

/**
 * The primary report card (Circular 27) as an A4 PDF, one page per pupil: each subject's rating and periodic test
 * mark at the four rating points with the last comment, the qualities and competences, the year result.
 */

const RATING: Record<string, string> = { HoanThanhTot: 'HTT', HoanThanh: 'HT', ChuaHoanThanh: 'CHT' };
const QUALITY: Record<string, string> = { Tot: 'T', Dat: 'Đ', CanCoGang: 'C' };
const YEAR_RESULT: Record<string, string> = {
  HoanThanhXuatSac: 'Hoàn thành xuất sắc',
  HoanThanhTot: 'Hoàn thành tốt',
  HoanThanh: 'Hoàn thành',
  ChuaHoanThanh: 'Chưa hoàn thành',
};
const PERIOD: Record<string, string> = { GK1: 'Giữa kỳ I', CK1: 'Cuối kỳ I', GK2: 'Giữa kỳ II', CN: 'Cuối năm' };
const CRITERION: Record<string, string> = {
  YeuNuoc: 'Yêu nước',
  NhanAi: 'Nhân ái',
  ChamChi: 'Chăm chỉ',
  TrungThuc: 'Trung thực',
  TrachNhiem: 'Trách nhiệm',
  TuChuTuHoc: 'Tự chủ và tự học',
  GiaoTiepHopTac: 'Giao tiếp và hợp tác',
  GiaiQuyetVanDe: 'Giải quyết vấn đề và sáng tạo',
  NgonNgu: 'Ngôn ngữ',
  TinhToan: 'Tính toán',
  KhoaHoc: 'Khoa học',
  CongNghe: 'Công nghệ',
  TinHoc: 'Tin học',
  ThamMy: 'Thẩm mỹ',
  TheChat: 'Thể chất',
};

function drawCard(doc: PDFKit.PDFDocument, report: PhieuTieuHoc, school: SchoolHeader) {
  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;
  drawCardHeader(doc, school, { tenNamHoc: report.namHoc.tenNamHoc, ...report.hocSinh });
  const columns = [
    { title: 'Môn học', width: width * 0.28, align: 'left' as const },
    ...PRIMARY_PERIODS.map((ky) => ({ title: PERIOD[ky]!, width: width * 0.18, align: 'center' as const })),
  ];
  drawTableRow(
    doc,
    columns,
    columns.map((c) => c.title),
    { bold: true },
  );
  for (const subject of report.mon) {
    drawTableRow(doc, columns, [
      subject.tenMonHoc,
      ...PRIMARY_PERIODS.map((ky) => {
        const e = subject.ky.find((k) => k.ky === ky);
        if (!e) return '';
        return [e.mucDat ? RATING[e.mucDat] : '', e.diemKiemTra == null ? '' : String(e.diemKiemTra)]
          .filter(Boolean)
          .join(' · ');
      }),
    ]);
  }
  doc
    .font('regular')
    .fontSize(8)
    .text('HTT: Hoàn thành tốt; HT: Hoàn thành; CHT: Chưa hoàn thành; số: điểm kiểm tra định kỳ.', left, doc.y + 4, {
      width,
    });
  doc.moveDown(0.5);
  const comments = report.mon.flatMap((s) => {
    const last = [...s.ky].reverse().find((k) => k.nhanXet);
    return last?.nhanXet ? [`${s.tenMonHoc} (${PERIOD[last.ky]}): ${last.nhanXet}`] : [];
  });
  if (comments.length) {
    doc.font('bold').fontSize(10).text('Nhận xét các môn học', left, doc.y, { width });
    doc.font('regular').fontSize(9);
    for (const c of comments) doc.text(`• ${c}`, { width });
    doc.moveDown(0.5);
  }
  const half = [
    { title: 'Phẩm chất / Năng lực', width: width * 0.28, align: 'left' as const },
    ...PRIMARY_PERIODS.map((ky) => ({ title: PERIOD[ky]!, width: width * 0.18, align: 'center' as const })),
  ];
  drawTableRow(
    doc,
    half,
    half.map((c) => c.title),
    { bold: true, height: 16 },
  );
  for (const code of [...PRIMARY_QUALITIES, ...PRIMARY_COMPETENCES])
    drawTableRow(
      doc,
      half,
      [
        CRITERION[code]!,
        ...PRIMARY_PERIODS.map((ky) => {
          const rating = report.phamChat.find((p) => p.ky === ky)?.muc[code];
          return rating ? QUALITY[rating]! : '';
        }),
      ],
      { height: 15 },
    );
  doc
    .font('regular')
    .fontSize(8)
    .text('T: Tốt; Đ: Đạt; C: Cần cố gắng.', left, doc.y + 4, { width });
  doc.moveDown(0.5);
  doc
    .font('bold')
    .fontSize(10)
    .text('Kết quả cuối năm: ', left, doc.y, { continued: true })
    .font('regular')
    .text(report.ketQua ? YEAR_RESULT[report.ketQua]! : 'Chưa có');
  drawCardSignatures(doc);
}

/** Renders the cards into one PDF held in memory. */
export function renderPrimaryReportCards(reports: PhieuTieuHoc[], school: SchoolHeader): Promise<Buffer> {
  return renderCards('Phiếu kết quả học tập (Tiểu học)', reports, (doc, report) => drawCard(doc, report, school));
}
