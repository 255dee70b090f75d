import { eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import * as t from '../db/schema';

type Status = 'moi' | 'dangXuLy' | 'daSua' | 'khongSua';

/** A few bug reports across every status, so `giaovien` follows its own and `admin` has a list to work through. */
export async function seedBugReports(tx: DbOrTx, asOf: string): Promise<void> {
  const now = new Date(`${asOf}T16:00:00+07:00`);
  const accounts = await tx
    .select({ id: t.taiKhoan.id, username: t.taiKhoan.username, hoTen: t.nhanVien.hoTen })
    .from(t.taiKhoan)
    .innerJoin(t.nhanVien, eq(t.nhanVien.id, t.taiKhoan.nhanVienId))
    .where(inArray(t.taiKhoan.username, ['giaovien', 'gvcn', 'admin']));
  const who = Object.fromEntries(accounts.map((a) => [a.username, a]));
  const admin = who.admin;
  if (!admin || !who.giaovien || !who.gvcn) return;
  const reports: {
    by: string;
    tieuDe: string;
    moTa: string;
    cacBuoc: string | null;
    duongDan: string;
    path: Status[];
    daysAgo: number;
  }[] = [
    {
      by: 'giaovien',
      tieuDe: 'Sổ điểm không lưu khi mất mạng giữa chừng',
      moTa: 'Tôi nhập điểm 15 phút cho lớp 10A1, wifi chập chờn, bấm lưu thì không thấy báo gì.',
      cacBuoc: '1. Mở Sổ điểm nhận xét\n2. Nhập vài điểm\n3. Tắt wifi rồi bấm Lưu',
      duongDan: '/chuyenmon/sodiemnhanxet',
      path: ['moi'],
      daysAgo: 1,
    },
    {
      by: 'giaovien',
      tieuDe: 'Thời khoá biểu in ra bị lệch cột',
      moTa: 'Khi in thời khoá biểu của tôi, cột thứ Sáu bị đẩy sang trang hai.',
      cacBuoc: null,
      duongDan: '/chuyenmon/thoikhoabieucuatoi',
      path: ['moi', 'dangXuLy'],
      daysAgo: 4,
    },
    {
      by: 'gvcn',
      tieuDe: 'Không thấy ảnh học sinh trong danh bạ lớp',
      moTa: 'Một số học sinh lớp chủ nhiệm hiện chữ cái thay vì ảnh.',
      cacBuoc: '1. Mở Lớp tôi chủ nhiệm\n2. Xem danh sách học sinh',
      duongDan: '/chunhiem/loptoichunhiem',
      path: ['moi', 'dangXuLy', 'daSua'],
      daysAgo: 9,
    },
    {
      by: 'giaovien',
      tieuDe: 'Muốn đổi màu chủ đề theo ý mình',
      moTa: 'Tôi muốn có màu tím đậm hơn trong phần cài đặt giao diện.',
      cacBuoc: null,
      duongDan: '/home',
      path: ['moi', 'khongSua'],
      daysAgo: 14,
    },
  ];
  const comments: Record<Status, string | null> = {
    moi: null,
    dangXuLy: 'Đã tái hiện được, đang sửa.',
    daSua: 'Đã sửa trong bản cập nhật gần nhất.',
    khongSua: 'Bảng màu theo nhận diện của trường; có thể chọn màu chủ đạo trong Cài đặt.',
  };
  for (const report of reports) {
    const reporter = who[report.by]!;
    const at = (step: number) => new Date(now.getTime() - (report.daysAgo * 24 - step * 3) * 3_600_000);
    const [row] = await tx
      .insert(t.baoLoi)
      .values({
        tieuDe: report.tieuDe,
        moTa: report.moTa,
        cacBuoc: report.cacBuoc,
        duongDan: `http://localhost:3000${report.duongDan}`,
        trinhDuyet: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) Chrome/131.0 Safari/537.36',
        trangThai: report.path[report.path.length - 1]!,
        taiKhoanId: reporter.id,
        tenNguoiBao: reporter.hoTen,
        version: report.path.length - 1,
        createdAt: at(0),
        updatedAt: at(report.path.length - 1),
      })
      .returning({ id: t.baoLoi.id });
    await tx.insert(t.baoLoiLichSu).values(
      report.path.map((status, step) => ({
        baoLoiId: row!.id,
        tuTrangThai: step === 0 ? null : report.path[step - 1]!,
        denTrangThai: status,
        ghiChu: comments[status],
        taiKhoanId: step === 0 ? reporter.id : admin.id,
        tenNguoiThucHien: step === 0 ? reporter.hoTen : admin.hoTen,
        createdAt: at(step),
      })),
    );
  }
}
