import { registerMessages } from '../messages';

/** Server messages of DiemCam's configuration (subjects, conversion scales, copying exams), both languages. */
export const diemCamCauHinhMessages = {
  'diemCam.monHoc.capDo.required': { vi: 'Vui lòng chọn cấp độ.', en: 'Please choose the stage.' },
  'diemCam.monHoc.thangDiem.required': { vi: 'Vui lòng chọn thang điểm.', en: 'Please choose the grade scale.' },
  'diemCam.monHoc.thangDiem.stage': {
    vi: 'Primary và Lower Secondary dùng thang Checkpoint 0–50; IGCSE dùng A*–G hoặc 9–1.',
    en: 'Primary and Lower Secondary use the Checkpoint 0–50 scale; IGCSE uses A*–G or 9–1.',
  },
  'diemCam.saoChep.required': {
    vi: 'Vui lòng chọn ít nhất một lớp.',
    en: 'Please choose at least one class.',
  },
  'diemCam.saoChep.tooMany': { vi: 'Tối đa 50 lớp một lần.', en: 'At most 50 classes at a time.' },
  'diemCam.saoChep.sameClass': {
    vi: 'Không thể sao chép bài thi vào chính lớp của nó.',
    en: 'An exam cannot be copied to its own class.',
  },
  'diemCam.saoChep.otherSubject': {
    vi: 'Chỉ sao chép được sang lớp cùng môn học.',
    en: 'An exam can only be copied to classes of the same subject.',
  },
  'diemCam.quyTac.ketQua': {
    vi: 'Kết quả là một số (0–100) hoặc một bậc (tối đa 20 ký tự).',
    en: 'A result is a number (0–100) or a grade (at most 20 characters).',
  },
  'diemCam.quyTac.min': { vi: 'Ngưỡng là số từ 0 đến 100.', en: 'A minimum is a number from 0 to 100.' },
  'diemCam.quyTac.bands': { vi: 'Thang cần 1 đến 30 mức.', en: 'A scale needs 1 to 30 bands.' },
  'diemCam.quyTac.mixed': {
    vi: 'Mỗi mức có đúng một trong hai: ngưỡng phần trăm hoặc bậc; không trộn hai kiểu trong một thang.',
    en: 'Each band has exactly one of a minimum percentage or a grade; a scale does not mix the two.',
  },
  'diemCam.quyTac.duplicate': {
    vi: 'Hai mức trùng ngưỡng hoặc trùng bậc.',
    en: 'Two bands have the same minimum or grade.',
  },
  'diemCam.quyTac.divisor': { vi: 'Số chia là số dương.', en: 'The divisor is a positive number.' },
  'diemCam.thangQuyDoi.ten.required': {
    vi: 'Vui lòng nhập tên thang quy đổi.',
    en: 'Please enter the name of the scale.',
  },
  'diemCam.thangQuyDoi.notCurrent': {
    vi: 'Đây là phiên bản cũ: hãy sửa phiên bản hiện hành.',
    en: 'This is an old version: edit the current one.',
  },
  'diemCam.thangQuyDoi.used': {
    vi: 'Kết quả đã dùng thang này: không thể xoá.',
    en: 'Results have used this scale: it cannot be deleted.',
  },
  'diemCam.thangQuyDoi.scopeNotFound': {
    vi: 'Năm học, hệ học, khối hoặc môn học không tồn tại.',
    en: 'The year, programme, grade level or subject does not exist.',
  },
};

registerMessages(diemCamCauHinhMessages);
