import { and, asc, eq, ne } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import * as t from '../db/schema';
import { storeFile } from '../lib/uploads';
import { buildDocx } from './docx';

const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

/** The records Circular 32/2020/TT-BGDĐT (art. 21) asks of teachers, and one of the school's own. */
const TYPES = [
  { ten: 'Kế hoạch giáo dục của giáo viên', tenEn: "The teacher's education plan", hanNop: '2026-09-30' },
  { ten: 'Kế hoạch bài dạy (giáo án)', tenEn: 'Lesson plans', hanNop: '2026-12-31' },
  { ten: 'Sổ theo dõi và đánh giá học sinh', tenEn: 'Student tracking and assessment book', hanNop: '2027-01-15' },
  { ten: 'Sổ chủ nhiệm', tenEn: 'Homeroom book', hanNop: '2027-01-15', chiGvcn: true },
  { ten: 'Sổ dự giờ', tenEn: 'Observation notebook', hanNop: '2027-01-15' },
];

/**
 * Record types of the year and the mathematics department's submissions in every state (giaovien: checked,
 * submitted, needs fixing, missing; a colleague's submitted one for the head), and one inspection note by thanhtra.
 */
export async function seedProfessionalRecords(tx: DbOrTx, uploadDir: string): Promise<void> {
  const [year] = await tx.select({ id: t.namHoc.id }).from(t.namHoc).where(eq(t.namHoc.isActive, true));
  const staffNamed = async (hoTen: string) =>
    (
      await tx
        .select({ id: t.nhanVien.id, phongBanId: t.nhanVien.phongBanId })
        .from(t.nhanVien)
        .where(eq(t.nhanVien.hoTen, hoTen))
    )[0];
  const giaovien = await staffNamed('Nguyễn Văn An');
  const totruong = await staffNamed('Phạm Minh Tuấn');
  const thanhtra = await staffNamed('Võ Đức Thắng');
  const [account] = await tx.select({ id: t.taiKhoan.id }).from(t.taiKhoan).where(eq(t.taiKhoan.username, 'giaovien'));
  if (!year || !giaovien || !totruong || !account) return;
  const types = await tx
    .insert(t.loaiHoSo)
    .values(TYPES.map((type, i) => ({ ...type, namHocId: year.id, thuTu: i + 1 })))
    .returning({ id: t.loaiHoSo.id });
  const submit = async (nhanVienId: number, typeIndex: number, trangThai: string, ghiChu = '') => {
    const [row] = await tx
      .insert(t.hoSoNop)
      .values({
        loaiHoSoId: types[typeIndex]!.id,
        nhanVienId,
        trangThai,
        ghiChu,
        nguoiKiemTraId: trangThai === 'da_nop' ? null : totruong.id,
        ngayNop: new Date(Date.UTC(2026, 8, 25 + typeIndex)),
      })
      .returning({ id: t.hoSoNop.id });
    const tenTep = `${TYPES[typeIndex]!.tenEn.toLowerCase().replace(/[^a-z]+/g, '-')}.docx`;
    const buffer = buildDocx(TYPES[typeIndex]!.ten, ['Năm học 2026–2027.', 'Tổ Toán.']);
    const fileId = await storeFile(tx, uploadDir, {
      buffer,
      mimeType: DOCX,
      originalName: tenTep,
      purpose: 'professional-record',
      ownerAccountId: nhanVienId === giaovien.id ? account.id : null,
    });
    await tx.insert(t.hoSoTep).values({ hoSoNopId: row!.id, fileId, tenTep, kichThuoc: buffer.length });
  };
  await submit(giaovien.id, 0, 'da_kiem_tra', 'Đầy đủ.');
  await submit(giaovien.id, 1, 'da_nop');
  await submit(giaovien.id, 2, 'can_sua', 'Bổ sung nhận xét giữa kỳ I cho lớp 10A2.');
  const [colleague] = await tx
    .select({ id: t.nhanVien.id })
    .from(t.nhanVien)
    .where(
      and(
        eq(t.nhanVien.phongBanId, giaovien.phongBanId!),
        ne(t.nhanVien.id, giaovien.id),
        ne(t.nhanVien.id, totruong.id),
      ),
    )
    .orderBy(asc(t.nhanVien.id))
    .limit(1);
  if (colleague) await submit(colleague.id, 0, 'da_nop');
  if (thanhtra) {
    await tx.insert(t.thanhTraGhiChu).values({
      nhanVienId: giaovien.id,
      nguoiGhiId: thanhtra.id,
      checklist: { [types[0]!.id]: true, [types[1]!.id]: true, [types[2]!.id]: false },
      noiDung: 'Hồ sơ cơ bản đầy đủ; sổ theo dõi đánh giá cần hoàn thiện trước 15/01.',
    });
  }
}
