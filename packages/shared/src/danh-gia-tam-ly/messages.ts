import { registerMessages } from '../messages';

/** Server messages of DanhGiaTamLy (student wellbeing), both languages; registered when the shared package loads. */
export const danhGiaTamLyMessages = {
  'danhGiaTamLy.text.required': {
    vi: 'Vui lòng nhập nội dung bằng cả hai ngôn ngữ.',
    en: 'Please enter the text in both languages.',
  },
  'danhGiaTamLy.key.invalid': {
    vi: 'Mã chỉ gồm chữ không dấu, số, "-" và "_" (tối đa 40 ký tự).',
    en: 'A code holds only unaccented letters, digits, "-" and "_" (at most 40 characters).',
  },
  'danhGiaTamLy.key.duplicate': { vi: 'Mã nhóm hoặc câu hỏi bị trùng.', en: 'A group or question code is repeated.' },
  'danhGiaTamLy.question.noGroup': {
    vi: 'Câu hỏi thuộc một nhóm không có trong bài đánh giá.',
    en: 'A question belongs to a group the instrument does not have.',
  },
  'danhGiaTamLy.group.empty': {
    vi: 'Mỗi nhóm câu hỏi cần ít nhất một câu hỏi.',
    en: 'Each question group needs at least one question.',
  },
  'danhGiaTamLy.band.order': {
    vi: 'Ngưỡng trên của một mức phải lớn hơn hoặc bằng ngưỡng dưới.',
    en: 'The upper edge of a band must not be below its lower edge.',
  },
  'danhGiaTamLy.ma.invalid': {
    vi: 'Mã bài đánh giá chỉ gồm chữ không dấu, số, "-" và "_" (tối đa 40 ký tự).',
    en: 'An instrument code holds only unaccented letters, digits, "-" and "_" (at most 40 characters).',
  },
  'danhGiaTamLy.ten.required': { vi: 'Vui lòng nhập tên.', en: 'Please enter a name.' },
  'danhGiaTamLy.ten.tooLong': { vi: 'Tên tối đa 200 ký tự.', en: 'The name has at most 200 characters.' },
  'danhGiaTamLy.moTa.tooLong': { vi: 'Mô tả tối đa 2000 ký tự.', en: 'The description has at most 2000 characters.' },
  'danhGiaTamLy.nguon.required': {
    vi: 'Vui lòng ghi nguồn của bài đánh giá.',
    en: 'Please state the instrument’s source.',
  },
  'danhGiaTamLy.nguon.tooLong': { vi: 'Nguồn tối đa 1000 ký tự.', en: 'The source has at most 1000 characters.' },
  'danhGiaTamLy.giayPhep.required': {
    vi: 'Vui lòng ghi giấy phép cho phép dùng bản điện tử.',
    en: 'Please state the licence that allows electronic use.',
  },
  'danhGiaTamLy.giayPhep.tooLong': {
    vi: 'Giấy phép tối đa 1000 ký tự.',
    en: 'The licence has at most 1000 characters.',
  },
  'danhGiaTamLy.baiDanhGia.used': {
    vi: 'Phiên bản này đã được dùng trong một đợt đánh giá nên không sửa được. Hãy tạo phiên bản mới.',
    en: 'This version has been used by a campaign and cannot be edited. Create a new version instead.',
  },
  'danhGiaTamLy.baiDanhGia.maTrung': {
    vi: 'Mã bài đánh giá đã tồn tại. Hãy tạo phiên bản mới của bài đó.',
    en: 'An instrument with this code exists. Create a new version of it instead.',
  },
};

registerMessages(danhGiaTamLyMessages);

registerMessages({
  'danhGiaTamLy.dot.dates': {
    vi: 'Ngày kết thúc không được trước ngày bắt đầu.',
    en: 'The end date cannot be before the start date.',
  },
  'danhGiaTamLy.dot.noTarget': {
    vi: 'Hãy chọn ít nhất một khối hoặc một lớp.',
    en: 'Choose at least one grade level or class.',
  },
  'danhGiaTamLy.dot.notDraft': {
    vi: 'Chỉ sửa được đợt đánh giá ở trạng thái nháp.',
    en: 'Only a campaign in draft can be edited.',
  },
  'danhGiaTamLy.dot.transition': {
    vi: 'Không chuyển được trạng thái này (nháp → đang mở → đã đóng).',
    en: 'This change of state is not possible (draft → open → closed).',
  },
  'danhGiaTamLy.dot.retired': {
    vi: 'Bài đánh giá này đã ngừng sử dụng.',
    en: 'This instrument has been retired.',
  },
  'danhGiaTamLy.dot.noYear': { vi: 'Chưa có năm học đang hoạt động.', en: 'There is no active school year.' },
  'danhGiaTamLy.phieu.submitted': {
    vi: 'Em đã nộp bài này rồi. Cảm ơn em!',
    en: 'You have already submitted this one. Thank you!',
  },
  'danhGiaTamLy.phieu.incomplete': {
    vi: 'Em còn {count} câu chưa trả lời.',
    en: '{count} questions are still unanswered.',
  },
  'danhGiaTamLy.phieu.invalid': {
    vi: 'Câu trả lời không khớp với bài đánh giá.',
    en: 'An answer does not match the assessment.',
  },
});

registerMessages({
  'danhGiaTamLy.soSanh.lop': {
    vi: 'Lớp này không thuộc đợt đánh giá đã chọn.',
    en: 'This class is not among the campaign’s classes.',
  },
  'danhGiaTamLy.soSanh.khacBai': {
    vi: 'Chỉ so sánh được hai đợt dùng cùng một bài đánh giá.',
    en: 'Only two campaigns of the same instrument can be compared.',
  },
});
