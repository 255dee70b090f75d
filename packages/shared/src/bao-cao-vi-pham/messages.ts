import { registerMessages } from '../messages';

/** Server messages of the discipline module, both languages; registered when the shared package loads. */
export const baoCaoViPhamMessages = {
  'viPham.ma.required': { vi: 'Vui lòng nhập mã vi phạm.', en: 'Please enter the violation code.' },
  'viPham.ma.format': {
    vi: 'Mã vi phạm gồm chữ cái, số, dấu gạch (tối đa 20 ký tự).',
    en: 'A violation code has letters, digits and dashes (at most 20 characters).',
  },
  'viPham.ma.taken': { vi: 'Mã vi phạm {ma} đã tồn tại.', en: 'The violation code {ma} already exists.' },
  'viPham.moTa.required': { vi: 'Vui lòng nhập mô tả.', en: 'Please enter a description.' },
  'viPham.moTa.tooLong': { vi: 'Mô tả quá dài.', en: 'The description is too long.' },
  'viPham.diem.range': { vi: 'Điểm phải từ -100 đến 100.', en: 'Points must be between -100 and 100.' },
  'viPham.hocSinh.required': { vi: 'Vui lòng chọn ít nhất một học sinh.', en: 'Please choose at least one student.' },
  'viPham.hocSinh.tooMany': { vi: 'Tối đa 30 học sinh một lần.', en: 'At most 30 students at a time.' },
  'viPham.hocSinh.notEnrolled': {
    vi: 'Học sinh không thuộc lớp nào của năm học hiện tại.',
    en: 'A student is not in any class of the current year.',
  },
  'viPham.maViPham.required': { vi: 'Vui lòng chọn ít nhất một mã vi phạm.', en: 'Please choose at least one code.' },
  'viPham.maViPham.invalid': {
    vi: 'Mã vi phạm không hợp lệ hoặc đã ngừng dùng.',
    en: 'A violation code is unknown or retired.',
  },
  'viPham.ngay.future': { vi: 'Ngày vi phạm không được ở tương lai.', en: 'The date cannot be in the future.' },
  'viPham.diaDiem.tooLong': { vi: 'Địa điểm tối đa 200 ký tự.', en: 'The place has at most 200 characters.' },
  'viPham.minhChung.invalid': {
    vi: 'Minh chứng không hợp lệ (chỉ dùng tệp bạn vừa tải lên).',
    en: 'Invalid evidence (use only files you have just uploaded).',
  },
  'viPham.minhChung.tooMany': { vi: 'Tối đa 5 tệp minh chứng.', en: 'At most 5 evidence files.' },
  'viPham.minhChung.empty': { vi: 'Tệp rỗng.', en: 'The file is empty.' },
  'viPham.minhChung.tooLarge': {
    vi: 'Tệp vượt quá {max} MB.',
    en: 'The file is larger than {max} MB.',
  },
  'viPham.minhChung.type': {
    vi: 'Chỉ nhận ảnh (JPEG, PNG, WebP) hoặc PDF.',
    en: 'Only images (JPEG, PNG, WebP) or PDF are accepted.',
  },
  'viPham.trangThai.invalid': {
    vi: 'Báo cáo vi phạm không ở trạng thái cho phép thao tác này.',
    en: 'The incident is not in a state that allows this.',
  },
  'viPham.bienPhap.invalid': {
    vi: 'Biện pháp không có trong Thông tư 19/2025 cho cấp học của học sinh và mức độ vi phạm.',
    en: 'This measure is not one of Circular 19/2025 for the student’s level of school and the level of the violation.',
  },
  'nenNep.duyet.tuNhap': {
    vi: 'Người nhập điểm nền nếp của lớp không tự duyệt; một thành viên khác của Đoàn Đội sẽ duyệt.',
    en: 'Whoever entered a class’s week does not approve it; another member of the Youth Union team does.',
  },
  'viPham.lyDo.required': { vi: 'Vui lòng nhập lý do.', en: 'Please enter a reason.' },
  'viPham.tuTrinh.required': { vi: 'Vui lòng nhập tường trình.', en: 'Please enter the account.' },
  'viPham.tuTrinh.notStudent': {
    vi: 'Học sinh này không có trong báo cáo vi phạm.',
    en: 'This student is not part of the incident.',
  },
};

registerMessages(baoCaoViPhamMessages);

registerMessages({
  'hanhVi.caiDat.range': { vi: 'Giá trị phải từ -1000 đến 1000.', en: 'Values must be between -1000 and 1000.' },
  'hanhVi.caiDat.start': {
    vi: 'Điểm ban đầu phải nằm trong khoảng tối thiểu – tối đa.',
    en: 'The start value must lie between the minimum and the maximum.',
  },
  'hanhVi.caiDat.thresholds': {
    vi: 'Ngưỡng phải tăng dần: Đạt ≤ Khá ≤ Tốt.',
    en: 'Thresholds must rise: Pass ≤ Good ≤ Very good.',
  },
  'hanhVi.mucDo.invalid': { vi: 'Mức rèn luyện không hợp lệ.', en: 'Invalid conduct level.' },
  'hanhVi.lyDo.required': {
    vi: 'Vui lòng nhập lý do khi chọn mức khác đề xuất.',
    en: 'Please give a reason when choosing another level than the proposal.',
  },
  'hanhVi.notVn': {
    vi: 'Lớp không thuộc hệ Việt Nam nên không có sổ rèn luyện.',
    en: 'The class is not in the Vietnamese programme: it has no conduct record.',
  },
});

registerMessages({
  'viPham.khieuNai.required': { vi: 'Vui lòng nhập nội dung khiếu nại.', en: 'Please write the appeal.' },
  'viPham.khieuNai.once': {
    vi: 'Chỉ được khiếu nại một lần, khi vi phạm đã được xác nhận.',
    en: 'An appeal is possible once, after the incident was confirmed.',
  },
  'viPham.khieuNai.none': { vi: 'Không có khiếu nại chờ xử lý.', en: 'There is no pending appeal.' },
  'notification.viPham.appealDecided': {
    vi: 'Khiếu nại về vi phạm ngày {ngay} đã được xử lý.',
    en: 'Your appeal about the incident of {ngay} has been decided.',
  },
  'viPhamNv.self': { vi: 'Không thể báo cáo chính mình.', en: 'You cannot report yourself.' },
  'viPhamNv.nhanVien.invalid': {
    vi: 'Nhân viên không tồn tại hoặc đã nghỉ việc.',
    en: 'Unknown or former staff member.',
  },
});

registerMessages({
  'notification.viPham.confirmed': {
    vi: 'Báo cáo vi phạm ngày {ngay} đã được xác nhận. Xem chi tiết và biện pháp.',
    en: 'The incident of {ngay} has been confirmed. See the details and the measure.',
  },
  'notification.viPhamNv.confirmed': {
    vi: 'Một báo cáo vi phạm ({ma}) ngày {ngay} về bạn đã được xác nhận.',
    en: 'A misconduct report ({ma}) of {ngay} about you has been confirmed.',
  },
});

registerMessages({
  'viPham.tuKiemDiem.required': { vi: 'Vui lòng viết bản tự kiểm điểm.', en: 'Please write the self-review.' },
  'viPham.tuKiemDiem.tooLong': {
    vi: 'Bản tự kiểm điểm dài tối đa 8000 ký tự.',
    en: 'The self-review is at most 8,000 characters long.',
  },
  'viPham.tuKiemDiem.notAsked': {
    vi: 'Biện pháp của vi phạm này không yêu cầu viết bản tự kiểm điểm.',
    en: 'The measure of this incident does not ask for a self-review.',
  },
  'viPham.tuKiemDiem.once': {
    vi: 'Bản tự kiểm điểm đã được nộp, không thể nộp lại.',
    en: 'The self-review has already been submitted.',
  },
  'viPham.phuHuynh.required': { vi: 'Vui lòng nhập họ tên phụ huynh.', en: 'Please enter the guardian’s name.' },
  'viPham.phuHuynh.notAwaited': {
    vi: 'Bản tự kiểm điểm chưa được nộp hoặc phụ huynh đã xác nhận.',
    en: 'The self-review has not been submitted yet, or the guardian has already confirmed it.',
  },
  'viPham.phuHuynh.ngay': {
    vi: 'Ngày phụ huynh xác nhận phải từ ngày nộp bản tự kiểm điểm đến hôm nay.',
    en: 'The guardian’s confirmation date must be between the self-review’s submission and today.',
  },
  'notification.viPham.selfReviewSubmitted': {
    vi: 'Học sinh {hoTen} đã nộp bản tự kiểm điểm (vi phạm ngày {ngay}); cần ghi nhận xác nhận của phụ huynh.',
    en: '{hoTen} has submitted a self-review (incident of {ngay}); the guardian’s confirmation is to be recorded.',
  },
});
