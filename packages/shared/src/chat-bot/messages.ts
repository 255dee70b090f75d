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
  'chatBot.document.unpackedTooLarge': {
    vi: 'Tệp "{name}" khi giải nén quá lớn (mỗi phần tối đa {max} MB, tổng cộng {total} MB). Hãy lưu lại tệp ở dạng gọn hơn hoặc chia nhỏ.',
    en: '"{name}" unpacks to too much (at most {max} MB per part, {total} MB in all). Save it in a leaner form or split it.',
  },
  'chatBot.document.tooManyPages': {
    vi: 'Tài liệu tối đa {max} trang. Hãy chia tài liệu thành nhiều tệp.',
    en: 'A document has at most {max} pages. Split it into several files.',
  },
  'chatBot.document.tooMuchText': {
    vi: 'Tài liệu tối đa {max} ký tự. Hãy chia tài liệu thành nhiều tệp.',
    en: 'A document has at most {max} characters. Split it into several files.',
  },
  'chatBot.document.tooComplex': {
    vi: 'Không đọc xong tài liệu trong {seconds} giây với bộ nhớ cho phép. Hãy lưu lại tệp ở dạng gọn hơn hoặc chia nhỏ.',
    en: 'The document could not be read within {seconds} seconds and the memory allowed. Save it in a leaner form or split it.',
  },
  'chatBot.document.busy': {
    vi: 'Máy chủ đang xử lý các tài liệu khác. Vui lòng thử lại sau ít phút.',
    en: 'The server is busy with other documents. Please try again in a few minutes.',
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
