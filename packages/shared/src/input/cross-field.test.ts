import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { zCotNhapInput } from '../diem-vn/contract';
import { zDonNghiPhepInput, zDonNghiPhepUpdate, zLeaveCalendarQuery } from '../don-nghi-phep/contract';
import { zHocKyUpdate, zNamHocInput } from '../nam-hoc/contract';
import { crossFieldRule, datesInOrder, isInOrder } from './cross-field';

const issuesOf = (result: { success: boolean; error?: z.ZodError }) =>
  (result.error?.issues ?? []).map((i) => `${i.path.join('.')}: ${i.message}`);

describe('cross-field rules', () => {
  it('compare ISO dates and date-times, strictly when told, and leave missing dates to their own rule', () => {
    expect(isInOrder('2027-03-15', '2027-03-16')).toBe(true);
    expect(isInOrder('2027-03-16', '2027-03-15')).toBe(false);
    expect(isInOrder('2027-03-16', '2027-03-16')).toBe(true);
    expect(isInOrder('2027-03-16', '2027-03-16', true)).toBe(false);
    expect(isInOrder('2027-03-16T08:00:00+07:00', '2027-03-16T02:00:00Z', true)).toBe(true);
    expect(isInOrder(undefined, '2027-03-16')).toBe(true);
    expect(isInOrder('2027-03-16', null)).toBe(true);
  });

  it('run while OTHER fields are still missing or wrong (a plain refine stays silent then)', () => {
    const shape = { name: z.string().min(1), from: z.iso.date(), to: z.iso.date() };
    // A field not filled yet (undefined) aborts the object's plain refinements; a too-short one would not.
    const input = { from: '2027-03-16', to: '2027-03-15' };
    const plain = z.object(shape).refine((v) => v.to >= v.from, { message: 'order', path: ['to'] });
    expect(issuesOf(plain.safeParse(input))).not.toContain('to: order');
    const shared = z.object(shape).refine(...datesInOrder({ from: 'from', to: 'to', message: 'order' }));
    expect(issuesOf(shared.safeParse(input))).toHaveLength(2);
    expect(issuesOf(shared.safeParse(input))).toEqual(expect.arrayContaining(['to: order']));
  });

  it('stay silent while a field they read is itself wrong (its own message is enough)', () => {
    const schema = z
      .object({ from: z.iso.date(), to: z.iso.date() })
      .refine(...crossFieldRule({ fields: ['from', 'to'], path: 'to', message: 'order', check: () => false }));
    expect(issuesOf(schema.safeParse({ from: 'x', to: '2027-03-15' }))).not.toContain('to: order');
    expect(issuesOf(schema.safeParse({ from: '2027-03-16', to: '2027-03-15' }))).toEqual(['to: order']);
  });

  it('refuse a leave that ends before it starts, at the end date, before the reason is typed', () => {
    const half = { loaiNghiPhepId: 1, tuNgay: '2027-03-16', denNgay: '2027-03-15' };
    expect(issuesOf(zDonNghiPhepInput.safeParse(half))).toContain('denNgay: leave.dates.order');
    expect(issuesOf(zDonNghiPhepUpdate.safeParse({ ...half, lyDo: 'x', version: 1 }))).toContain(
      'denNgay: leave.dates.order',
    );
    const sameDay = { ...half, denNgay: '2027-03-16', tuBuoi: 'afternoon', denBuoi: 'morning', lyDo: 'x' };
    expect(issuesOf(zDonNghiPhepInput.safeParse(sameDay))).toEqual(['denNgay: leave.dates.order']);
    expect(zDonNghiPhepInput.safeParse({ ...sameDay, denBuoi: 'afternoon' }).success).toBe(true);
    expect(issuesOf(zLeaveCalendarQuery.safeParse({ tuNgay: '2027-03-16', denNgay: '2027-03-15' }))).toEqual([
      'denNgay: leave.dates.order',
    ]);
  });

  it('refuse a year, a term and a grade-entry window that end before they start', () => {
    expect(
      issuesOf(zNamHocInput.safeParse({ tenNamHoc: '', ngayBatDau: '2041-05-31', ngayKetThuc: '2040-09-05' })),
    ).toContain('ngayKetThuc: namHoc.dates.order');
    expect(
      issuesOf(zHocKyUpdate.safeParse({ tenHocKy: 'HK I', ngayBatDau: '2041-01-18', ngayKetThuc: '2041-01-18' })),
    ).toEqual(['ngayKetThuc: namHoc.dates.order']);
    expect(
      issuesOf(
        zCotNhapInput.safeParse({
          namHocId: 1,
          hocKy: 1,
          cot: 'x',
          moLuc: '2027-03-16T08:00:00+07:00',
          dongLuc: '2027-03-15T08:00:00+07:00',
        }),
      ),
    ).toContain('dongLuc: diemVn.window.order');
  });
});
