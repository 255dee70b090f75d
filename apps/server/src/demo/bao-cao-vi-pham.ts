import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import * as t from '../db/schema';

/**
 * Violation codes of a real school's rules, built on the acts Circular 19/2025 names (insulting, assaulting, fighting,
 * cheating, phones in class, stimulants) plus the everyday ones of its nội quy; good deeds score positive. Staff codes
 * follow the school's internal labour rules.
 */
export const DEMO_VIOLATION_CODES = [
  { ma: 'HS-DM', moTa: 'Đi học muộn', moTaEn: 'Late for school', diem: -2, mucDo: 1, doiTuong: 'hoc_sinh' },
  {
    ma: 'HS-DP',
    moTa: 'Không mặc đồng phục đúng quy định',
    moTaEn: 'Not in the school uniform',
    diem: -2,
    mucDo: 1,
    doiTuong: 'hoc_sinh',
  },
  {
    ma: 'HS-BT',
    moTa: 'Không làm bài tập về nhà',
    moTaEn: 'Homework not done',
    diem: -2,
    mucDo: 1,
    doiTuong: 'hoc_sinh',
  },
  {
    ma: 'HS-DT',
    moTa: 'Sử dụng điện thoại trong giờ học không được phép',
    moTaEn: 'Phone used in class without permission',
    diem: -5,
    mucDo: 2,
    doiTuong: 'hoc_sinh',
  },
  {
    ma: 'HS-MTT',
    moTa: 'Gây mất trật tự trong giờ học',
    moTaEn: 'Disrupting the lesson',
    diem: -3,
    mucDo: 2,
    doiTuong: 'hoc_sinh',
  },
  {
    ma: 'HS-GL',
    moTa: 'Gian lận trong kiểm tra, thi',
    moTaEn: 'Cheating in a test or exam',
    diem: -10,
    mucDo: 2,
    doiTuong: 'hoc_sinh',
  },
  {
    ma: 'HS-XP',
    moTa: 'Xúc phạm danh dự, nhân phẩm người khác',
    moTaEn: 'Insulting the dignity of others',
    diem: -10,
    mucDo: 2,
    doiTuong: 'hoc_sinh',
  },
  {
    ma: 'HS-DN',
    moTa: 'Đánh nhau, hành hung người khác',
    moTaEn: 'Fighting or assaulting others',
    diem: -15,
    mucDo: 3,
    doiTuong: 'hoc_sinh',
  },
  {
    ma: 'HS-CKT',
    moTa: 'Sử dụng chất kích thích',
    moTaEn: 'Using stimulants',
    diem: -15,
    mucDo: 3,
    doiTuong: 'hoc_sinh',
  },
  {
    ma: 'HS-TS',
    moTa: 'Làm hư hỏng tài sản nhà trường',
    moTaEn: 'Damaging school property',
    diem: -8,
    mucDo: 3,
    doiTuong: 'hoc_sinh',
  },
  { ma: 'HS-BH', moTa: 'Bỏ tiết, trốn học', moTaEn: 'Skipping lessons', diem: -5, mucDo: 1, doiTuong: 'hoc_sinh' },
  {
    ma: 'HS-VS',
    moTa: 'Xả rác, không giữ vệ sinh chung',
    moTaEn: 'Littering',
    diem: -2,
    mucDo: 2,
    doiTuong: 'hoc_sinh',
  },
  {
    ma: 'HS-NL',
    moTa: 'Nhặt được của rơi trả người mất',
    moTaEn: 'Returned lost property',
    diem: 5,
    mucDo: 1,
    doiTuong: 'hoc_sinh',
  },
  {
    ma: 'HS-GB',
    moTa: 'Giúp đỡ bạn trong học tập',
    moTaEn: 'Helped a classmate to learn',
    diem: 3,
    mucDo: 1,
    doiTuong: 'hoc_sinh',
  },
  {
    ma: 'NV-DM',
    moTa: 'Đi làm muộn không có lý do',
    moTaEn: 'Late for work without reason',
    diem: -2,
    mucDo: 1,
    doiTuong: 'nhan_vien',
  },
  {
    ma: 'NV-BG',
    moTa: 'Bỏ giờ, bỏ tiết không báo trước',
    moTaEn: 'Missed a lesson without notice',
    diem: -5,
    mucDo: 2,
    doiTuong: 'nhan_vien',
  },
  {
    ma: 'NV-TP',
    moTa: 'Trang phục không phù hợp quy định',
    moTaEn: 'Dress not as the rules require',
    diem: -2,
    mucDo: 1,
    doiTuong: 'nhan_vien',
  },
  {
    ma: 'NV-UX',
    moTa: 'Ứng xử thiếu chuẩn mực với học sinh, phụ huynh',
    moTaEn: 'Improper conduct towards students or parents',
    diem: -10,
    mucDo: 3,
    doiTuong: 'nhan_vien',
  },
] as const;

const daysBefore = (iso: string, days: number) => {
  const d = new Date(`${iso}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() - days);
  return d.toISOString().slice(0, 10);
};

/**
 * Codes, and a term of incidents of the demo class (gvcn's class, where `hocsinh` studies) in every status, reported
 * by `giaovien` and decided by `doandoi`; one group incident, one with the student's own account.
 */
export async function seedDiscipline(tx: DbOrTx, asOf: string): Promise<void> {
  const codes = await tx
    .insert(t.maViPham)
    .values(DEMO_VIOLATION_CODES.map((c) => ({ ...c })))
    .returning({ id: t.maViPham.id, ma: t.maViPham.ma, diem: t.maViPham.diem });
  const code = (ma: string) => codes.find((c) => c.ma === ma)!;
  const account = async (username: string) =>
    (
      await tx
        .select({ id: t.taiKhoan.id, nhanVienId: t.taiKhoan.nhanVienId, hocSinhId: t.taiKhoan.hocSinhId })
        .from(t.taiKhoan)
        .where(eq(t.taiKhoan.username, username))
    )[0];
  const [giaovien, doandoi, hocsinh] = [await account('giaovien'), await account('doandoi'), await account('hocsinh')];
  if (!giaovien?.nhanVienId || !doandoi || !hocsinh?.hocSinhId) return;
  const [home] = await tx
    .select({ lopQuanLyId: t.lopQuanLy.id, namHocId: t.lopQuanLy.namHocId, capHoc: t.khoi.capHoc })
    .from(t.lopQuanLyHocSinh)
    .innerJoin(t.lopQuanLy, eq(t.lopQuanLy.id, t.lopQuanLyHocSinh.lopQuanLyId))
    .innerJoin(t.namHoc, eq(t.namHoc.id, t.lopQuanLy.namHocId))
    .innerJoin(t.khoi, eq(t.khoi.id, t.lopQuanLy.khoiId))
    .where(
      and(
        eq(t.lopQuanLyHocSinh.hocSinhId, hocsinh.hocSinhId),
        isNull(t.lopQuanLyHocSinh.denNgay),
        eq(t.namHoc.isActive, true),
      ),
    );
  if (!home) return;
  const classmates = await tx
    .select({ id: t.lopQuanLyHocSinh.hocSinhId })
    .from(t.lopQuanLyHocSinh)
    .where(and(eq(t.lopQuanLyHocSinh.lopQuanLyId, home.lopQuanLyId), isNull(t.lopQuanLyHocSinh.denNgay)))
    .orderBy(asc(t.lopQuanLyHocSinh.hocSinhId))
    .limit(8);
  const rest = classmates.map((c) => c.id).filter((id) => id !== hocsinh.hocSinhId);
  // The small demo class has four students: the others repeat so that every incident has someone.
  const others = Array.from({ length: 6 }, (_, i) => rest[i % Math.max(rest.length, 1)]).filter(
    (id): id is number => id !== undefined,
  );
  const me = hocsinh.hocSinhId;
  const at = (days: number) => new Date(`${daysBefore(asOf, days)}T09:00:00+07:00`);

  const incidents: {
    days: number;
    tiet: number | null;
    diaDiem: string;
    moTa: string;
    students: number[];
    codes: string[];
    trangThai: 'da_bao_cao' | 'da_xac_minh' | 'da_xac_nhan' | 'bo_qua';
    bienPhap?: string;
    lyDo?: string;
    tuTrinh?: string;
  }[] = [
    {
      days: 60,
      tiet: 1,
      diaDiem: 'Cổng trường',
      moTa: 'Đến trường lúc 7h20, sau giờ truy bài.',
      students: [me],
      codes: ['HS-DM'],
      trangThai: 'da_xac_nhan',
      bienPhap: 'nhac_nho',
    },
    {
      days: 45,
      tiet: 3,
      diaDiem: 'Phòng học 10A1',
      moTa: 'Dùng điện thoại chơi trò chơi trong giờ Toán.',
      students: [me],
      codes: ['HS-DT'],
      trangThai: 'da_xac_nhan',
      bienPhap: 'phe_binh',
      tuTrinh: 'Em đã cất điện thoại khi thầy nhắc, em xin rút kinh nghiệm.',
    },
    {
      days: 30,
      tiet: 4,
      diaDiem: 'Sân trường',
      moTa: 'Xô xát giữa giờ ra chơi, đã được giáo viên trực can ngăn.',
      students: [me, ...others.slice(0, 2)],
      codes: ['HS-DN'],
      trangThai: 'da_xac_nhan',
      bienPhap: 'tu_kiem_diem',
      tuTrinh: 'Bạn xô em trước, em chỉ đẩy lại.',
    },
    {
      days: 20,
      tiet: null,
      diaDiem: 'Căng tin',
      moTa: 'Nhặt được ví tiền và nộp cho giáo viên trực.',
      students: [others[2] ?? me],
      codes: ['HS-NL'],
      trangThai: 'da_xac_nhan',
      bienPhap: undefined,
    },
    {
      days: 12,
      tiet: 2,
      diaDiem: 'Phòng học 10A1',
      moTa: 'Nói chuyện riêng nhiều lần, ảnh hưởng cả lớp.',
      students: others.slice(3, 5),
      codes: ['HS-MTT'],
      trangThai: 'bo_qua',
      lyDo: 'Giáo viên bộ môn đã nhắc nhở trực tiếp, không cần xử lý thêm.',
    },
    {
      days: 6,
      tiet: 5,
      diaDiem: 'Phòng học 10A1',
      moTa: 'Không mặc áo đồng phục thứ Hai.',
      students: [me, others[5] ?? me].filter((v, i, a) => a.indexOf(v) === i),
      codes: ['HS-DP'],
      trangThai: 'da_xac_minh',
    },
    {
      days: 2,
      tiet: 3,
      diaDiem: 'Phòng thí nghiệm',
      moTa: 'Xả rác trong phòng thí nghiệm sau giờ thực hành.',
      students: others.slice(0, 1),
      codes: ['HS-VS'],
      trangThai: 'da_bao_cao',
    },
  ];

  for (const item of incidents) {
    item.students = [...new Set(item.students)];
    if (item.students.length === 0) continue;
    // A good deed is confirmed without a measure (the office may propose a praise elsewhere).
    const decided = item.trangThai === 'da_xac_nhan' || item.trangThai === 'bo_qua';
    const [row] = await tx
      .insert(t.viPhamHocSinh)
      .values({
        namHocId: home.namHocId,
        ngay: daysBefore(asOf, item.days),
        tiet: item.tiet,
        diaDiem: item.diaDiem,
        moTa: item.moTa,
        trangThai: item.trangThai,
        bienPhap: item.bienPhap ?? null,
        lyDoBoQua: item.lyDo ?? null,
        nguoiBaoCaoId: giaovien.nhanVienId,
        nguoiBaoCaoTaiKhoanId: giaovien.id,
        xacMinhBoiId: item.trangThai === 'da_bao_cao' ? null : doandoi.id,
        xacMinhLuc: item.trangThai === 'da_bao_cao' ? null : at(item.days - 1),
        quyetDinhBoiId: decided ? doandoi.id : null,
        quyetDinhLuc: decided ? at(item.days - 2) : null,
        createdAt: at(item.days),
      })
      .returning({ id: t.viPhamHocSinh.id });
    await tx.insert(t.viPhamHocSinhNguoi).values(
      item.students.map((hocSinhId) => ({
        viPhamId: row!.id,
        hocSinhId,
        lopQuanLyId: home.lopQuanLyId,
        capHoc: home.capHoc,
        tuTrinh: hocSinhId === me && item.tuTrinh ? item.tuTrinh : null,
        tuTrinhLuc: hocSinhId === me && item.tuTrinh ? at(item.days - 1) : null,
        // The fight was appealed by hocsinh; the office kept its decision.
        ...(hocSinhId === me && item.codes.includes('HS-DN')
          ? {
              khieuNai: 'Em xin xem xét lại vì bạn gây sự trước.',
              khieuNaiLuc: at(item.days - 3),
              ketQuaKhieuNai: 'giu_nguyen',
              traLoiKhieuNai: 'Nhà trường ghi nhận; cả hai bạn đều tham gia xô xát nên giữ nguyên biện pháp.',
              khieuNaiXuLyLuc: at(item.days - 5),
            }
          : {}),
        ...selfReviewOf(item.bienPhap === 'tu_kiem_diem' ? item.students.indexOf(hocSinhId) : -1, at(item.days - 4)),
      })),
    );
    await tx
      .insert(t.viPhamHocSinhMa)
      .values(item.codes.map((ma) => ({ viPhamId: row!.id, maViPhamId: code(ma).id, diem: code(ma).diem })));
  }
}

/**
 * The self-reviews of the fight (confirmed with one): hocsinh's written and confirmed by a parent (done), the next
 * student's written and awaiting the guardian's confirmation (gvcn records it), the third's not written yet.
 */
function selfReviewOf(position: number, written: Date) {
  if (position < 0 || position > 1) return {};
  const review = {
    tuKiemDiem:
      position === 0
        ? 'Ngày hôm đó em đã xô xát với bạn trong giờ ra chơi. Em nhận thấy việc làm của em là sai, ảnh hưởng đến ' +
          'nề nếp của trường. Em xin hứa không tái phạm, khi có mâu thuẫn em sẽ báo thầy cô.'
        : 'Em đã tham gia xô xát với các bạn. Em xin nhận lỗi và hứa sẽ cư xử hòa nhã với bạn bè.',
    tuKiemDiemLuc: written,
  };
  if (position === 1) return review;
  return {
    ...review,
    phuHuynhHoTen: 'Nguyễn Thị Hoa (mẹ)',
    phuHuynhNgay: new Date(written.getTime() + 2 * 86_400_000).toISOString().slice(0, 10),
    phuHuynhGhiChu: 'Gia đình đã đọc bản tự kiểm điểm, ký xác nhận và cam kết phối hợp với nhà trường.',
    phuHuynhGhiNhanLuc: new Date(written.getTime() + 2 * 86_400_000),
  };
}

/**
 * Staff reports: `totruong` reported `giaovien` (confirmed: giaovien sees it without the reporter), `giaovien`
 * reported a colleague (pending: in giaovien's history and the managers' list), one dismissed.
 */
export async function seedStaffReports(tx: DbOrTx, asOf: string): Promise<void> {
  const people = await tx
    .select({ username: t.taiKhoan.username, id: t.taiKhoan.id, nhanVienId: t.taiKhoan.nhanVienId })
    .from(t.taiKhoan)
    .where(inArray(t.taiKhoan.username, ['giaovien', 'totruong', 'gvcn', 'baocao']));
  const who = (u: string) => people.find((p) => p.username === u);
  const [giaovien, totruong, gvcn, baocao] = ['giaovien', 'totruong', 'gvcn', 'baocao'].map(who);
  if (!giaovien?.nhanVienId || !totruong?.nhanVienId || !gvcn?.nhanVienId) return;
  const codes = await tx
    .select({ id: t.maViPham.id, ma: t.maViPham.ma, diem: t.maViPham.diem })
    .from(t.maViPham)
    .where(eq(t.maViPham.doiTuong, 'nhan_vien'));
  const code = (ma: string) => codes.find((c) => c.ma === ma)!;
  const decidedBy = baocao?.id ?? null;
  const rows = [
    {
      of: giaovien,
      by: totruong,
      ma: 'NV-DM',
      days: 40,
      moTa: 'Đến muộn 20 phút buổi họp tổ chuyên môn.',
      trangThai: 'da_xac_nhan',
      ghiChu: 'Đã nhắc nhở trong buổi họp tổ.',
    },
    {
      of: gvcn,
      by: giaovien,
      ma: 'NV-BG',
      days: 9,
      moTa: 'Tiết 3 lớp 10A2 không có giáo viên, không báo trước.',
      trangThai: 'cho_xu_ly',
    },
    {
      of: totruong,
      by: gvcn,
      ma: 'NV-TP',
      days: 25,
      moTa: 'Trang phục chưa phù hợp trong lễ chào cờ.',
      trangThai: 'bo_qua',
      lyDo: 'Hôm đó là ngày hoạt động ngoại khoá, trang phục thể thao được phép.',
    },
  ];
  for (const r of rows) {
    const c = code(r.ma);
    const decided = r.trangThai !== 'cho_xu_ly';
    await tx.insert(t.viPhamNhanVien).values({
      nhanVienId: r.of.nhanVienId!,
      ngay: daysBefore(asOf, r.days),
      maViPhamId: c.id,
      diem: c.diem,
      moTa: r.moTa,
      trangThai: r.trangThai,
      ghiChuQuyetDinh: r.ghiChu ?? null,
      lyDoBoQua: r.lyDo ?? null,
      nguoiBaoCaoId: r.by.nhanVienId!,
      nguoiBaoCaoTaiKhoanId: r.by.id,
      quyetDinhBoiId: decided ? decidedBy : null,
      quyetDinhLuc: decided ? new Date(`${daysBefore(asOf, r.days - 2)}T10:00:00+07:00`) : null,
    });
  }
}
