import { fieldMessages } from '../danh-muc/fields';
import { registerMessages } from '../messages';

/** Server messages of TuyenSinh, both languages; registered when the shared package loads. */
export const tuyenSinhMessages = {
  ...fieldMessages({
    'tuyenSinh.hoTen': ['Họ tên học sinh', "The child's name"],
    'tuyenSinh.diaChi': ['Địa chỉ', 'The address'],
    'tuyenSinh.truongCu': ['Trường đang học', 'The previous school'],
    'tuyenSinh.ghiChu': ['Ghi chú', 'The comment'],
    'tuyenSinh.nhanXet': ['Nhận xét', 'The remark'],
    'tuyenSinh.tenTep': ['Tên tệp', 'The file name'],
  }),
  'tuyenSinh.gioiTinh.invalid': { vi: 'Giới tính không hợp lệ.', en: 'The gender is not valid.' },
  'tuyenSinh.phuHuynh.required': {
    vi: 'Cần ít nhất một phụ huynh.',
    en: 'At least one guardian is needed.',
  },
  'tuyenSinh.maHoSoNguon.invalid': {
    vi: 'Mã hồ sơ của cổng tuyển sinh không hợp lệ (1–64 ký tự chữ, số, . _ : -).',
    en: "The site's application id is not valid (1–64 letters, digits, . _ : -).",
  },
  'tuyenSinh.noiDung.invalid': {
    vi: 'Nội dung tệp phải là base64.',
    en: 'The file content must be base64.',
  },
  'tuyenSinh.taiLieu.type': {
    vi: 'Tệp {name} phải là PDF hoặc ảnh (ảnh thẻ: JPEG, PNG, WebP).',
    en: 'The file {name} must be a PDF or an image (the photo: JPEG, PNG, WebP).',
  },
  'tuyenSinh.taiLieu.tooLarge': {
    vi: 'Tệp {name} vượt quá {max} MB.',
    en: 'The file {name} is larger than {max} MB.',
  },
  'tuyenSinh.apiKey.invalid': {
    vi: 'Khoá API không hợp lệ.',
    en: 'The API key is not valid.',
  },
  'tuyenSinh.chuyen.invalid': {
    vi: 'Không thể chuyển hồ sơ từ "{from}" sang "{to}".',
    en: 'The application cannot move from "{from}" to "{to}".',
  },
  'tuyenSinh.lichKiemTra.required': {
    vi: 'Vui lòng chọn lịch kiểm tra đầu vào.',
    en: 'Please choose when the entrance test takes place.',
  },
  'tuyenSinh.danhGia.closed': {
    vi: 'Chỉ chấm điểm hồ sơ đang xét duyệt.',
    en: 'Only applications under review can be scored.',
  },
  'tuyenSinh.nhapHoc.notAccepted': {
    vi: 'Chỉ hồ sơ đã trúng tuyển mới nhập học được.',
    en: 'Only an accepted application can be enrolled.',
  },
  'tuyenSinh.lop.required': { vi: 'Vui lòng chọn lớp.', en: 'Please choose the class.' },
  'tuyenSinh.maHocSinh.invalid': {
    vi: 'Mã học sinh chỉ gồm chữ, số, . _ - (tối đa 30 ký tự).',
    en: 'The student code has letters, digits, . _ - only (at most 30).',
  },
  'tuyenSinh.thu.none': {
    vi: 'Hồ sơ chưa có quyết định.',
    en: 'The application has no decision yet.',
  },
  'tuyenSinh.import.thuNghiem': { vi: 'thuNghiem phải là true hoặc false.', en: 'thuNghiem must be true or false.' },
  'tuyenSinh.import.chuongTrinh': {
    vi: 'Chương trình phải là "Quốc gia" hoặc "Cambridge".',
    en: 'The programme must be "Quốc gia" (national) or "Cambridge".',
  },
  'tuyenSinh.import.khoi': { vi: 'Khối phải là số từ 1 đến 12.', en: 'The grade level must be a number from 1 to 12.' },
  'tuyenSinh.import.ngaySinh': {
    vi: 'Ngày sinh không đọc được (dd/mm/yyyy).',
    en: 'The date of birth cannot be read (dd/mm/yyyy).',
  },
  'tuyenSinh.import.duplicateInFile': {
    vi: '{name} (sinh {date}) trùng với dòng {other} trong tệp.',
    en: '{name} (born {date}) repeats row {other} of the file.',
  },
  'tuyenSinh.import.exists': {
    vi: '{name} (sinh {date}) đã có hồ sơ {code} cho năm học {year}.',
    en: '{name} (born {date}) already has the application {code} for {year}.',
  },
  'tuyenSinh.import.noRows': { vi: 'Tệp không có dòng hồ sơ nào.', en: 'The file holds no application.' },
};

registerMessages(tuyenSinhMessages);
