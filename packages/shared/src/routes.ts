/**
 * The one route table of spec §2. Guard, menu, breadcrumbs, tab titles and page titles all read it; the web app maps
 * a full path to a page component in `apps/web/src/app/route-components.tsx`.
 *
 * Authority is inherited: every link of the chain from the top group down to the route must pass (`canAccess`).
 * Where the spec needs two things at one level ("GiaoVien + permission X") the node lists both in `allOf`.
 */
import { type AccessSubject, type Authority, canAccess } from './auth';
import { matchPattern, rankPattern } from './route-pattern';

/** An authority of a route node; `allOf` lists what one level needs together. */
export type RouteAuthority = Authority;

/** External document links; their URLs come from `GET /api/auth/me` `links`. */
export type ExternalLink = 'soTayNguoiLaoDong' | 'baoHiemSucKhoe' | 'khaoSatForm';

export interface RouteNode {
  /** A segment relative to the parent, or an absolute path starting with `/`. `:id` marks a parameter. */
  path: string;
  /** i18n key in the `routes` namespace. */
  title: string;
  /** Name of an @ant-design/icons component. */
  icon?: string;
  authority?: RouteAuthority;
  /** Reachable by address but not listed in the menu. */
  hidden?: boolean;
  /** Tabs of this route cannot be closed. Default true. */
  closable?: boolean;
  /** Keep the page state while another tab is shown. Default true. */
  cache?: boolean;
  /** Opens a document in a new browser tab instead of a screen. */
  external?: ExternalLink;
  /** Rendered without the main layout (sign-in pages, callbacks, error pages). */
  bare?: boolean;
  /** Needs no session (sign-in page and its callbacks, error pages). */
  isPublic?: boolean;
  children?: readonly RouteNode[];
}

const GV: Authority = { role: ['GiaoVien'] };

const leaf = (path: string, title: string, extra: Partial<RouteNode> = {}): RouteNode => ({ path, title, ...extra });

/** Public and system routes (spec §2), rendered outside the main layout. */
export const systemRoutes: readonly RouteNode[] = [
  leaf('/login', 'login', { bare: true, isPublic: true, hidden: true }),
  leaf('/401', 'unauthorized', { bare: true, isPublic: true, hidden: true }),
  leaf('/403', 'forbidden', { bare: true, isPublic: true, hidden: true }),
  leaf('/404', 'notFound', { bare: true, isPublic: true, hidden: true }),
  leaf('/signin-callback', 'signinCallback', { bare: true, isPublic: true, hidden: true }),
  leaf('/silent-callback', 'silentCallback', { bare: true, isPublic: true, hidden: true }),
  leaf('/signout-callback', 'signoutCallback', { bare: true, isPublic: true, hidden: true }),
  // A guardian's notice and its attachments, reached by a signed link without an account (issue 27).
  leaf('/thongbaoguiphuhuynh/xem', 'thongBaoXem', { bare: true, isPublic: true, hidden: true }),
  leaf('/thongbaoguiphuhuynh/:id/download', 'thongBaoDownload', { bare: true, isPublic: true, hidden: true }),
];

/** Routes inside the main layout. Order is menu order. */
export const layoutRoutes: readonly RouteNode[] = [
  leaf('/home', 'home', { icon: 'HomeOutlined', closable: false }),
  leaf('/dashboard/workplace', 'workplace', { icon: 'DashboardOutlined' }),
  leaf('/baocaovipham/:id/download', 'baoCaoViPhamDownload', { hidden: true, cache: false }),
  leaf('/baoCaoViPham/baocaovipham/:id', 'baoCaoViPhamDetail', { hidden: true }),
  {
    path: '/danhba',
    title: 'danhba',
    icon: 'ContactsOutlined',
    authority: GV,
    children: [
      leaf('nhanvien', 'danhba.nhanvien'),
      leaf('hocsinh', 'danhba.hocsinh'),
      leaf('hocsinh/:id/hoso', 'danhba.hocsinhHoSo', { hidden: true }),
      leaf('nhanvien/:id/hoso', 'danhba.nhanvienHoSo', { hidden: true }),
    ],
  },
  {
    path: '/hplawards',
    title: 'hplawards',
    icon: 'TrophyOutlined',
    children: [leaf('board', 'hplawards.board')],
  },
  {
    path: '/hoSoCuaToi',
    title: 'hoSoCuaToi',
    icon: 'IdcardOutlined',
    authority: GV,
    children: [
      leaf('lichSuDiemDanhMay', 'hoSoCuaToi.lichSuDiemDanhMay'),
      leaf('thongKeSoLieu', 'hoSoCuaToi.thongKeSoLieu'),
      // The person's own identity documents: reached from their expiry alert (not in the spec's menu).
      leaf('giayToCuaToi', 'hoSoCuaToi.giayToCuaToi', { hidden: true }),
      leaf('soTayNguoiLaoDong', 'hoSoCuaToi.soTayNguoiLaoDong', { external: 'soTayNguoiLaoDong' }),
      leaf('baoHiemSucKhoe', 'hoSoCuaToi.baoHiemSucKhoe', { external: 'baoHiemSucKhoe' }),
    ],
  },
  {
    path: '/hocsinh',
    title: 'hocsinh',
    icon: 'ReadOutlined',
    authority: { role: ['HocSinh'] },
    children: [
      leaf('thoiKhoaBieu', 'hocsinh.thoiKhoaBieu'),
      leaf('lopquanly', 'hocsinh.lopquanly'),
      leaf('lopmonhoc', 'hocsinh.lopmonhoc'),
      leaf('lopmonhoc/:id/thongtinlophoc', 'hocsinh.thongTinLopHoc', { hidden: true }),
      leaf('phieuketquahoctap', 'hocsinh.phieuketquahoctap'),
      // A student's own incidents (issue 26): the list the server scopes to them; each opens baoCaoViPhamHocSinh/:id.
      leaf('viPham', 'hocsinh.viPham'),
    ],
  },
  {
    path: '/bantru',
    title: 'bantru',
    icon: 'CoffeeOutlined',
    authority: { allOf: [GV, ['BanTru.ThongKe']] },
    children: [leaf('thongkediemdanh', 'bantru.thongkediemdanh')],
  },
  {
    path: '/danhGiaTamLyHocSinh',
    title: 'danhGiaTamLyHocSinh',
    icon: 'HeartOutlined',
    authority: { role: ['HocSinh', 'ChuyenVienTamLy'] },
    children: [
      leaf('baiDanhGia', 'danhGiaTamLyHocSinh.baiDanhGia', { authority: { role: ['HocSinh'] } }),
      ...[
        'quanLyBaiDanhGiaTamLy',
        'tongQuanDanhGiaCauTraLoi',
        'tongQuanCauTraLoiTungHocSinh',
        'tongQuanNhomCauHoiTamLyLopMonHoc',
        'bieuDoSoSanh',
      ].map((p) => leaf(p, `danhGiaTamLyHocSinh.${p}`, { authority: { role: ['ChuyenVienTamLy'] } })),
    ],
  },
  {
    path: '/hoSoTamLy',
    title: 'hoSoTamLy',
    icon: 'SolutionOutlined',
    authority: { role: ['ChuyenVienTamLy'] },
    children: [
      leaf('danhSachDangKyThamVan', 'hoSoTamLy.danhSachDangKyThamVan', { authority: ['QuanLyHoSoTamLy.Admin'] }),
      leaf('caiDatNhanTamLy', 'hoSoTamLy.caiDatNhanTamLy', { authority: ['QuanLyHoSoTamLy.Admin'] }),
      leaf('hoSoTamLyHocSinh', 'hoSoTamLy.hoSoTamLyHocSinh'),
      leaf('ketQuaTracNghiemTamLy', 'hoSoTamLy.ketQuaTracNghiemTamLy'),
    ],
  },
  {
    path: '/chunhiem',
    title: 'chunhiem',
    icon: 'TeamOutlined',
    authority: GV,
    children: [
      leaf('loptoichunhiem', 'chunhiem.loptoichunhiem'),
      leaf('loptoichunhiem/:id/thongtinlophoc', 'chunhiem.thongTinLopHoc', { hidden: true }),
      leaf('guithongbaodenphuhuynh', 'chunhiem.guithongbaodenphuhuynh'),
      leaf('dangkyhuyantrua', 'chunhiem.dangkyhuyantrua'),
      // A homeroom teacher answers the psychology team's teacher-report questionnaires about their students.
      leaf('danhGiaVeHocSinh', 'chunhiem.danhGiaVeHocSinh'),
    ],
  },
  {
    path: '/chuyenmon',
    title: 'chuyenmon',
    icon: 'BookOutlined',
    authority: GV,
    children: [
      leaf('lophoccuatoi', 'chuyenmon.lophoccuatoi'),
      leaf('thoikhoabieucuatoi', 'chuyenmon.thoikhoabieucuatoi'),
      leaf('lophoccuatoi/:id/thongtinlophoc', 'chuyenmon.thongTinLopHoc', { hidden: true }),
      leaf('sodiemnhanxet', 'chuyenmon.sodiemnhanxet'),
      leaf('giaoancuatoi', 'chuyenmon.giaoancuatoi'),
      leaf('giaoancuatoi/taogiaoan', 'chuyenmon.taogiaoan', { hidden: true }),
      leaf('giaoancuatoi/:id', 'chuyenmon.suaGiaoAn', { hidden: true }),
      leaf('filegiaoan/:id/xemtruoc', 'chuyenmon.xemTruocGiaoAn', { hidden: true }),
      leaf('giaoancanduyet', 'chuyenmon.giaoancanduyet'),
      leaf('giaoancanduyet/:id', 'chuyenmon.duyetGiaoAn', { hidden: true }),
      leaf('hosochuyenmon', 'chuyenmon.hosochuyenmon'),
      leaf('bienbandugio', 'chuyenmon.bienbandugio'),
      leaf('thongkekhaosat', 'chuyenmon.thongkekhaosat'),
    ],
  },
  {
    path: '/yeucaudexuat',
    title: 'yeucaudexuat',
    icon: 'FormOutlined',
    authority: GV,
    children: [leaf('donnghiphep', 'yeucaudexuat.donnghiphep')],
  },
  {
    path: '/doanDoi',
    title: 'doanDoi',
    icon: 'FlagOutlined',
    authority: ['DoanDoi.QuanLyNenNep'],
    children: [leaf('danhGiaNenNepHocSinh', 'doanDoi.danhGiaNenNepHocSinh')],
  },
  {
    // The group is open so that its hidden detail page can admit students; every listed screen needs GiaoVien.
    path: '/baoCaoViPhamHocSinh',
    title: 'baoCaoViPhamHocSinh',
    icon: 'WarningOutlined',
    children: [
      leaf('baoCaoViPham', 'baoCaoViPhamHocSinh.baoCaoViPham', { authority: GV }),
      ...['danhSachViPham', 'dtbHanhVi', 'thongKeViPham'].map((p) =>
        leaf(p, `baoCaoViPhamHocSinh.${p}`, { authority: { allOf: [GV, ['DoanDoi.QuanLyNenNep']] } }),
      ),
      leaf(':id', 'baoCaoViPhamHocSinh.chiTiet', { hidden: true, authority: { role: ['GiaoVien', 'HocSinh'] } }),
    ],
  },
  {
    path: '/baoCaoViPhamNhanVien',
    title: 'baoCaoViPhamNhanVien',
    icon: 'AlertOutlined',
    authority: GV,
    children: [
      leaf('baoCaoViPham', 'baoCaoViPhamNhanVien.baoCaoViPham'),
      leaf('lichSuBaoCaoViPham', 'baoCaoViPhamNhanVien.lichSuBaoCaoViPham'),
      leaf('danhSachBaoCaoViPhamNhanVienCuaToi', 'baoCaoViPhamNhanVien.danhSachBaoCaoViPhamNhanVienCuaToi'),
      leaf('danhSachBaoCaoViPham', 'baoCaoViPhamNhanVien.danhSachBaoCaoViPham', {
        authority: ['BaoCaoViPhamNhanVien.ThongKe'],
      }),
      leaf('thongKeBaoCaoViPham', 'baoCaoViPhamNhanVien.thongKeBaoCaoViPham', {
        authority: ['BaoCaoViPhamNhanVien.ThongKe'],
      }),
    ],
  },
  leaf('/khaosatform', 'khaosatform', { icon: 'CarryOutOutlined', authority: GV, external: 'khaoSatForm' }),
  {
    path: '/quanlydiemcam',
    title: 'quanlydiemcam',
    icon: 'GlobalOutlined',
    authority: { allOf: [GV, ['QuanLyDiemCam']] },
    children: [
      'monhoc',
      'lopmonhoc',
      'quanlybaithicam',
      'quanlyketquadiemthicam',
      'thangquydoidiem',
      'caidatnhapdiemcam',
      'phantichdiem',
      'thongkediem',
      'xuatphieudiem',
    ].map((p) => leaf(p, `quanlydiemcam.${p}`)),
  },
  {
    path: '/quanlydiemvn',
    title: 'quanlydiemvn',
    icon: 'CalculatorOutlined',
    authority: { allOf: [GV, ['QuanLyDiemVN']] },
    children: ['monhoc', 'lopmonhoc', 'caidatnhapdiemvn', 'xuatphieudiem', 'tongKet'].map((p) =>
      leaf(p, `quanlydiemvn.${p}`),
    ),
  },
  {
    path: '/tuyensinh',
    title: 'tuyensinh',
    icon: 'UserAddOutlined',
    authority: ['QuanLyTuyenSinh'],
    children: [leaf('xetduyethoso', 'tuyensinh.xetduyethoso', { authority: ['QuanLyTuyenSinh.XetDuyetHoSo'] })],
  },
  {
    path: '/quanlynhansu',
    title: 'quanlynhansu',
    icon: 'UserSwitchOutlined',
    authority: ['QuanLyNhanSu'],
    children: [
      leaf('visapassportworkpermit', 'quanlynhansu.visapassportworkpermit', {
        authority: ['QuanLyNhanSu.VisaPassport'],
      }),
      leaf('bienbandugio', 'quanlynhansu.bienbandugio'),
      leaf('caidatchuyenmon', 'quanlynhansu.caidatchuyenmon'),
      leaf('phongban', 'quanlynhansu.phongban', { authority: ['QuanLyNhanSu.PhongBanNhanSu'] }),
    ],
  },
  {
    path: '/quanlythoikhoabieu',
    title: 'quanlythoikhoabieu',
    icon: 'ScheduleOutlined',
    authority: ['QuanLyThoiKhoaBieu'],
    children: [
      leaf('phanconggiangday', 'quanlythoikhoabieu.phanconggiangday'),
      leaf('phancongthoikhoabieu', 'quanlythoikhoabieu.phancongthoikhoabieu'),
      ...['phancongdaythay', 'lopmonhocvn', 'lopmonhoccam'].map((p) =>
        leaf(p, `quanlythoikhoabieu.${p}`, { authority: ['QuanLyThoiKhoaBieu.QuanLy'] }),
      ),
    ],
  },
  {
    path: '/quanly',
    title: 'quanly',
    icon: 'SettingOutlined',
    authority: { role: ['Admin'] },
    children: [
      leaf('hocsinh', 'quanly.hocsinh'),
      leaf('hocsinh/:id/hoso', 'quanly.hocsinhHoSo', { hidden: true }),
      ...[
        'hocSinhChuyenLop',
        'hocSinhChuyenLopMonHoc',
        'hocSinhChuyenTruong',
        'namhoc',
        'hehoc',
        'monhoc',
        'toanha',
        'loaiphong',
        'truongHoc',
        'phong',
        'tangToaNha',
        'khoi',
        'khoiHeHoc',
        'LopQuanLy',
        'thongKeTrangThaiDiemDanh',
        'phongban',
      ].map((p) => leaf(p, `quanly.${p}`)),
      leaf('taiKhoan', 'quanly.taiKhoan', { authority: ['QuanLy.TaiKhoan'] }),
      // The chatbot's knowledge base (documents per topic): reached from the chatbot window, not the menu.
      leaf('taiLieuChatBot', 'quanly.taiLieuChatBot', { hidden: true }),
    ],
  },
  {
    path: '/baoCao',
    title: 'baoCao',
    icon: 'BarChartOutlined',
    authority: { allOf: [GV, ['Report']] },
    children: [
      leaf('hanhViHocSinh', 'baoCao.hanhViHocSinh', { authority: ['Report.HanhViHocSinh'] }),
      leaf('thongKeTrangThaiDiemDanh', 'baoCao.thongKeTrangThaiDiemDanh', { authority: ['Report.HanhViHocSinh'] }),
      leaf('thongKeKhaoSatGiaoVien', 'baoCao.thongKeKhaoSatGiaoVien', { authority: ['Report.KhaoSatGiaoVien'] }),
      leaf('thongKeKhaoSatGiaoVienVN', 'baoCao.thongKeKhaoSatGiaoVienVN', { authority: ['Report.KhaoSatGiaoVien'] }),
    ],
  },
  leaf('/dangkythamvan', 'dangkythamvan', { icon: 'CommentOutlined' }),
  {
    path: '/thanhtra',
    title: 'thanhtra',
    icon: 'AuditOutlined',
    authority: { role: ['ThanhTra'] },
    children: [leaf('hosochuyenmon', 'thanhtra.hosochuyenmon')],
  },
  {
    path: '/systems',
    title: 'systems',
    icon: 'InfoCircleOutlined',
    authority: GV,
    hidden: true,
    children: [leaf('releaseNotes', 'systems.releaseNotes'), leaf('reportBug', 'systems.reportBug')],
  },
];

/** A route with everything the guard, menu and tabs need, resolved from its ancestors. */
export interface ResolvedRoute {
  /** Absolute path pattern, e.g. `/danhba/hocsinh/:id/hoso`. */
  fullPath: string;
  node: RouteNode;
  /** Ancestors first, the route itself last. */
  lineage: readonly RouteNode[];
  /** Every authority of the lineage, expanded (`allOf` becomes several links). */
  chain: readonly Authority[];
  hidden: boolean;
}

function joinPath(parent: string, path: string): string {
  if (path.startsWith('/')) return path;
  return `${parent.replace(/\/$/, '')}/${path}`;
}

function expandAuthority(authority: RouteAuthority | undefined): Authority[] {
  if (authority === undefined) return [];
  if (typeof authority === 'object' && 'allOf' in authority) return [...authority.allOf];
  return [authority];
}

/** Every route of a tree (groups included), parents before children. */
export function flattenRoutes(
  nodes: readonly RouteNode[],
  parent: { fullPath: string; lineage: readonly RouteNode[]; chain: readonly Authority[]; hidden: boolean } = {
    fullPath: '',
    lineage: [],
    chain: [],
    hidden: false,
  },
): ResolvedRoute[] {
  return nodes.flatMap((node) => {
    const resolved: ResolvedRoute = {
      fullPath: joinPath(parent.fullPath, node.path),
      node,
      lineage: [...parent.lineage, node],
      chain: [...parent.chain, ...expandAuthority(node.authority)],
      hidden: parent.hidden || node.hidden === true,
    };
    return [resolved, ...(node.children ? flattenRoutes(node.children, resolved) : [])];
  });
}

export const allRoutes: readonly ResolvedRoute[] = [...flattenRoutes(systemRoutes), ...flattenRoutes(layoutRoutes)];

/**
 * The whole authority chain of a route of the table (a screen or a group), as one authority: what an endpoint that
 * serves this screen must require. Throws on a path the table does not have, so a mistyped path fails at start.
 */
export function routeAuthority(fullPath: string): Authority {
  const route = allRoutes.find((r) => r.fullPath === fullPath);
  if (!route) throw new Error(`routeAuthority: the route table has no ${fullPath}`);
  if (route.chain.length === 0) return '*';
  return route.chain.length === 1 ? (route.chain[0] as Authority) : { allOf: route.chain };
}

/** Screens (routes without children): what the router renders. */
export const screenRoutes: readonly ResolvedRoute[] = allRoutes.filter((r) => !r.node.children?.length);

export interface RouteMatch {
  route: ResolvedRoute;
  params: Record<string, string>;
}

/** The screen a browser path shows (case-insensitive, as the original portal was), or null for 404. */
export function matchScreen(pathname: string, routes: readonly ResolvedRoute[] = screenRoutes): RouteMatch | null {
  const path = pathname.replace(/\/+$/, '') || '/';
  let best: RouteMatch | null = null;
  let bestRank = -1;
  for (const route of routes) {
    const params = matchPattern(route.fullPath, path);
    if (!params) continue;
    const rank = rankPattern(route.fullPath);
    if (rank > bestRank) {
      best = { route, params };
      bestRank = rank;
    }
  }
  return best;
}

export function canAccessRoute(route: ResolvedRoute, user: AccessSubject): boolean {
  return canAccess(route.chain, user);
}

/** A menu entry: a visible route the user may open, with its visible children. */
export interface MenuEntry {
  fullPath: string;
  title: string;
  icon?: string;
  external?: ExternalLink;
  children?: MenuEntry[];
}

/**
 * The menu of spec §5/§6. With `filterMenu` on, a route shows only when its whole chain passes; a group shows when
 * it keeps at least one child. Hidden routes never show.
 */
export function buildMenu(
  user: AccessSubject,
  options: { filterMenu?: boolean; nodes?: readonly RouteNode[] } = {},
): MenuEntry[] {
  const filter = options.filterMenu ?? true;
  const walk = (nodes: readonly RouteNode[], parent: ResolvedRoute | undefined): MenuEntry[] =>
    nodes.flatMap((node) => {
      const [resolved] = flattenRoutes(
        [{ ...node, children: undefined }],
        parent ?? { fullPath: '', lineage: [], chain: [], hidden: false },
      );
      if (!resolved || resolved.hidden) return [];
      if (filter && !canAccess(resolved.chain, user)) return [];
      const entry: MenuEntry = { fullPath: resolved.fullPath, title: node.title };
      if (node.icon) entry.icon = node.icon;
      if (node.external) entry.external = node.external;
      if (node.children?.length) {
        const children = walk(node.children, resolved);
        if (children.length === 0) return [];
        entry.children = children;
      }
      return [entry];
    });
  return walk(options.nodes ?? layoutRoutes, undefined);
}

/** The routes from the top group down to a screen, for breadcrumbs. */
export function findLineage(fullPath: string): readonly ResolvedRoute[] {
  const target = allRoutes.find((r) => r.fullPath === fullPath);
  if (!target) return [];
  return target.lineage.map(
    (_, i) => allRoutes.find((r) => r.lineage.length === i + 1 && r.node === target.lineage[i]) as ResolvedRoute,
  );
}
