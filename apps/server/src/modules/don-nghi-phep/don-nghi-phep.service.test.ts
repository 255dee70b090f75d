import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/support/test-app';
import { auditLog, donNghiPhepLichSu, loaiNghiPhep, thongBao } from '../../db/schema';
import * as service from './don-nghi-phep.service';

let t: TestApp;
let annual: number;
const input = (tuNgay: string, denNgay: string) => ({
  loaiNghiPhepId: annual,
  tuNgay,
  tuBuoi: 'morning' as const,
  denNgay,
  denBuoi: 'afternoon' as const,
  lyDo: 'Việc riêng',
  canDayThay: false,
});

beforeAll(async () => {
  t = await createTestApp();
  [{ id: annual }] = (await t.db
    .select({ id: loaiNghiPhep.id })
    .from(loaiNghiPhep)
    .where(eq(loaiNghiPhep.ma, 'annual'))) as [{ id: number }];
});
afterAll(async () => {
  await t?.close();
});

describe('don-nghi-phep service', () => {
  it('writes the request, its history, the audit row and the approver’s notification together', async () => {
    const giaovien = await t.callerFor('giaovien');
    const created = await service.createRequest(t.db, giaovien, input('2027-05-10', '2027-05-11'));
    const history = await t.db.select().from(donNghiPhepLichSu).where(eq(donNghiPhepLichSu.donNghiPhepId, created.id));
    expect(history.map((h) => h.denTrangThai)).toEqual(['pending']);
    const audits = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, String(created.id)));
    expect(audits.some((a) => a.entity === 'DonNghiPhep' && a.action === 'create')).toBe(true);
    const totruong = await t.callerFor('totruong');
    const notes = await t.db.select().from(thongBao).where(eq(thongBao.taiKhoanId, totruong.user.accountId));
    expect(notes.some((n) => n.loai === 'leave.submitted' && n.payload.donNghiPhepId === created.id)).toBe(true);
  });
});
