import { asc, eq, inArray, ne } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import * as t from '../db/schema';
import { storeFile } from '../lib/uploads';

const COLOURS: Record<string, string> = {
  hocTap: '#1677ff',
  cuocThi: '#fa8c16',
  chungChi: '#13a8a8',
  tuyenDuongTruocTruong: '#eb2f96',
  giayKhenHieuTruong: '#722ed1',
  nhanVien: '#52c41a',
};

/** A small certificate-like picture (generated: the demo has no photos; uploads accept raster images only). */
function awardPicture(loai: string, line: string): Buffer {
  const colour = COLOURS[loai] ?? '#1677ff';
  const text = line.replace(/[<&>"]/g, '');
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="480" height="270" viewBox="0 0 480 270"><rect width="480" height="270" fill="${colour}"/><rect x="16" y="16" width="448" height="238" fill="none" stroke="#fff" stroke-width="4" rx="12"/><circle cx="240" cy="105" r="46" fill="#ffd666"/><path d="M222 150h36l-6 30h-24z" fill="#ffd666"/><text x="240" y="118" font-family="sans-serif" font-size="40" fill="${colour}" text-anchor="middle">★</text><text x="240" y="220" font-family="sans-serif" font-size="20" fill="#fff" text-anchor="middle">${text}</text></svg>`,
  );
}

type Recipient = { student?: 'hocsinh' | number; staff?: 'giaovien' | 'gvcn'; name?: string };

const AWARDS: { loai: string; tieuDe: string; moTa: string; ngay: string; to: Recipient[]; picture: string }[] = [
  {
    loai: 'cuocThi',
    tieuDe: 'Giải Nhất Olympic Toán cấp thành phố',
    moTa: 'Kỳ thi Olympic Toán học sinh THCS cấp thành phố.',
    ngay: '11-15',
    to: [{ student: 'hocsinh' }, { student: 0 }],
    picture: 'Olympic Toán',
  },
  {
    loai: 'tuyenDuongTruocTruong',
    tieuDe: 'Tuyên dương trước toàn trường (Thông tư 19/2025)',
    moTa: 'Có thành tích xuất sắc trong phong trào "Tuần lễ học tốt".',
    ngay: '11-20',
    to: [{ student: 1 }, { student: 2 }, { student: 3 }],
    picture: 'Tuyên dương',
  },
  {
    loai: 'giayKhenHieuTruong',
    tieuDe: 'Giấy khen của Hiệu trưởng',
    moTa: 'Hoàn thành xuất sắc nhiệm vụ học tập và rèn luyện học kỳ I.',
    ngay: '01-10',
    to: [{ student: 'hocsinh' }],
    picture: 'Giấy khen',
  },
  {
    loai: 'chungChi',
    tieuDe: 'Chứng chỉ Cambridge A2 Key',
    moTa: 'Đạt chứng chỉ tiếng Anh Cambridge A2 Key loại Merit.',
    ngay: '10-28',
    to: [{ student: 4 }, { student: 5 }],
    picture: 'Cambridge A2 Key',
  },
  {
    loai: 'cuocThi',
    tieuDe: 'Giải Ba Hội khoẻ Phù Đổng – bóng đá nam',
    moTa: 'Đội bóng đá nam của trường.',
    ngay: '12-05',
    to: [{ name: 'Đội bóng đá nam' }],
    picture: 'Hội khoẻ Phù Đổng',
  },
  {
    loai: 'hocTap',
    tieuDe: 'Học sinh tiêu biểu tháng 10',
    moTa: 'Tiến bộ vượt bậc trong học tập.',
    ngay: '10-31',
    to: [{ student: 6 }],
    picture: 'Học sinh tiêu biểu',
  },
  {
    loai: 'nhanVien',
    tieuDe: 'Giáo viên dạy giỏi cấp trường',
    moTa: 'Hội thi giáo viên dạy giỏi cấp trường năm học này.',
    ngay: '12-10',
    to: [{ staff: 'giaovien' }, { staff: 'gvcn' }],
    picture: 'Giáo viên dạy giỏi',
  },
];

/** Awards of the active year with pictures; `hocsinh` has two of them (highlighted on the board). */
export async function seedAwards(tx: DbOrTx, uploadDir: string): Promise<void> {
  const [year] = await tx
    .select({ id: t.namHoc.id, ngayBatDau: t.namHoc.ngayBatDau, tenNamHoc: t.namHoc.tenNamHoc })
    .from(t.namHoc)
    .where(eq(t.namHoc.isActive, true));
  if (!year) return;
  const accounts = await tx
    .select({ username: t.taiKhoan.username, hocSinhId: t.taiKhoan.hocSinhId, nhanVienId: t.taiKhoan.nhanVienId })
    .from(t.taiKhoan)
    .where(inArray(t.taiKhoan.username, ['hocsinh', 'giaovien', 'gvcn']));
  const account = Object.fromEntries(accounts.map((a) => [a.username, a]));
  const me = account.hocsinh?.hocSinhId ?? null;
  const students = await tx
    .select({ id: t.hocSinh.id, hoTen: t.hocSinh.hoTen })
    .from(t.hocSinh)
    .where(me === null ? undefined : ne(t.hocSinh.id, me))
    .orderBy(asc(t.hocSinh.id))
    .limit(7);
  const staffIds = [account.giaovien?.nhanVienId, account.gvcn?.nhanVienId].filter((x): x is number => x != null);
  const names = new Map<string, string>();
  for (const s of staffIds.length
    ? await tx
        .select({ id: t.nhanVien.id, hoTen: t.nhanVien.hoTen })
        .from(t.nhanVien)
        .where(inArray(t.nhanVien.id, staffIds))
    : []) {
    names.set(`nv${s.id}`, s.hoTen);
  }
  if (me !== null) {
    const [mine] = await tx.select({ hoTen: t.hocSinh.hoTen }).from(t.hocSinh).where(eq(t.hocSinh.id, me));
    if (mine) names.set(`hs${me}`, mine.hoTen);
  }
  for (const s of students) names.set(`hs${s.id}`, s.hoTen);

  const startYear = Number((year.ngayBatDau ?? year.tenNamHoc).slice(0, 4));
  for (const award of AWARDS) {
    const month = Number(award.ngay.slice(0, 2));
    const ngayTrao = `${month >= 8 ? startYear : startYear + 1}-${award.ngay}`;
    type Row = { hocSinhId: number | null; nhanVienId: number | null; hoTen: string };
    const recipients = award.to.flatMap((r): Row[] => {
      if (r.name) return [{ hocSinhId: null, nhanVienId: null, hoTen: r.name }];
      if (r.staff) {
        const id = account[r.staff]?.nhanVienId;
        return id != null && names.has(`nv${id}`)
          ? [{ hocSinhId: null, nhanVienId: id, hoTen: names.get(`nv${id}`)! }]
          : [];
      }
      const id = r.student === 'hocsinh' ? me : (students[r.student as number]?.id ?? null);
      return id !== null && names.has(`hs${id}`)
        ? [{ hocSinhId: id, nhanVienId: null, hoTen: names.get(`hs${id}`)! }]
        : [];
    });
    if (recipients.length === 0) continue;
    const anhId = await storeFile(tx, uploadDir, {
      buffer: awardPicture(award.loai, award.picture),
      mimeType: 'image/svg+xml',
      originalName: `khen-thuong-${award.loai}.svg`,
      purpose: 'award-photo',
    });
    const [row] = await tx
      .insert(t.khenThuong)
      .values({ namHocId: year.id, tieuDe: award.tieuDe, moTa: award.moTa, loai: award.loai, ngayTrao, anhId })
      .returning({ id: t.khenThuong.id });
    await tx
      .insert(t.khenThuongNguoiNhan)
      .values(recipients.map((r, thuTu) => ({ ...r, khenThuongId: row!.id, thuTu })));
  }
}
