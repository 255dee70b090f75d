import { registerMessages } from '../messages';

/** Server messages of BaoLoi, both languages; registered when the shared package loads. */
export const baoLoiMessages = {
  'baoLoi.tieuDe.required': { vi: 'Vui lòng nhập tiêu đề.', en: 'Please enter a title.' },
  'baoLoi.tieuDe.tooLong': { vi: 'Tiêu đề tối đa 200 ký tự.', en: 'The title has at most 200 characters.' },
  'baoLoi.moTa.required': { vi: 'Vui lòng mô tả lỗi đã gặp.', en: 'Please describe what happened.' },
  'baoLoi.moTa.tooLong': { vi: 'Mô tả tối đa 4000 ký tự.', en: 'The description has at most 4000 characters.' },
  'baoLoi.cacBuoc.tooLong': { vi: 'Các bước tối đa 4000 ký tự.', en: 'The steps have at most 4000 characters.' },
  'baoLoi.duongDan.tooLong': {
    vi: 'Địa chỉ trang tối đa 1000 ký tự.',
    en: 'The page address has at most 1000 characters.',
  },
  'baoLoi.trinhDuyet.tooLong': { vi: 'Trình duyệt tối đa 500 ký tự.', en: 'The browser has at most 500 characters.' },
  'baoLoi.ghiChu.tooLong': { vi: 'Ghi chú tối đa 2000 ký tự.', en: 'The comment has at most 2000 characters.' },
  'baoLoi.anhChup.type': {
    vi: 'Ảnh chụp màn hình phải là ảnh PNG, JPEG hoặc WebP.',
    en: 'The screenshot must be a PNG, JPEG or WebP image.',
  },
  'baoLoi.anhChup.notFound': {
    vi: 'Không tìm thấy ảnh chụp màn hình đã tải lên. Vui lòng tải lại.',
    en: 'The uploaded screenshot was not found. Please upload it again.',
  },
  'baoLoi.transition.invalid': {
    vi: 'Báo lỗi đang ở trạng thái không thể chuyển sang trạng thái đã chọn.',
    en: 'The bug report cannot move to the chosen status from its current one.',
  },
  'notification.baoLoi.dangXuLy': {
    vi: 'Báo lỗi "{tieuDe}" của bạn đang được xử lý.',
    en: 'Your bug report "{tieuDe}" is being worked on.',
  },
  'notification.baoLoi.daSua': {
    vi: 'Báo lỗi "{tieuDe}" của bạn đã được sửa.',
    en: 'Your bug report "{tieuDe}" has been fixed.',
  },
  'notification.baoLoi.khongSua': {
    vi: 'Báo lỗi "{tieuDe}" của bạn được đóng: sẽ không sửa.',
    en: 'Your bug report "{tieuDe}" was closed as won\'t fix.',
  },
  'baoLoi.status.moi': { vi: 'Mới', en: 'New' },
  'baoLoi.status.dangXuLy': { vi: 'Đang xử lý', en: 'In progress' },
  'baoLoi.status.daSua': { vi: 'Đã sửa', en: 'Fixed' },
  'baoLoi.status.khongSua': { vi: 'Không sửa', en: "Won't fix" },
};

registerMessages(baoLoiMessages);
