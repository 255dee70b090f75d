import { registerMessages } from '../messages';

/** Server messages of observation minutes (BienBanDuGio), both languages. */
export const bienBanDuGioMessages = {
  'duGio.tieuChi.key': {
    vi: 'Mã tiêu chí gồm chữ cái, chữ số hoặc dấu gạch dưới, bắt đầu bằng chữ cái (tối đa 40 ký tự).',
    en: 'A criterion key is letters, digits or underscores, starting with a letter (at most 40 characters).',
  },
  'duGio.tieuChi.text': {
    vi: 'Vui lòng nhập nội dung (cả hai ngôn ngữ).',
    en: 'Please enter the text (both languages).',
  },
  'duGio.tieuChi.textTooLong': { vi: 'Nội dung quá dài.', en: 'The text is too long.' },
  'duGio.tieuChi.emptyGroup': {
    vi: 'Mỗi nhóm cần ít nhất một tiêu chí.',
    en: 'Each group needs at least one criterion.',
  },
  'duGio.tieuChi.none': { vi: 'Phiếu đánh giá cần ít nhất một nhóm.', en: 'The rubric needs at least one group.' },
  'duGio.tieuChi.tooMany': { vi: 'Phiếu đánh giá có quá nhiều mục.', en: 'The rubric has too many entries.' },
  'duGio.tieuChi.duplicate': {
    vi: 'Mã {ma} bị trùng trong phiếu đánh giá.',
    en: 'The key {ma} appears twice in the rubric.',
  },
  'duGio.diem.unknown': {
    vi: 'Có điểm cho tiêu chí không thuộc phiếu đánh giá của buổi dự giờ này.',
    en: "A score is for a criterion not in this observation's rubric.",
  },
  'duGio.diem.range': {
    vi: 'Điểm phải là số nguyên trong thang điểm của phiếu đánh giá.',
    en: "A score must be a whole number within the rubric's scale.",
  },
  'duGio.diem.outOfScale': {
    vi: 'Điểm của tiêu chí {ma} phải từ {min} đến {max} (thang điểm của phiếu đánh giá buổi dự giờ này).',
    en: "The score of criterion {ma} must be from {min} to {max} (the scale of this observation's rubric).",
  },
  'duGio.thangDiem.range': {
    vi: 'Điểm của thang điểm là số nguyên từ 0 đến 10.',
    en: 'A bound of the scale is a whole number from 0 to 10.',
  },
  'duGio.thangDiem.order': {
    vi: 'Điểm cao nhất phải lớn hơn điểm thấp nhất.',
    en: 'The highest score must be above the lowest.',
  },
  'duGio.giaoVien.required': { vi: 'Vui lòng chọn giáo viên được dự giờ.', en: 'Please choose the observed teacher.' },
  'duGio.giaoVien.notYours': {
    vi: 'Bạn chỉ lên lịch dự giờ được cho giáo viên trong tổ mình phụ trách.',
    en: 'You can only schedule observations of the teachers of your department.',
  },
  'duGio.tietHoc.required': {
    vi: 'Vui lòng chọn tiết dạy trong thời khoá biểu.',
    en: 'Please choose a lesson from the timetable.',
  },
  'duGio.tietHoc.notFound': {
    vi: 'Tiết này không có trong thời khoá biểu của giáo viên vào ngày đã chọn.',
    en: "This lesson is not in the teacher's timetable on the chosen day.",
  },
  'duGio.nguoiDu.self': {
    vi: 'Giáo viên được dự giờ không thể là người dự.',
    en: 'The observed teacher cannot be an observer.',
  },
  'duGio.text.invalid': { vi: 'Nội dung không hợp lệ.', en: 'The text is not valid.' },
  'duGio.text.tooLong': { vi: 'Tối đa 10.000 ký tự.', en: 'At most 10,000 characters.' },
  'duGio.submit.incomplete': {
    vi: 'Vui lòng chấm đủ các tiêu chí trước khi nộp biên bản.',
    en: 'Please score every criterion before submitting the minute.',
  },
  'duGio.transition.invalid': {
    vi: 'Không thể thực hiện thao tác này với biên bản ở trạng thái hiện tại.',
    en: 'This action is not possible for the minute in its current status.',
  },
};

registerMessages(bienBanDuGioMessages);
