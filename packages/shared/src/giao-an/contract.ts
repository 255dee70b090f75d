import { z } from 'zod';
import { zListQuery } from '../api';
import { zIdParam, zIdValue, zInteger, zText } from '../input/primitives';
import { ACTIVITY_SECTIONS, COMMENT_SECTIONS, OBJECTIVE_SECTIONS } from './sections';
import './messages';

export * from './due-date';
export * from './sections';

/**
 * draft → submitted → approved / returned (with comments) → submitted again …; with the school's second approval on
 * (`giao_an_cai_dat`), the head's approval leads to `cho_duyet_cap_2` and the second approver approves or returns.
 */
export const PLAN_STATUSES = ['nhap', 'cho_duyet', 'cho_duyet_cap_2', 'da_duyet', 'tra_lai'] as const;
export type PlanStatus = (typeof PLAN_STATUSES)[number];
export const PLAN_ACTIONS = ['view', 'update', 'delete', 'submit', 'upload', 'approve', 'return', 'copy'] as const;
export type PlanAction = (typeof PLAN_ACTIONS)[number];
/**
 * The caller's relation to a plan: its teacher, the head of the teacher's department, a second approver (a deputy
 * principal named in the settings), or nobody (404).
 */
export const PLAN_RELATIONS = ['own', 'approver', 'second_approver', 'other'] as const;
export type PlanRelation = (typeof PLAN_RELATIONS)[number];

const TEXT_MAX = 10_000;
const zSectionText = zText({ message: 'giaoAn.noiDung.invalid' }).max(TEXT_MAX, { message: 'giaoAn.noiDung.tooLong' });
const zActivity = z.object({
  mucTieu: zSectionText,
  noiDung: zSectionText,
  sanPham: zSectionText,
  toChuc: zSectionText,
});

export const zPlanContent = z.object({
  mucTieu: z.object(
    Object.fromEntries(OBJECTIVE_SECTIONS.map((s) => [s, zSectionText])) as Record<
      (typeof OBJECTIVE_SECTIONS)[number],
      typeof zSectionText
    >,
  ),
  thietBi: zSectionText,
  hoatDong: z.object(
    Object.fromEntries(ACTIVITY_SECTIONS.map((s) => [s, zActivity])) as Record<
      (typeof ACTIVITY_SECTIONS)[number],
      typeof zActivity
    >,
  ),
});

export const zPlanClass = z.object({ id: z.number().int(), tenLop: z.string() });

/** One plan in a list (the teacher's own, or the approval queue). */
export const zGiaoAn = z.object({
  id: z.number().int(),
  tieuDe: z.string(),
  monHocId: z.number().int(),
  tenMonHoc: z.string(),
  tenMonHocEn: z.string().nullable(),
  tuan: z.number().int(),
  tiet: z.number().int(),
  lopMonHoc: z.array(zPlanClass),
  trangThai: z.enum(PLAN_STATUSES),
  /** Submitted versions so far (0: never submitted). */
  phienBan: z.number().int(),
  ngayNop: z.string().nullable(),
  /** Due by the end of this day (the Saturday before the teaching week); `treHan`: first sent after it, or not yet. */
  hanNop: z.string().nullable(),
  treHan: z.boolean(),
  nhanVienId: z.number().int(),
  hoTenGiaoVien: z.string(),
  updatedAt: z.string(),
  version: z.number().int(),
});
export type GiaoAn = z.infer<typeof zGiaoAn>;

export const zPlanFile = z.object({
  id: z.number().int(),
  fileId: z.number().int(),
  tenTep: z.string(),
  mimeType: z.string(),
  kichThuoc: z.number().int(),
  /** Whether the preview shows it (PDF, image, or an office document LibreOffice converts). */
  xemTruoc: z.enum(['pdf', 'image', 'office']),
});
export type PlanFile = z.infer<typeof zPlanFile>;

export const zPlanVersion = z.object({
  phienBan: z.number().int(),
  noiDung: zPlanContent,
  tenTep: z.array(z.string()),
  ngayNop: z.string(),
});
export type PlanVersion = z.infer<typeof zPlanVersion>;

export const zPlanComment = z.object({
  id: z.number().int(),
  phienBan: z.number().int(),
  muc: z.enum(COMMENT_SECTIONS),
  noiDung: z.string(),
  /** approve | return: the decision the comment came with. */
  hanhDong: z.enum(['approve', 'return']),
  hoTenNguoiNhanXet: z.string(),
  createdAt: z.string(),
});
export type PlanComment = z.infer<typeof zPlanComment>;

export const zGiaoAnChiTiet = zGiaoAn.extend({
  noiDung: zPlanContent,
  tep: z.array(zPlanFile),
  phienBanCu: z.array(zPlanVersion),
  nhanXet: z.array(zPlanComment),
  quanHe: z.enum(PLAN_RELATIONS),
  hanhDong: z.array(z.enum(PLAN_ACTIONS)),
});
export type GiaoAnChiTiet = z.infer<typeof zGiaoAnChiTiet>;

/** Create and edit a plan; an edit carries the version it was based on (a stale one answers 409). */
export const zGiaoAnInput = z.object({
  tieuDe: zText({ message: 'giaoAn.tieuDe.required' })
    .trim()
    .min(1, { message: 'giaoAn.tieuDe.required' })
    .max(300, { message: 'giaoAn.tieuDe.tooLong' }),
  lopMonHocIds: z
    .array(zIdValue('giaoAn.lopMonHoc.required'))
    .min(1, { message: 'giaoAn.lopMonHoc.required' })
    .max(30, { message: 'giaoAn.lopMonHoc.required' }),
  tuan: zInteger(1, 53),
  tiet: zInteger(1, 999),
  noiDung: zPlanContent,
  version: zInteger().optional(),
});
export type GiaoAnInput = z.infer<typeof zGiaoAnInput>;

export const zGiaoAnListQuery = zListQuery.extend({ trangThai: z.enum(PLAN_STATUSES).optional() });
export type GiaoAnListQuery = z.infer<typeof zGiaoAnListQuery>;

/** The head's decision: comments per section (returning needs at least one). */
export const zPlanDecision = z.object({
  nhanXet: z
    .array(
      z.object({
        muc: z.enum(COMMENT_SECTIONS),
        noiDung: zText({ message: 'giaoAn.nhanXet.required' })
          .trim()
          .min(1, { message: 'giaoAn.nhanXet.required' })
          .max(4000, { message: 'giaoAn.nhanXet.tooLong' }),
      }),
    )
    .max(20)
    .default([]),
  version: zInteger(),
});
export type PlanDecision = z.input<typeof zPlanDecision>;

export const zPlanSubmit = z.object({ version: zInteger() });

/** Copying a plan (this year's or last year's) into a new draft for the classes chosen now. */
export const zPlanCopy = z.object({
  lopMonHocIds: z
    .array(zIdValue('giaoAn.lopMonHoc.required'))
    .min(1, { message: 'giaoAn.lopMonHoc.required' })
    .max(30, { message: 'giaoAn.lopMonHoc.required' }),
});
export type PlanCopy = z.infer<typeof zPlanCopy>;

/** A subject class the teacher teaches this year: what a plan can serve. */
export const zMyPlanClass = z.object({
  id: z.number().int(),
  tenLop: z.string(),
  monHocId: z.number().int(),
  tenMonHoc: z.string(),
  tenMonHocEn: z.string().nullable(),
});
export type MyPlanClass = z.infer<typeof zMyPlanClass>;

export const zPlanFileParams = z.object({ id: zIdParam, tepId: zIdParam });

/** A plan file as its preview page sees it; `coTheXem` false: LibreOffice is absent here, offer the download. */
export const zPlanFilePreview = z.object({
  id: z.number().int(),
  giaoAnId: z.number().int(),
  fileId: z.number().int(),
  tenTep: z.string(),
  mimeType: z.string(),
  kichThuoc: z.number().int(),
  xemTruoc: z.enum(['pdf', 'image', 'office']),
  coTheXem: z.boolean(),
});
export type PlanFilePreview = z.infer<typeof zPlanFilePreview>;

/** The school's lesson-plan approval settings (`quanlynhansu/caidatchuyenmon`). */
export const zGiaoAnCaiDatInput = z.object({
  /** Plans approved by the department head go on to a second approver. */
  duyetCap2: z.boolean(),
  /** Who the second approvers are (deputy principals): staff ids. */
  nguoiDuyetCap2Ids: z.array(zIdValue()).max(20, { message: 'giaoAn.caiDat.tooMany' }),
  version: zInteger().optional(),
});
export type GiaoAnCaiDatInput = z.infer<typeof zGiaoAnCaiDatInput>;

export const zGiaoAnCaiDat = z.object({
  duyetCap2: z.boolean(),
  /** The second approvers chosen, with their names. */
  nguoiDuyetCap2: z.array(z.object({ id: z.number().int(), hoTen: z.string() })),
  version: z.number().int(),
});
export type GiaoAnCaiDat = z.infer<typeof zGiaoAnCaiDat>;

/** The approver's counts per teacher of their queue: pending (either stage), late, approved, returned. */
export const zPlanTeacherCount = z.object({
  nhanVienId: z.number().int(),
  hoTen: z.string(),
  choDuyet: z.number().int(),
  treHan: z.number().int(),
  daDuyet: z.number().int(),
  traLai: z.number().int(),
  tong: z.number().int(),
});
export type PlanTeacherCount = z.infer<typeof zPlanTeacherCount>;
