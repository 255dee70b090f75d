import { registerMessages } from '../messages';

/** Server messages of GiayToTuyThan, both languages; registered when the shared package loads. */
export const giayToMessages = {
  'giayTo.nhanVien.required': { vi: 'Vui lòng chọn nhân viên.', en: 'Please choose the staff member.' },
  'giayTo.nhanVien.notFound': { vi: 'Không tìm thấy nhân viên đã chọn.', en: 'The chosen staff member was not found.' },
  'giayTo.so.required': { vi: 'Vui lòng nhập số giấy tờ.', en: 'Please enter the document number.' },
  'giayTo.so.tooLong': { vi: 'Số giấy tờ tối đa 50 ký tự.', en: 'The number has at most 50 characters.' },
  'giayTo.noiCap.tooLong': { vi: 'Nơi cấp tối đa 200 ký tự.', en: 'The issuer has at most 200 characters.' },
  'giayTo.ngayHetHan.required': { vi: 'Vui lòng chọn ngày hết hạn.', en: 'Please choose the expiry date.' },
  'giayTo.ngayHetHan.beforeIssue': {
    vi: 'Ngày hết hạn phải sau ngày cấp.',
    en: 'The expiry date must come after the issue date.',
  },
  'giayTo.tep.type': { vi: 'Tệp phải là PDF hoặc ảnh.', en: 'The file must be a PDF or an image.' },
  'giayTo.tep.notFound': {
    vi: 'Không tìm thấy tệp đã tải lên. Vui lòng tải lại.',
    en: 'The uploaded file was not found. Please upload it again.',
  },
  'notification.giayTo.hetHan': {
    vi: '{loai} số {so} của {hoTen} hết hạn ngày {ngay} (còn {soNgay} ngày).',
    en: "{hoTen}'s {loai} {so} expires on {ngay} ({soNgay} days left).",
  },
};

registerMessages(giayToMessages);
