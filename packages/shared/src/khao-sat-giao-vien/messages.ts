import { registerMessages } from '../messages';

/** Server messages of KhaoSatGiaoVien, both languages; registered when the shared package loads. */
export const khaoSatGiaoVienMessages = {
  'khaoSat.ten.required': { vi: 'Vui lòng nhập tên đợt khảo sát.', en: 'Please enter the campaign name.' },
  'khaoSat.ten.invalid': { vi: 'Tên không hợp lệ.', en: 'The name is not valid.' },
  'khaoSat.ten.tooLong': { vi: 'Tên tối đa 200 ký tự.', en: 'The name has at most 200 characters.' },
  'khaoSat.cauHoi.required': { vi: 'Câu hỏi không được để trống.', en: 'A question may not be empty.' },
  'khaoSat.cauHoi.invalid': { vi: 'Câu hỏi không hợp lệ.', en: 'The question is not valid.' },
  'khaoSat.cauHoi.tooLong': { vi: 'Câu hỏi tối đa 300 ký tự.', en: 'A question has at most 300 characters.' },
  'khaoSat.cauHoi.count': { vi: 'Đợt khảo sát có từ 1 đến 5 câu hỏi.', en: 'A campaign has 1 to 5 questions.' },
  'khaoSat.denNgay.beforeStart': {
    vi: 'Ngày đóng phải sau ngày mở.',
    en: 'The closing date must not be before the opening date.',
  },
  'khaoSat.lopMonHoc.required': { vi: 'Vui lòng chọn lớp.', en: 'Please choose the class.' },
  'khaoSat.nhanXet.invalid': { vi: 'Nhận xét không hợp lệ.', en: 'The comment is not valid.' },
  'khaoSat.nhanXet.tooLong': { vi: 'Nhận xét tối đa 2000 ký tự.', en: 'A comment has at most 2000 characters.' },
  'khaoSat.closed': { vi: 'Đợt khảo sát không mở.', en: 'The campaign is not open.' },
  'khaoSat.diem.count': {
    vi: 'Cần chấm điểm đúng mỗi câu hỏi một lần.',
    en: 'Give exactly one score per question.',
  },
  'khaoSat.hasAnswers': {
    vi: 'Đợt khảo sát đã có câu trả lời: không thể xoá hay đổi câu hỏi, chương trình.',
    en: 'The campaign has answers: its questions and programme cannot change and it cannot be deleted.',
  },
  'khaoSat.import.thuNghiem': { vi: 'Tham số thuNghiem không hợp lệ.', en: 'The thuNghiem parameter is not valid.' },
  'khaoSat.import.noClass': {
    vi: 'Bảng tính cần cột "Lớp" (tên lớp môn học).',
    en: 'The sheet needs a "Class" column (the subject class name).',
  },
  'khaoSat.import.noQuestion': {
    vi: 'Không thấy cột của câu hỏi {{n}} ("Câu {{n}}" hoặc nội dung câu hỏi).',
    en: 'No column for question {{n}} ("Q{{n}}" or the question text).',
  },
  'khaoSat.import.unknownClass': {
    vi: 'Lớp "{{lop}}" không thuộc đợt khảo sát.',
    en: 'The class "{{lop}}" is not in the campaign.',
  },
  'khaoSat.import.badScore': {
    vi: 'Điểm "{{value}}" không hợp lệ (1 đến 5).',
    en: 'The score "{{value}}" is not valid (1 to 5).',
  },
  'khaoSat.import.longComment': { vi: 'Nhận xét quá 2000 ký tự.', en: 'The comment is over 2000 characters.' },
  'khaoSat.noActiveYear': { vi: 'Chưa có năm học hiện hành.', en: 'There is no active school year.' },
};

registerMessages(khaoSatGiaoVienMessages);
