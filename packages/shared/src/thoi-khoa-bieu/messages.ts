import { registerMessages } from '../messages';

/** Server messages of the timetables, both languages; registered when the shared package loads. */
export const thoiKhoaBieuMessages = {
  'thoiKhoaBieu.ten.required': { vi: 'Vui lòng nhập tên.', en: 'Please enter a name.' },
  'thoiKhoaBieu.ten.tooLong': { vi: 'Tên tối đa 200 ký tự.', en: 'The name has at most 200 characters.' },
  'thoiKhoaBieu.gio.invalid': { vi: 'Giờ phải có dạng HH:mm.', en: 'Times are written HH:mm.' },
  'thoiKhoaBieu.caiDat.sang': {
    vi: 'Số tiết buổi sáng không vượt quá số tiết một ngày.',
    en: 'Morning periods cannot exceed the periods of a day.',
  },
  'thoiKhoaBieu.caiDat.gio': {
    vi: 'Cần đúng một giờ bắt đầu cho mỗi tiết trong ngày.',
    en: 'Give exactly one start time per period of the day.',
  },
  'thoiKhoaBieu.hocKy.notFound': {
    vi: 'Học kỳ không thuộc năm học này.',
    en: 'The term does not belong to this academic year.',
  },
  'thoiKhoaBieu.namHoc.closed': { vi: 'Năm học đã khoá.', en: 'The academic year is closed.' },
  'thoiKhoaBieu.readOnly': {
    vi: 'Phiên bản đã công bố hoặc lưu trữ chỉ được xem; hãy sao chép thành bản nháp để sửa.',
    en: 'A published or archived version is read-only; copy it to a new draft to change it.',
  },
  'thoiKhoaBieu.congBo.notDraft': {
    vi: 'Chỉ bản nháp mới được công bố.',
    en: 'Only a draft can be published.',
  },
  'thoiKhoaBieu.congBo.empty': { vi: 'Bản nháp chưa có tiết học nào.', en: 'The draft has no lessons yet.' },
  'thoiKhoaBieu.luuTru.notPublished': {
    vi: 'Chỉ phiên bản đã công bố mới được lưu trữ.',
    en: 'Only a published version can be archived.',
  },
  'thoiKhoaBieu.ngayApDung.outsideTerm': {
    vi: 'Ngày áp dụng phải nằm trong {term} ({from} – {to}).',
    en: 'The start date must lie within {term} ({from} – {to}).',
  },
  'thoiKhoaBieu.taoTuDong.running': {
    vi: 'Phiên bản này đang được xếp tự động.',
    en: 'This version is already being generated.',
  },
  'thoiKhoaBieu.taoTuDong.noAssignments': {
    vi: 'Năm học chưa có phân công giảng dạy để xếp.',
    en: 'The academic year has no teaching assignments to place.',
  },
  'thoiKhoaBieu.slot.outside': {
    vi: 'Ô này nằm ngoài ngày học hoặc số tiết trong ngày.',
    en: 'That slot is outside the school days or the periods of a day.',
  },
  'thoiKhoaBieu.slot.forbidden': {
    vi: 'Ô này là tiết nghỉ của trường.',
    en: 'The school has no lessons in that slot.',
  },
  'thoiKhoaBieu.slot.session': {
    vi: 'Tiết đôi không được vắt qua hai buổi.',
    en: 'A double period cannot straddle the morning and the afternoon.',
  },
  'thoiKhoaBieu.conflict.teacher': {
    vi: 'Trùng lịch giáo viên {teacher}: đã dạy {other} vào {slot}.',
    en: 'Teacher {teacher} is busy: already teaching {other} at {slot}.',
  },
  'thoiKhoaBieu.conflict.class': {
    vi: 'Trùng lịch lớp {class}: đã học {other} vào {slot}.',
    en: 'Class {class} is busy: already has {other} at {slot}.',
  },
  'thoiKhoaBieu.conflict.room': {
    vi: 'Trùng phòng {room}: {other} đã dùng vào {slot}.',
    en: 'Room {room} is taken: {other} uses it at {slot}.',
  },
  'thoiKhoaBieu.conflict.students': {
    vi: 'Học sinh lớp {class} học hai lớp môn cùng lúc: {other} vào {slot}.',
    en: 'Students of {class} would be in two subject classes at once: {other} at {slot}.',
  },
  'thoiKhoaBieu.phong.notFound': { vi: 'Không có phòng này.', en: 'There is no such room.' },
  'thoiKhoaBieu.phong.wrongType': {
    vi: 'Phòng {room} không phải {type}, loại phòng mà {subjectClass} cần.',
    en: 'Room {room} is not a {type}, the kind of room {subjectClass} needs.',
  },
  'thoiKhoaBieu.conflict.unavailable': {
    vi: 'Giáo viên {teacher} bận (không dạy được) vào {slot}.',
    en: 'Teacher {teacher} is unavailable at {slot}.',
  },
  'thoiKhoaBieu.day.0': { vi: 'Thứ Hai', en: 'Monday' },
  'thoiKhoaBieu.day.1': { vi: 'Thứ Ba', en: 'Tuesday' },
  'thoiKhoaBieu.day.2': { vi: 'Thứ Tư', en: 'Wednesday' },
  'thoiKhoaBieu.day.3': { vi: 'Thứ Năm', en: 'Thursday' },
  'thoiKhoaBieu.day.4': { vi: 'Thứ Sáu', en: 'Friday' },
  'thoiKhoaBieu.day.5': { vi: 'Thứ Bảy', en: 'Saturday' },
  'thoiKhoaBieu.day.6': { vi: 'Chủ nhật', en: 'Sunday' },
  'thoiKhoaBieu.slotName': { vi: '{day}, tiết {period}', en: '{day}, period {period}' },
  'thoiKhoaBieu.reason.teacher-overloaded': {
    vi: 'Giáo viên có nhiều tiết hơn số ô trống: {teachers}.',
    en: 'Teachers with more lessons than free slots: {teachers}.',
  },
  'thoiKhoaBieu.reason.class-overloaded': {
    vi: 'Lớp có nhiều tiết hơn số ô trong tuần: {classes}.',
    en: 'Classes with more lessons than slots in the week: {classes}.',
  },
  'thoiKhoaBieu.reason.no-room-of-type': {
    vi: 'Không có phòng đúng loại môn yêu cầu cho: {activities}.',
    en: 'No room of the type the subject needs for: {activities}.',
  },
  'thoiKhoaBieu.reason.teacher-unavailable': {
    vi: 'Giáo viên bận ở mọi ô còn lại: {teachers} ({activities}).',
    en: 'Teachers unavailable in every remaining slot: {teachers} ({activities}).',
  },
  'thoiKhoaBieu.reason.pinned-conflict': {
    vi: 'Các tiết cố định trùng nhau: {activities}.',
    en: 'Fixed lessons collide: {activities}.',
  },
  'thoiKhoaBieu.reason.too-many-per-week': {
    vi: 'Số tiết/tuần vượt số ngày học (mỗi ngày một tiết): {activities}.',
    en: 'More lessons a week than school days (one a day): {activities}.',
  },
  'thoiKhoaBieu.reason.unplaceable': {
    vi: 'Không xếp được: {activities} (lớp {classes}; giáo viên {teachers}).',
    en: 'Could not be placed: {activities} (classes {classes}; teachers {teachers}).',
  },
  'thoiKhoaBieu.loaiPhong.notFound': { vi: 'Loại phòng không tồn tại.', en: 'That room type does not exist.' },
  'thoiKhoaBieu.lich.name': { vi: 'Thời khoá biểu HPL', en: 'HPL timetable' },
  'thoiKhoaBieu.lich.cancelled': { vi: 'Nghỉ', en: 'Cancelled' },
  'thoiKhoaBieu.lich.substitute': { vi: 'Dạy thay: {teacher}', en: 'Substitute: {teacher}' },
  'thoiKhoaBieu.dayThay.busy': {
    vi: 'Giáo viên {teacher} đã có tiết vào giờ này.',
    en: '{teacher} already teaches at that time.',
  },
  'thoiKhoaBieu.dayThay.onLeave': {
    vi: 'Giáo viên {teacher} đang nghỉ phép vào buổi này.',
    en: '{teacher} is on leave in that half of the day.',
  },
  'thoiKhoaBieu.dayThay.self': {
    vi: 'Giáo viên dạy thay phải khác giáo viên của tiết.',
    en: "The substitute must be someone other than the lesson's teacher.",
  },
  'thoiKhoaBieu.dayThay.needTeacher': { vi: 'Chọn giáo viên dạy thay.', en: 'Choose a substitute.' },
  'thoiKhoaBieu.dayThay.needRoom': { vi: 'Chọn phòng mới.', en: 'Choose the new room.' },
  'thoiKhoaBieu.dayThay.roomBusy': {
    vi: 'Phòng này đã có tiết vào giờ này.',
    en: 'That room is in use at that time.',
  },
  'thoiKhoaBieu.dayThay.tooLong': { vi: 'Tối đa 7 ngày.', en: 'At most 7 days.' },
  'thoiKhoaBieu.dayThay.export.sheet': { vi: 'Dạy thay theo tháng', en: 'Substitutions by month' },
  'thoiKhoaBieu.dayThay.export.hoTen': { vi: 'Giáo viên', en: 'Teacher' },
  'thoiKhoaBieu.dayThay.export.soTiet': { vi: 'Số tiết dạy thay', en: 'Substitute lessons' },
  'notification.tkbDayThay': {
    vi: 'Bạn được phân công dạy thay {ten} lớp {lop}, tiết {tiet} ngày {ngay}.',
    en: 'You substitute {ten} for class {lop}, period {tiet} on {ngay}.',
  },
  'notification.tkbCongBo': {
    vi: 'Thời khoá biểu "{ten}" đã được công bố, áp dụng từ {ngayApDung}.',
    en: 'Timetable "{ten}" is published, in force from {ngayApDung}.',
  },
};

registerMessages(thoiKhoaBieuMessages);
