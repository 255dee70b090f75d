import { z } from 'zod';
import { zListQuery } from '../api';
import { zQueryId } from '../danh-muc/fields';

/**
 * Subject classes of a year (`/api/LopMonHoc`, read by Admin and timetable managers): the groups a subject is taught
 * to, optionally tied to one homeroom class. `siSo` counts the open memberships; `giaoVien` lists the teachers'
 * names. Their students: `GET /api/LopMonHoc/:id/danhSachHocSinh` (zLopQuanLyHocSinh rows, open memberships);
 * moves between them: `POST /api/HocSinh/chuyenLopMonHoc`.
 */
export const zLopMonHoc = z.object({
  id: z.number().int(),
  tenLop: z.string(),
  namHocId: z.number().int(),
  hocKyId: z.number().int().nullable(),
  monHocId: z.number().int(),
  maMonHoc: z.string(),
  tenMonHoc: z.string(),
  lopQuanLyId: z.number().int().nullable(),
  tenLopQuanLy: z.string().nullable(),
  soTietNam: z.number().int(),
  siSo: z.number().int(),
  giaoVien: z.array(z.string()),
  /** Programme of the subject: VN (national) or CAM (Cambridge). */
  maHeHoc: z.string(),
  version: z.number().int(),
});
export type LopMonHoc = z.infer<typeof zLopMonHoc>;

/** Defaults to the active year when no `namHocId` is given (like homeroom classes). */
export const zLopMonHocListQuery = zListQuery.extend({
  namHocId: zQueryId,
  monHocId: zQueryId,
  lopQuanLyId: zQueryId,
  /** The subject's programme (`he_hoc.ma`: VN or CAM). */
  maHeHoc: z.enum(['VN', 'CAM'], { message: 'lopMonHoc.maHeHoc.invalid' }).optional(),
});
export type LopMonHocListQuery = z.infer<typeof zLopMonHocListQuery>;

export * from './management';
export * from './my-classes';
