import {
  award,
  type CommentResult,
  type Level,
  type LopChuNhiem,
  learningLevel,
  type PhieuKetQua,
  type Promotion,
  promotion,
  type RenLuyen,
  type RenLuyenInput,
  type TongKetLop,
  yearConduct,
} from '@hpl/shared';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { diemVnRenLuyen, diemVnTongKet, diemVnTrungBinh, hocKy as hocKyTable, namHoc } from '../../db/schema';
import { type Actor, audit } from '../../lib/audit';
import { badRequest, conflict, forbidden, notFound } from '../../lib/errors';
import type { SessionUser } from '../../lib/session-user';
import { countAbsences } from '../diem-danh';
import { homeroomRelationOf, maySetConduct, reportRelationOf } from './diem-vn.policy';
import * as repo from './diem-vn.repository';
import { settingsOf, viewerOf, yearIdOf } from './diem-vn.service';
import { renderReportCards } from './phieu-ket-qua-pdf';

/**
 * Conduct, term and year summaries of homeroom classes, and the student's report. Summaries are computed from the
 * stored subject averages with the shared rules and stored; once the office confirms a class's summary it is final.
 */

async function loadHomeroom(db: DbOrTx, user: SessionUser, id: number) {
  const cls = await repo.findHomeroom(db, id);
  if (cls?.heHocMa !== 'VN') throw notFound();
  const relation = homeroomRelationOf(viewerOf(user), { gvcnId: cls.gvcnId });
  if (relation === 'other') throw notFound();
  return { cls, relation };
}

async function isConfirmed(db: DbOrTx, lopQuanLyId: number, hocKy: number) {
  const [row] = await db
    .select({ n: sql<number>`cast(count(*) as integer)` })
    .from(diemVnTongKet)
    .where(
      and(eq(diemVnTongKet.lopQuanLyId, lopQuanLyId), eq(diemVnTongKet.hocKy, hocKy), eq(diemVnTongKet.xacNhan, true)),
    );
  return (row?.n ?? 0) > 0;
}

/** Homeroom classes: the caller's own (`cuaToi`) or, for the office, every one of the year (`tatCa`). */
export async function listHomerooms(
  db: Db,
  user: SessionUser,
  q: { namHocId?: number; phamVi: 'cuaToi' | 'tatCa' },
): Promise<LopChuNhiem[]> {
  const viewer = viewerOf(user);
  if (q.phamVi === 'tatCa' && !viewer.isOffice) throw forbidden();
  const namHocId = await yearIdOf(db, q.namHocId);
  return repo.listHomerooms(db, namHocId, q.phamVi === 'cuaToi' ? (viewer.nhanVienId ?? -1) : undefined);
}

export async function getConduct(db: Db, user: SessionUser, lopQuanLyId: number): Promise<RenLuyen> {
  const { cls, relation } = await loadHomeroom(db, user, lopQuanLyId);
  const [students, rows, confirmed] = await Promise.all([
    repo.listHomeroomStudents(db, lopQuanLyId),
    repo.listConduct(db, lopQuanLyId),
    isConfirmed(db, lopQuanLyId, 0),
  ]);
  return {
    lopQuanLyId,
    tenLop: cls.tenLop,
    choPhepSua: maySetConduct(relation, confirmed),
    hocSinh: students.map((s) => {
      const t1 = rows.find((r) => r.hocSinhId === s.id && r.hocKy === 1);
      const t2 = rows.find((r) => r.hocSinhId === s.id && r.hocKy === 2);
      return {
        hocSinhId: s.id,
        maHocSinh: s.maHocSinh,
        hoTen: s.hoTen,
        hocKy1: t1?.mucDo ?? null,
        hocKy2: t2?.mucDo ?? null,
        caNam: t1 && t2 ? yearConduct(t1.mucDo, t2.mucDo) : null,
        version1: t1?.version ?? 0,
        version2: t2?.version ?? 0,
      };
    }),
  };
}

/** The homeroom teacher sets one student's conduct for a term (null clears it). */
export async function setConduct(db: Db, actor: Actor, user: SessionUser, lopQuanLyId: number, input: RenLuyenInput) {
  const { relation } = await loadHomeroom(db, user, lopQuanLyId);
  if (relation !== 'chuNhiem') throw forbidden();
  if (!maySetConduct(relation, await isConfirmed(db, lopQuanLyId, input.hocKy)))
    throw badRequest('diemVn.tongKet.confirmed');
  const students = await repo.listHomeroomStudents(db, lopQuanLyId);
  if (!students.some((s) => s.id === input.hocSinhId)) throw badRequest('diemVn.hocSinh.notInClass');
  await db.transaction(async (tx) => {
    const current = (await repo.listConduct(tx, lopQuanLyId, true)).find(
      (r) => r.hocSinhId === input.hocSinhId && r.hocKy === input.hocKy,
    );
    if ((current?.version ?? 0) !== input.version) throw conflict();
    if (current && input.mucDo == null) await tx.delete(diemVnRenLuyen).where(eq(diemVnRenLuyen.id, current.id));
    else if (current)
      await tx
        .update(diemVnRenLuyen)
        .set({ mucDo: input.mucDo!, version: current.version + 1, updatedAt: new Date() })
        .where(eq(diemVnRenLuyen.id, current.id));
    else if (input.mucDo != null)
      await tx
        .insert(diemVnRenLuyen)
        .values({ lopQuanLyId, hocSinhId: input.hocSinhId, hocKy: input.hocKy, mucDo: input.mucDo });
    await audit(tx, actor, {
      action: 'update',
      entity: 'DiemVN.renLuyen',
      entityId: `${lopQuanLyId}:${input.hocKy}:${input.hocSinhId}`,
      before: current ? { mucDo: current.mucDo } : null,
      after: { mucDo: input.mucDo },
    });
  });
  return getConduct(db, user, lopQuanLyId);
}

async function rangeOf(db: DbOrTx, namHocId: number, term: number): Promise<{ from: string; to: string } | null> {
  if (term === 0) {
    const [y] = await db
      .select({ from: namHoc.ngayBatDau, to: namHoc.ngayKetThuc })
      .from(namHoc)
      .where(eq(namHoc.id, namHocId));
    return y?.from && y.to ? { from: y.from, to: y.to } : null;
  }
  const [t] = await db
    .select({ from: hocKyTable.ngayBatDau, to: hocKyTable.ngayKetThuc })
    .from(hocKyTable)
    .where(and(eq(hocKyTable.namHocId, namHocId), eq(hocKyTable.thuTu, term)));
  return t?.from && t.to ? { from: t.from, to: t.to } : null;
}

/**
 * Computes and stores the summary of a term (1, 2) or the year (0) for each student of some homeroom classes, from
 * stored subject averages, conduct and attendance. Returns how many student rows were written.
 */
export async function computeSummaries(db: DbOrTx, lopQuanLyIds: number[], term: number): Promise<number> {
  let written = 0;
  for (const lopQuanLyId of lopQuanLyIds) {
    const cls = await repo.findHomeroom(db, lopQuanLyId);
    if (!cls) continue;
    if (await isConfirmed(db, lopQuanLyId, term)) throw conflict('diemVn.tongKet.confirmed');
    const settings = await settingsOf(db, cls.namHocId);
    const [students, classes, conduct, range] = await Promise.all([
      repo.listHomeroomStudents(db, lopQuanLyId),
      repo.listClassesOfHomeroom(db, lopQuanLyId),
      repo.listConduct(db, lopQuanLyId),
      rangeOf(db, cls.namHocId, term),
    ]);
    const ids = students.map((s) => s.id);
    const averages = classes.length
      ? await db
          .select({
            lopMonHocId: diemVnTrungBinh.lopMonHocId,
            hocSinhId: diemVnTrungBinh.hocSinhId,
            diemTb: diemVnTrungBinh.diemTb,
            ketQua: diemVnTrungBinh.ketQua,
          })
          .from(diemVnTrungBinh)
          .where(
            and(
              inArray(
                diemVnTrungBinh.lopMonHocId,
                classes.map((c) => c.id),
              ),
              eq(diemVnTrungBinh.hocKy, term),
            ),
          )
      : [];
    const retakes =
      term === 0
        ? await repo.listRetakeStudents(
            db,
            classes.map((c) => c.id),
          )
        : new Set<number>();
    const absences = range ? await countAbsences(db, ids, range.from, range.to) : new Map<number, number>();
    const rows = students.map((s) => {
      const mine = averages.filter((a) => a.hocSinhId === s.id);
      const scored: (number | null)[] = [];
      const comments: (CommentResult | null)[] = [];
      const awardable: number[] = [];
      for (const c of classes) {
        const a = mine.find((x) => x.lopMonHocId === c.id);
        if (c.hinhThucDanhGia === 'nhan_xet') comments.push((a?.ketQua as CommentResult | null) ?? null);
        else {
          const value = a?.diemTb == null ? null : Number(a.diemTb);
          scored.push(value);
          if (value != null && c.tinhKhenThuong) awardable.push(value);
        }
      }
      const complete = scored.every((x) => x != null) && comments.every((x) => x != null);
      const level = complete ? learningLevel(scored as number[], comments as CommentResult[], settings) : null;
      const c1 = conduct.find((r) => r.hocSinhId === s.id && r.hocKy === 1)?.mucDo;
      const c2 = conduct.find((r) => r.hocSinhId === s.id && r.hocKy === 2)?.mucDo;
      const renLuyen: Level | null =
        term === 0 ? (c1 && c2 ? yearConduct(c1, c2) : null) : ((term === 1 ? c1 : c2) ?? null);
      const soBuoiNghi = absences.get(s.id) ?? 0;
      let ketQua: Promotion | null = null;
      let danhHieu: 'XuatSac' | 'Gioi' | null = null;
      if (term === 0 && level && renLuyen) {
        ketQua = promotion(
          { conduct: renLuyen, learning: level.adjusted, absences: soBuoiNghi, sauHe: retakes.has(s.id) },
          settings,
        );
        danhHieu = award({ conduct: renLuyen, learning: level.adjusted, yearAverages: awardable }, settings);
      }
      return {
        lopQuanLyId,
        hocSinhId: s.id,
        hocKy: term,
        hocTapRaw: level?.raw ?? null,
        hocTap: level?.adjusted ?? null,
        renLuyen,
        soBuoiNghi,
        ketQua,
        danhHieu,
      };
    });
    if (rows.length === 0) continue;
    await db
      .insert(diemVnTongKet)
      .values(rows)
      .onConflictDoUpdate({
        target: [diemVnTongKet.lopQuanLyId, diemVnTongKet.hocKy, diemVnTongKet.hocSinhId],
        set: {
          hocTapRaw: sql`excluded.hoc_tap_raw`,
          hocTap: sql`excluded.hoc_tap`,
          renLuyen: sql`excluded.ren_luyen`,
          soBuoiNghi: sql`excluded.so_buoi_nghi`,
          ketQua: sql`excluded.ket_qua`,
          danhHieu: sql`excluded.danh_hieu`,
          updatedAt: sql`now()`,
        },
      });
    written += rows.length;
  }
  return written;
}

export async function getSummary(db: Db, user: SessionUser, lopQuanLyId: number, term: number): Promise<TongKetLop> {
  const { cls } = await loadHomeroom(db, user, lopQuanLyId);
  const [students, classes, rows] = await Promise.all([
    repo.listHomeroomStudents(db, lopQuanLyId),
    repo.listClassesOfHomeroom(db, lopQuanLyId),
    db
      .select()
      .from(diemVnTongKet)
      .where(and(eq(diemVnTongKet.lopQuanLyId, lopQuanLyId), eq(diemVnTongKet.hocKy, term))),
  ]);
  const averages = classes.length
    ? await db
        .select()
        .from(diemVnTrungBinh)
        .where(
          and(
            inArray(
              diemVnTrungBinh.lopMonHocId,
              classes.map((c) => c.id),
            ),
            eq(diemVnTrungBinh.hocKy, term),
          ),
        )
    : [];
  return {
    lopQuanLyId,
    tenLop: cls.tenLop,
    hocKy: term,
    xacNhan: rows.some((r) => r.xacNhan),
    mon: classes.map((c) => ({ monHocId: c.monHocId, maMonHoc: c.maMonHoc, tenMonHoc: c.tenMonHoc })),
    hocSinh: students.map((s) => {
      const r = rows.find((x) => x.hocSinhId === s.id);
      return {
        hocSinhId: s.id,
        maHocSinh: s.maHocSinh,
        hoTen: s.hoTen,
        hocKy: term,
        hocTapRaw: (r?.hocTapRaw as Level | null) ?? null,
        hocTap: (r?.hocTap as Level | null) ?? null,
        renLuyen: (r?.renLuyen as Level | null) ?? null,
        soBuoiNghi: r?.soBuoiNghi ?? 0,
        ketQua: (r?.ketQua as Promotion | null) ?? null,
        danhHieu: (r?.danhHieu as 'XuatSac' | 'Gioi' | null) ?? null,
        diem: classes.map((c) => {
          const a = averages.find((x) => x.lopMonHocId === c.id && x.hocSinhId === s.id);
          return {
            monHocId: c.monHocId,
            diemTb: a?.diemTb == null ? null : Number(a.diemTb),
            ketQua: (a?.ketQua as CommentResult | null) ?? null,
          };
        }),
      };
    }),
  };
}

/** Office or homeroom teacher recomputes; only the office confirms (after which the summary is read-only). */
export async function recomputeSummary(db: Db, user: SessionUser, lopQuanLyId: number, term: number) {
  await loadHomeroom(db, user, lopQuanLyId);
  await computeSummaries(db, [lopQuanLyId], term);
  return getSummary(db, user, lopQuanLyId, term);
}

export async function confirmSummary(db: Db, actor: Actor, user: SessionUser, lopQuanLyId: number, term: number) {
  const { relation } = await loadHomeroom(db, user, lopQuanLyId);
  if (relation !== 'quanLy' && !viewerOf(user).isOffice) throw forbidden();
  await computeSummaries(db, [lopQuanLyId], term);
  await db.transaction(async (tx) => {
    await tx
      .update(diemVnTongKet)
      .set({ xacNhan: true, updatedAt: new Date() })
      .where(and(eq(diemVnTongKet.lopQuanLyId, lopQuanLyId), eq(diemVnTongKet.hocKy, term)));
    await audit(tx, actor, { action: 'confirm', entity: 'DiemVN.tongKet', entityId: `${lopQuanLyId}:${term}` });
  });
  return getSummary(db, user, lopQuanLyId, term);
}

/**
 * The student's report. The student sees only published terms of their own subject classes and confirmed summaries;
 * the office sees everything; anyone else — another student included — gets 404. No ranks, no classmates (rule 11).
 */
export async function getReport(
  db: Db,
  user: SessionUser,
  hocSinhId: number,
  namHocId: number | undefined,
): Promise<PhieuKetQua> {
  const relation = reportRelationOf(viewerOf(user), hocSinhId);
  if (relation === 'other') throw notFound();
  const student = await repo.findStudent(db, hocSinhId);
  if (!student) throw notFound();
  const yearId = await yearIdOf(db, namHocId);
  const year = (await repo.findYear(db, yearId))!;
  const own = relation === 'own';
  const [homeroom, classes] = await Promise.all([
    repo.findStudentHomeroom(db, hocSinhId, yearId),
    repo.listStudentClasses(db, hocSinhId, yearId),
  ]);
  const ids = classes.map((c) => c.id);
  const [cells, publication, comments, averages, summaries] = await Promise.all([
    repo.listCellsOfStudent(db, hocSinhId, ids),
    repo.listPublication(db, ids),
    repo.listCommentsOfStudent(db, hocSinhId, ids),
    ids.length
      ? db
          .select()
          .from(diemVnTrungBinh)
          .where(and(eq(diemVnTrungBinh.hocSinhId, hocSinhId), inArray(diemVnTrungBinh.lopMonHocId, ids)))
      : Promise.resolve([]),
    homeroom
      ? db
          .select()
          .from(diemVnTongKet)
          .where(and(eq(diemVnTongKet.hocSinhId, hocSinhId), eq(diemVnTongKet.lopQuanLyId, homeroom.id)))
      : Promise.resolve([]),
  ]);
  const published = (id: number, term: number) =>
    publication.some((p) => p.lopMonHocId === id && p.hocKy === term && p.congBo);
  return {
    hocSinh: { ...student, lop: homeroom?.tenLop ?? null },
    namHoc: { id: year.id, tenNamHoc: year.tenNamHoc },
    mon: classes.map((c) => {
      const visible = (term: number) => !own || published(c.id, term);
      const avg = (term: number) => averages.find((a) => a.lopMonHocId === c.id && a.hocKy === term);
      const yearVisible = visible(1) && visible(2);
      return {
        lopMonHocId: c.id,
        maMonHoc: c.maMonHoc,
        tenMonHoc: c.tenMonHoc,
        tenMonHocEn: c.tenMonHocEn,
        hinhThucDanhGia: c.hinhThucDanhGia === 'nhan_xet' ? ('nhan_xet' as const) : ('diem' as const),
        hocKy: [1, 2].map((term) => {
          const show = visible(term);
          const a = avg(term);
          return {
            hocKy: term,
            congBo: published(c.id, term),
            o: show
              ? cells
                  .filter((x) => x.lopMonHocId === c.id && x.hocKy === term)
                  .map((x) => ({
                    hocKy: x.hocKy,
                    cot: x.cot as never,
                    trangThai: x.trangThai,
                    giaTri: x.giaTri,
                    ketQua: x.ketQua,
                    version: x.version,
                  }))
              : [],
            trungBinh: show && a?.diemTb != null ? Number(a.diemTb) : null,
            ketQua: show ? ((a?.ketQua as CommentResult | null) ?? null) : null,
            nhanXet: show ? (comments.find((x) => x.lopMonHocId === c.id && x.hocKy === term)?.noiDung ?? null) : null,
          };
        }),
        caNam: yearVisible && avg(0)?.diemTb != null ? Number(avg(0)!.diemTb) : null,
        ketQuaCaNam: yearVisible ? ((avg(0)?.ketQua as CommentResult | null) ?? null) : null,
      };
    }),
    tongKet: summaries
      .filter((s) => !own || s.xacNhan)
      .sort((a, b) => (a.hocKy || 3) - (b.hocKy || 3))
      .map((s) => ({
        hocKy: s.hocKy,
        hocTapRaw: (s.hocTapRaw as Level | null) ?? null,
        hocTap: (s.hocTap as Level | null) ?? null,
        renLuyen: (s.renLuyen as Level | null) ?? null,
        soBuoiNghi: s.soBuoiNghi,
        ketQua: (s.ketQua as Promotion | null) ?? null,
        danhHieu: (s.danhHieu as 'XuatSac' | 'Gioi' | null) ?? null,
      })),
  };
}

/** One student's report card as PDF: the same visibility as the report (own published results, or the office). */
export async function reportPdf(db: Db, user: SessionUser, hocSinhId: number, namHocId: number | undefined) {
  const report = await getReport(db, user, hocSinhId, namHocId);
  return renderReportCards([report], await repo.findSchool(db));
}

/** The report cards of a whole homeroom class in one PDF (the office). */
export async function classReportPdf(db: Db, user: SessionUser, lopQuanLyId: number) {
  const { cls } = await loadHomeroom(db, user, lopQuanLyId);
  const students = await repo.listHomeroomStudents(db, lopQuanLyId);
  const reports = [];
  for (const s of students) reports.push(await getReport(db, user, s.id, cls.namHocId));
  return { tenLop: cls.tenLop, pdf: await renderReportCards(reports, await repo.findSchool(db)) };
}
