import { type HoSoTuyenSinhChiTiet, TRANG_THAI_CO_THU } from '@hpl/shared';
import type { Db } from '../../db/client';
import { badRequest } from '../../lib/errors';
import { createPdf } from '../../lib/pdf';
import { findSchoolHeader } from '../diem-vn';
import { getApplication } from './tuyen-sinh.service';

const CHUONG_TRINH = { quocGia: 'Chương trình Quốc gia', cambridge: 'Chương trình Cambridge' } as const;

/** What the letter says for each decision, in Vietnamese (the guardians' language). */
const DECISION: Record<string, { title: string; body: (h: HoSoTuyenSinhChiTiet) => string }> = {
  trungTuyen: {
    title: 'THÔNG BÁO TRÚNG TUYỂN',
    body: (h) =>
      `Nhà trường trân trọng thông báo học sinh ${h.hoTen} đã trúng tuyển vào khối ${h.khoi}, ${CHUONG_TRINH[h.chuongTrinh]}, năm học ${h.namHocDuTuyen}. Kính mời Quý phụ huynh hoàn tất thủ tục nhập học theo hướng dẫn của Phòng Tuyển sinh.`,
  },
  daNhapHoc: {
    title: 'THÔNG BÁO TRÚNG TUYỂN VÀ NHẬP HỌC',
    body: (h) =>
      `Nhà trường trân trọng thông báo học sinh ${h.hoTen} đã trúng tuyển và hoàn tất nhập học vào khối ${h.khoi}, ${CHUONG_TRINH[h.chuongTrinh]}, năm học ${h.namHocDuTuyen}.`,
  },
  danhSachCho: {
    title: 'THÔNG BÁO DANH SÁCH CHỜ',
    body: (h) =>
      `Hồ sơ của học sinh ${h.hoTen} (khối ${h.khoi}, ${CHUONG_TRINH[h.chuongTrinh]}, năm học ${h.namHocDuTuyen}) được đưa vào danh sách chờ. Nhà trường sẽ liên hệ ngay khi có chỗ trống.`,
  },
  khongTrungTuyen: {
    title: 'THÔNG BÁO KẾT QUẢ TUYỂN SINH',
    body: (h) =>
      `Nhà trường cảm ơn Quý phụ huynh đã quan tâm. Rất tiếc, hồ sơ của học sinh ${h.hoTen} (khối ${h.khoi}, ${CHUONG_TRINH[h.chuongTrinh]}, năm học ${h.namHocDuTuyen}) chưa đáp ứng được yêu cầu tuyển sinh năm nay.`,
  },
};

const dateVi = (iso: string) => {
  const [y, m, d] = iso.slice(0, 10).split('-');
  return `ngày ${d} tháng ${m} năm ${y}`;
};

/** The decision letter to the guardians (A4, Vietnamese, the embedded font); only once a decision is made. */
export async function renderDecisionLetter(db: Db, id: number, today: string) {
  const hoSo = await getApplication(db, id);
  if (!TRANG_THAI_CO_THU.includes(hoSo.trangThai)) throw badRequest('tuyenSinh.thu.none');
  const school = await findSchoolHeader(db);
  const decision = DECISION[hoSo.trangThai]!;
  const { doc, done } = createPdf(`${decision.title} – ${hoSo.maHoSo}`);
  doc.addPage();
  const width = doc.page.width - doc.page.margins.left - doc.page.margins.right;
  doc
    .font('bold')
    .fontSize(12)
    .text(school.tenTruong.toUpperCase() || 'NHÀ TRƯỜNG');
  if (school.diaChi) doc.font('regular').fontSize(9).text(school.diaChi);
  doc.font('regular').fontSize(10).text(`Số hồ sơ: ${hoSo.maHoSo}`, { align: 'right', width });
  doc.moveDown(2);
  doc.font('bold').fontSize(16).text(decision.title, { align: 'center', width });
  doc.moveDown();
  const guardian = hoSo.phuHuynh[0];
  doc
    .font('regular')
    .fontSize(11)
    .text(`Kính gửi: ${guardian ? `${guardian.quanHe} ${guardian.hoTen}` : 'Quý phụ huynh'}`);
  doc.moveDown(0.5);
  doc.text(`Học sinh: ${hoSo.hoTen} — ngày sinh ${dateVi(hoSo.ngaySinh).replace('ngày ', '')}`);
  if (hoSo.truongCu) doc.text(`Trường đang học: ${hoSo.truongCu}`);
  doc.moveDown();
  doc.text(decision.body(hoSo), { align: 'justify', width });
  if (hoSo.diemTrungBinh !== null) {
    doc.moveDown(0.5);
    doc.text(`Điểm đánh giá hồ sơ: ${hoSo.diemTrungBinh.toFixed(1).replace('.', ',')}/5`);
  }
  doc.moveDown(2);
  doc.text(`${dateVi(today)}`, { align: 'right', width });
  doc.font('bold').text('TRƯỞNG PHÒNG TUYỂN SINH', { align: 'right', width });
  doc.end();
  return { maHoSo: hoSo.maHoSo, title: decision.title, pdf: await done };
}
