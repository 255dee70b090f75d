import { registerMessages } from '../messages';

/** Server messages of the notices to parents, both languages; registered when the shared package loads. */
export const thongBaoGuiPhuHuynhMessages = {
  'thongBaoGuiPhuHuynh.lop.required': { vi: 'Vui lòng chọn lớp.', en: 'Please choose a class.' },
  'thongBaoGuiPhuHuynh.khoi.required': { vi: 'Vui lòng chọn khối.', en: 'Please choose a grade level.' },
  'thongBaoGuiPhuHuynh.khoi.noClass': {
    vi: 'Khối này không có lớp chủ nhiệm nào có học sinh trong năm học hiện tại.',
    en: 'This grade level has no homeroom class with students in the current school year.',
  },
  'thongBaoGuiPhuHuynh.tieuDe.required': { vi: 'Vui lòng nhập tiêu đề.', en: 'Please enter a title.' },
  'thongBaoGuiPhuHuynh.tieuDe.tooLong': {
    vi: 'Tiêu đề tối đa 200 ký tự.',
    en: 'The title has at most 200 characters.',
  },
  'thongBaoGuiPhuHuynh.noiDung.tooLong': { vi: 'Nội dung quá dài.', en: 'The text is too long.' },
  'thongBaoGuiPhuHuynh.noiDung.required': { vi: 'Vui lòng nhập nội dung.', en: 'Please enter the text.' },
  'thongBaoGuiPhuHuynh.tep.tooMany': { vi: 'Tối đa 10 tệp đính kèm.', en: 'At most 10 attachments.' },
  'thongBaoGuiPhuHuynh.tep.invalid': {
    vi: 'Tệp đính kèm không hợp lệ.',
    en: 'An attachment is not valid.',
  },
  'thongBaoGuiPhuHuynh.tep.type': {
    vi: 'Chỉ nhận PDF, ảnh (JPG, PNG, WebP), Word (.docx) hoặc PowerPoint (.pptx).',
    en: 'Only PDF, images (JPG, PNG, WebP), Word (.docx) or PowerPoint (.pptx) files are accepted.',
  },
  'thongBaoGuiPhuHuynh.hocSinh.notInClass': {
    vi: 'Có học sinh không thuộc lớp.',
    en: 'A chosen student is not in the class.',
  },
  'thongBaoGuiPhuHuynh.nguoiNhan.none': {
    vi: 'Không có phụ huynh nào để gửi.',
    en: 'There is no guardian to send to.',
  },
  'thongBaoGuiPhuHuynh.trangThai.notDraft': {
    vi: 'Chỉ sửa, xoá hoặc gửi được thông báo nháp.',
    en: 'Only a draft can be edited, deleted or sent.',
  },
  'thongBaoGuiPhuHuynh.trangThai.notSent': {
    vi: 'Thông báo chưa gửi hoặc đã thu hồi.',
    en: 'The notice has not been sent or was recalled.',
  },
  'thongBaoGuiPhuHuynh.henGui.past': {
    vi: 'Thời điểm hẹn gửi phải ở tương lai.',
    en: 'The scheduled time must be in the future.',
  },
  'thongBaoGuiPhuHuynh.lienKet.invalid': {
    vi: 'Liên kết không hợp lệ, đã hết hạn hoặc đã bị thu hồi.',
    en: 'The link is not valid, has expired or was revoked.',
  },
};

registerMessages(thongBaoGuiPhuHuynhMessages);
