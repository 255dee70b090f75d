import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { getTableName, is } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import * as schema from '../src/db/schema';
import { findViolations, type OwnershipRules, type SourceFile } from './support/table-ownership';

/**
 * Who owns which table, checked on every run: only the owner module writes its tables; another module reads one only
 * when its reviewed allow-list below names it (a join for a list's search, sort or paging: docs/module-shape.md,
 * "Joins across modules that stay"). Single records of another module come through its entry (modules/<owner>/
 * index.ts), and so does any change to them. A new table fails here until it has an owner.
 */
const OWNERS: Record<string, string> = {
  // Infrastructure: written through lib/ (audit, uploads, jobs), readable by any module.
  auditLog: 'lib',
  files: 'lib',
  jobs: 'lib',
  // Sign-in, sessions and the bundled OpenID provider's storage.
  phienDangNhap: 'auth',
  oidcPayload: 'auth',
  caiDatHeThong: 'auth',
  taiKhoan: 'tai-khoan',
  thongBaoGuiPhuHuynh: 'thong-bao-gui-phu-huynh',
  thongBaoGuiPhuHuynhTep: 'thong-bao-gui-phu-huynh',
  thongBaoGuiPhuHuynhNguoiNhan: 'thong-bao-gui-phu-huynh',
  chatConversation: 'chat',
  chatParticipant: 'chat',
  chatMessage: 'chat',
  chatSupporter: 'chat',
  chatBotTaiLieu: 'chat-bot',
  chatBotDoan: 'chat-bot',
  chatBotLinhVuc: 'chat-bot',
  namHoc: 'nam-hoc',
  hocKy: 'nam-hoc',
  ngayNghi: 'nam-hoc',
  heHoc: 'danh-muc',
  khoi: 'danh-muc',
  khoiHeHoc: 'danh-muc',
  truongHoc: 'danh-muc',
  toaNha: 'danh-muc',
  tangToaNha: 'danh-muc',
  loaiPhong: 'danh-muc',
  phong: 'danh-muc',
  monHoc: 'danh-muc',
  phongBan: 'phong-ban',
  phongBanPhoPhong: 'phong-ban',
  nhanVien: 'nhan-vien',
  hocSinh: 'hoc-sinh',
  phuHuynh: 'hoc-sinh',
  chuyenTruong: 'hoc-sinh',
  chuyenTruongTaiLieu: 'hoc-sinh',
  tacVuNhapDuLieu: 'hoc-sinh',
  lopQuanLy: 'lop-quan-ly',
  lopQuanLyHocSinh: 'lop-quan-ly',
  lopMonHoc: 'lop-mon-hoc',
  lopMonHocGiaoVien: 'lop-mon-hoc',
  lopMonHocHocSinh: 'lop-mon-hoc',
  diemDanhHocSinh: 'diem-danh',
  banTruKy: 'ban-tru',
  banTruSuatPhucVu: 'ban-tru',
  banTruDangKy: 'ban-tru',
  banTruHuyAn: 'ban-tru',
  chamCongMay: 'diem-danh',
  yeuCauSuaChamCong: 'diem-danh',
  giayToTuyThan: 'giay-to-tuy-than',
  giayToCanhBao: 'giay-to-tuy-than',
  hoSoTuyenSinh: 'tuyen-sinh',
  hoSoTuyenSinhTaiLieu: 'tuyen-sinh',
  hoSoTuyenSinhLichSu: 'tuyen-sinh',
  hoSoTuyenSinhDanhGia: 'tuyen-sinh',
  maViPham: 'bao-cao-vi-pham',
  viPhamHocSinh: 'bao-cao-vi-pham',
  viPhamHocSinhNguoi: 'bao-cao-vi-pham',
  viPhamHocSinhMa: 'bao-cao-vi-pham',
  viPhamMinhChung: 'bao-cao-vi-pham',
  hanhViCaiDat: 'bao-cao-vi-pham',
  viPhamNhanVien: 'bao-cao-vi-pham',
  viPhamNhanVienMinhChung: 'bao-cao-vi-pham',
  tieuChiNenNep: 'bao-cao-vi-pham',
  nenNepTuan: 'bao-cao-vi-pham',
  nenNepTuanDiem: 'bao-cao-vi-pham',
  loaiNghiPhep: 'don-nghi-phep',
  donNghiPhep: 'don-nghi-phep',
  donNghiPhepLichSu: 'don-nghi-phep',
  nhuCauDayThay: 'don-nghi-phep',
  giaoAn: 'giao-an',
  giaoAnPhienBan: 'giao-an',
  giaoAnTep: 'giao-an',
  giaoAnNhanXet: 'giao-an',
  giaoAnCaiDat: 'giao-an',
  duGio: 'bien-ban-du-gio',
  duGioNguoiDu: 'bien-ban-du-gio',
  duGioCaiDat: 'bien-ban-du-gio',
  khaoSatGiaoVien: 'khao-sat-giao-vien',
  khaoSatTraLoi: 'khao-sat-giao-vien',
  khaoSatPhieu: 'khao-sat-giao-vien',
  loaiHoSo: 'ho-so-chuyen-mon',
  hoSoNop: 'ho-so-chuyen-mon',
  hoSoTep: 'ho-so-chuyen-mon',
  thanhTraGhiChu: 'ho-so-chuyen-mon',
  thongBao: 'notifications',
  phanCongCaiDat: 'phan-cong-giang-day',
  nhiemVuGiaoVien: 'phan-cong-giang-day',
  monHocCam: 'diem-cam',
  thangQuyDoi: 'diem-cam',
  baiThiCam: 'diem-cam',
  baiThiCamThanhPhan: 'diem-cam',
  ketQuaThiCam: 'diem-cam',
  baiThiCamCaiDat: 'diem-cam',
  diemVnCaiDat: 'diem-vn',
  diemVnMonHoc: 'diem-vn',
  diemVnCotNhap: 'diem-vn',
  diemVnCongBo: 'diem-vn',
  diemVnDiem: 'diem-vn',
  diemVnNhanXet: 'diem-vn',
  diemVnRenLuyen: 'diem-vn',
  diemVnYeuCauSua: 'diem-vn',
  diemVnTrungBinh: 'diem-vn',
  diemVnTongKet: 'diem-vn',
  diemVnTieuHoc: 'diem-vn',
  diemVnPhamChat: 'diem-vn',
  diemVnTongKetTieuHoc: 'diem-vn',
  caiDatThoiKhoaBieu: 'thoi-khoa-bieu',
  monHocThoiKhoaBieu: 'thoi-khoa-bieu',
  giaoVienBanTiet: 'thoi-khoa-bieu',
  giaoVienNgayUuTien: 'thoi-khoa-bieu',
  phienBanThoiKhoaBieu: 'thoi-khoa-bieu',
  tietHoc: 'thoi-khoa-bieu',
  ngoaiLeTietHoc: 'thoi-khoa-bieu',
  lanTaoThoiKhoaBieu: 'thoi-khoa-bieu',
  lichTokenThoiKhoaBieu: 'thoi-khoa-bieu',
  baoLoi: 'bao-loi',
  baoLoiLichSu: 'bao-loi',
  khenThuong: 'khen-thuong',
  khenThuongNguoiNhan: 'khen-thuong',
  tamLyBaiDanhGia: 'danh-gia-tam-ly',
  tamLyDotDanhGia: 'danh-gia-tam-ly',
  tamLyPhieuTraLoi: 'danh-gia-tam-ly',
  tamLyDangKyThamVan: 'ho-so-tam-ly',
  tamLyHoSo: 'ho-so-tam-ly',
  tamLyBuoiThamVan: 'ho-so-tam-ly',
  tamLyChuyenTuyen: 'ho-so-tam-ly',
  tamLyCaiDatNhan: 'ho-so-tam-ly',
};

/** Reviewed foreign writes that remain, each with its reason. Keep this short; move a write behind the owner's entry. */
const WRITE_EXCEPTIONS: Record<string, string> = {
  'auth:taiKhoan':
    "auth's storage adapters keep sign-in state on the account row (failed attempts, lock, password, last sign-in) for the bundled OpenID provider",
  'diem-cam:auditLog': 'bulk audit rows of a result import in one statement (lib/audit writes one row per call)',
  'diem-vn:auditLog': 'bulk audit rows of a mark import in one statement (lib/audit writes one row per call)',
};

/** Tables no other module may ever read or write: the psychology team's (student wellbeing). */
const SEALED: string[] = [
  'tamLyBaiDanhGia',
  'tamLyDotDanhGia',
  'tamLyPhieuTraLoi',
  'tamLyDangKyThamVan',
  'tamLyHoSo',
  'tamLyBuoiThamVan',
  'tamLyChuyenTuyen',
  'tamLyCaiDatNhan',
];

/** Foreign tables each module may read (imports from db/schema), reviewed: the reasons are in docs/module-shape.md. */
const READS: Record<string, string[]> = {
  // auth: /api/auth/me's profile of the caller (own staff row with department, own class); account storage.
  auth: ['hocSinh', 'lopQuanLy', 'lopQuanLyHocSinh', 'nhanVien', 'phongBan', 'taiKhoan'],
  // ban-tru: meal counts per class and day group on the enrolment of the day, school holidays (ngay_nghi) left out;
  // cancellation lists show name and class.
  'ban-tru': ['hocSinh', 'lopQuanLy', 'lopQuanLyHocSinh', 'ngayNghi'],
  chat: ['nhanVien', 'phongBan', 'taiKhoan'],
  'danh-ba': [
    'hocSinh',
    'lopMonHoc',
    'lopMonHocGiaoVien',
    'lopMonHocHocSinh',
    'lopQuanLy',
    'lopQuanLyHocSinh',
    'nhanVien',
    'phongBan',
    'phuHuynh',
  ],
  'bao-cao-vi-pham': ['hocSinh', 'khoi', 'lopQuanLy', 'lopQuanLyHocSinh', 'nhanVien', 'phongBan'],
  'danh-muc': ['lopMonHoc', 'lopQuanLy'],
  // danh-gia-tam-ly: results across students (ketQuaTracNghiemTamLy) search and sort by the student and the class.
  'danh-gia-tam-ly': ['hocSinh', 'lopQuanLy'],
  'diem-cam': [
    'heHoc',
    'hocSinh',
    'khoi',
    'lopMonHoc',
    'lopMonHocGiaoVien',
    'lopMonHocHocSinh',
    'lopQuanLy',
    'monHoc',
    'namHoc',
    'nhanVien',
    'phongBan',
  ],
  'diem-danh': ['hocSinh', 'khoi', 'lopQuanLy', 'nhanVien', 'taiKhoan'],
  // giay-to-tuy-than: the documents list searches and sorts by the staff member; HR's accounts hear of expiries.
  'giay-to-tuy-than': ['nhanVien', 'taiKhoan'],
  'diem-vn': [
    'heHoc',
    'hocSinh',
    'khoi',
    'lopMonHoc',
    'lopMonHocGiaoVien',
    'lopMonHocHocSinh',
    'lopQuanLy',
    'lopQuanLyHocSinh',
    'monHoc',
    'namHoc',
    'nhanVien',
    'taiKhoan',
    'truongHoc',
  ],
  'don-nghi-phep': ['ngayNghi', 'nhanVien', 'phongBan', 'phongBanPhoPhong', 'taiKhoan'],
  'hoc-sinh': ['khoi', 'lopQuanLy', 'lopQuanLyHocSinh', 'namHoc'],
  'lop-mon-hoc': ['heHoc', 'hocSinh', 'khoi', 'lopQuanLy', 'lopQuanLyHocSinh', 'monHoc', 'namHoc', 'nhanVien'],
  'lop-quan-ly': [
    'diemDanhHocSinh',
    'heHoc',
    'hocSinh',
    'khoi',
    'khoiHeHoc',
    'lopMonHoc',
    'namHoc',
    'nhanVien',
    'phong',
  ],
  'nam-hoc': ['lopMonHoc', 'lopQuanLy'],
  'nhan-vien': ['lopQuanLy', 'phongBan'],
  'phong-ban': ['nhanVien'],
  'tai-khoan': ['hocSinh', 'nhanVien'],
};

const src = path.resolve(__dirname, '../src');
const tables = Object.entries(schema).filter(([, value]) => is(value, PgTable)) as [string, PgTable][];
const rules: OwnershipRules = {
  owners: OWNERS,
  sqlNames: Object.fromEntries(tables.map(([name, table]) => [name, getTableName(table)])),
  reads: READS,
  writeExceptions: WRITE_EXCEPTIONS,
  sealed: SEALED,
};

function sources(): SourceFile[] {
  return ['modules', 'lib'].flatMap((dir) =>
    (readdirSync(path.join(src, dir), { recursive: true }) as string[])
      .filter((file) => /\.ts$/.test(file) && !/\.test\.ts$/.test(file))
      .map((file) => ({
        path: `${dir}/${file.replaceAll('\\', '/')}`,
        text: readFileSync(path.join(src, dir, file), 'utf8'),
      })),
  );
}

describe('table ownership', () => {
  it('names an owner for every table, and every owner is a module (or lib)', () => {
    const modules = new Set([...readdirSync(path.join(src, 'modules')), 'lib']);
    expect(tables.map(([name]) => name).filter((name) => !(name in OWNERS))).toEqual([]);
    expect(Object.values(OWNERS).filter((owner) => !modules.has(owner))).toEqual([]);
  });

  it('only the owner writes its tables; foreign reads are the reviewed allow-list', () => {
    expect(findViolations(sources(), rules)).toEqual([]);
  });

  it('keeps the lists honest: no unused read or write exception, nothing sealed allowed', () => {
    const files = sources();
    const unused = Object.entries(READS).flatMap(([module, list]) =>
      list
        .filter((table) => {
          const narrowed = { ...rules, reads: { ...READS, [module]: list.filter((t) => t !== table) } };
          return !findViolations(files, narrowed).some((v) => v.module === module && v.table === table);
        })
        .map((table) => `${module} reads ${table}`),
    );
    const unusedWrites = Object.keys(WRITE_EXCEPTIONS).filter((key) => {
      const { [key]: _, ...rest } = WRITE_EXCEPTIONS;
      return !findViolations(files, { ...rules, writeExceptions: rest }).some(
        (v) => v.kind === 'write' && `${v.module}:${v.table}` === key,
      );
    });
    expect([...unused, ...unusedWrites]).toEqual([]);
    expect(
      Object.values(READS)
        .flat()
        .filter((t) => SEALED.includes(t)),
    ).toEqual([]);
  });

  it('refuses a foreign write and an unlisted foreign read (fixture)', () => {
    const fixture: SourceFile[] = [
      {
        path: 'modules/zz-probe/zz-probe.repository.ts',
        text: [
          "import { hocSinh, nhanVien } from '../../db/schema';",
          'await db.update(nhanVien).set({ soNgayPhepNam: 1 });',
          'await db.execute(sql`delete from lop_quan_ly_hoc_sinh where id = 1`);',
          'export const probe = { target: { table: hocSinh, id: hocSinh.id } };',
        ].join('\n'),
      },
      { path: 'modules/nhan-vien/zz-probe.ts', text: 'await db.update(nhanVien).set({ soNgayPhepNam: 1 });' },
    ];
    const found = findViolations(fixture, rules).map((v) => `${v.kind} ${v.module} ${v.table}`);
    expect(found.sort()).toEqual([
      'read zz-probe hocSinh',
      'read zz-probe nhanVien',
      'write zz-probe hocSinh',
      'write zz-probe lopQuanLyHocSinh',
      'write zz-probe nhanVien',
    ]);
  });
});
