import { z } from 'zod';
import { zIdValue, zInteger, zIsoDate, zText } from '../input/primitives';
import { registerMessages } from '../messages';

/**
 * Managing subject classes (`quanlythoikhoabieu/lopmonhocvn`, `lopmonhoccam`): create and edit a class, split it into
 * groups (its students divided), and add or end a student's membership with dates — ended memberships stay as history.
 */
const zTenLop = zText()
  .trim()
  .min(1, { message: 'lopMonHoc.tenLop.required' })
  .max(100, { message: 'lopMonHoc.tenLop.tooLong' });
const zSoTietNam = zInteger(0, 2000);

export const zLopMonHocInput = z.object({
  namHocId: zIdValue(),
  monHocId: zIdValue(),
  lopQuanLyId: zIdValue().nullable(),
  tenLop: zTenLop,
  soTietNam: zSoTietNam,
  /** Teachers on creation (later changes: the assignment screen or PUT /api/PhanCongGiangDay/lopMonHoc/{id}/giaoVien). */
  giaoVienIds: z.array(zIdValue()).max(6, { message: 'lopMonHoc.giaoVien.tooMany' }).default([]),
});
export type LopMonHocInput = z.infer<typeof zLopMonHocInput>;

export const zLopMonHocUpdate = z.object({
  tenLop: zTenLop,
  soTietNam: zSoTietNam,
  lopQuanLyId: zIdValue().nullable(),
  version: zInteger(),
});
export type LopMonHocUpdate = z.infer<typeof zLopMonHocUpdate>;

/** Split: the class keeps the first group (renamed); each further group becomes a new class of the same subject. */
export const zTachNhomInput = z.object({
  tuNgay: zIsoDate(),
  nhom: z
    .array(z.object({ tenLop: zTenLop, hocSinhIds: z.array(zIdValue()).max(200) }))
    .min(2, { message: 'lopMonHoc.tachNhom.twoGroups' })
    .max(6, { message: 'lopMonHoc.tachNhom.tooMany' })
    .refine(
      (groups) => {
        const ids = groups.flatMap((g) => g.hocSinhIds);
        return new Set(ids).size === ids.length;
      },
      { message: 'lopMonHoc.tachNhom.studentTwice' },
    ),
  version: zInteger(),
});
export type TachNhomInput = z.infer<typeof zTachNhomInput>;

export const zThemHocSinhInput = z.object({
  hocSinhIds: z.array(zIdValue()).min(1, { message: 'lopMonHoc.hocSinh.required' }).max(200),
  tuNgay: zIsoDate(),
});
export type ThemHocSinhInput = z.infer<typeof zThemHocSinhInput>;

/** Ends a membership on `denNgay` (its last day; not before it began). */
export const zKetThucHocSinhInput = z.object({
  denNgay: zIsoDate(),
  lyDo: zText().trim().max(200, { message: 'lopMonHoc.lyDo.tooLong' }).nullable(),
});
export type KetThucHocSinhInput = z.infer<typeof zKetThucHocSinhInput>;

/** Every membership of a class, open ones first (the history stays visible). */
export const zThanhVienLopMonHoc = z.object({
  id: z.number().int(),
  hocSinhId: z.number().int(),
  maHocSinh: z.string(),
  hoTen: z.string(),
  tenLopQuanLy: z.string().nullable(),
  tuNgay: z.string(),
  denNgay: z.string().nullable(),
  lyDo: z.string().nullable(),
});
export type ThanhVienLopMonHoc = z.infer<typeof zThanhVienLopMonHoc>;

registerMessages({
  'lopMonHoc.tenLop.required': { vi: 'Vui lòng nhập tên lớp.', en: 'Please enter the class name.' },
  'lopMonHoc.tenLop.tooLong': { vi: 'Tên lớp tối đa 100 ký tự.', en: 'The class name has at most 100 characters.' },
  'lopMonHoc.giaoVien.tooMany': { vi: 'Tối đa 6 giáo viên.', en: 'At most 6 teachers.' },
  'lopMonHoc.giaoVien.unknown': { vi: 'Không tìm thấy giáo viên.', en: 'A teacher was not found.' },
  'lopMonHoc.tachNhom.twoGroups': { vi: 'Cần ít nhất hai nhóm.', en: 'At least two groups are needed.' },
  'lopMonHoc.tachNhom.tooMany': { vi: 'Tối đa 6 nhóm.', en: 'At most 6 groups.' },
  'lopMonHoc.tachNhom.studentTwice': {
    vi: 'Một học sinh chỉ thuộc một nhóm.',
    en: 'A student belongs to one group only.',
  },
  'lopMonHoc.tachNhom.notMember': {
    vi: 'Có học sinh không thuộc lớp này.',
    en: 'A student is not in this class.',
  },
  'lopMonHoc.tachNhom.missing': {
    vi: 'Mỗi học sinh của lớp phải được xếp vào một nhóm.',
    en: 'Every student of the class must be put in a group.',
  },
  'lopMonHoc.hocSinh.required': { vi: 'Chọn ít nhất một học sinh.', en: 'Choose at least one student.' },
  'lopMonHoc.hocSinh.already': {
    vi: 'Học sinh {{name}} đang học lớp này.',
    en: '{{name}} is already in this class.',
  },
  'lopMonHoc.hocSinh.unknown': { vi: 'Không tìm thấy học sinh.', en: 'A student was not found.' },
  'lopMonHoc.lyDo.tooLong': { vi: 'Lý do tối đa 200 ký tự.', en: 'The reason has at most 200 characters.' },
  'lopMonHoc.denNgay.beforeStart': {
    vi: 'Ngày kết thúc không trước ngày bắt đầu.',
    en: 'The end date cannot be before the start date.',
  },
  'lopMonHoc.monHoc.unknown': { vi: 'Không tìm thấy môn học.', en: 'The subject was not found.' },
  'lopMonHoc.lopQuanLy.otherYear': {
    vi: 'Lớp quản lý không thuộc năm học này.',
    en: 'The homeroom class belongs to another school year.',
  },
  'lopMonHoc.namHoc.closed': {
    vi: 'Năm học {{name}} đã khoá.',
    en: 'The school year {{name}} is closed.',
  },
});

registerMessages({
  'lopMonHoc.maHeHoc.invalid': { vi: 'Chương trình không hợp lệ.', en: 'Unknown programme.' },
});
