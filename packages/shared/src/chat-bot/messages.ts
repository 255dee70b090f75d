import { registerMessages } from '../messages';

/** Server messages of the regulations chatbot, both languages; registered when the shared package loads. */
export const chatBotMessages = {
  'chatBot.unavailable': {
    vi: 'Dịch vụ không khả dụng! Vui lòng thử lại sau.',
    en: 'The service is unavailable! Please try again later.',
  },
  'chatBot.message.required': { vi: 'Vui lòng nhập câu hỏi.', en: 'Please type a question.' },
  'chatBot.message.tooLong': {
    vi: 'Câu hỏi tối đa 1000 ký tự.',
    en: 'A question has at most 1000 characters.',
  },
  'chatBot.linhVuc.invalid': {
    vi: 'Lĩnh vực phải là 1, 4 hoặc 6.',
    en: 'The topic must be 1, 4 or 6.',
  },
  'chatBot.document.empty': { vi: 'Tệp trống.', en: 'The file is empty.' },
  'chatBot.document.tooLarge': {
    vi: 'Tệp tối đa {max} MB.',
    en: 'A file has at most {max} MB.',
  },
  'chatBot.document.type': {
    vi: 'Chỉ nhận tệp PDF, DOCX, Markdown (.md) hoặc văn bản (.txt).',
    en: 'Only PDF, DOCX, Markdown (.md) or plain text (.txt) files are accepted.',
  },
  'chatBot.document.unreadable': {
    vi: 'Không đọc được nội dung tệp "{name}". Tệp có thể bị hỏng hoặc chỉ chứa hình ảnh.',
    en: 'The text of "{name}" could not be read. The file may be damaged or contain only images.',
  },
  'chatBot.document.noText': {
    vi: 'Tệp "{name}" không có nội dung văn bản để tra cứu.',
    en: '"{name}" has no text to search.',
  },
  'chatBot.tieuDe.tooLong': { vi: 'Tiêu đề tối đa 200 ký tự.', en: 'The title has at most 200 characters.' },
  'chatBot.lienHe.tooLong': {
    vi: 'Thông tin liên hệ tối đa 500 ký tự.',
    en: 'The contact text has at most 500 characters.',
  },
};

registerMessages(chatBotMessages);
