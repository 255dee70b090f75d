import { registerMessages } from '../messages';

/** Server messages of KhenThuong, both languages; registered when the shared package loads. */
export const khenThuongMessages = {
  'khenThuong.namHoc.required': { vi: 'Vui lòng chọn năm học.', en: 'Please choose the academic year.' },
  'khenThuong.tieuDe.required': { vi: 'Vui lòng nhập tên khen thưởng.', en: 'Please enter the award.' },
  'khenThuong.tieuDe.tooLong': { vi: 'Tên khen thưởng tối đa 200 ký tự.', en: 'The award has at most 200 characters.' },
  'khenThuong.moTa.tooLong': { vi: 'Mô tả tối đa 2000 ký tự.', en: 'The description has at most 2000 characters.' },
  'khenThuong.nguoiNhan.required': {
    vi: 'Vui lòng thêm ít nhất một người nhận.',
    en: 'Please add at least one recipient.',
  },
  'khenThuong.nguoiNhan.tooMany': { vi: 'Tối đa 100 người nhận.', en: 'At most 100 recipients.' },
  'khenThuong.nguoiNhan.tooLong': {
    vi: 'Tên người nhận tối đa 200 ký tự.',
    en: 'A recipient has at most 200 characters.',
  },
  'khenThuong.nguoiNhan.invalid': {
    vi: 'Mỗi người nhận là một học sinh, một nhân viên hoặc một tên.',
    en: 'Each recipient is a student, a staff member or a name.',
  },
  'khenThuong.nguoiNhan.notFound': {
    vi: 'Không tìm thấy người nhận đã chọn.',
    en: 'A chosen recipient was not found.',
  },
  'khenThuong.namHoc.notFound': {
    vi: 'Không tìm thấy năm học đã chọn.',
    en: 'The chosen academic year was not found.',
  },
  'khenThuong.anh.type': { vi: 'Ảnh phải là PNG, JPEG hoặc WebP.', en: 'The photo must be a PNG, JPEG or WebP image.' },
  'khenThuong.anh.notFound': {
    vi: 'Không tìm thấy ảnh đã tải lên. Vui lòng tải lại.',
    en: 'The uploaded photo was not found. Please upload it again.',
  },
};

registerMessages(khenThuongMessages);
