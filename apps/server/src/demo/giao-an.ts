import { buildPlanContent, DEFAULT_LAYOUTS, type PlanContent, type PlanValues } from '@hpl/shared';
import { and, asc, eq, ne } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import * as t from '../db/schema';
import { sha256Of, storeFile } from '../lib/uploads';
import { buildDocx } from './docx';
import { seedCambridgeLessonPlan } from './giao-an-cambridge';

const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

function content(topic: string, extra = '', thietBi = 'Máy chiếu, phiếu học tập, bảng phụ, thước kẻ.'): PlanContent {
  const c: PlanValues = {
    kienThuc: { text: `Học sinh nêu được định nghĩa và tính chất của ${topic}.` },
    nangLuc: {
      text: 'Năng lực tư duy và lập luận toán học; năng lực giao tiếp toán học; năng lực giải quyết vấn đề.',
    },
    phamChat: { text: 'Chăm chỉ, trung thực, có trách nhiệm trong hoạt động nhóm.' },
    thietBi: { text: thietBi },
  };
  c.moDau = {
    mucTieu: 'Tạo tâm thế, gợi nhu cầu tìm hiểu bài mới.',
    noiDung: `Tình huống thực tế dẫn tới ${topic}.`,
    sanPham: 'Câu trả lời dự đoán của học sinh.',
    toChuc: 'Giáo viên chiếu tình huống; học sinh thảo luận cặp đôi 3 phút; đại diện trình bày.',
  };
  c.hinhThanhKienThuc = {
    mucTieu: `Học sinh phát hiện và phát biểu được ${topic}.`,
    noiDung: 'Phiếu học tập số 1: các bài toán mở đầu, rút ra kết luận.',
    sanPham: 'Phiếu học tập số 1 đã hoàn thành; kết luận ghi vở.',
    toChuc: `Chia nhóm 4 học sinh; giáo viên hướng dẫn, chốt kiến thức.${extra}`,
  };
  c.luyenTap = {
    mucTieu: 'Vận dụng kiến thức vừa học giải bài tập cơ bản.',
    noiDung: 'Bài tập 1, 2, 3 trang 45 sách giáo khoa.',
    sanPham: 'Lời giải bài tập trên bảng và trong vở.',
    toChuc: 'Học sinh làm cá nhân; hai học sinh lên bảng; lớp nhận xét.',
  };
  c.vanDung = {
    mucTieu: 'Liên hệ thực tế.',
    noiDung: 'Bài toán tính diện tích mảnh vườn.',
    sanPham: 'Bài làm ở nhà.',
    toChuc: 'Giao về nhà, nộp vào tiết sau.',
  };
  return buildPlanContent(DEFAULT_LAYOUTS.vn, c);
}

/**
 * Lesson plans of the mathematics department in every status: `giaovien` has a draft, a plan waiting, one returned
 * with comments, one approved, and one returned and resubmitted with a DOCX (two versions, for the head's diff);
 * a colleague's plan waits too, so the queue of `totruong` holds more than one teacher; and a Cambridge plan waits,
 * written in the Cambridge sections (`giao-an-cambridge.ts`).
 */
export async function seedLessonPlans(tx: DbOrTx, uploadDir: string): Promise<void> {
  const [year] = await tx.select({ id: t.namHoc.id }).from(t.namHoc).where(eq(t.namHoc.isActive, true));
  if (!year) return;
  const staffNamed = async (hoTen: string) =>
    (
      await tx
        .select({ id: t.nhanVien.id, phongBanId: t.nhanVien.phongBanId })
        .from(t.nhanVien)
        .where(eq(t.nhanVien.hoTen, hoTen))
    )[0];
  const giaovien = await staffNamed('Nguyễn Văn An');
  const totruong = await staffNamed('Phạm Minh Tuấn');
  const [account] = await tx.select({ id: t.taiKhoan.id }).from(t.taiKhoan).where(eq(t.taiKhoan.username, 'giaovien'));
  if (!giaovien || !totruong || !account) return;

  const classesOf = (nhanVienId: number) =>
    tx
      .select({
        id: t.lopMonHoc.id,
        tenLop: t.lopMonHoc.tenLop,
        monHocId: t.monHoc.id,
        tenMonHoc: t.monHoc.tenMonHoc,
        tenMonHocEn: t.monHoc.tenMonHocEn,
      })
      .from(t.lopMonHocGiaoVien)
      .innerJoin(t.lopMonHoc, eq(t.lopMonHoc.id, t.lopMonHocGiaoVien.lopMonHocId))
      .innerJoin(t.monHoc, eq(t.monHoc.id, t.lopMonHoc.monHocId))
      .where(and(eq(t.lopMonHocGiaoVien.nhanVienId, nhanVienId), eq(t.lopMonHoc.namHocId, year.id)))
      .orderBy(asc(t.lopMonHoc.id));
  const mine = await classesOf(giaovien.id);
  if (mine.length === 0) return;
  const subject = mine[0]!;
  const classes = mine.filter((c) => c.monHocId === subject.monHocId).slice(0, 2);

  const base = {
    namHocId: year.id,
    monHocId: subject.monHocId,
    tenMonHoc: subject.tenMonHoc,
    tenMonHocEn: subject.tenMonHocEn,
    lopMonHoc: classes.map((c) => ({ id: c.id, tenLop: c.tenLop })),
  };
  const day = (n: number) => new Date(Date.UTC(2026, 8, 7 + n, 8));
  const plan = async (
    nhanVienId: number,
    values: {
      tieuDe: string;
      tuan: number;
      tiet: number;
      trangThai: string;
      versions: PlanContent[];
      draft?: PlanContent;
    },
  ) => {
    const last = values.versions.at(-1);
    const [row] = await tx
      .insert(t.giaoAn)
      .values({
        ...base,
        nhanVienId,
        tieuDe: values.tieuDe,
        tuan: values.tuan,
        tiet: values.tiet,
        noiDung: values.draft ?? last!,
        trangThai: values.trangThai,
        phienBan: values.versions.length,
        ngayNop: last ? day(values.tuan) : null,
      })
      .returning({ id: t.giaoAn.id });
    for (const [i, noiDung] of values.versions.entries()) {
      await tx.insert(t.giaoAnPhienBan).values({
        giaoAnId: row!.id,
        phienBan: i + 1,
        noiDung,
        tenTep: [],
        ngayNop: day(values.tuan - values.versions.length + i + 1),
      });
    }
    return row!.id;
  };
  const comment = (giaoAnId: number, phienBan: number, muc: string, noiDung: string, hanhDong: 'approve' | 'return') =>
    tx.insert(t.giaoAnNhanXet).values({ giaoAnId, phienBan, muc, noiDung, hanhDong, nguoiNhanXetId: totruong.id });

  await plan(giaovien.id, {
    tieuDe: 'Hàm số bậc hai (tiết 2)',
    tuan: 12,
    tiet: 24,
    trangThai: 'nhap',
    versions: [],
    draft: content('hàm số bậc hai'),
  });
  await plan(giaovien.id, {
    tieuDe: 'Phương trình quy về bậc hai',
    tuan: 11,
    tiet: 22,
    trangThai: 'cho_duyet',
    versions: [content('phương trình quy về bậc hai')],
  });
  const returned = await plan(giaovien.id, {
    tieuDe: 'Dấu của tam thức bậc hai',
    tuan: 10,
    tiet: 20,
    trangThai: 'tra_lai',
    versions: [content('dấu của tam thức bậc hai')],
  });
  await comment(returned, 1, 'luyenTap', 'Bổ sung bài tập phân hoá cho học sinh khá giỏi.', 'return');
  await comment(returned, 1, 'chung', 'Thầy chỉnh lại phần luyện tập rồi nộp lại.', 'return');
  const approved = await plan(giaovien.id, {
    tieuDe: 'Hàm số và đồ thị',
    tuan: 9,
    tiet: 18,
    trangThai: 'da_duyet',
    versions: [content('hàm số và đồ thị')],
  });
  await comment(approved, 1, 'chung', 'Giáo án đạt yêu cầu.', 'approve');

  // Returned once, corrected and sent again with the worksheet attached: two versions for the head's diff.
  const first = content('bất phương trình bậc hai');
  const second = content(
    'bất phương trình bậc hai',
    '\nBổ sung phiếu học tập số 2 cho nhóm học sinh khá giỏi.',
    'Máy chiếu, phiếu học tập số 1 và số 2 (tệp đính kèm), bảng phụ.',
  );
  const resubmitted = await plan(giaovien.id, {
    tieuDe: 'Bất phương trình bậc hai một ẩn',
    tuan: 11,
    tiet: 23,
    trangThai: 'cho_duyet',
    versions: [first, second],
  });
  await comment(resubmitted, 1, 'hinhThanhKienThuc', 'Cần thêm phiếu học tập phân hoá.', 'return');
  await comment(resubmitted, 1, 'thietBi', 'Ghi rõ các phiếu học tập sử dụng.', 'return');
  const buffer = buildDocx('Phiếu học tập — Bất phương trình bậc hai một ẩn', [
    'Phiếu học tập số 1: Xét dấu tam thức f(x) = x² − 3x + 2.',
    'Phiếu học tập số 2 (khá giỏi): Giải bất phương trình x² − 5x + 6 ≤ 0 và biểu diễn tập nghiệm.',
  ]);
  const tenTep = 'phieu-hoc-tap-bat-phuong-trinh.docx';
  const fileId = await storeFile(tx, uploadDir, {
    buffer,
    mimeType: DOCX,
    originalName: tenTep,
    purpose: 'lesson-plan-file',
    ownerAccountId: account.id,
  });
  await tx.insert(t.giaoAnTep).values({
    giaoAnId: resubmitted,
    fileId,
    tenTep,
    mimeType: DOCX,
    kichThuoc: buffer.length,
    sha256: sha256Of(buffer),
  });
  await tx
    .update(t.giaoAnPhienBan)
    .set({ tenTep: [tenTep] })
    .where(and(eq(t.giaoAnPhienBan.giaoAnId, resubmitted), eq(t.giaoAnPhienBan.phienBan, 2)));

  // A colleague in the same department: the head's queue holds more than one teacher.
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
  if (colleague) {
    await plan(colleague.id, {
      tieuDe: 'Vectơ và các phép toán',
      tuan: 11,
      tiet: 21,
      trangThai: 'cho_duyet',
      versions: [content('vectơ')],
    });
  }
  await seedCambridgeLessonPlan(tx, {
    namHocId: year.id,
    phongBanId: giaovien.phongBanId!,
    excluded: [giaovien.id, totruong.id],
    submittedAt: day(11),
  });
}
