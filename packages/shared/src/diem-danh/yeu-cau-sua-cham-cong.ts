import { z } from 'zod';
import { zListQuery } from '../api';
import { zInteger, zIsoDate, zText } from '../input/primitives';
import { registerMessages } from '../messages';

/** A correction for a missing punch: pending → approved / rejected by HR; an approved one counts as a punch. */
export const TRANG_THAI_YEU_CAU_SUA = ['choDuyet', 'daDuyet', 'tuChoi'] as const;
export const zTrangThaiYeuCauSua = z.enum(TRANG_THAI_YEU_CAU_SUA);
export type TrangThaiYeuCauSua = z.infer<typeof zTrangThaiYeuCauSua>;

export const zYeuCauSuaChamCong = z.object({
  id: z.number().int(),
  nhanVienId: z.number().int(),
  hoTen: z.string(),
  maNhanVien: z.string(),
  ngay: z.string(),
  gio: z.string(),
  lyDo: z.string(),
  trangThai: zTrangThaiYeuCauSua,
  ghiChuDuyet: z.string().nullable(),
  nguoiDuyet: z.string().nullable(),
  ngayTao: z.string(),
  version: z.number().int(),
});
export type YeuCauSuaChamCong = z.infer<typeof zYeuCauSuaChamCong>;

export const zYeuCauSuaChamCongInput = z.object({
  ngay: zIsoDate('chamCong.yeuCau.ngay.required'),
  gio: zText({ message: 'chamCong.yeuCau.gio.invalid' }).regex(/^([01]\d|2[0-3]):[0-5]\d$/, {
    message: 'chamCong.yeuCau.gio.invalid',
  }),
  lyDo: zText({ message: 'chamCong.yeuCau.lyDo.required' })
    .trim()
    .min(1, { message: 'chamCong.yeuCau.lyDo.required' })
    .max(1000, { message: 'chamCong.yeuCau.lyDo.tooLong' }),
});
export type YeuCauSuaChamCongInput = z.infer<typeof zYeuCauSuaChamCongInput>;

export const zDuyetYeuCauSua = z.object({
  version: zInteger(),
  ghiChu: zText().trim().max(1000, { message: 'chamCong.yeuCau.ghiChu.tooLong' }).nullish(),
});
export type DuyetYeuCauSua = z.infer<typeof zDuyetYeuCauSua>;

export const zYeuCauSuaListQuery = zListQuery.extend({ trangThai: zTrangThaiYeuCauSua.optional() });
export type YeuCauSuaListQuery = z.infer<typeof zYeuCauSuaListQuery>;

/** `GET /api/ChamCong/thangCuaToi?thang=yyyy-mm`: my days of the month and my corrections in it. */
export const zThangCuaToiQuery = z.object({
  thang: zText({ message: 'chamCong.thang.invalid' }).regex(/^\d{4}-(0[1-9]|1[0-2])$/, {
    message: 'chamCong.thang.invalid',
  }),
});
export const zNgayCong = z.object({
  ngay: z.string(),
  gioVao: z.string().nullable(),
  gioRa: z.string().nullable(),
  phutMuon: z.number().int(),
  soLanCham: z.number().int(),
  coDieuChinh: z.boolean(),
});
export const zThangCuaToi = z.object({
  thang: z.string(),
  gioBatDau: z.string(),
  ngay: z.array(zNgayCong),
  yeuCau: z.array(zYeuCauSuaChamCong),
  tong: z.object({ soNgayCong: z.number().int(), soNgayMuon: z.number().int(), tongPhutMuon: z.number().int() }),
});
export type ThangCuaToi = z.infer<typeof zThangCuaToi>;

registerMessages({
  'chamCong.thang.invalid': { vi: 'Tháng phải có dạng yyyy-mm.', en: 'The month must be yyyy-mm.' },
  'chamCong.yeuCau.ngay.required': { vi: 'Vui lòng chọn ngày.', en: 'Please choose the day.' },
  'chamCong.yeuCau.ngay.future': {
    vi: 'Không thể xin sửa chấm công cho ngày chưa đến.',
    en: 'A correction cannot be asked for a day still to come.',
  },
  'chamCong.yeuCau.gio.invalid': { vi: 'Giờ phải có dạng HH:mm.', en: 'The time must be HH:mm.' },
  'chamCong.yeuCau.lyDo.required': { vi: 'Vui lòng nhập lý do.', en: 'Please give the reason.' },
  'chamCong.yeuCau.lyDo.tooLong': { vi: 'Lý do tối đa 1000 ký tự.', en: 'The reason has at most 1000 characters.' },
  'chamCong.yeuCau.ghiChu.tooLong': {
    vi: 'Ghi chú tối đa 1000 ký tự.',
    en: 'The comment has at most 1000 characters.',
  },
  'chamCong.yeuCau.noStaff': {
    vi: 'Tài khoản của bạn không gắn với hồ sơ nhân viên nào.',
    en: 'Your account is not linked to a staff record.',
  },
  'chamCong.yeuCau.duplicate': {
    vi: 'Bạn đã có yêu cầu sửa chấm công cho {ngay} lúc {gio}.',
    en: 'You already asked for a correction on {ngay} at {gio}.',
  },
  'chamCong.yeuCau.notPending': {
    vi: 'Yêu cầu này đã được xử lý.',
    en: 'This request has already been decided.',
  },
  'notification.chamCong.daDuyet': {
    vi: 'Yêu cầu sửa chấm công ngày {ngay} lúc {gio} của bạn đã được duyệt.',
    en: 'Your punch correction for {ngay} at {gio} was approved.',
  },
  'notification.chamCong.tuChoi': {
    vi: 'Yêu cầu sửa chấm công ngày {ngay} lúc {gio} của bạn bị từ chối.',
    en: 'Your punch correction for {ngay} at {gio} was rejected.',
  },
  'notification.chamCong.yeuCau': {
    vi: '{hoTen} xin sửa chấm công ngày {ngay} lúc {gio}.',
    en: '{hoTen} asks for a punch correction on {ngay} at {gio}.',
  },
});
