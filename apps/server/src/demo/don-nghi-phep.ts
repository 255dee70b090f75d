import { countWorkingDays, type Half } from '@hpl/shared';
import { and, eq, notInArray } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import * as t from '../db/schema';

/** The leave types a Vietnamese school starts with (Labour Code 2019 art. 113, 115; Social Insurance Law for sickness and maternity). */
export const DEMO_LEAVE_TYPES = [
  { ma: 'annual', tenLoai: 'Nghỉ phép năm', tenLoaiEn: 'Annual leave', truPhepNam: true, canDinhKem: false, thuTu: 1 },
  { ma: 'sick', tenLoai: 'Nghỉ ốm', tenLoaiEn: 'Sick leave', truPhepNam: false, canDinhKem: true, thuTu: 2 },
  {
    ma: 'personal',
    tenLoai: 'Nghỉ việc riêng',
    tenLoaiEn: 'Personal leave',
    truPhepNam: false,
    canDinhKem: false,
    thuTu: 3,
  },
  {
    ma: 'maternity',
    tenLoai: 'Nghỉ thai sản',
    tenLoaiEn: 'Maternity leave',
    truPhepNam: false,
    canDinhKem: true,
    thuTu: 4,
  },
  {
    ma: 'paternity',
    tenLoai: 'Nghỉ khi vợ sinh con',
    tenLoaiEn: 'Paternity leave',
    truPhepNam: false,
    canDinhKem: true,
    thuTu: 5,
  },
  {
    ma: 'business_trip',
    tenLoai: 'Đi công tác',
    tenLoaiEn: 'Business trip',
    truPhepNam: false,
    canDinhKem: false,
    thuTu: 6,
  },
  {
    ma: 'unpaid',
    tenLoai: 'Nghỉ không lương',
    tenLoaiEn: 'Unpaid leave',
    truPhepNam: false,
    canDinhKem: false,
    thuTu: 7,
  },
] as const;

type Status = 'pending' | 'approved' | 'declined' | 'cancelled' | 'cancel_requested';

/**
 * Leave types and a handful of requests of the demo school in every state, on dates that leave the rest of the
 * year free (browser tests file their own requests in spring 2027): the queue of `totruong` and of HR is not empty,
 * `giaovien` has history, and one approved request needs cover.
 */
export async function seedLeaveRequests(tx: DbOrTx): Promise<void> {
  const types = await tx
    .insert(t.loaiNghiPhep)
    .values([...DEMO_LEAVE_TYPES])
    .returning({ id: t.loaiNghiPhep.id, ma: t.loaiNghiPhep.ma });
  const typeId = Object.fromEntries(types.map((x) => [x.ma, x.id])) as Record<
    (typeof DEMO_LEAVE_TYPES)[number]['ma'],
    number
  >;
  const [year] = await tx.select({ id: t.namHoc.id }).from(t.namHoc).where(eq(t.namHoc.isActive, true));
  const holidays = await tx.select({ tuNgay: t.ngayNghi.tuNgay, denNgay: t.ngayNghi.denNgay }).from(t.ngayNghi);
  const staffNamed = async (hoTen: string) =>
    (
      await tx
        .select({ id: t.nhanVien.id, phongBanId: t.nhanVien.phongBanId })
        .from(t.nhanVien)
        .where(eq(t.nhanVien.hoTen, hoTen))
    )[0]!;
  const giaovien = await staffNamed('Nguyễn Văn An');
  const totruong = await staffNamed('Phạm Minh Tuấn');
  const nhansu = await staffNamed('Huỳnh Ngọc Hân');
  const admin = await staffNamed('Trần Quốc Bảo');
  const [colleague] = await tx
    .select({ id: t.nhanVien.id })
    .from(t.nhanVien)
    .where(and(eq(t.nhanVien.phongBanId, giaovien.phongBanId!), notInArray(t.nhanVien.id, [giaovien.id, totruong.id])))
    .limit(1);

  const requests: {
    who: number;
    type: keyof typeof typeId;
    from: string;
    fromHalf?: Half;
    to: string;
    toHalf?: Half;
    reason: string;
    cover?: boolean;
    path: Status[];
    decidedBy?: number;
    comment?: string;
  }[] = [
    {
      who: giaovien.id,
      type: 'annual',
      from: '2026-10-12',
      to: '2026-10-13',
      reason: 'Về quê dự đám cưới em gái',
      path: ['pending', 'approved'],
      decidedBy: totruong.id,
      cover: true,
    },
    {
      who: giaovien.id,
      type: 'personal',
      from: '2026-11-05',
      fromHalf: 'afternoon',
      to: '2026-11-05',
      reason: 'Đưa con đi khám răng',
      path: ['pending', 'declined'],
      decidedBy: totruong.id,
      comment: 'Chiều 05/11 tổ họp chuyên môn, thầy sắp xếp ngày khác giúp tổ.',
    },
    {
      who: giaovien.id,
      type: 'annual',
      from: '2026-12-21',
      to: '2026-12-21',
      toHalf: 'morning',
      reason: 'Giải quyết giấy tờ nhà đất',
      path: ['pending', 'cancelled'],
    },
    {
      who: totruong.id,
      type: 'business_trip',
      from: '2026-12-07',
      to: '2026-12-09',
      reason: 'Tập huấn chương trình GDPT 2018 tại Sở GD&ĐT',
      cover: true,
      path: ['pending'],
    },
    {
      who: nhansu.id,
      type: 'annual',
      from: '2026-10-26',
      to: '2026-10-27',
      reason: 'Nghỉ phép năm',
      path: ['pending', 'approved', 'cancel_requested'],
      decidedBy: admin.id,
    },
  ];
  if (colleague) {
    requests.push(
      {
        who: colleague.id,
        type: 'sick',
        from: '2026-11-23',
        to: '2026-11-24',
        reason: 'Sốt xuất huyết, có giấy của bệnh viện',
        cover: true,
        path: ['pending'],
      },
      {
        who: colleague.id,
        type: 'annual',
        from: '2026-12-14',
        to: '2026-12-15',
        reason: 'Đi du lịch cùng gia đình',
        path: ['pending', 'approved', 'cancel_requested'],
        decidedBy: totruong.id,
      },
    );
  }

  for (const r of requests) {
    const range = {
      tuNgay: r.from,
      tuBuoi: r.fromHalf ?? 'morning',
      denNgay: r.to,
      denBuoi: r.toHalf ?? 'afternoon',
    } as const;
    const status = r.path[r.path.length - 1]!;
    const decided = r.path.includes('approved') || r.path.includes('declined');
    const [row] = await tx
      .insert(t.donNghiPhep)
      .values({
        nhanVienId: r.who,
        loaiNghiPhepId: typeId[r.type],
        namHocId: year!.id,
        ...range,
        soNgay: countWorkingDays(range, holidays),
        lyDo: r.reason,
        canDayThay: r.cover ?? false,
        trangThai: status,
        nguoiDuyetId: decided ? (r.decidedBy ?? null) : null,
        yKienDuyet: r.comment ?? null,
        ngayDuyet: decided ? new Date(`${r.from}T01:00:00Z`) : null,
        version: r.path.length - 1,
      })
      .returning({ id: t.donNghiPhep.id });
    await tx.insert(t.donNghiPhepLichSu).values(
      r.path.map((to, i) => ({
        donNghiPhepId: row!.id,
        tuTrangThai: i === 0 ? null : r.path[i - 1]!,
        denTrangThai: to,
        actorNhanVienId: to === 'approved' || to === 'declined' ? (r.decidedBy ?? null) : r.who,
        ghiChu: to === 'declined' ? (r.comment ?? null) : null,
      })),
    );
    if (r.cover && r.path.includes('approved') && status !== 'cancelled') {
      await tx.insert(t.nhuCauDayThay).values({ donNghiPhepId: row!.id, nhanVienId: r.who, ...range });
    }
  }
}
