import { DEFAULT_SCALE, RUBRIC_CRITERIA } from '@hpl/shared';
import { and, asc, eq, ne } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import * as t from '../db/schema';

/**
 * Class observations of the mathematics department in every state: `giaovien` observed by `totruong` (and a colleague)
 * from scheduled to locked, and one lesson of a colleague that `giaovien` observes — so the screens of `giaovien`,
 * `totruong` and `nhansu` show content.
 */
export async function seedObservations(tx: DbOrTx): Promise<void> {
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
  if (!year || !giaovien || !totruong) return;
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
  const classOf = async (nhanVienId: number) =>
    (
      await tx
        .select({ id: t.lopMonHoc.id, tenLop: t.lopMonHoc.tenLop, tenMonHoc: t.monHoc.tenMonHoc })
        .from(t.lopMonHocGiaoVien)
        .innerJoin(t.lopMonHoc, eq(t.lopMonHoc.id, t.lopMonHocGiaoVien.lopMonHocId))
        .innerJoin(t.monHoc, eq(t.monHoc.id, t.lopMonHoc.monHocId))
        .where(and(eq(t.lopMonHocGiaoVien.nhanVienId, nhanVienId), eq(t.lopMonHoc.namHocId, year.id)))
        .orderBy(asc(t.lopMonHoc.id))
        .limit(1)
    )[0];
  const lesson = await classOf(giaovien.id);
  if (!lesson) return;
  const scores = (base: number) =>
    Object.fromEntries(
      RUBRIC_CRITERIA.map((c, i) => [c, Math.min(DEFAULT_SCALE.diemToiDa, base + (i % 3 === 0 ? 1 : 0))]),
    );
  const observe = async (
    values: Partial<typeof t.duGio.$inferInsert> & { ngay: string; tiet: number },
    observers: number[],
    who = { giaoVienId: giaovien.id, lop: lesson },
  ) => {
    const [row] = await tx
      .insert(t.duGio)
      .values({
        namHocId: year.id,
        giaoVienId: who.giaoVienId,
        nguoiTaoId: totruong.id,
        lopMonHocId: who.lop.id,
        tenLop: who.lop.tenLop,
        tenMonHoc: who.lop.tenMonHoc,
        ...values,
      })
      .returning({ id: t.duGio.id });
    await tx.insert(t.duGioNguoiDu).values(observers.map((nhanVienId) => ({ duGioId: row!.id, nhanVienId })));
  };
  const panel = colleague ? [totruong.id, colleague.id] : [totruong.id];
  await observe(
    {
      ngay: '2026-10-06',
      tiet: 2,
      trangThai: 'da_khoa',
      diem: scores(3),
      uuDiem: 'Chuỗi hoạt động hợp lý; học sinh tích cực thảo luận nhóm.',
      gopY: 'Dành thêm thời gian cho phần vận dụng.',
      phanHoi: 'Em cảm ơn tổ, em sẽ điều chỉnh thời lượng.',
    },
    panel,
  );
  await observe(
    {
      ngay: '2026-10-20',
      tiet: 3,
      trangThai: 'da_xac_nhan',
      diem: scores(3),
      uuDiem: 'Phiếu học tập rõ ràng.',
      gopY: 'Quan sát kỹ hơn các nhóm yếu.',
      phanHoi: 'Em đã rút kinh nghiệm.',
    },
    panel,
  );
  await observe(
    {
      ngay: '2026-11-03',
      tiet: 1,
      trangThai: 'da_nop',
      diem: scores(2),
      uuDiem: 'Lớp học sôi nổi.',
      gopY: 'Chốt kiến thức rõ hơn.',
    },
    panel,
  );
  await observe({ ngay: '2026-11-17', tiet: 4, trangThai: 'nhap', diem: { keHoach1: 3, keHoach2: 3 } }, panel);
  await observe({ ngay: '2026-12-08', tiet: 2, trangThai: 'da_len_lich' }, panel);
  if (colleague) {
    const theirs = await classOf(colleague.id);
    if (theirs) {
      await observe({ ngay: '2026-12-10', tiet: 3, trangThai: 'da_len_lich' }, [totruong.id, giaovien.id], {
        giaoVienId: colleague.id,
        lop: theirs,
      });
    }
  }
}
