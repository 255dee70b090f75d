import { registerMessages } from '../messages';

/** Server messages of Vietnamese-programme grades, both languages; registered when the shared package loads. */
export const diemVnMessages = {
  'diemVn.thuNghiem.invalid': { vi: 'thuNghiem phải là true hoặc false.', en: 'thuNghiem must be true or false.' },
  'diemVn.import.noCode': {
    vi: 'Tệp không có cột "Mã học sinh" (hãy dùng tệp Xuất Excel sổ điểm).',
    en: 'The file has no "Student code" column (start from the mark book export).',
  },
  'diemVn.import.noColumns': {
    vi: 'Tệp không có cột điểm nào của học kỳ {term} (ví dụ "TX1 HK{term}").',
    en: 'The file has no mark column of term {term} (e.g. "TX1 T{term}").',
  },
  'diemVn.import.unknownStudent': {
    vi: 'Mã học sinh {code} không có trong lớp.',
    en: 'Student code {code} is not in the class.',
  },
  'diemVn.import.duplicateStudent': {
    vi: 'Học sinh {code} xuất hiện nhiều lần.',
    en: 'Student {code} appears more than once.',
  },
  'diemVn.import.badValue': {
    vi: 'Giá trị "{value}" không hợp lệ: điểm 0–10 (một chữ số thập phân), M (miễn), V (vắng), Đ hoặc CĐ.',
    en: 'Not a valid value "{value}": a mark 0–10 (one decimal), M (exempt), V (absent), Đ or CĐ.',
  },
  'diemVn.import.closed': {
    vi: 'Cột {column} học kỳ {term} không mở nhập điểm: hãy gửi yêu cầu sửa điểm.',
    en: 'Column {column} of term {term} is not open for entry: file a change request.',
  },
  'diemVn.import.reason': { vi: 'Nhập từ tệp Excel', en: 'Imported from an Excel file' },
  'diemVn.hinhThuc.invalid': {
    vi: 'Hình thức đánh giá phải là cho điểm, nhận xét hoặc đánh giá tiểu học.',
    en: 'The assessment must be scored, comment only or the primary ratings.',
  },
  'diemVn.hinhThuc.primary': {
    vi: 'Khối tiểu học đánh giá theo Thông tư 27; khối THCS, THPT cho điểm hoặc nhận xét.',
    en: 'Primary grade levels use the Circular 27 ratings; secondary ones are scored or comment only.',
  },
  'diemVn.soTietNam.invalid': {
    vi: 'Số tiết/năm là số nguyên từ 1 đến 400.',
    en: 'Periods per year is a whole number from 1 to 400.',
  },
  'diemVn.soDiemTx.invalid': {
    vi: 'Số điểm thường xuyên mỗi học kỳ là từ 1 đến 4 (để trống: theo số tiết).',
    en: 'Regular marks per term are 1 to 4 (empty: by periods per year).',
  },
  'diemVn.monKiemTra.invalid': {
    vi: 'Môn kiểm tra định kỳ phải là Tiếng Việt, Toán, Ngoại ngữ 1, Lịch sử và Địa lí, Khoa học hoặc Tin học và Công nghệ.',
    en: 'The periodic-test subject is Vietnamese, Maths, Foreign language 1, History & Geography, Science or Informatics & Technology.',
  },
  'diemVn.monKiemTra.notPrimary': {
    vi: 'Bài kiểm tra định kỳ (Thông tư 27) chỉ đặt cho môn của khối tiểu học.',
    en: 'The periodic-test role (Circular 27) is set only for subjects of primary grade levels.',
  },
  'diemVn.monHoc.notInYear': {
    vi: 'Môn học không có lớp nào ở khối này trong năm học.',
    en: 'The subject has no class in this grade level in the year.',
  },
  'diemVn.hocKy.invalid': { vi: 'Học kỳ phải là 1 hoặc 2.', en: 'The term must be 1 or 2.' },
  'diemVn.hocKy.notOfPeriod': {
    vi: 'Học kỳ không khớp kỳ đánh giá: GK1 và CK1 thuộc học kỳ 1, GK2 và CN thuộc học kỳ 2.',
    en: 'The term does not match the rating point: GK1 and CK1 belong to term 1, GK2 and CN to term 2.',
  },
  'diemVn.cot.invalid': {
    vi: 'Cột điểm không hợp lệ (TX1–TX4, GK, CK).',
    en: 'Not a mark column (TX1–TX4, GK, CK).',
  },
  'diemVn.cot.notInSubject': {
    vi: 'Môn {subject} không có cột {column}.',
    en: 'The subject {subject} has no column {column}.',
  },
  'diemVn.mucDo.invalid': {
    vi: 'Mức đánh giá phải là Tốt, Khá, Đạt hoặc Chưa đạt.',
    en: 'The level must be Tốt, Khá, Đạt or Chưa đạt.',
  },
  'diemVn.ketQua.invalid': { vi: 'Kết quả phải là Đạt hoặc Chưa đạt.', en: 'The result must be Đạt or Chưa đạt.' },
  'diemVn.giaTri.invalid': {
    vi: 'Điểm phải từ 0 đến 10, là số nguyên hoặc có một chữ số thập phân.',
    en: 'A mark is from 0 to 10, a whole number or with one decimal place.',
  },
  'diemVn.giaTri.required': { vi: 'Vui lòng nhập điểm.', en: 'Please enter a mark.' },
  'diemVn.ketQua.required': {
    vi: 'Môn đánh giá bằng nhận xét cần kết quả Đạt hoặc Chưa đạt.',
    en: 'A comment-only subject needs Đạt or Chưa đạt.',
  },
  'diemVn.giaTri.notForComment': {
    vi: 'Môn {subject} đánh giá bằng nhận xét, không nhập điểm số.',
    en: 'The subject {subject} is assessed by comment only: no marks.',
  },
  'diemVn.trangThai.invalid': {
    vi: 'Trạng thái ô phải là điểm, miễn hoặc vắng.',
    en: 'A cell is a mark, exempt or absent.',
  },
  'diemVn.o.empty': { vi: 'Không có ô điểm nào để lưu.', en: 'There are no cells to save.' },
  'diemVn.o.tooMany': { vi: 'Mỗi lần lưu tối đa 2000 ô.', en: 'At most 2000 cells per save.' },
  'diemVn.o.duplicate': {
    vi: 'Ô điểm của cùng học sinh và cột xuất hiện hai lần.',
    en: 'The same student and column appear twice.',
  },
  'diemVn.hocSinh.notInClass': {
    vi: 'Học sinh không thuộc lớp môn học này.',
    en: 'The student is not in this subject class.',
  },
  'diemVn.window.closed': {
    vi: 'Cột {column} học kỳ {term} không trong thời gian nhập điểm. Hãy gửi yêu cầu sửa điểm.',
    en: 'Column {column} of term {term} is outside its entry window. Send a change request instead.',
  },
  'diemVn.term.locked': {
    vi: 'Điểm học kỳ {term} của lớp này đã khoá. Hãy gửi yêu cầu sửa điểm.',
    en: 'Term {term} of this class is locked. Send a change request instead.',
  },
  'diemVn.window.order': {
    vi: 'Thời điểm đóng phải sau thời điểm mở.',
    en: 'The window must close after it opens.',
  },
  'diemVn.moLuc.invalid': { vi: 'Thời điểm mở không hợp lệ.', en: 'The opening time is not valid.' },
  'diemVn.dongLuc.invalid': { vi: 'Thời điểm đóng không hợp lệ.', en: 'The closing time is not valid.' },
  'diemVn.congBo.nothing': {
    vi: 'Hãy chọn công bố hoặc khoá.',
    en: 'Choose to publish or to lock.',
  },
  'diemVn.nhanXet.tooLong': { vi: 'Nhận xét tối đa 1000 ký tự.', en: 'A comment has at most 1000 characters.' },
  'diemVn.lyDo.required': { vi: 'Vui lòng nêu lý do sửa điểm.', en: 'Please give the reason for the change.' },
  'diemVn.lyDo.tooLong': { vi: 'Lý do tối đa 1000 ký tự.', en: 'The reason has at most 1000 characters.' },
  'diemVn.ghiChu.tooLong': { vi: 'Ghi chú tối đa 1000 ký tự.', en: 'The note has at most 1000 characters.' },
  'diemVn.yeuCau.windowOpen': {
    vi: 'Cột này đang mở nhập điểm: hãy sửa trực tiếp trong sổ điểm.',
    en: 'This column is open for entry: change the mark in the gradebook directly.',
  },
  'diemVn.yeuCau.pending': {
    vi: 'Ô điểm này đã có một yêu cầu sửa đang chờ duyệt.',
    en: 'This cell already has a change request waiting for a decision.',
  },
  'diemVn.yeuCau.decided': {
    vi: 'Yêu cầu này đã được xử lý.',
    en: 'This request has already been decided.',
  },
  'diemVn.yeuCau.sameValue': {
    vi: 'Giá trị mới giống giá trị hiện tại.',
    en: 'The new value is the same as the current one.',
  },
  'diemVn.tongKet.confirmed': {
    vi: 'Tổng kết của lớp đã được xác nhận, không thể thay đổi.',
    en: 'The class summary has been confirmed and can no longer change.',
  },
  'diemVn.kiemTraLai.term': {
    vi: 'Cột kiểm tra lại (KTL) chỉ thuộc học kỳ II.',
    en: 'The summer retake column (KTL) belongs to term II only.',
  },
  'diemVn.kiemTraLai.notDue': {
    vi: 'Học sinh này không phải kiểm tra lại môn này (tổng kết năm chưa xếp Kiểm tra lại, hoặc môn đã đạt).',
    en: 'This student does not retake this subject (the year summary has not sent them to the retake, or the subject is passed).',
  },
  'diemVn.namHoc.closed': {
    vi: 'Năm học {name} đã kết thúc: không tính lại được.',
    en: 'The academic year {name} is closed: it cannot be computed again.',
  },
  'diemVn.kiemTraLai.none': {
    vi: 'Lớp chưa có học sinh nào có kết quả kiểm tra lại hoặc rèn luyện trong hè.',
    en: 'No student of the class has a summer retake or conduct training result yet.',
  },
  'diemVn.renLuyenHe.notDue': {
    vi: 'Chỉ học sinh có rèn luyện cả năm Chưa đạt mới rèn luyện trong hè.',
    en: 'Only a student whose year conduct is Not yet does the summer conduct training.',
  },
  'diemVn.ky.invalid': {
    vi: 'Kỳ đánh giá phải là GK1, CK1, GK2 hoặc CN.',
    en: 'The rating point is GK1, CK1, GK2 or CN.',
  },
  'diemVn.mucDat.invalid': {
    vi: 'Mức đạt là Hoàn thành tốt, Hoàn thành hoặc Chưa hoàn thành.',
    en: 'A rating is Completed well, Completed or Not yet completed.',
  },
  'diemVn.phamChat.invalid': { vi: 'Mức là Tốt, Đạt hoặc Cần cố gắng.', en: 'A rating is Good, Pass or Needs effort.' },
  'diemVn.tieuChi.invalid': { vi: 'Phẩm chất hoặc năng lực không hợp lệ.', en: 'Not a quality or competence.' },
  'diemVn.diemKiemTra.invalid': {
    vi: 'Điểm kiểm tra định kỳ là số nguyên từ 1 đến 10.',
    en: 'A periodic test mark is a whole number from 1 to 10.',
  },
  'diemVn.diemKiemTra.notDue': {
    vi: 'Môn {subject} không có bài kiểm tra định kỳ ở kỳ {period}.',
    en: '{subject} has no periodic test at {period}.',
  },
  'diemVn.tieuHoc.windowClosed': {
    vi: 'Kỳ {period} không trong thời gian nhập đánh giá.',
    en: '{period} is outside its entry window.',
  },
  'diemVn.namHoc.none': { vi: 'Chưa có năm học đang hoạt động.', en: 'There is no active academic year.' },
};

registerMessages(diemVnMessages);
