import {
  type PhieuTieuHoc,
  type PrimaryPeriod,
  type PrimaryRating,
  type PrimaryYearResult,
  termOfPeriod,
} from '@hpl/shared';
import type { Db, DbOrTx } from '../../db/client';
import type { Caller } from '../../lib/caller';
import { notFound } from '../../lib/errors';
import { findYear } from '../nam-hoc';
import { listPublication } from './cai-dat.repository';
import { reportRelationOf } from './diem-vn.policy';
import { findSchool, findStudent } from './diem-vn.repository';
import { viewerOf, yearIdOf } from './diem-vn.service';
import * as repo from './tieu-hoc.repository';
import { renderPrimaryReportCards } from './tieu-hoc-pdf';
import { loadHomeroom, presentMuc } from './tieu-hoc-tong-ket.service';
import { listHomeroomStudents } from './tong-ket.repository';

// The pupil's primary report card (Circular 27) and its PDF, one pupil's or a whole homeroom class's.

async function buildReport(
  db: DbOrTx,
  hocSinhId: number,
  namHocId: number,
  own: boolean,
): Promise<PhieuTieuHoc | null> {
  const [student, homeroom, year] = await Promise.all([
    findStudent(db, hocSinhId),
    repo.findPupilHomeroom(db, hocSinhId, namHocId),
    findYear(db, namHocId),
  ]);
  if (!student || !homeroom || !year) return null;
  const classes = (await repo.listPrimaryClasses(db, { namHocId, lopQuanLyId: homeroom.id })).filter((c) => c.siSo > 0);
  const ids = classes.map((c) => c.id);
  const [entries, publication, qualities, results] = await Promise.all([
    repo.listEntries(db, ids, { hocSinhId }),
    listPublication(db, ids),
    repo.listQualities(db, homeroom.id, { hocSinhIds: [hocSinhId] }),
    repo.listYearResults(db, homeroom.id),
  ]);
  const published = (lopMonHocId: number, ky: PrimaryPeriod) =>
    !own || publication.some((p) => p.lopMonHocId === lopMonHocId && p.hocKy === termOfPeriod(ky) && p.congBo);
  const anyPublished = (ky: PrimaryPeriod) => ids.some((id) => published(id, ky));
  const result = results.find((r) => r.hocSinhId === hocSinhId);
  return {
    hocSinh: { ...student, lop: homeroom.tenLop },
    namHoc: { id: year.id, tenNamHoc: year.tenNamHoc },
    mon: classes.map((c) => ({
      lopMonHocId: c.id,
      maMonHoc: c.maMonHoc,
      tenMonHoc: c.tenMonHoc,
      tenMonHocEn: c.tenMonHocEn,
      ky: entries
        .filter((e) => e.lopMonHocId === c.id && published(c.id, e.ky as PrimaryPeriod))
        .map((e) => ({
          ky: e.ky as PrimaryPeriod,
          mucDat: e.mucDat as PrimaryRating | null,
          diemKiemTra: e.diemKiemTra,
          nhanXet: e.nhanXet,
        })),
    })),
    phamChat: qualities
      .filter((q) => anyPublished(q.ky as PrimaryPeriod))
      .map((q) => ({ ky: q.ky as PrimaryPeriod, muc: presentMuc(q.muc), nhanXet: q.nhanXet })),
    ketQua: result?.xacNhan || (!own && result) ? ((result.ketQua ?? null) as PrimaryYearResult | null) : null,
  };
}

/**
 * A primary pupil's report card: the pupil sees published terms and the confirmed year result, the office
 * everything; anyone else (another pupil) gets 404. `null` when the pupil is not in a primary class that year.
 */
export async function getPrimaryReport(
  db: Db,
  caller: Caller,
  hocSinhId: number,
  namHocId: number | undefined,
): Promise<PhieuTieuHoc | null> {
  const { user } = caller;
  const relation = reportRelationOf(viewerOf(user), hocSinhId);
  if (relation === 'other') throw notFound();
  if (!(await findStudent(db, hocSinhId))) throw notFound();
  return buildReport(db, hocSinhId, await yearIdOf(db, namHocId), relation === 'own');
}

export async function primaryReportPdf(
  db: Db,
  caller: Caller,
  hocSinhId: number,
  namHocId: number | undefined,
): Promise<Buffer> {
  const report = await getPrimaryReport(db, caller, hocSinhId, namHocId);
  if (!report) throw notFound();
  return renderPrimaryReportCards([report], await findSchool(db));
}

/** The report cards of a whole primary homeroom class (the office), one page each. */
export async function classPrimaryReportPdf(
  db: Db,
  caller: Caller,
  lopQuanLyId: number,
): Promise<{ tenLop: string; pdf: Buffer }> {
  const { cls, relation } = await loadHomeroom(db, caller, lopQuanLyId);
  if (relation !== 'quanLy') throw notFound();
  const pupils = await listHomeroomStudents(db, lopQuanLyId);
  const reports: PhieuTieuHoc[] = [];
  for (const p of pupils) {
    const report = await buildReport(db, p.id, cls.namHocId, false);
    if (report) reports.push(report);
  }
  return { tenLop: cls.tenLop, pdf: await renderPrimaryReportCards(reports, await findSchool(db)) };
}
