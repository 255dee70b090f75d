import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { computeBalance, computeEntitlement, countFullYears } from './entitlement';

describe('computeEntitlement', () => {
  it('gives 12 days plus one per 5 full years of service at the start of the leave year', () => {
    const start = '2026-09-05';
    expect(computeEntitlement({ soNgayPhepNam: null, ngayVaoLam: null }, start)).toBe(12);
    expect(computeEntitlement({ soNgayPhepNam: null, ngayVaoLam: '2022-01-10' }, start)).toBe(12);
    expect(computeEntitlement({ soNgayPhepNam: null, ngayVaoLam: '2021-09-05' }, start)).toBe(13);
    expect(computeEntitlement({ soNgayPhepNam: null, ngayVaoLam: '2021-09-06' }, start)).toBe(12);
    expect(computeEntitlement({ soNgayPhepNam: null, ngayVaoLam: '2010-03-01' }, start)).toBe(15);
    expect(computeEntitlement({ soNgayPhepNam: null, ngayVaoLam: '2027-01-01' }, start)).toBe(12);
  });

  it('lets a per-person setting win over the statutory default', () => {
    expect(computeEntitlement({ soNgayPhepNam: 16, ngayVaoLam: '2010-03-01' }, '2026-09-05')).toBe(16);
    expect(computeEntitlement({ soNgayPhepNam: 0, ngayVaoLam: null }, '2026-09-05')).toBe(0);
  });

  it('never decreases with longer service', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 40 }), fc.integer({ min: 0, max: 40 }), (a, b) => {
        const [shorter, longer] = a <= b ? [a, b] : [b, a];
        const joined = (years: number) => `${2026 - years}-09-01`;
        const e = (years: number) =>
          computeEntitlement({ soNgayPhepNam: null, ngayVaoLam: joined(years) }, '2026-09-05');
        expect(e(longer)).toBeGreaterThanOrEqual(e(shorter));
        expect(e(shorter)).toBe(12 + Math.floor(countFullYears(joined(shorter), '2026-09-05') / 5));
      }),
    );
  });
});

describe('computeBalance', () => {
  it('subtracts approved and pending days, ignores declined and cancelled', () => {
    const balance = computeBalance(12, [
      { trangThai: 'approved', soNgay: 2 },
      { trangThai: 'cancel_requested', soNgay: 1 },
      { trangThai: 'pending', soNgay: 1.5 },
      { trangThai: 'declined', soNgay: 3 },
      { trangThai: 'cancelled', soNgay: 4 },
    ]);
    expect(balance).toEqual({ soNgayDuocNghi: 12, soNgayDaNghi: 3, soNgayChoDuyet: 1.5, soNgayConLai: 7.5 });
  });

  it('keeps entitlement = used + pending + remaining', () => {
    const zStatus = fc.constantFrom('pending', 'approved', 'declined', 'cancelled', 'cancel_requested');
    const zRequest = fc.record({ trangThai: zStatus, soNgay: fc.integer({ min: 1, max: 20 }).map((h) => h / 2) });
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 30 }), fc.array(zRequest, { maxLength: 20 }), (entitlement, requests) => {
        const b = computeBalance(entitlement, requests);
        expect(b.soNgayDaNghi + b.soNgayChoDuyet + b.soNgayConLai).toBe(entitlement);
      }),
    );
  });
});
