import { describe, expect, it } from 'vitest';
import { PERMISSIONS } from './auth';
import { allRoutes, buildMenu, canAccessRoute, type MenuEntry, matchScreen, screenRoutes } from './routes';

/** Copied from apps/server/src/demo/school-data.ts (shared must not import server code). */
const demoAccounts: { username: string; roles: string[]; permissions: string[] }[] = [
  { username: 'admin', roles: ['Admin', 'GiaoVien'], permissions: [...PERMISSIONS] },
  { username: 'giaovien', roles: ['GiaoVien'], permissions: [] },
  { username: 'gvcn', roles: ['GiaoVien'], permissions: [] },
  { username: 'totruong', roles: ['GiaoVien'], permissions: [] },
  { username: 'hocsinh', roles: ['HocSinh'], permissions: [] },
  { username: 'tamly', roles: ['GiaoVien', 'ChuyenVienTamLy'], permissions: ['QuanLyHoSoTamLy.Admin'] },
  { username: 'thanhtra', roles: ['ThanhTra'], permissions: [] },
  { username: 'bantru', roles: ['GiaoVien'], permissions: ['BanTru.ThongKe'] },
  { username: 'doandoi', roles: ['GiaoVien'], permissions: ['DoanDoi.QuanLyNenNep'] },
  {
    username: 'daotao',
    roles: ['GiaoVien'],
    permissions: ['QuanLyDiemCam', 'QuanLyDiemVN', 'QuanLyThoiKhoaBieu', 'QuanLyThoiKhoaBieu.QuanLy'],
  },
  { username: 'tuyensinh', roles: ['GiaoVien'], permissions: ['QuanLyTuyenSinh', 'QuanLyTuyenSinh.XetDuyetHoSo'] },
  {
    username: 'nhansu',
    roles: ['GiaoVien'],
    permissions: ['QuanLyNhanSu', 'QuanLyNhanSu.VisaPassport', 'QuanLyNhanSu.PhongBanNhanSu'],
  },
  {
    username: 'baocao',
    roles: ['GiaoVien'],
    permissions: ['Report', 'Report.HanhViHocSinh', 'Report.KhaoSatGiaoVien', 'BaoCaoViPhamNhanVien.ThongKe'],
  },
];

function printMenu(entries: MenuEntry[], depth = 0): string[] {
  return entries.flatMap((e) => [
    `${'  '.repeat(depth + 1)}${e.fullPath}${e.external ? ` (external: ${e.external})` : ''}`,
    ...printMenu(e.children ?? [], depth + 1),
  ]);
}

describe('route table', () => {
  it('has unique full paths', () => {
    const paths = allRoutes.map((r) => r.fullPath.toLowerCase());
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('gives every demo account the menu reviewed against spec §2', async () => {
    const text = demoAccounts
      .map((a) => [`${a.username} [${a.roles.join(', ')}]`, ...printMenu(buildMenu(a))].join('\n'))
      .join('\n\n');
    await expect(`${text}\n`).toMatchFileSnapshot('./__snapshots__/menus-by-account.txt');
  });

  it('lets every demo account open exactly the screens its chain allows (hidden ones included)', async () => {
    const text = demoAccounts
      .map((a) =>
        [
          `${a.username}:`,
          ...screenRoutes.filter((r) => !r.node.isPublic && canAccessRoute(r, a)).map((r) => `  ${r.fullPath}`),
        ].join('\n'),
      )
      .join('\n\n');
    await expect(`${text}\n`).toMatchFileSnapshot('./__snapshots__/screens-by-account.txt');
  });

  it('needs both parts of "GiaoVien + permission" groups', () => {
    const thongKe = matchScreen('/bantru/thongkediemdanh')?.route;
    expect(thongKe).toBeDefined();
    if (!thongKe) return;
    expect(canAccessRoute(thongKe, { roles: ['GiaoVien'], permissions: [] })).toBe(false);
    expect(canAccessRoute(thongKe, { roles: ['HocSinh'], permissions: ['BanTru.ThongKe'] })).toBe(false);
    expect(canAccessRoute(thongKe, { roles: ['GiaoVien'], permissions: ['BanTru.ThongKe'] })).toBe(true);
  });

  it('lets students open a misconduct report detail but not the teacher screens of that group', () => {
    const student = { roles: ['HocSinh'], permissions: [] };
    const detail = matchScreen('/baoCaoViPhamHocSinh/42');
    expect(detail?.route.fullPath).toBe('/baoCaoViPhamHocSinh/:id');
    expect(detail?.params).toEqual({ id: '42' });
    expect(detail && canAccessRoute(detail.route, student)).toBe(true);
    const report = matchScreen('/baoCaoViPhamHocSinh/baoCaoViPham');
    expect(report?.route.fullPath).toBe('/baoCaoViPhamHocSinh/baoCaoViPham');
    expect(report && canAccessRoute(report.route, student)).toBe(false);
  });

  it('matches paths case-insensitively, ignores a trailing slash and answers null for unknown paths', () => {
    expect(matchScreen('/quanly/lopquanly/')?.route.fullPath).toBe('/quanly/LopQuanLy');
    expect(matchScreen('/nope')).toBeNull();
    expect(matchScreen('/danhba')).toBeNull();
  });

  it('hides routes marked hidden and groups left empty', () => {
    const menu = buildMenu({ roles: ['Admin', 'GiaoVien'], permissions: [...PERMISSIONS] });
    const paths = menu.flatMap((e) => [e.fullPath, ...(e.children ?? []).map((c) => c.fullPath)]);
    expect(paths).not.toContain('/systems');
    expect(paths).not.toContain('/danhba/hocsinh/:id/hoso');
    expect(buildMenu({ roles: ['HocSinh'], permissions: [] }).map((e) => e.fullPath)).not.toContain(
      '/baoCaoViPhamHocSinh',
    );
  });

  it('shows every route with filterMenu off', () => {
    const menu = buildMenu({ roles: [], permissions: [] }, { filterMenu: false });
    expect(menu.map((e) => e.fullPath)).toContain('/quanly');
  });
});
