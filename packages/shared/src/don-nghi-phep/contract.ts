import { z } from 'zod';
import { zListQuery } from '../api';
import { crossFieldRule, datesInOrder } from '../input/cross-field';
import { zIdParam, zIdValue, zInteger, zIsoDate, zText } from '../input/primitives';
import { HALVES } from './working-days';

/** Leave requests (route `yeucaudexuat/donnghiphep`, API `/api/DonNghiPhep`). Messages are keys of ./messages.ts. */

export const LEAVE_STATUSES = ['pending', 'approved', 'declined', 'cancelled', 'cancel_requested'] as const;
export type LeaveStatus = (typeof LEAVE_STATUSES)[number];

/** What a user may do to one request; the server lists the allowed ones in `thaoTac`. */
export const LEAVE_ACTIONS = [
  'view',
  'update',
  'cancel',
  'requestCancel',
  'approve',
  'decline',
  'confirmCancel',
  'rejectCancel',
  'downloadAttachment',
] as const;
export type LeaveAction = (typeof LEAVE_ACTIONS)[number];

/** The list a caller asks for: their own, the queue they approve, or every request (HR). */
export const LEAVE_SCOPES = ['cuaToi', 'canDuyet', 'tatCa'] as const;
export type LeaveScope = (typeof LEAVE_SCOPES)[number];

export const zHalf = z.enum(HALVES);
export const zLeaveStatus = z.enum(LEAVE_STATUSES);
export const zLeaveAction = z.enum(LEAVE_ACTIONS);
const zDate = zIsoDate();

export const zLoaiNghiPhep = z.object({
  id: z.number().int(),
  ma: z.string(),
  tenLoai: z.string(),
  tenLoaiEn: z.string().nullable(),
  /** Days of this type are taken from the annual leave balance. */
  truPhepNam: z.boolean(),
  /** A supporting document (e.g. a medical certificate) must be attached. */
  canDinhKem: z.boolean(),
  isActive: z.boolean(),
  thuTu: z.number().int(),
  version: z.number().int(),
});
export type LoaiNghiPhep = z.infer<typeof zLoaiNghiPhep>;

export const zLoaiNghiPhepInput = z.object({
  ma: zText()
    .trim()
    .regex(/^[a-z][a-z0-9_]{1,39}$/, { message: 'leaveType.ma.format' }),
  tenLoai: zText()
    .trim()
    .min(1, { message: 'leaveType.tenLoai.required' })
    .max(100, { message: 'leaveType.tenLoai.tooLong' }),
  tenLoaiEn: zText().trim().max(100, { message: 'leaveType.tenLoai.tooLong' }).nullish(),
  truPhepNam: z.boolean().default(false),
  canDinhKem: z.boolean().default(false),
  isActive: z.boolean().default(true),
  thuTu: zInteger(0, 999).default(100),
});
export type LoaiNghiPhepInput = z.infer<typeof zLoaiNghiPhepInput>;
export const zLoaiNghiPhepUpdate = zLoaiNghiPhepInput.extend({ version: zInteger() });

export const zDinhKem = z.object({
  id: z.number().int(),
  tenTep: z.string(),
  mimeType: z.string(),
  kichThuoc: z.number().int(),
});
export type DinhKem = z.infer<typeof zDinhKem>;

export const zDonNghiPhep = z.object({
  id: z.number().int(),
  nhanVienId: z.number().int(),
  maNhanVien: z.string(),
  hoTen: z.string(),
  phongBanId: z.number().int().nullable(),
  tenPhongBan: z.string().nullable(),
  tenPhongBanEn: z.string().nullable(),
  loaiNghiPhepId: z.number().int(),
  tenLoai: z.string(),
  tenLoaiEn: z.string().nullable(),
  truPhepNam: z.boolean(),
  namHocId: z.number().int(),
  tuNgay: z.string(),
  tuBuoi: zHalf,
  denNgay: z.string(),
  denBuoi: zHalf,
  soNgay: z.number(),
  lyDo: z.string(),
  canDayThay: z.boolean(),
  dinhKem: zDinhKem.nullable(),
  trangThai: zLeaveStatus,
  /** Who decides: the head of the requester's department, or HR when the requester is a head or has no department. */
  capDuyet: z.enum(['phongBan', 'nhanSu']),
  nguoiDuyet: z.object({ id: z.number().int(), hoTen: z.string() }).nullable(),
  yKienDuyet: z.string().nullable(),
  ngayDuyet: z.string().nullable(),
  ngayTao: z.string(),
  version: z.number().int(),
  /** Actions the caller may take now (permission and status both allow). */
  thaoTac: z.array(zLeaveAction),
});
export type DonNghiPhep = z.infer<typeof zDonNghiPhep>;

export const zLichSuDonNghiPhep = z.object({
  id: z.number().int(),
  tuTrangThai: zLeaveStatus.nullable(),
  denTrangThai: zLeaveStatus,
  nguoiThucHien: z.string().nullable(),
  ghiChu: z.string().nullable(),
  thoiGian: z.string(),
});
export type LichSuDonNghiPhep = z.infer<typeof zLichSuDonNghiPhep>;

/** Cover need recorded when an approved request needs lessons covered (until the timetable can list the periods). */
export const zNhuCauDayThay = z.object({
  tuNgay: z.string(),
  tuBuoi: zHalf,
  denNgay: z.string(),
  denBuoi: zHalf,
  trangThai: z.enum(['open', 'cancelled']),
});

export const zDonNghiPhepChiTiet = zDonNghiPhep.extend({
  lichSu: z.array(zLichSuDonNghiPhep),
  nhuCauDayThay: zNhuCauDayThay.nullable(),
});
export type DonNghiPhepChiTiet = z.infer<typeof zDonNghiPhepChiTiet>;

const zLyDo = zText({ message: 'leave.lyDo.required' })
  .trim()
  .min(1, { message: 'leave.lyDo.required' })
  .max(2000, { message: 'leave.lyDo.tooLong' });

export const zDonNghiPhepInput = z
  .object({
    loaiNghiPhepId: zIdValue('leave.loaiNghiPhepId.required'),
    tuNgay: zDate,
    tuBuoi: zHalf.default('morning'),
    denNgay: zDate,
    denBuoi: zHalf.default('afternoon'),
    lyDo: zLyDo,
    canDayThay: z.boolean().default(false),
    dinhKemId: zIdValue().nullish(),
  })
  .refine(
    // The end on or after the start; on one day, not from the afternoon to the morning.
    ...crossFieldRule({
      fields: ['tuNgay', 'tuBuoi', 'denNgay', 'denBuoi'],
      path: 'denNgay',
      message: 'leave.dates.order',
      check: (v: { tuNgay?: string; tuBuoi?: string; denNgay?: string; denBuoi?: string }) =>
        !v.tuNgay ||
        !v.denNgay ||
        v.denNgay > v.tuNgay ||
        (v.denNgay === v.tuNgay && !(v.tuBuoi === 'afternoon' && v.denBuoi === 'morning')),
    }),
  );
export type DonNghiPhepInput = z.infer<typeof zDonNghiPhepInput>;

export const zDonNghiPhepUpdate = z.intersection(zDonNghiPhepInput, z.object({ version: zInteger() }));
export type DonNghiPhepUpdate = z.infer<typeof zDonNghiPhepUpdate>;

/** Body of the decision actions (approve, decline, cancel, …): the version read, and an optional comment. */
export const zLeaveDecision = z.object({
  version: zInteger(),
  ghiChu: zText().trim().max(1000, { message: 'leave.ghiChu.tooLong' }).nullish(),
});
export type LeaveDecision = z.infer<typeof zLeaveDecision>;

/** Repeated query parameters arrive as an array, a single one as a string. */
const zStatusList = z.preprocess(
  (v) => (v === undefined || v === '' ? undefined : [v].flat().flatMap((s) => String(s).split(','))),
  z.array(zLeaveStatus).optional(),
);

export const zDonNghiPhepListQuery = zListQuery
  .extend({
    phamVi: z.enum(LEAVE_SCOPES).default('cuaToi'),
    namHocId: zIdParam.optional(),
    phongBanId: zIdParam.optional(),
    loaiNghiPhepId: zIdParam.optional(),
    /** Without it, the approver's queue shows what awaits a decision; the other lists show every status. */
    trangThai: zStatusList,
    /** Period filter: requests that overlap [tuNgay, denNgay]. */
    tuNgay: zDate.optional(),
    denNgay: zDate.optional(),
  })
  .refine(...datesInOrder({ from: 'tuNgay', to: 'denNgay', message: 'leave.dates.order' }));
export type DonNghiPhepListQuery = z.infer<typeof zDonNghiPhepListQuery>;

export const zLeaveBalanceQuery = z.object({ namHocId: zIdParam.optional() });

export const zLeaveBalance = z.object({
  namHocId: z.number().int(),
  tenNamHoc: z.string(),
  soNgayDuocNghi: z.number(),
  soNgayDaNghi: z.number(),
  soNgayChoDuyet: z.number(),
  soNgayConLai: z.number(),
  /** True when the entitlement is a per-person setting rather than the statutory default. */
  caiDatRieng: z.boolean(),
});
export type LeaveBalanceView = z.infer<typeof zLeaveBalance>;

export const zWorkingDaysQuery = z.object({
  tuNgay: zDate,
  tuBuoi: zHalf.default('morning'),
  denNgay: zDate,
  denBuoi: zHalf.default('afternoon'),
});
export const zWorkingDaysResult = z.object({ soNgay: z.number() });

/** Who is away (approved leave) in a period, for HR's calendar. At most 92 days per call. */
export const zLeaveCalendarQuery = z
  .object({
    tuNgay: zDate,
    denNgay: zDate,
    phongBanId: zIdParam.optional(),
  })
  .refine(...datesInOrder({ from: 'tuNgay', to: 'denNgay', message: 'leave.dates.order' }));

export const zLeaveCalendarEntry = z.object({
  donNghiPhepId: z.number().int(),
  nhanVienId: z.number().int(),
  hoTen: z.string(),
  tenPhongBan: z.string().nullable(),
  tenLoai: z.string(),
  tenLoaiEn: z.string().nullable(),
  /** One working date of the leave and the part of it taken (1 or 0.5). */
  ngay: z.string(),
  soNgay: z.number(),
  canDayThay: z.boolean(),
});
export type LeaveCalendarEntry = z.infer<typeof zLeaveCalendarEntry>;

/** Bounds of a per-person annual entitlement (days); HR sets it, null falls back to the statutory default. */
export const ENTITLEMENT_MIN_DAYS = 0;
export const ENTITLEMENT_MAX_DAYS = 60;

/** HR's list of staff entitlements for a year (`GET /api/DonNghiPhep/soNgayPhep`); the active year by default. */
export const zLeaveEntitlementQuery = zListQuery.extend({
  namHocId: zIdParam.optional(),
  phongBanId: zIdParam.optional(),
});
export type LeaveEntitlementQuery = z.infer<typeof zLeaveEntitlementQuery>;

export const zLeaveEntitlement = z.object({
  nhanVienId: z.number().int(),
  maNhanVien: z.string(),
  hoTen: z.string(),
  tenPhongBan: z.string().nullable(),
  tenPhongBanEn: z.string().nullable(),
  ngayVaoLam: z.string().nullable(),
  namHocId: z.number().int(),
  /** The statutory default for the year (12 days + 1 per 5 full years of service). */
  soNgayMacDinh: z.number(),
  /** The per-person setting; null = the statutory default applies. */
  soNgayPhepNam: z.number().int().nullable(),
  soNgayDuocNghi: z.number(),
  soNgayDaNghi: z.number(),
  soNgayChoDuyet: z.number(),
  soNgayConLai: z.number(),
  /** Version of the staff record: send it back to refuse overwriting a change made meanwhile (409). */
  version: z.number().int(),
});
export type LeaveEntitlement = z.infer<typeof zLeaveEntitlement>;

export const zLeaveEntitlementParams = z.object({ nhanVienId: zIdParam });

export const zLeaveEntitlementUpdate = z.object({
  soNgayPhepNam: z
    .number({ message: 'leave.entitlement.range' })
    .int({ message: 'leave.entitlement.range' })
    .min(ENTITLEMENT_MIN_DAYS, { message: 'leave.entitlement.range' })
    .max(ENTITLEMENT_MAX_DAYS, { message: 'leave.entitlement.range' })
    .nullable(),
  version: zInteger().optional(),
});
export type LeaveEntitlementUpdate = z.infer<typeof zLeaveEntitlementUpdate>;
