import { registerMessages } from '../messages';

/** Server messages of DiemCam, both languages; registered when the shared package loads. */
export const diemCamMessages = {
  'diemCam.ten.required': { vi: 'Vui lòng nhập tên bài thi.', en: 'Please enter the name of the exam.' },
  'diemCam.ten.tooLong': { vi: 'Tên tối đa 200 ký tự.', en: 'The name has at most 200 characters.' },
  'diemCam.thanhPhan.required': {
    vi: 'Bài thi cần ít nhất một thành phần.',
    en: 'An exam needs at least one component.',
  },
  'diemCam.thanhPhan.tooMany': { vi: 'Tối đa 10 thành phần.', en: 'At most 10 components.' },
  'diemCam.thanhPhan.ten.required': {
    vi: 'Vui lòng nhập tên thành phần.',
    en: 'Please enter the name of the component.',
  },
  'diemCam.thanhPhan.diemToiDa.invalid': {
    vi: 'Điểm tối đa là số dương (tối đa 1000).',
    en: 'The maximum raw mark is a positive number (at most 1000).',
  },
  'diemCam.thanhPhan.trongSo.invalid': {
    vi: 'Trọng số là số dương (tối đa 100).',
    en: 'The weighting is a positive number (at most 100).',
  },
  'diemCam.nguongDiem.grade': {
    vi: 'Ngưỡng điểm chỉ dùng các bậc A*, A, B, C, D, E, F, G.',
    en: 'Grade thresholds use only the grades A*, A, B, C, D, E, F, G.',
  },
  'diemCam.nguongDiem.invalid': {
    vi: 'Ngưỡng điểm là số không âm.',
    en: 'A grade threshold is a number of at least 0.',
  },
  'diemCam.nguongDiem.order': {
    vi: 'Ngưỡng của bậc cao hơn không được thấp hơn ngưỡng của bậc thấp hơn.',
    en: 'A better grade cannot have a lower threshold than a lower grade.',
  },
  'diemCam.nguongDiem.aboveMax': {
    vi: 'Ngưỡng điểm vượt quá tổng điểm có trọng số tối đa.',
    en: 'A grade threshold is above the maximum weighted total.',
  },
  'diemCam.locked': {
    vi: 'Điểm của bài thi đã nộp hoặc đã khoá: không thể sửa hay xoá bài thi.',
    en: 'The marks of this exam are submitted or locked: the exam can no longer be changed or deleted.',
  },
};

registerMessages(diemCamMessages);
