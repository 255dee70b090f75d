import { registerMessages } from '../messages';

/** Server messages of observation minutes (BienBanDuGio), both languages. */
export const bienBanDuGioMessages = {
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
