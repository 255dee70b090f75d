import { registerMessages } from '../messages';

/** Server messages of ThongKeSoLieu, both languages; registered when the shared package loads. */
export const thongKeSoLieuMessages = {
  'thongKeSoLieu.notStaff': {
    vi: 'Tài khoản của bạn không gắn với hồ sơ nhân viên nào.',
    en: 'Your account is not linked to a staff record.',
  },
  'thongKeSoLieu.noDates': {
    vi: 'Năm học chưa có ngày bắt đầu và kết thúc.',
    en: 'The academic year has no start and end dates yet.',
  },
};

registerMessages(thongKeSoLieuMessages);
