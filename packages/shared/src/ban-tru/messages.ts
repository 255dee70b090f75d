import { registerMessages } from '../messages';

/** Server messages of semi-boarding (lunch cancellations), both languages; registered when the shared package loads. */
export const banTruMessages = {
  'banTru.thang.invalid': { vi: 'Tháng phải có dạng yyyy-mm.', en: 'The month must look like yyyy-mm.' },
  'banTru.ngay.required': { vi: 'Vui lòng chọn ít nhất một ngày.', en: 'Please choose at least one day.' },
  'banTru.ngay.passed': {
    vi: 'Ngày {{date}} đã qua: không thể báo cắt suất.',
    en: 'The day {{date}} is over: its lunch can no longer be cancelled.',
  },
  'banTru.lyDo.required': { vi: 'Vui lòng nhập lý do.', en: 'Please enter a reason.' },
  'banTru.lyDo.tooLong': { vi: 'Lý do tối đa 500 ký tự.', en: 'The reason has at most 500 characters.' },
  'banTru.ghiChu.tooLong': { vi: 'Ghi chú tối đa 500 ký tự.', en: 'The note has at most 500 characters.' },
  'banTru.hocSinh.required': {
    vi: 'Vui lòng chọn học sinh hoặc cả lớp.',
    en: 'Please choose students or the whole class.',
  },
  'banTru.hocSinh.notInClass': {
    vi: 'Học sinh {{name}} không thuộc lớp này.',
    en: 'The student {{name}} is not in this class.',
  },
  'banTru.notPending': {
    vi: 'Đăng ký cắt suất này không còn chờ duyệt.',
    en: 'This cancellation is no longer waiting for a decision.',
  },
  'banTru.cannotWithdraw': {
    vi: 'Chỉ rút được đăng ký còn chờ duyệt, hoặc đúng hạn trước giờ chốt.',
    en: 'Only a cancellation waiting for a decision, or an on-time one before the cut-off, can be withdrawn.',
  },
  'banTru.ky.ten.required': { vi: 'Vui lòng nhập tên kỳ.', en: 'Please enter the period name.' },
  'banTru.ky.ten.tooLong': { vi: 'Tên kỳ tối đa 100 ký tự.', en: 'The period name has at most 100 characters.' },
  'banTru.ky.gioChot.invalid': {
    vi: 'Giờ chốt phải có dạng hh:mm (ví dụ 09:00).',
    en: 'The cut-off must look like hh:mm (e.g. 09:00).',
  },
  'banTru.ky.dates.order': { vi: 'Ngày kết thúc phải sau ngày bắt đầu.', en: 'The end must be on or after the start.' },
};

registerMessages(banTruMessages);
