import { registerMessages } from '../messages';

/** Server messages of the Cambridge results, both languages; registered when the shared package loads. */
export const diemCamKetQuaMessages = {
  'diemCam.ketQua.diem.invalid': { vi: 'Điểm thô là số không âm.', en: 'A raw mark is a number of at least 0.' },
  'diemCam.ketQua.diem.aboveMax': {
    vi: 'Điểm {value} của thành phần “{component}” vượt quá điểm tối đa {max} (hoặc có quá 2 chữ số thập phân).',
    en: 'The mark {value} of component “{component}” is above its maximum {max} (or has more than 2 decimals).',
  },
  'diemCam.ketQua.diem.count': {
    vi: 'Số điểm không khớp với số thành phần của bài thi ({count}).',
    en: 'The number of marks does not match the exam’s components ({count}).',
  },
  'diemCam.ketQua.hocSinh.notInClass': {
    vi: 'Học sinh không thuộc lớp môn học của bài thi.',
    en: 'The student is not in the exam’s subject class.',
  },
  'diemCam.ketQua.duplicate': { vi: 'Một học sinh xuất hiện hai lần.', en: 'A student appears twice.' },
  'diemCam.ketQua.notOpen': {
    vi: 'Điểm của bài thi không còn ở trạng thái đang nhập: không thể sửa.',
    en: 'The exam’s marks are no longer open for entry: they cannot be changed.',
  },
  'diemCam.ketQua.window.closed': {
    vi: 'Ngoài thời gian nhập điểm của bài thi.',
    en: 'Outside the exam’s mark entry window.',
  },
  'diemCam.ketQua.incomplete': {
    vi: 'Còn {count} học sinh chưa có đủ điểm (hoặc chưa đánh dấu vắng thi).',
    en: '{count} students still lack marks (or are not marked absent).',
  },
  'diemCam.trangThai.invalid': {
    vi: 'Không thể chuyển điểm của bài thi từ “{from}” sang “{to}”.',
    en: 'The exam’s marks cannot move from “{from}” to “{to}”.',
  },
  'diemCam.caiDat.window.order': {
    vi: 'Thời điểm đóng phải sau thời điểm mở.',
    en: 'The window must close after it opens.',
  },
  'diemCam.caiDat.nhanVien.unknown': {
    vi: 'Có nhân viên không tồn tại trong danh sách.',
    en: 'A member of staff in the list does not exist.',
  },
  'diemCam.import.reason': { vi: 'Nhập từ tệp Excel', en: 'Imported from an Excel file' },
  'diemCam.thuNghiem.invalid': { vi: 'thuNghiem là true hoặc false.', en: 'thuNghiem is true or false.' },
  'diemCam.import.noCode': {
    vi: 'Tệp cần cột “Mã học sinh”.',
    en: 'The file needs a “Student code” column.',
  },
  'diemCam.import.noColumns': {
    vi: 'Tệp không có cột nào mang tên một thành phần của bài thi.',
    en: 'The file has no column named after a component of the exam.',
  },
  'diemCam.import.unknownStudent': {
    vi: 'Mã học sinh “{code}” không thuộc lớp.',
    en: 'Student code “{code}” is not in the class.',
  },
  'diemCam.import.badMark': {
    vi: '“{value}” không phải điểm hợp lệ của “{component}” (0–{max}, hoặc V = vắng).',
    en: '“{value}” is not a valid mark of “{component}” (0–{max}, or A = absent).',
  },
};

registerMessages(diemCamKetQuaMessages);
