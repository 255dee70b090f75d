import { z } from 'zod';
import { zIdParam } from '../input/primitives';
import './messages';

/** `GET /api/ThongKeSoLieu/cuaToi?namHocId=`: my academic year in figures (the active year by default). */
export const zThongKeSoLieuQuery = z.object({ namHocId: zIdParam.optional() });
export type ThongKeSoLieuQuery = z.infer<typeof zThongKeSoLieuQuery>;

export const zThongKeThang = z.object({
  /** yyyy-mm */
  thang: z.string(),
  ngayCong: z.number().int(),
  ngayMuon: z.number().int(),
  phutMuon: z.number().int(),
  /** Approved leave, in days (a half day is 0.5), weekends included as taken. */
  ngayNghi: z.number(),
  tietDay: z.number().int(),
  tietDayThay: z.number().int(),
});
export type ThongKeThang = z.infer<typeof zThongKeThang>;

export const zThongKeSoLieu = z.object({
  namHocId: z.number().int(),
  tenNamHoc: z.string(),
  tuNgay: z.string(),
  /** The figures stop today: days still to come count in nothing. */
  denNgay: z.string(),
  thang: z.array(zThongKeThang),
  tong: zThongKeThang.omit({ thang: true }),
  phep: z.object({ soNgayDuocNghi: z.number(), soNgayDaNghi: z.number(), soNgayConLai: z.number() }).nullable(),
});
export type ThongKeSoLieu = z.infer<typeof zThongKeSoLieu>;
