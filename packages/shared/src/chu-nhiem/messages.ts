import { registerMessages } from '../messages';

/** Server messages of the homeroom tools, both languages; registered when the shared package loads. */
export const chuNhiemMessages = {
  'chuNhiem.trangThai.invalid': {
    vi: 'Trạng thái điểm danh không hợp lệ (có mặt, vắng có phép, vắng không phép, đi muộn).',
    en: 'Invalid attendance status (present, excused, unexcused, late).',
  },
  'chuNhiem.ghiChu.tooLong': { vi: 'Ghi chú tối đa 500 ký tự.', en: 'A note has at most 500 characters.' },
  'chuNhiem.items.required': {
    vi: 'Chưa có học sinh nào để điểm danh.',
    en: 'There is no student to record.',
  },
};

registerMessages(chuNhiemMessages);
