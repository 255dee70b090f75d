import { fieldMessages } from '../danh-muc/fields';
import { registerMessages } from '../messages';
import { HOC_SINH_FIELD_LABELS } from './contract';

registerMessages({
  ...fieldMessages(HOC_SINH_FIELD_LABELS),
  'hocSinh.duplicate': { vi: 'Mã học sinh "{name}" đã tồn tại.', en: 'The student code "{name}" already exists.' },
  'hocSinh.notStudying': {
    vi: 'Học sinh "{name}" không còn đang học (trạng thái: {status}).',
    en: 'The student "{name}" is no longer studying (status: {status}).',
  },
  'hocSinh.classYearClosed': {
    vi: 'Lớp "{name}" thuộc năm học đã khoá sổ.',
    en: 'The class "{name}" belongs to a closed academic year.',
  },
  'chuyenLop.sameClass': {
    vi: 'Học sinh "{name}" đang ở lớp "{lop}" rồi.',
    en: 'The student "{name}" is already in class "{lop}".',
  },
  'chuyenLop.dateBeforeEnrolment': {
    vi: 'Ngày chuyển của học sinh "{name}" phải sau ngày vào lớp hiện tại ({date}).',
    en: 'The move date of "{name}" must be after the day they joined their current class ({date}).',
  },
  'chuyenLopMonHoc.differentSubject': {
    vi: 'Hai lớp môn học phải cùng môn và cùng năm học.',
    en: 'Both subject classes must teach the same subject in the same year.',
  },
  'chuyenLopMonHoc.sameClass': {
    vi: 'Lớp chuyển đến trùng lớp hiện tại.',
    en: 'The destination is the current class.',
  },
  'chuyenLopMonHoc.notMember': {
    vi: 'Học sinh "{name}" hiện không học lớp môn học "{lop}".',
    en: 'The student "{name}" is not in the subject class "{lop}" now.',
  },
  'chuyenTruong.truongKhac.required': {
    vi: 'Cần ghi trường mà học sinh chuyển đến.',
    en: 'Name the school the student moves to.',
  },
  'chuyenTruong.lopQuanLyId.required': {
    vi: 'Cần chọn lớp tiếp nhận khi học sinh chuyển đến.',
    en: 'Choose the receiving class for a student who arrives.',
  },
  'chuyenTruong.alreadyLeft': {
    vi: 'Học sinh "{name}" đã chuyển trường rồi.',
    en: 'The student "{name}" has already transferred out.',
  },
  'chuyenTruong.stillStudying': {
    vi: 'Học sinh "{name}" đang học tại trường, không thể ghi nhận chuyển đến.',
    en: 'The student "{name}" is studying here now: a transfer in cannot be recorded.',
  },
  'upload.noFile': { vi: 'Chưa chọn tệp để tải lên.', en: 'No file was uploaded.' },
  'upload.tooLarge': { vi: 'Tệp "{name}" vượt quá {max} MB.', en: 'The file "{name}" is larger than {max} MB.' },
  'upload.notImage': {
    vi: 'Ảnh đại diện phải là ảnh JPEG, PNG hoặc WebP (không nhận SVG).',
    en: 'The avatar must be a JPEG, PNG or WebP image (SVG is not accepted).',
  },
  'upload.imageTooLarge': {
    vi: 'Ảnh "{name}" có kích thước {width} × {height} điểm ảnh, quá lớn để hiển thị: tối đa {maxSide} điểm ảnh mỗi cạnh và {maxMegapixels} megapixel. Hãy thu nhỏ ảnh rồi tải lên lại.',
    en: 'The image "{name}" is {width} × {height} pixels, too large to show: at most {maxSide} pixels a side and {maxMegapixels} megapixels. Resize it and upload it again.',
  },
  'upload.badDocument': {
    vi: 'Tài liệu "{name}" phải là PDF hoặc ảnh JPEG/PNG/WebP.',
    en: 'The document "{name}" must be a PDF or a JPEG/PNG/WebP image.',
  },
  'upload.tooManyFiles': { vi: 'Tối đa {max} tệp mỗi lần.', en: 'At most {max} files at a time.' },
  'import.notSpreadsheet': {
    vi: 'Tệp "{name}" không phải bảng tính Excel (.xlsx). Hãy lưu lại dưới dạng .xlsx rồi tải lên.',
    en: 'The file "{name}" is not an Excel workbook (.xlsx). Save it as .xlsx and upload it again.',
  },
  'import.notTable': {
    vi: 'Tệp "{name}" không đọc được dưới dạng bảng tính hay CSV.',
    en: 'The file "{name}" cannot be read as a spreadsheet or CSV.',
  },
  'import.empty': {
    vi: 'Bảng tính không có dòng dữ liệu nào (dòng 1 là tiêu đề, dữ liệu bắt đầu từ dòng 2).',
    en: 'The sheet has no data rows (row 1 holds the headers, data starts on row 2).',
  },
  'import.tooManyRows': {
    vi: 'Bảng tính có hơn {max} dòng dữ liệu. Hãy chia thành nhiều tệp nhỏ hơn.',
    en: 'The sheet has more than {max} data rows. Split it into smaller files.',
  },
  'import.badHeader': {
    vi: 'Dòng tiêu đề không đúng mẫu: cột {col} phải là "{expected}". Hãy dùng tệp mẫu.',
    en: 'The header row does not match the template: column {col} must be "{expected}". Use the template file.',
  },
  'import.hasErrors': {
    vi: 'Tệp có {count} lỗi ở {rows} dòng; không dòng nào được nhập. Sửa các dòng được liệt kê rồi tải lên lại.',
    en: 'The file has {count} errors on {rows} rows; nothing was imported. Fix the listed rows and upload again.',
  },
  'import.duplicateInFile': {
    vi: 'Mã "{name}" bị trùng với dòng {other} trong tệp.',
    en: 'The code "{name}" repeats row {other} of the file.',
  },
  'import.classNotFound': {
    vi: 'Không có lớp "{name}" trong năm học được chọn.',
    en: 'There is no class "{name}" in the chosen academic year.',
  },
  'import.jobGone': {
    vi: 'Phiên nhập dữ liệu không còn (đã nhập hoặc quá hạn). Hãy tải tệp lên lại.',
    en: 'This import is no longer available (already imported or expired). Upload the file again.',
  },
  'import.jobBusy': { vi: 'Tệp này đang được nhập.', en: 'This file is being imported now.' },
});
