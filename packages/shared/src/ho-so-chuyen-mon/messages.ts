import { registerMessages } from '../messages';

/** Server messages of professional records (HoSoChuyenMon), both languages. */
export const hoSoChuyenMonMessages = {
  'hoSo.ghiChu.tooLong': { vi: 'Ghi chú tối đa 4.000 ký tự.', en: 'A note has at most 4,000 characters.' },
  'hoSo.thanhTra.required': { vi: 'Vui lòng nhập nội dung ghi chú.', en: 'Please enter the note.' },
  'hoSo.tep.type': {
    vi: 'Chỉ nhận tệp DOCX, PPTX, PDF hoặc ảnh (JPEG, PNG, WebP).',
    en: 'Only DOCX, PPTX, PDF or image files (JPEG, PNG, WebP) are accepted.',
  },
  'hoSo.transition.invalid': {
    vi: 'Không thể thực hiện thao tác này với hồ sơ ở trạng thái hiện tại.',
    en: 'This action is not possible for the record in its current status.',
  },
};

registerMessages(hoSoChuyenMonMessages);
