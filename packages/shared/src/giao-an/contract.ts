import { z } from 'zod';
import { zListQuery } from '../api';
import { zIdParam, zIdValue, zInteger, zText } from '../input/primitives';
import {
  ACTIVITY_FIELDS,
  GENERAL_COMMENT,
  PLAN_PROGRAMMES,
  SECTION_KEY_PATTERN,
  SECTION_KINDS,
  SECTIONS_MAX,
} from './sections';
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
const zSectionKey = z.string().regex(SECTION_KEY_PATTERN, { message: 'giaoAn.muc.key' });

/** A plan's content as stored: each section with the definition it was written in (output only). */
export const zPlanContent = z.object({
  muc: z.array(
    z.object({
      ma: z.string(),
      tieuDe: z.string(),
      tieuDeEn: z.string(),
      loai: z.enum(SECTION_KINDS),
      truong: z.record(z.string(), z.string()),
    }),
  ),
});

/** The texts a form sends, by section key and field; the server places them in the plan's sections. */
export const zPlanValues = z
  .record(zSectionKey, z.partialRecord(z.enum(['text', ...ACTIVITY_FIELDS]), zSectionText))
  .refine((v) => Object.keys(v).length <= SECTIONS_MAX, { message: 'giaoAn.noiDung.invalid' });

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
  /** A section key of the plan, or `chung` (the whole plan). */
  muc: z.string(),
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
  noiDung: zPlanValues,
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
        muc: z.union([z.literal(GENERAL_COMMENT), zSectionKey]),
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
  /** The subject's programme: which layout a new plan for it takes. */
  chuongTrinh: z.enum(PLAN_PROGRAMMES),
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

const zTitle = zText({ message: 'giaoAn.muc.title' })
  .trim()
  .min(1, { message: 'giaoAn.muc.title' })
  .max(200, { message: 'giaoAn.muc.titleTooLong' });
export const zSectionDef = z.object({
  ma: zSectionKey,
  tieuDe: zTitle,
  tieuDeEn: zTitle,
  loai: z.enum(SECTION_KINDS),
});
const zLayout = z
  .array(zSectionDef)
  .min(1, { message: 'giaoAn.muc.none' })
  .max(SECTIONS_MAX, { message: 'giaoAn.muc.tooMany' });
/** The sections of a new plan, per programme. */
export const zPlanLayouts = z.object({ vn: zLayout, cam: zLayout });
export type PlanLayoutsInput = z.infer<typeof zPlanLayouts>;

/** The school's lesson-plan settings (`quanlynhansu/caidatchuyenmon`): approval and the sections per programme. */
export const zGiaoAnCaiDatInput = z.object({
  /** Plans approved by the department head go on to a second approver. */
  duyetCap2: z.boolean(),
  /** Who the second approvers are (deputy principals): staff ids. */
  nguoiDuyetCap2Ids: z.array(zIdValue()).max(20, { message: 'giaoAn.caiDat.tooMany' }),
  /** Absent: the sections stay as they are. */
  mucGiaoAn: zPlanLayouts.optional(),
  /**
   * Removing a section that plans were written in answers 409 unless this is set (the plans keep their own copy of
   * the section either way; the setting is about not losing it from new plans by mistake).
   */
  xacNhanXoaMuc: z.boolean().optional(),
  version: zInteger().optional(),
});
export type GiaoAnCaiDatInput = z.infer<typeof zGiaoAnCaiDatInput>;

export const zGiaoAnCaiDat = z.object({
  duyetCap2: z.boolean(),
  /** The second approvers chosen, with their names. */
  nguoiDuyetCap2: z.array(z.object({ id: z.number().int(), hoTen: z.string() })),
  mucGiaoAn: zPlanLayouts,
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
