import { registerMessages } from '../messages';

/** Server messages of HoSoTamLy (counselling), both languages; registered when the shared package loads. */
export const hoSoTamLyMessages = {
  'hoSoTamLy.noiDung.required': {
    vi: 'Vui lòng viết vài dòng về điều cần hỗ trợ.',
    en: 'Please write a few lines about what help is needed.',
  },
  'hoSoTamLy.noiDung.tooLong': { vi: 'Nội dung tối đa 4000 ký tự.', en: 'The message has at most 4000 characters.' },
  'hoSoTamLy.thoiGian.tooLong': {
    vi: 'Thời gian mong muốn tối đa 300 ký tự.',
    en: 'Preferred times: at most 300 characters.',
  },
  'hoSoTamLy.hocSinh.required': {
    vi: 'Vui lòng nhập mã học sinh cần tham vấn.',
    en: 'Please enter the code of the student concerned.',
  },
  'hoSoTamLy.hocSinh.notFound': { vi: 'Không tìm thấy học sinh có mã này.', en: 'No student has this code.' },
  'hoSoTamLy.lichHen.required': {
    vi: 'Hãy chọn thời gian và phòng gặp.',
    en: 'Choose the time and the room of the appointment.',
  },
  'hoSoTamLy.trangThai.transition': {
    vi: 'Không chuyển được sang trạng thái này.',
    en: 'The request cannot move to this state.',
  },
};

registerMessages(hoSoTamLyMessages);

/** Referrals outside the school. */
registerMessages({
  'hoSoTamLy.noiChuyen.required': {
    vi: 'Vui lòng ghi nơi chuyển đến (cơ sở, dịch vụ).',
    en: 'Please state where the student is referred (service, place).',
  },
  'hoSoTamLy.noiChuyen.tooLong': { vi: 'Nơi chuyển tối đa 300 ký tự.', en: 'The place has at most 300 characters.' },
  'hoSoTamLy.nguoiNhan.tooLong': { vi: 'Người nhận tối đa 200 ký tự.', en: 'The contact has at most 200 characters.' },
  'hoSoTamLy.ketQuaTheoDoi.tooLong': {
    vi: 'Kết quả theo dõi tối đa 2000 ký tự.',
    en: 'The follow-up outcome has at most 2000 characters.',
  },
  'hoSoTamLy.ngayTheoDoi.order': {
    vi: 'Ngày theo dõi không được trước ngày chuyển.',
    en: 'The follow-up date cannot be before the referral date.',
  },
});

registerMessages({
  'notification.thamVan.scheduled': {
    vi: 'Lịch tham vấn: {time}, phòng {phong}.',
    en: 'Counselling appointment: {time}, room {phong}.',
  },
  'notification.thamVan.assigned': {
    vi: 'Bạn được phân công một yêu cầu tham vấn mới.',
    en: 'A new counselling request has been assigned to you.',
  },
  'notification.thamVan.status': {
    vi: 'Yêu cầu tham vấn của bạn đã được cập nhật.',
    en: 'Your counselling request has been updated.',
  },
});

registerMessages({
  'hoSoTamLy.ghiChu.required': { vi: 'Vui lòng nhập ghi chú buổi tham vấn.', en: 'Please enter the session note.' },
  'hoSoTamLy.ghiChu.tooLong': { vi: 'Ghi chú tối đa 10000 ký tự.', en: 'The note has at most 10,000 characters.' },
  'hoSoTamLy.khoa.missing': {
    vi: 'Chưa cấu hình khoá mã hoá hồ sơ tâm lý (TAM_LY_NOTE_KEY): không ghi được ghi chú.',
    en: 'The case-note key (TAM_LY_NOTE_KEY) is not configured: notes cannot be written.',
  },
});

registerMessages({
  'hoSoTamLy.caiDat.gio': { vi: 'Giờ theo dạng HH:mm, ví dụ 07:30.', en: 'Time as HH:mm, e.g. 07:30.' },
  'hoSoTamLy.caiDat.gioThuTu': {
    vi: 'Giờ kết thúc phải sau giờ bắt đầu.',
    en: 'The closing time must be after the opening time.',
  },
  'hoSoTamLy.caiDat.chuDe': { vi: 'Chọn ít nhất một chủ đề.', en: 'Choose at least one topic.' },
  'hoSoTamLy.caiDat.ngay': { vi: 'Chọn ít nhất một ngày làm việc.', en: 'Choose at least one working day.' },
  'hoSoTamLy.caiDat.khanCap': {
    vi: 'Vui lòng nhập người liên hệ khẩn cấp và số điện thoại.',
    en: 'Please enter the urgent contact and their phone number.',
  },
  'hoSoTamLy.caiDat.nguoiNhan': {
    vi: 'Quy tắc phân công tự động cần ít nhất một chuyên viên nhận yêu cầu.',
    en: 'Automatic assignment needs at least one specialist receiving requests.',
  },
  'hoSoTamLy.caiDat.khongPhaiChuyenVien': {
    vi: 'Người nhận yêu cầu phải là chuyên viên tâm lý.',
    en: 'Requests can only be received by psychology specialists.',
  },
  'hoSoTamLy.hoSo.daDong': {
    vi: 'Hồ sơ đã đóng: mở lại hồ sơ để ghi buổi mới.',
    en: 'The record is closed: reopen it to record a new session.',
  },
  'hoSoTamLy.chuDe.khongNhan': {
    vi: 'Chủ đề này hiện không nhận yêu cầu tham vấn.',
    en: 'This topic is not offered for counselling at the moment.',
  },
});
