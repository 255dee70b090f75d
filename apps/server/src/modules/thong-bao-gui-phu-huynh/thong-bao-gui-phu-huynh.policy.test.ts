import { describe, expect, it } from 'vitest';
import { scopeOf } from './thong-bao-gui-phu-huynh.policy';

describe('thong-bao-gui-phu-huynh policy', () => {
  it('lets Admin see every record', () => {
    expect(scopeOf({ accountId: 1, roles: ['Admin', 'GiaoVien'] })).toEqual({ kind: 'all' });
  });

  it('limits anyone else to the records they created', () => {
    expect(scopeOf({ accountId: 7, roles: ['GiaoVien'] })).toEqual({ kind: 'own', taiKhoanId: 7 });
    expect(scopeOf({ accountId: 8, roles: ['HocSinh'] })).toEqual({ kind: 'own', taiKhoanId: 8 });
  });
});
