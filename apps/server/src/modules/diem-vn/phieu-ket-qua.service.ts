import type { CommentResult, Level, PhieuKetQua, Promotion } from '@hpl/shared';
import type { Db } from '../../db/client';
import type { Caller } from '../../lib/caller';
import { notFound } from '../../lib/errors';
import { findYear } from '../nam-hoc';
import * as settingsRepo from './cai-dat.repository';
import { reportRelationOf } from './diem-vn.policy';
import * as repo from './diem-vn.repository';
import { viewerOf, yearIdOf } from './diem-vn.service';
import { renderReportCards } from './phieu-ket-qua-pdf';
import * as summaryRepo from './tong-ket.repository';
import { loadHomeroom, SUMMER } from './tong-ket.service';

// A student's report (phieu-ket-qua) and its PDF, one student's or a whole homeroom class's.

/**
 * The student's report. The student sees only published terms of their own subject classes and confirmed summaries;
 * the office sees everything; anyone else — another student included — gets 404. No ranks, no classmates (rule 11).
 */
export async function getReport(
  db: Db,
  caller: Caller,
  hocSinhId: number,
  namHocId: number | undefined,
): Promise<PhieuKetQua> {
  const { user } = caller;
  const relation = reportRelationOf(viewerOf(user), hocSinhId);
  if (relation === 'other') throw notFound();
  const student = await repo.findStudent(db, hocSinhId);
  if (!student) throw notFound();
  const yearId = await yearIdOf(db, namHocId);
  const year = (await findYear(db, yearId))!;
  const own = relation === 'own';
  const [homeroom, classes] = await Promise.all([
    summaryRepo.findStudentHomeroom(db, hocSinhId, yearId),
    repo.listStudentClasses(db, hocSinhId, yearId),
  ]);
  const ids = classes.map((c) => c.id);
  const [cells, publication, comments, averages, summaries] = await Promise.all([
    summaryRepo.listCellsOfStudent(db, hocSinhId, ids),
    settingsRepo.listPublication(db, ids),
    summaryRepo.listCommentsOfStudent(db, hocSinhId, ids),
    summaryRepo.listAveragesOfStudent(db, hocSinhId, ids),
    homeroom ? summaryRepo.listSummariesOfStudent(db, hocSinhId, homeroom.id) : Promise.resolve([]),
  ]);
  const published = (id: number, term: number) =>
    publication.some((p) => p.lopMonHocId === id && p.hocKy === term && p.congBo);
  const retaken = new Set(cells.filter((x) => x.cot === 'KTL').map((x) => x.lopMonHocId));
  const trained =
    homeroom != null &&
    (await summaryRepo.listConduct(db, homeroom.id)).some((c) => c.hocSinhId === hocSinhId && c.hocKy === SUMMER);
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
        kiemTraLai: yearVisible && retaken.has(c.id),
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
        sauHe: s.hocKy === 0 && (trained || retaken.size > 0) && (s.ketQua === 'LenLop' || s.ketQua === 'OLai'),
      })),
  };
}

/** One student's report card as PDF: the same visibility as the report (own published results, or the office). */
export async function reportPdf(db: Db, caller: Caller, hocSinhId: number, namHocId: number | undefined) {
  const report = await getReport(db, caller, hocSinhId, namHocId);
  return renderReportCards([report], await repo.findSchool(db));
}

/** The report cards of a whole homeroom class in one PDF (the office). */
export async function classReportPdf(db: Db, caller: Caller, lopQuanLyId: number) {
  const { cls } = await loadHomeroom(db, caller, lopQuanLyId);
  const students = await summaryRepo.listHomeroomStudents(db, lopQuanLyId);
  const reports = [];
  for (const s of students) reports.push(await getReport(db, caller, s.id, cls.namHocId));
  return { tenLop: cls.tenLop, pdf: await renderReportCards(reports, await repo.findSchool(db)) };
}
