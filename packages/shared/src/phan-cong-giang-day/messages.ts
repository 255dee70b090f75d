import { registerMessages } from '../messages';

/** Server messages of PhanCongGiangDay, both languages; registered when the shared package loads. */
export const phanCongGiangDayMessages = {
  'phanCong.ghiChu.tooLong': { vi: 'Ghi chú tối đa 500 ký tự.', en: 'The note has at most 500 characters.' },
  'phanCong.giaoVien.tooMany': {
    vi: 'Một lớp môn học có tối đa 6 giáo viên.',
    en: 'A subject class has at most 6 teachers.',
  },
  'phanCong.giaoVien.duplicate': { vi: 'Giáo viên bị lặp.', en: 'A teacher is listed twice.' },
  'phanCong.giaoVien.unknown': {
    vi: 'Không tìm thấy giáo viên đang làm việc.',
    en: 'No working teacher has this id.',
  },
  'phanCong.thuNghiem.invalid': { vi: 'Giá trị thử nghiệm không hợp lệ.', en: 'Dry run must be true or false.' },
  'phanCong.namHoc.closed': {
    vi: 'Năm học đã khoá: không thể thay đổi phân công.',
    en: 'The school year is closed: its assignments cannot change.',
  },
  'phanCong.import.noClassColumn': {
    vi: 'Tệp thiếu cột "Mã lớp môn học".',
    en: 'The file has no "Subject class id" column.',
  },
  'phanCong.import.noTeacherColumn': {
    vi: 'Tệp thiếu cột "Mã giáo viên".',
    en: 'The file has no "Teacher codes" column.',
  },
  'phanCong.import.unknownClass': {
    vi: 'Không có lớp môn học mã {{value}} trong năm học này.',
    en: 'This year has no subject class with id {{value}}.',
  },
  'phanCong.import.duplicateClass': {
    vi: 'Lớp môn học {{value}} xuất hiện hai lần.',
    en: 'Subject class {{value}} appears twice.',
  },
  'phanCong.import.unknownTeacher': {
    vi: 'Không có giáo viên đang làm việc mã {{value}}.',
    en: 'No working teacher has the code {{value}}.',
  },
  'phanCong.import.tooManyTeachers': {
    vi: 'Tối đa 6 giáo viên một lớp.',
    en: 'At most 6 teachers a class.',
  },
};

registerMessages(phanCongGiangDayMessages);
