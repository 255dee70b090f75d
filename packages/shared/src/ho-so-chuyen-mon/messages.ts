import { registerMessages } from '../messages';

/** Server messages of professional records (HoSoChuyenMon), both languages. */
export const hoSoChuyenMonMessages = {
  'hoSo.loai.ten': { vi: 'Vui lòng nhập tên loại hồ sơ.', en: 'Please enter the name of the record type.' },
  'hoSo.loai.tenTooLong': {
    vi: 'Tên loại hồ sơ tối đa 200 ký tự.',
    en: 'A record type name has at most 200 characters.',
  },
  'hoSo.loai.noYear': {
    vi: 'Chưa có năm học đang hoạt động để thêm loại hồ sơ.',
    en: 'There is no active school year to add the record type to.',
  },
  'hoSo.loai.inUse': {
    vi: 'Không thể xoá loại hồ sơ "{name}": đã có {count} hồ sơ của giáo viên thuộc loại này.',
    en: 'The record type "{name}" cannot be deleted: teachers have {count} records of it.',
  },
  'hoSo.ghiChu.tooLong': { vi: 'Ghi chú tối đa 4.000 ký tự.', en: 'A note has at most 4,000 characters.' },
  'hoSo.thanhTra.required': { vi: 'Vui lòng nhập nội dung ghi chú.', en: 'Please enter the note.' },
  'hoSo.tep.type': {
    vi: 'Chỉ nhận tệp DOCX, PPTX, PDF hoặc ảnh (JPEG, PNG, WebP).',
    en: 'Only DOCX, PPTX, PDF or image files (JPEG, PNG, WebP) are accepted.',
  },
  'hoSo.transition.invalid': {
    vi: 'Không thể thực hiện thao tác này với hồ sơ ở trạng thái hiện tại.',
    en: 'This action is not possible for the record in its current status.',
  },
};

registerMessages(hoSoChuyenMonMessages);
