import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type Authority, canAccess, PERMISSIONS, passesAuthority, ROLES } from './auth';

const teacher = { roles: ['GiaoVien'], permissions: ['BanTru.ThongKe'] };
const student = { roles: ['HocSinh'], permissions: [] };

describe('passesAuthority', () => {
  it('opens "*" and a missing authority to everyone', () => {
    expect(passesAuthority('*', student)).toBe(true);
    expect(passesAuthority(undefined, student)).toBe(true);
    expect(passesAuthority({}, student)).toBe(true);
  });

  it('passes on a permission OR a role', () => {
    expect(passesAuthority({ role: ['GiaoVien'] }, teacher)).toBe(true);
    expect(passesAuthority({ role: ['Admin'] }, teacher)).toBe(false);
    expect(passesAuthority({ permission: ['BanTru.ThongKe'] }, teacher)).toBe(true);
    expect(passesAuthority({ permission: ['QuanLyDiemVN'], role: ['GiaoVien'] }, teacher)).toBe(true);
    expect(passesAuthority(['BanTru.ThongKe'], teacher)).toBe(true);
    expect(passesAuthority(['QuanLyDiemCam'], teacher)).toBe(false);
  });

  it('denies exceptRole first', () => {
    expect(passesAuthority({ role: ['GiaoVien'], exceptRole: ['GiaoVien'] }, teacher)).toBe(false);
    expect(passesAuthority({ exceptRole: ['HocSinh'] }, student)).toBe(false);
    expect(passesAuthority({ exceptRole: ['HocSinh'] }, teacher)).toBe(true);
  });
});

describe('canAccess', () => {
  it('requires every link of the chain', () => {
    const chain: Authority[] = [{ role: ['GiaoVien'] }, ['BanTru.ThongKe']];
    expect(canAccess(chain, teacher)).toBe(true);
    expect(canAccess(chain, { roles: ['GiaoVien'], permissions: [] })).toBe(false);
    expect(canAccess(chain, { roles: [], permissions: ['BanTru.ThongKe'] })).toBe(false);
  });

  it('never grants more than the strictest link (property)', () => {
    const zRole = fc.subarray([...ROLES]);
    const zPerm = fc.subarray([...PERMISSIONS]);
    const zAuthority = fc.oneof(
      fc.constant<Authority>('*'),
      zPerm.map((p) => p as Authority),
      fc.record({ permission: zPerm, role: zRole, exceptRole: zRole }).map((a) => a as Authority),
    );
    fc.assert(
      fc.property(fc.array(zAuthority, { maxLength: 4 }), zRole, zPerm, (chain, roles, permissions) => {
        const user = { roles, permissions };
        expect(canAccess(chain, user)).toBe(chain.every((a) => passesAuthority(a, user)));
        if (chain.length > 0 && !passesAuthority(chain[0], user)) expect(canAccess(chain, user)).toBe(false);
      }),
    );
  });
});
