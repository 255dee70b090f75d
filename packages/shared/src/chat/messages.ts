import { registerMessages } from '../messages';

/** Server messages of the staff chat, both languages; registered when the shared package loads. */
export const chatMessages = {
  'chat.id.invalid': { vi: 'Mã không hợp lệ.', en: 'Invalid id.' },
  'chat.title.tooLong': { vi: 'Tiêu đề tối đa 200 ký tự.', en: 'The title has at most 200 characters.' },
  'chat.participants.required': { vi: 'Chọn người để trò chuyện.', en: 'Choose someone to talk to.' },
  'chat.participants.tooMany': { vi: 'Quá nhiều người.', en: 'Too many people.' },
  'chat.participants.unknown': { vi: 'Không tìm thấy người dùng.', en: 'User not found.' },
  'chat.content.tooLong': { vi: 'Tin nhắn tối đa 4000 ký tự.', en: 'A message has at most 4000 characters.' },
  'chat.content.required': { vi: 'Tin nhắn trống.', en: 'The message is empty.' },
  'chat.search.tooLong': { vi: 'Từ khoá tối đa 100 ký tự.', en: 'The search has at most 100 characters.' },
  'chat.attachment.invalid': { vi: 'Tệp đính kèm không hợp lệ.', en: 'Invalid attachment.' },
  'chat.attachment.type': {
    vi: 'Chỉ nhận ảnh (PNG, JPEG, WebP) hoặc PDF.',
    en: 'Only images (PNG, JPEG, WebP) or PDF files are accepted.',
  },
  'chat.rateLimited': { vi: 'Bạn gửi quá nhanh, vui lòng chờ.', en: 'You are sending too fast; please wait.' },
  'chat.forbidden': { vi: 'Bạn không dùng được trò chuyện.', en: 'You cannot use the chat.' },
  'chat.failed': { vi: 'Không thực hiện được.', en: 'That did not work.' },
};

registerMessages(chatMessages);
