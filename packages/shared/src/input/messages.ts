import { registerMessages } from '../messages';

// Refusals of input that would otherwise reach the database or the spreadsheet reader: every one a person can fix.
registerMessages({
  'input.text.nul': {
    vi: 'Văn bản chứa ký tự không hợp lệ (NUL). Hãy gõ lại hoặc dán lại dưới dạng văn bản thường.',
    en: 'The text contains an invalid character (NUL). Type it again or paste it as plain text.',
  },
  'input.text.malformed': {
    vi: 'Văn bản chứa ký tự Unicode hỏng (nửa cặp surrogate). Hãy gõ lại đoạn đó.',
    en: 'The text contains a broken Unicode character (a lone surrogate). Type that part again.',
  },
  'input.id.range': {
    vi: 'Mã số phải là số nguyên từ 1 đến 2.147.483.647.',
    en: 'An id must be a whole number from 1 to 2,147,483,647.',
  },
  'input.date.invalid': {
    vi: 'Ngày không hợp lệ: cần dạng YYYY-MM-DD, năm từ 1900 đến 2200.',
    en: 'The date is not valid: use YYYY-MM-DD, a year from 1900 to 2200.',
  },
  'input.dateTime.invalid': {
    vi: 'Thời điểm không hợp lệ: cần dạng ISO 8601, năm từ 1900 đến 2200.',
    en: 'The date and time are not valid: use ISO 8601, a year from 1900 to 2200.',
  },
  'upload.badMultipart': {
    vi: 'Yêu cầu tải tệp không đúng định dạng multipart/form-data. Hãy chọn tệp và gửi lại.',
    en: 'The upload is not valid multipart/form-data. Choose the file and send it again.',
  },
  'import.tooManyColumns': {
    vi: 'Bảng tính có dữ liệu ngoài {max} cột đầu. Hãy xoá các cột thừa rồi tải lên lại.',
    en: 'The sheet has data beyond its first {max} columns. Delete the extra columns and upload again.',
  },
  'import.sheetTooLong': {
    vi: 'Bảng tính dài hơn {max} dòng (tính cả dòng trống). Hãy xoá các dòng trống thừa hoặc chia nhỏ tệp.',
    en: 'The sheet is longer than {max} rows (empty rows included). Delete the extra empty rows or split the file.',
  },
  'import.cellTooLong': {
    vi: 'Ô {cell} dài hơn {max} ký tự, quá giới hạn của Excel. Hãy rút ngắn nội dung ô đó.',
    en: 'Cell {cell} is longer than {max} characters, beyond what Excel allows. Shorten that cell.',
  },
  'import.unpackedTooLarge': {
    vi: 'Bảng tính khi giải nén lớn hơn {max} MB. Hãy xoá dữ liệu thừa hoặc chia thành nhiều tệp.',
    en: 'The workbook unpacks to more than {max} MB. Remove unneeded data or split it into several files.',
  },
  'import.tooSlow': {
    vi: 'Đọc bảng tính mất hơn {seconds} giây nên đã dừng. Hãy chia thành nhiều tệp nhỏ hơn.',
    en: 'Reading the workbook took longer than {seconds} seconds and was stopped. Split it into smaller files.',
  },
  'import.busyForYou': {
    vi: 'Bạn đang có {max} lượt nhập tệp đang chạy. Hãy đợi lượt trước xong rồi thử lại.',
    en: 'You already have {max} imports running. Wait for them to finish and try again.',
  },
  'import.busyServer': {
    vi: 'Máy chủ đang xử lý nhiều lượt nhập tệp. Vui lòng thử lại sau ít phút.',
    en: 'The server is busy with other imports. Please try again in a few minutes.',
  },
});
