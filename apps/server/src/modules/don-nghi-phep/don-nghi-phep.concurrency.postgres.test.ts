import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/support/test-app';
import { loaiNghiPhep } from '../../db/schema';
import { AppError } from '../../lib/errors';
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

// Two requests at once only race for real on PostgreSQL (PGlite runs one transaction at a time): without the row
// lock on the staff member (repository lockStaff, FOR UPDATE) the two overlapping filings both get through here.
describe('don-nghi-phep service under concurrent requests (PostgreSQL)', () => {
  it('lets only one of two concurrent overlapping filings through', async () => {
    const gvcn = await t.callerFor('gvcn');
    const results = await Promise.allSettled([
      service.createRequest(t.db, gvcn, input('2027-05-17', '2027-05-18')),
      service.createRequest(t.db, gvcn, input('2027-05-18', '2027-05-19')),
    ]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const failure = results.find((r) => r.status === 'rejected') as PromiseRejectedResult;
    expect(failure.reason).toBeInstanceOf(AppError);
    expect((failure.reason as AppError).messageKey).toBe('leave.overlap');
  });

  it('lets only one of two concurrent decisions on the same version win', async () => {
    const giaovien = await t.callerFor('giaovien');
    const totruong = await t.callerFor('totruong');
    const created = await service.createRequest(t.db, giaovien, input('2027-05-24', '2027-05-24'));
    const decision = { version: created.version, ghiChu: 'OK' };
    const results = await Promise.allSettled([
      service.transitionRequest(t.db, totruong, created.id, 'approve', decision),
      service.transitionRequest(t.db, totruong, created.id, 'decline', decision),
    ]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const failure = results.find((r) => r.status === 'rejected') as PromiseRejectedResult;
    expect((failure.reason as AppError).statusCode).toBe(409);
  });
});
