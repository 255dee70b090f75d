import { registerMessages } from '../messages';

/** Server messages of lesson plans (GiaoAn), both languages; registered when the shared package loads. */
export const giaoAnMessages = {
  'giaoAn.caiDat.tooMany': { vi: 'Tối đa 20 người duyệt cấp 2.', en: 'At most 20 second approvers.' },
  'giaoAn.caiDat.noSecondApprover': {
    vi: 'Bật duyệt cấp 2 thì cần chọn ít nhất một người duyệt cấp 2.',
    en: 'Choose at least one second approver to turn second approval on.',
  },
  'giaoAn.caiDat.notStaff': {
    vi: 'Người duyệt cấp 2 phải là cán bộ, giáo viên đang làm việc.',
    en: 'A second approver must be a working member of staff.',
  },
  'giaoAn.muc.key': {
    vi: 'Mã mục gồm chữ cái, chữ số hoặc dấu gạch dưới, bắt đầu bằng chữ cái (tối đa 40 ký tự).',
    en: 'A section key is letters, digits or underscores, starting with a letter (at most 40 characters).',
  },
  'giaoAn.muc.title': {
    vi: 'Vui lòng nhập tên mục (cả hai ngôn ngữ).',
    en: 'Please enter the section title (both languages).',
  },
  'giaoAn.muc.titleTooLong': { vi: 'Tên mục tối đa 200 ký tự.', en: 'A section title has at most 200 characters.' },
  'giaoAn.muc.none': { vi: 'Mỗi chương trình cần ít nhất một mục.', en: 'Each programme needs at least one section.' },
  'giaoAn.muc.tooMany': { vi: 'Tối đa 30 mục cho một chương trình.', en: 'At most 30 sections per programme.' },
  'giaoAn.muc.duplicate': {
    vi: 'Mã mục {ma} bị trùng trong cùng một chương trình.',
    en: 'The section key {ma} appears twice in one programme.',
  },
  'giaoAn.muc.inUse': {
    vi: 'Các mục sau đang có trong giáo án (số giáo án): {muc}. Các giáo án đó vẫn giữ mục của mình; xác nhận để xoá khỏi mẫu giáo án mới.',
    en: 'These sections are in plans already written (number of plans): {muc}. Those plans keep their sections; confirm to remove them from new plans.',
  },
  'giaoAn.nhanXet.muc': {
    vi: 'Giáo án không có mục được nhận xét.',
    en: 'The plan has no such section to comment on.',
  },
  'giaoAn.tieuDe.required': { vi: 'Vui lòng nhập tên bài dạy.', en: 'Please enter the lesson title.' },
  'giaoAn.tieuDe.tooLong': { vi: 'Tên bài dạy tối đa 300 ký tự.', en: 'The lesson title has at most 300 characters.' },
  'giaoAn.lopMonHoc.required': {
    vi: 'Vui lòng chọn lớp môn học (tối đa 30 lớp).',
    en: 'Please choose the subject classes (at most 30).',
  },
  'giaoAn.lopMonHoc.notYours': {
    vi: 'Chỉ chọn được các lớp môn học bạn dạy trong năm học này.',
    en: 'You can only choose subject classes you teach this school year.',
  },
  'giaoAn.lopMonHoc.oneSubject': {
    vi: 'Các lớp của một giáo án phải cùng một môn học.',
    en: 'The classes of one plan must be of the same subject.',
  },
  'giaoAn.noiDung.invalid': { vi: 'Nội dung không hợp lệ.', en: 'The content is not valid.' },
  'giaoAn.noiDung.tooLong': {
    vi: 'Mỗi mục tối đa 10.000 ký tự.',
    en: 'Each section has at most 10,000 characters.',
  },
  'giaoAn.nhanXet.required': { vi: 'Vui lòng nhập nhận xét.', en: 'Please enter the comment.' },
  'giaoAn.nhanXet.tooLong': { vi: 'Nhận xét tối đa 4.000 ký tự.', en: 'A comment has at most 4,000 characters.' },
  'giaoAn.traLai.needsComment': {
    vi: 'Trả lại giáo án cần ít nhất một nhận xét.',
    en: 'Returning a plan needs at least one comment.',
  },
  'giaoAn.transition.invalid': {
    vi: 'Không thể thực hiện thao tác này với giáo án ở trạng thái hiện tại.',
    en: 'This action is not possible for the plan in its current status.',
  },
  'giaoAn.submit.empty': {
    vi: 'Giáo án cần có nội dung mục đầu tiên và ít nhất một hoạt động trước khi nộp.',
    en: 'A plan needs its first section and at least one activity before it is submitted.',
  },
  'giaoAn.noApprover': {
    vi: 'Tổ chuyên môn của bạn chưa có người duyệt giáo án (tổ trưởng; với giáo án của tổ trưởng: tổ phó).',
    en: "Your department has nobody to approve the plan (its head; for the head's own plan: a deputy head).",
  },
  'giaoAn.tep.type': {
    vi: 'Chỉ nhận tệp DOCX, PPTX, PDF hoặc ảnh (JPEG, PNG, WebP).',
    en: 'Only DOCX, PPTX, PDF or image files (JPEG, PNG, WebP) are accepted.',
  },
  'giaoAn.xemTruoc.unavailable': {
    vi: 'Không thể chuyển tệp này sang PDF để xem trước. Vui lòng tải tệp gốc về.',
    en: 'This file could not be converted to PDF for the preview. Please download the original.',
  },
  'giaoAn.xemTruoc.busy': {
    vi: 'Đang có nhiều tệp chờ chuyển sang PDF để xem trước. Vui lòng thử lại sau ít phút hoặc tải tệp gốc về.',
    en: 'Many files are waiting to be converted to PDF for preview. Please try again in a few minutes or download the original.',
  },
  'giaoAn.tep.tooMany': { vi: 'Một giáo án có tối đa 10 tệp.', en: 'A plan has at most 10 files.' },
};

registerMessages(giaoAnMessages);
