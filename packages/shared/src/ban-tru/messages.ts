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
  'banTru.import.thuNghiem': { vi: 'thuNghiem phải là true hoặc false.', en: 'thuNghiem must be true or false.' },
  'banTru.import.noRows': { vi: 'Tệp không có dòng dữ liệu nào.', en: 'The file has no data row.' },
  'banTru.import.maHocSinh.required': { vi: 'Thiếu mã học sinh.', en: 'The student code is missing.' },
  'banTru.import.maHocSinh.unknown': {
    vi: 'Không có học sinh mã {{code}}.',
    en: 'There is no student with the code {{code}}.',
  },
  'banTru.import.duplicate': {
    vi: 'Mã học sinh {{code}} lặp lại dòng {{other}}.',
    en: 'The student code {{code}} repeats row {{other}}.',
  },
  'banTru.import.notInPeriod': {
    vi: 'Học sinh {{name}} không học lớp nào của năm học của kỳ này.',
    en: 'The student {{name}} is in no class of this period’s school year.',
  },
  'banTru.import.lop.mismatch': {
    vi: 'Học sinh {{name}} học lớp {{class}}, không phải lớp ghi trong tệp.',
    en: 'The student {{name}} is in class {{class}}, not the class in the file.',
  },
  'banTru.import.hoTen.mismatch': {
    vi: 'Mã {{code}} là của học sinh {{name}}: họ tên trong tệp không khớp.',
    en: 'The code {{code}} belongs to {{name}}: the name in the file does not match.',
  },
  'banTru.import.dangKy.invalid': {
    vi: 'Cột Đăng ký phải là Có hoặc Không (để trống là Có).',
    en: 'Subscribed must be Yes or No (blank means Yes).',
  },
  'banTru.phucVu.lop': {
    vi: 'Lớp không có suất ăn đăng ký trong ngày này.',
    en: 'The class has no subscribed meal on that day.',
  },
  'banTru.ky.dates.order': { vi: 'Ngày kết thúc phải sau ngày bắt đầu.', en: 'The end must be on or after the start.' },
};

registerMessages(banTruMessages);
