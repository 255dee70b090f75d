import { registerMessages } from '../messages';

/** Server messages of leave requests and leave types, both languages; registered when the shared package loads. */
export const leaveRequestMessages = {
  'leave.lyDo.required': { vi: 'Vui lòng nhập lý do nghỉ.', en: 'Please give a reason for the leave.' },
  'leave.lyDo.tooLong': { vi: 'Lý do tối đa 2000 ký tự.', en: 'The reason has at most 2000 characters.' },
  'leave.loaiNghiPhepId.required': { vi: 'Vui lòng chọn loại nghỉ phép.', en: 'Please choose a leave type.' },
  'leave.ghiChu.required': {
    vi: 'Vui lòng ghi rõ lý do từ chối.',
    en: 'Please say why you refuse.',
  },
  'leave.ghiChu.tooLong': { vi: 'Ý kiến tối đa 1000 ký tự.', en: 'The comment has at most 1000 characters.' },
  'leave.type.unknown': {
    vi: 'Loại nghỉ phép không tồn tại hoặc đã ngừng sử dụng.',
    en: 'This leave type does not exist or is no longer in use.',
  },
  'leave.dates.order': {
    vi: 'Ngày kết thúc phải sau hoặc bằng ngày bắt đầu.',
    en: 'The end date must be on or after the start date.',
  },
  'leave.dates.outsideYear': {
    vi: 'Khoảng ngày {from} – {to} không thuộc năm học nào.',
    en: 'The dates {from} – {to} are not inside any academic year.',
  },
  'leave.dates.spansYears': {
    vi: 'Đơn nghỉ phép không được kéo dài qua hai năm học; hãy tách thành hai đơn.',
    en: 'A leave request cannot span two academic years; file two requests instead.',
  },
  'leave.dates.closedYear': {
    vi: 'Năm học {name} đã khoá sổ, không thể tạo hoặc sửa đơn nghỉ phép.',
    en: 'The academic year {name} is closed: leave requests can no longer be filed or changed.',
  },
  'leave.dates.noWorkingDays': {
    vi: 'Khoảng ngày đã chọn không có ngày làm việc nào (cuối tuần hoặc ngày nghỉ lễ).',
    en: 'The chosen dates contain no working day (weekends or school holidays).',
  },
  'leave.overlap': {
    vi: 'Bạn đã có đơn nghỉ phép từ {from} đến {to} trùng với khoảng thời gian này.',
    en: 'You already have a leave request from {from} to {to} that overlaps these dates.',
  },
  'leave.balance.insufficient': {
    vi: 'Không đủ ngày phép năm: còn {remaining} ngày, đơn này cần {requested} ngày.',
    en: 'Not enough annual leave: {remaining} days left, this request needs {requested}.',
  },
  'leave.attachment.required': {
    vi: 'Loại nghỉ "{type}" cần tệp đính kèm (ví dụ giấy xác nhận của cơ sở y tế).',
    en: 'Leave of type "{type}" needs an attachment (for example a medical certificate).',
  },
  'leave.attachment.invalid': {
    vi: 'Tệp đính kèm không hợp lệ; vui lòng tải lên lại.',
    en: 'The attachment is not valid; please upload it again.',
  },
  'leave.attachment.type': {
    vi: 'Chỉ nhận tệp PDF hoặc ảnh (JPEG, PNG, WebP).',
    en: 'Only PDF files or images (JPEG, PNG, WebP) are accepted.',
  },
  'leave.attachment.tooLarge': { vi: 'Tệp đính kèm tối đa {max} MB.', en: 'The attachment can be at most {max} MB.' },
  'leave.attachment.empty': { vi: 'Tệp đính kèm rỗng.', en: 'The attachment is empty.' },
  'leave.status.notAllowed': {
    vi: 'Đơn đang ở trạng thái "{status}", không thể thực hiện thao tác này. Vui lòng tải lại.',
    en: 'The request is now "{status}": this action is no longer possible. Please reload.',
  },
  'leave.notStaff': {
    vi: 'Tài khoản của bạn chưa gắn với hồ sơ nhân viên nên không thể tạo đơn nghỉ phép.',
    en: 'Your account is not linked to a staff record, so it cannot file leave requests.',
  },
  'leave.calendar.tooLong': {
    vi: 'Lịch nghỉ chỉ xem được tối đa 92 ngày mỗi lần.',
    en: 'The leave calendar shows at most 92 days at a time.',
  },
  'leave.entitlement.range': {
    vi: 'Số ngày phép năm phải là số nguyên từ 0 đến 60, hoặc để trống để dùng mức theo luật.',
    en: 'Annual leave must be a whole number from 0 to 60 days, or empty for the statutory default.',
  },
  'leave.year.none': { vi: 'Chưa có năm học đang hoạt động.', en: 'There is no active academic year.' },
  'leave.status.pending': { vi: 'Chờ duyệt', en: 'Pending' },
  'leave.status.approved': { vi: 'Đã duyệt', en: 'Approved' },
  'leave.status.declined': { vi: 'Từ chối', en: 'Declined' },
  'leave.status.cancelled': { vi: 'Đã huỷ', en: 'Cancelled' },
  'leave.status.cancel_requested': { vi: 'Chờ duyệt huỷ', en: 'Cancellation requested' },
  'leave.half.morning': { vi: 'Sáng', en: 'Morning' },
  'leave.half.afternoon': { vi: 'Chiều', en: 'Afternoon' },
  'leave.export.sheet': { vi: 'Đơn nghỉ phép', en: 'Leave requests' },
  'leave.export.maNhanVien': { vi: 'Mã NV', en: 'Staff code' },
  'leave.export.hoTen': { vi: 'Họ tên', en: 'Name' },
  'leave.export.phongBan': { vi: 'Phòng ban', en: 'Department' },
  'leave.export.loai': { vi: 'Loại nghỉ', en: 'Leave type' },
  'leave.export.tuNgay': { vi: 'Từ ngày', en: 'From' },
  'leave.export.denNgay': { vi: 'Đến ngày', en: 'To' },
  'leave.export.soNgay': { vi: 'Số ngày', en: 'Days' },
  'leave.export.lyDo': { vi: 'Lý do', en: 'Reason' },
  'leave.export.canDayThay': { vi: 'Cần dạy thay', en: 'Cover needed' },
  'leave.export.trangThai': { vi: 'Trạng thái', en: 'Status' },
  'leave.export.nguoiDuyet': { vi: 'Người duyệt', en: 'Decided by' },
  'leave.export.yKien': { vi: 'Ý kiến', en: 'Comment' },
  'leave.export.yes': { vi: 'Có', en: 'Yes' },
  'leaveType.ma.format': {
    vi: 'Mã loại nghỉ gồm chữ thường không dấu, số và "_" (2–40 ký tự), bắt đầu bằng chữ.',
    en: 'The code uses lower-case letters, digits and "_" (2–40 characters), starting with a letter.',
  },
  'leaveType.ma.duplicate': { vi: 'Mã loại nghỉ "{ma}" đã tồn tại.', en: 'The leave type code "{ma}" already exists.' },
  'leaveType.tenLoai.required': { vi: 'Tên loại nghỉ không được để trống.', en: 'The leave type name is required.' },
  'leaveType.tenLoai.tooLong': {
    vi: 'Tên loại nghỉ tối đa 100 ký tự.',
    en: 'The leave type name has at most 100 characters.',
  },
  'notification.leave.submitted': {
    vi: '{hoTen} gửi đơn nghỉ phép {from} – {to} cần bạn duyệt.',
    en: '{hoTen} filed a leave request {from} – {to} for your approval.',
  },
  'notification.leave.updated': {
    vi: '{hoTen} đã sửa đơn nghỉ phép {from} – {to}.',
    en: '{hoTen} changed the leave request {from} – {to}.',
  },
  'notification.leave.approved': {
    vi: 'Đơn nghỉ phép {from} – {to} của bạn đã được duyệt.',
    en: 'Your leave request {from} – {to} was approved.',
  },
  'notification.leave.declined': {
    vi: 'Đơn nghỉ phép {from} – {to} của bạn bị từ chối.',
    en: 'Your leave request {from} – {to} was declined.',
  },
  'notification.leave.cancelled': {
    vi: '{hoTen} đã huỷ đơn nghỉ phép {from} – {to}.',
    en: '{hoTen} cancelled the leave request {from} – {to}.',
  },
  'notification.leave.cancelRequested': {
    vi: '{hoTen} xin huỷ đơn nghỉ phép đã duyệt {from} – {to}.',
    en: '{hoTen} asks to cancel the approved leave {from} – {to}.',
  },
  'notification.leave.cancelConfirmed': {
    vi: 'Yêu cầu huỷ đơn nghỉ phép {from} – {to} của bạn đã được chấp nhận.',
    en: 'Your request to cancel the leave {from} – {to} was accepted.',
  },
  'notification.leave.cancelRejected': {
    vi: 'Yêu cầu huỷ đơn nghỉ phép {from} – {to} của bạn không được chấp nhận; đơn vẫn có hiệu lực.',
    en: 'Your request to cancel the leave {from} – {to} was refused; the leave stands.',
  },
};

registerMessages(leaveRequestMessages);
