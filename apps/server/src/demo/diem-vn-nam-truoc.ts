import { type CellState, type CommentResult, type Level, regularMarkCount, termColumns } from '@hpl/shared';
import { and, asc, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../db/client';
import * as t from '../db/schema';
import type { SessionUser } from '../lib/session-user';
import { confirmSummary, reclassifyAfterRetake, recomputeClassAverages } from '../modules/diem-vn';

const BATCH = 500;

/** A date-time in Vietnam (UTC+7). */
export const vn = (date: string) => new Date(`${date}T00:00:00+07:00`);

/** What the grades demo needs of a subject class: its subject's code and kind, and its periods a year. */
export const subjectClassColumns = {
  id: t.lopMonHoc.id,
  ma: t.monHoc.maMonHoc,
  kind: t.monHoc.hinhThucDanhGia,
  soTietNam: t.lopMonHoc.soTietNam,
};

/**
 * The summer-retake students of last year's class, by their place in the class (students in id order; place 0 is the
 * demo student, who is promoted in June): the subjects below the pass mark with their year mark, and the summer retake
 * results. Places beyond the class's size are left out (the small demo school has four students a class).
 */
const RETAKES: { place: number; weak: Record<string, number>; retake: Record<string, number> }[] = [
  // Maths under 3.5: learning Chưa đạt however good the rest is (two subjects below 5.0, so no adjustment).
  { place: 1, weak: { TOAN: 3, VAN: 4 }, retake: { TOAN: 6, VAN: 5.5 } },
  { place: 2, weak: { LSDL: 3, KHTN: 4.5 }, retake: { LSDL: 6, KHTN: 5 } },
  { place: 5, weak: { TOAN: 3.4, ANH: 4 }, retake: { TOAN: 5, ANH: 6.5 } },
];
/** The student whose term II conduct is Chưa đạt (summer conduct training), and the training's result. */
const TRAINING = { place: 3, result: 'Đạt' as Level };

/**
 * Last school year's Vietnamese-programme grades of one homeroom class — 9A1 of the finished year, the class today's
 * demo class 10A1 came from — as the office closed it: every mark of both terms, conduct, the term and year summaries
 * computed and confirmed, two or three students sent to the summer retake (KiemTraLai) and one to the summer conduct
 * training (RenLuyenHe), their summer results entered and the year classified again after the summer (`sauHe`). The
 * averages, summaries, confirmation and re-classification come from the module's own service functions, so the rows
 * are what the app would have stored; the office (`daotao`) opens it in the summary screen by choosing that year.
 */
export async function seedDiemVnPreviousYear(tx: DbOrTx): Promise<{ lopQuanLyId: number } | null> {
  const [year] = await tx
    .select({ id: t.namHoc.id, ngayKetThuc: t.namHoc.ngayKetThuc })
    .from(t.namHoc)
    .where(eq(t.namHoc.isActive, false))
    .orderBy(desc(t.namHoc.ngayBatDau))
    .limit(1);
  const [office] = await tx
    .select({ id: t.taiKhoan.id, roles: t.taiKhoan.roles, permissions: t.taiKhoan.permissions })
    .from(t.taiKhoan)
    .where(eq(t.taiKhoan.username, 'daotao'));
  // Last year's class of the students of today's 10A1 (its first student's enrolment of that year).
  const [homeroom] = await tx
    .select({ id: t.lopQuanLy.id, tenLop: t.lopQuanLy.tenLop, gvcnId: t.lopQuanLy.gvcnId })
    .from(t.lopQuanLyHocSinh)
    .innerJoin(t.lopQuanLy, eq(t.lopQuanLy.id, t.lopQuanLyHocSinh.lopQuanLyId))
    .where(
      and(
        eq(t.lopQuanLy.namHocId, year?.id ?? -1),
        eq(
          t.lopQuanLyHocSinh.hocSinhId,
          sql`(select min(e.hoc_sinh_id) from ${t.lopQuanLyHocSinh} e join ${t.lopQuanLy} c on c.id = e.lop_quan_ly_id
            join ${t.namHoc} y on y.id = c.nam_hoc_id and y.is_active where c.ten_lop = '10A1' and e.den_ngay is null)`,
        ),
      ),
    );
  if (!year?.ngayKetThuc || !office || !homeroom) return null;
  const students = (
    await tx
      .select({ id: t.lopQuanLyHocSinh.hocSinhId })
      .from(t.lopQuanLyHocSinh)
      .where(eq(t.lopQuanLyHocSinh.lopQuanLyId, homeroom.id))
      .orderBy(asc(t.lopQuanLyHocSinh.hocSinhId))
  ).map((s) => s.id);
  // The class's subject classes of that year (the teaching-assignment demo copied them, with their teachers).
  const classes = await tx
    .select(subjectClassColumns)
    .from(t.lopMonHoc)
    .innerJoin(t.monHoc, eq(t.monHoc.id, t.lopMonHoc.monHocId))
    .innerJoin(t.heHoc, and(eq(t.heHoc.id, t.monHoc.heHocId), eq(t.heHoc.ma, 'VN')))
    .where(and(eq(t.lopMonHoc.lopQuanLyId, homeroom.id), isNull(t.monHoc.deletedAt)))
    .orderBy(asc(t.lopMonHoc.id));
  if (students.length < 4 || classes.length === 0) return null;

  // Memberships ran to the year's last day: the students moved up together.
  const memberships = classes.flatMap((c) =>
    students.map((hocSinhId) => ({ lopMonHocId: c.id, hocSinhId, tuNgay: '2025-09-05', denNgay: year.ngayKetThuc })),
  );
  for (let i = 0; i < memberships.length; i += BATCH)
    await tx.insert(t.lopMonHocHocSinh).values(memberships.slice(i, i + BATCH));
  const windows = (hocKy: number, from: string, to: string, cots: string[]) =>
    cots.map((cot) => ({ namHocId: year.id, hocKy, cot, moLuc: vn(from), dongLuc: vn(to) }));
  await tx
    .insert(t.diemVnCotNhap)
    .values([
      ...windows(1, '2025-09-08', '2026-01-20', ['TX1', 'TX2', 'TX3', 'TX4', 'GK', 'CK']),
      ...windows(2, '2026-01-19', '2026-05-31', ['TX1', 'TX2', 'TX3', 'TX4', 'GK', 'CK']),
      ...windows(2, '2026-06-15', '2026-07-15', ['KTL']),
    ])
    .onConflictDoNothing();
  await tx
    .insert(t.diemVnCongBo)
    .values(classes.flatMap((c) => [1, 2].map((hocKy) => ({ lopMonHocId: c.id, hocKy, congBo: true, khoa: true }))));

  const retakeOf = new Map(RETAKES.filter((r) => r.place < students.length).map((r) => [students[r.place]!, r]));
  const trainee = students[TRAINING.place]!;
  // Marks: steady and a little better in term II, a student's own level varying by subject; the weak subjects of the
  // retake students carry their year mark in both terms.
  const cells: (typeof t.diemVnDiem.$inferInsert)[] = [];
  students.forEach((hocSinhId, place) => {
    classes.forEach((c, s) => {
      const kind = c.kind === 'nhan_xet' ? 'nhan_xet' : 'diem';
      const weak = retakeOf.get(hocSinhId)?.weak[c.ma];
      for (const hocKy of [1, 2]) {
        const level = 6 + ((place * 7 + s * 3) % 9) * 0.4 + (hocKy === 2 ? 0.5 : 0);
        termColumns(kind, regularMarkCount(c.soTietNam)).forEach((cot, column) => {
          const mark = weak ?? Math.min(10, level + (((column + place) % 3) - 1) * 0.5);
          const value: { trangThai: CellState; giaTri: string | null; ketQua: CommentResult | null } =
            kind === 'nhan_xet'
              ? { trangThai: 'diem', giaTri: null, ketQua: 'Đạt' }
              : { trangThai: 'diem', giaTri: mark.toFixed(1), ketQua: null };
          cells.push({ lopMonHocId: c.id, hocSinhId, hocKy, cot, ...value });
        });
      }
    });
  });
  for (let i = 0; i < cells.length; i += BATCH) await tx.insert(t.diemVnDiem).values(cells.slice(i, i + BATCH));
  const conductOf = (place: number, hocKy: number): Level =>
    students[place] === trainee ? (hocKy === 1 ? 'Đạt' : 'Chưa đạt') : place % 3 === 2 ? 'Khá' : 'Tốt';
  await tx
    .insert(t.diemVnRenLuyen)
    .values(
      students.flatMap((hocSinhId, place) =>
        [1, 2].map((hocKy) => ({ lopQuanLyId: homeroom.id, hocSinhId, hocKy, mucDo: conductOf(place, hocKy) })),
      ),
    );

  // The office's year end, as the screens do it: averages, both terms' and the year's summaries, confirmed.
  const db = tx as Db;
  const user: SessionUser = {
    accountId: office.id,
    username: 'daotao',
    roles: office.roles,
    permissions: office.permissions,
    nhanVienId: null,
    hocSinhId: null,
    hoTen: 'Phòng Đào tạo',
    anhDaiDien: null,
    sessionId: 'demo',
  };
  const caller = { accountId: office.id, requestId: 'demo', user };
  const classIds = classes.map((c) => c.id);
  await recomputeClassAverages(tx, classIds);
  for (const hocKy of [1, 2, 0]) await confirmSummary(db, caller, homeroom.id, hocKy);

  // The summer: retake results in the KTL column of term II (the teachers' saves store the new year averages), the
  // conduct training's result as the summer conduct, then the office classifies the year again.
  const ktl = classes.flatMap((c) =>
    [...retakeOf].flatMap(([hocSinhId, r]) => {
      const mark = r.retake[c.ma];
      return mark === undefined
        ? []
        : [{ lopMonHocId: c.id, hocSinhId, hocKy: 2, cot: 'KTL', trangThai: 'diem', giaTri: mark.toFixed(1) }];
    }),
  );
  if (ktl.length) await tx.insert(t.diemVnDiem).values(ktl);
  await recomputeClassAverages(
    tx,
    classIds.filter((id) => ktl.some((k) => k.lopMonHocId === id)),
  );
  await tx
    .insert(t.diemVnRenLuyen)
    .values({ lopQuanLyId: homeroom.id, hocSinhId: trainee, hocKy: 3, mucDo: TRAINING.result });
  await reclassifyAfterRetake(db, caller, homeroom.id);
  return { lopQuanLyId: homeroom.id };
}
