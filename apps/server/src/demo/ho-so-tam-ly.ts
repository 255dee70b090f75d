import { and, asc, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import * as t from '../db/schema';
import { DEVELOPMENT_NOTE_KEY, encryptNote } from '../modules/ho-so-tam-ly';

const at = (asOf: string, days: number, hour: number) => {
  const d = new Date(`${asOf}T00:00:00+07:00`);
  d.setUTCDate(d.getUTCDate() + days);
  d.setUTCHours(hour - 7);
  return d;
};

/**
 * Counselling requests of the demo school, one in every state: `hocsinh` asked for themself (waiting), `gvcn` raised
 * two about students of their class (one triaged, one scheduled), and closed, referred and cancelled ones, so the
 * team's list (`tamly`) and the requesters' status lists have content.
 */
export async function seedCounselling(tx: DbOrTx, asOf: string): Promise<void> {
  const accounts = await tx
    .select({ id: t.taiKhoan.id, username: t.taiKhoan.username, hocSinhId: t.taiKhoan.hocSinhId })
    .from(t.taiKhoan);
  const account = (u: string) => accounts.find((a) => a.username === u);
  const [pupil, gvcn, giaovien, tamly] = ['hocsinh', 'gvcn', 'giaovien', 'tamly'].map(account);
  if (!pupil?.hocSinhId || !gvcn || !giaovien || !tamly) return;
  const names = new Map(
    (
      await tx
        .select({ id: t.taiKhoan.id, hoTen: t.nhanVien.hoTen })
        .from(t.taiKhoan)
        .innerJoin(t.nhanVien, eq(t.nhanVien.id, t.taiKhoan.nhanVienId))
    ).map((r) => [r.id, r.hoTen]),
  );
  // The intake settings: tamly receives every request in turn; the urgent contact shown on the request form.
  await tx.insert(t.tamLyCaiDatNhan).values({
    id: 1,
    nguoiNhan: [{ taiKhoanId: tamly.id, khoiIds: [] }],
    quyTac: 'xoayVong',
    chuDe: ['tamLyLuaTuoi', 'quanHeXaHoi', 'hocTapHuongNghiep', 'hoTroTamLy', 'khac'],
    ngayLamViec: [1, 2, 3, 4, 5],
    gioBatDau: '07:15',
    gioKetThuc: '16:45',
    khanCapTen: `${names.get(tamly.id) ?? ''} — Tổ tư vấn tâm lý học đường (P.101)`,
    khanCapDienThoai: '024 3765 4321',
    khanCapGhiChu: 'Ngoài giờ làm việc: Tổng đài quốc gia bảo vệ trẻ em 111 (miễn phí, 24/7).',
    capNhatBoiId: tamly.id,
  });
  const [pupilName] = await tx
    .select({ hoTen: t.hocSinh.hoTen })
    .from(t.hocSinh)
    .where(eq(t.hocSinh.id, pupil.hocSinhId));
  // Classmates of hocsinh: the homeroom teacher's requests are about them.
  const [home] = await tx
    .select({ lopId: t.lopQuanLyHocSinh.lopQuanLyId })
    .from(t.lopQuanLyHocSinh)
    .where(and(eq(t.lopQuanLyHocSinh.hocSinhId, pupil.hocSinhId), isNull(t.lopQuanLyHocSinh.denNgay)));
  const classmates = home
    ? (
        await tx
          .select({ id: t.lopQuanLyHocSinh.hocSinhId })
          .from(t.lopQuanLyHocSinh)
          .where(and(eq(t.lopQuanLyHocSinh.lopQuanLyId, home.lopId), isNull(t.lopQuanLyHocSinh.denNgay)))
          .orderBy(asc(t.lopQuanLyHocSinh.hocSinhId))
      )
        .map((r) => r.id)
        .filter((id) => id !== pupil.hocSinhId)
    : [];
  if (classmates.length < 5) return;
  const by = (a: { id: number }) => ({ nguoiGuiId: a.id, nguoiGuiTen: names.get(a.id) ?? '', laHocSinhTuGui: false });
  await tx.insert(t.tamLyDangKyThamVan).values([
    {
      hocSinhId: pupil.hocSinhId,
      nguoiGuiId: pupil.id,
      nguoiGuiTen: pupilName?.hoTen ?? '',
      laHocSinhTuGui: true,
      chuDe: 'hocTapHuongNghiep',
      mucDo: 'binhThuong',
      thoiGianMongMuon: 'Giờ ra chơi buổi sáng',
      noiDung: 'Em muốn được tư vấn chọn khối thi và cách ôn tập cho đỡ áp lực.',
      createdAt: at(asOf, -1, 10),
    },
    {
      hocSinhId: classmates[0]!,
      ...by(gvcn),
      chuDe: 'hoTroTamLy',
      mucDo: 'can',
      thoiGianMongMuon: 'Tiết sinh hoạt lớp thứ Sáu',
      noiDung: 'Em học sinh gần đây thu mình, hay nghỉ giờ ra chơi ở lớp một mình, kết quả học tập giảm.',
      trangThai: 'triaged',
      phuTrachId: tamly.id,
      createdAt: at(asOf, -4, 14),
    },
    {
      hocSinhId: classmates[1]!,
      ...by(gvcn),
      chuDe: 'quanHeXaHoi',
      mucDo: 'khan',
      noiDung: 'Học sinh kể bị một nhóm bạn trêu chọc trên mạng xã hội, có biểu hiện sợ đến trường.',
      trangThai: 'scheduled',
      phuTrachId: tamly.id,
      lichHen: at(asOf, 2, 9),
      phong: 'Phòng tư vấn tâm lý (P.101)',
      createdAt: at(asOf, -2, 16),
    },
    {
      hocSinhId: classmates[2]!,
      ...by(giaovien),
      chuDe: 'tamLyLuaTuoi',
      mucDo: 'binhThuong',
      noiDung: 'Học sinh hỏi về những thay đổi tuổi dậy thì, xin được gặp cô tư vấn.',
      trangThai: 'closed',
      phuTrachId: tamly.id,
      lichHen: at(asOf, -20, 10),
      phong: 'Phòng tư vấn tâm lý (P.101)',
      ghiChuXuLy: 'Đã gặp hai buổi; học sinh ổn định.',
      createdAt: at(asOf, -25, 8),
    },
    {
      hocSinhId: classmates[3]!,
      ...by(gvcn),
      chuDe: 'hoTroTamLy',
      mucDo: 'khan',
      noiDung: 'Kết quả sàng lọc đầu năm ở mức rất nặng; gia đình đồng ý cho đi khám chuyên khoa.',
      trangThai: 'referred',
      phuTrachId: tamly.id,
      ghiChuXuLy: 'Đã giới thiệu đến khoa Tâm lý lâm sàng, bệnh viện Nhi; theo dõi sau khám.',
      createdAt: at(asOf, -40, 9),
    },
    {
      hocSinhId: classmates[4]!,
      ...by(giaovien),
      chuDe: 'khac',
      mucDo: 'binhThuong',
      noiDung: 'Đăng ký nhầm học sinh.',
      trangThai: 'cancelled',
      phuTrachId: tamly.id,
      createdAt: at(asOf, -10, 11),
    },
  ]);

  // Case records of three of these students, with sessions whose notes are encrypted with the development key (the
  // demo school's notes are invented; a real school sets TAM_LY_NOTE_KEY).
  const records = await tx
    .insert(t.tamLyHoSo)
    .values([classmates[1]!, classmates[2]!, classmates[3]!].map((hocSinhId) => ({ hocSinhId, taoBoiId: tamly.id })))
    .returning({ id: t.tamLyHoSo.id });
  const tamlyName = names.get(tamly.id) ?? '';
  const sessions: [number, number, string, string][] = [
    [
      0,
      -1,
      'caNhan',
      'Học sinh kể bị nhóm bạn trêu chọc trên mạng. Đã lắng nghe, hướng dẫn lưu bằng chứng, hẹn buổi sau cùng GVCN.',
    ],
    [1, -22, 'caNhan', 'Trao đổi về thay đổi tuổi dậy thì; học sinh cởi mở, không có dấu hiệu đáng lo.'],
    [1, -20, 'caNhan', 'Buổi 2: học sinh ổn định, kết thúc hồ sơ theo dõi.'],
    [2, -38, 'giaDinh', 'Gặp học sinh và mẹ; thống nhất đi khám chuyên khoa tâm lý lâm sàng.'],
  ];
  await tx.insert(t.tamLyBuoiThamVan).values(
    sessions.map(([r, day, hinhThuc, note]) => ({
      hoSoId: records[r]!.id,
      ngay: at(asOf, day, 9).toISOString().slice(0, 10),
      hinhThuc,
      ghiChuMaHoa: encryptNote(DEVELOPMENT_NOTE_KEY, records[r]!.id, note),
      taoBoiId: tamly.id,
      nguoiGhiTen: tamlyName,
    })),
  );
}
