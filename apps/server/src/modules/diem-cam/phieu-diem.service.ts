import {
  CAMBRIDGE_GRADES,
  gradeCounts,
  type HocSinhPhieuDiemCam,
  mean,
  type NhanXetCam,
  type NhanXetCamInput,
  roundTo,
  type ThongKeCam,
  type ThongKeCamQuery,
  valueAddedByGroup,
} from '@hpl/shared';
import type { Db } from '../../db/client';
import { audit } from '../../lib/audit';
import type { Caller } from '../../lib/caller';
import { AppError, badRequest, forbidden, notFound } from '../../lib/errors';
import { findSchoolHeader } from '../diem-vn';
import { listCurrentMembers } from '../lop-mon-hoc';
import { classRelationOf, isManager } from './diem-cam.policy';
import { listPublishedResultsOfStudent, loadExam, resultsOfExam } from './ket-qua.service';
import * as repo from './phieu-diem.repository';
import { type CambridgeCard, renderCambridgeCards } from './phieu-diem-pdf';
import { convertMissing } from './quy-doi.service';

/**
 * Cambridge report cards (English PDF, one student or a whole subject class) and the teacher's comment / effort per
 * result. Only published or locked results appear. The office sees every subject of a student; a teacher sees the
 * students of the Cambridge classes they teach, with the results of those classes only. Outside that → 404.
 */

/** The subject classes whose results the caller may print: null = all (the office). */
async function allowedClasses(db: Db, caller: Caller): Promise<Set<number> | null> {
  if (isManager(caller.user)) return null;
  if (caller.user.nhanVienId == null) return new Set();
  return repo.classIdsTaughtBy(db, caller.user.nhanVienId);
}

async function cardOf(
  db: Db,
  student: { id: number; maHocSinh: string; hoTen: string },
  namHocId: number | undefined,
  allowed: Set<number> | null,
  tenLop: string | null,
): Promise<CambridgeCard> {
  const visible = (rows: Awaited<ReturnType<typeof listPublishedResultsOfStudent>>) =>
    rows.filter((r) => allowed === null || allowed.has(r.lopMonHocId));
  let rows = visible(await listPublishedResultsOfStudent(db, student.id, namHocId));
  // Results published before conversion existed (or with no scale then) are converted on demand, once.
  const missing = [...new Set(rows.filter((r) => r.thangQuyDoiId == null).map((r) => r.baiThiCamId))];
  if (missing.length > 0) {
    await db.transaction((tx) => convertMissing(tx, missing));
    rows = visible(await listPublishedResultsOfStudent(db, student.id, namHocId));
  }
  const yearId = namHocId ?? rows.at(-1)?.namHocId;
  return {
    hocSinh: { hoTen: student.hoTen, maHocSinh: student.maHocSinh, lop: tenLop },
    namHoc: yearId ? await repo.yearName(db, yearId) : null,
    ketQua: rows.map((r) => ({
      mon: r.tenMonHocEn ?? r.tenMonHoc,
      maSyllabus: r.maSyllabus,
      baiThi: r.ten,
      loai: r.loai,
      ngayThi: r.ngayThi,
      xepLoai: r.vangThi ? 'Absent' : (r.xepLoai ?? ''),
      diemQuyDoi: r.diemQuyDoi,
      noLuc: r.noLuc,
      nhanXet: r.nhanXet,
    })),
  };
}

async function auditExport(db: Db, caller: Caller, entityId: number, after: Record<string, unknown>) {
  await audit(db, caller, { action: 'export', entity: 'PhieuDiemCam', entityId, after });
}

/** One student's Cambridge report card as a PDF. */
export async function studentCardPdf(db: Db, caller: Caller, hocSinhId: number, namHocId?: number) {
  const allowed = await allowedClasses(db, caller);
  const student = await repo.findStudent(db, hocSinhId);
  if (!student) throw notFound();
  if (allowed !== null && !(await repo.isMemberOfAny(db, hocSinhId, allowed))) throw notFound();
  const card = await cardOf(db, student, namHocId, allowed, null);
  await auditExport(db, caller, hocSinhId, { hocSinhId, namHocId: namHocId ?? null });
  return { maHocSinh: student.maHocSinh, pdf: await renderCambridgeCards([card], await findSchoolHeader(db)) };
}

async function loadClass(db: Db, caller: Caller, lopMonHocId: number) {
  const cls = await repo.findCambridgeClass(db, lopMonHocId);
  if (!cls) throw notFound();
  if (classRelationOf(caller.user, { teacherIds: cls.teacherIds, cambridge: true }) === 'other') throw notFound();
  return cls;
}

/** The current students of a Cambridge subject class and how many published results each has (the screen's list). */
export async function classStudents(db: Db, caller: Caller, lopMonHocId: number): Promise<HocSinhPhieuDiemCam[]> {
  const cls = await loadClass(db, caller, lopMonHocId);
  const allowed = await allowedClasses(db, caller);
  const members = await listCurrentMembers(db, lopMonHocId);
  const out: HocSinhPhieuDiemCam[] = [];
  for (const m of members) {
    const rows = await listPublishedResultsOfStudent(db, m.hocSinhId, cls.namHocId);
    out.push({
      hocSinhId: m.hocSinhId,
      maHocSinh: m.maHocSinh,
      hoTen: m.hoTen,
      soKetQua: rows.filter((r) => allowed === null || allowed.has(r.lopMonHocId)).length,
    });
  }
  return out;
}

/** The report cards of every current student of a Cambridge subject class in one PDF (a page each). */
export async function classCardsPdf(db: Db, caller: Caller, lopMonHocId: number) {
  const cls = await loadClass(db, caller, lopMonHocId);
  const allowed = await allowedClasses(db, caller);
  const members = await listCurrentMembers(db, lopMonHocId);
  const cards: CambridgeCard[] = [];
  for (const m of members)
    cards.push(
      await cardOf(db, { id: m.hocSinhId, maHocSinh: m.maHocSinh, hoTen: m.hoTen }, cls.namHocId, allowed, cls.tenLop),
    );
  await auditExport(db, caller, lopMonHocId, { lopMonHocId, soHocSinh: cards.length });
  return { tenLop: cls.tenLop, pdf: await renderCambridgeCards(cards, await findSchoolHeader(db)) };
}

/** The comment and effort of every current student of an exam's class (whoever reaches the exam). */
export async function getComments(db: Db, caller: Caller, id: number): Promise<NhanXetCam[]> {
  const { exam } = await loadExam(db, caller, id);
  const [students, rows] = await Promise.all([resultsOfExam(db, exam), repo.listComments(db, id, undefined, false)]);
  const byStudent = new Map(rows.map((r) => [r.hocSinhId, r]));
  return students.map((s) => {
    const row = byStudent.get(s.hocSinhId);
    return {
      hocSinhId: s.hocSinhId,
      maHocSinh: s.maHocSinh,
      hoTen: s.hoTen,
      coKetQua: row !== undefined,
      nhanXet: row?.nhanXet ?? null,
      noLuc: row?.noLuc ?? null,
    };
  });
}

/** Saves the teacher's comment and effort of students' results in one exam (the class's teachers or the office). */
export function saveComments(db: Db, caller: Caller, id: number, input: NhanXetCamInput): Promise<{ soDong: number }> {
  return db.transaction(async (tx) => {
    const { rights, exam } = await loadExam(tx, caller, id, true);
    if (!rights.quanLy && !rights.nhap) throw forbidden();
    if (exam.trangThai === 'daKhoa') throw new AppError(409, 'diemCam.ketQua.notOpen');
    const ids = input.dong.map((d) => d.hocSinhId);
    if (new Set(ids).size !== ids.length) throw badRequest('diemCam.ketQua.duplicate');
    const before = new Map((await repo.listComments(tx, id, ids)).map((r) => [r.hocSinhId, r]));
    let written = 0;
    for (const d of input.dong) {
      const row = before.get(d.hocSinhId);
      if (!row) throw badRequest('diemCam.nhanXet.noResult');
      const nhanXet = d.nhanXet || null;
      if (row.nhanXet === nhanXet && row.noLuc === d.noLuc) continue;
      await repo.writeComment(tx, row.id, nhanXet, d.noLuc);
      await audit(tx, caller, {
        action: 'update',
        entity: 'KetQuaThiCamNhanXet',
        entityId: row.id,
        before: { nhanXet: row.nhanXet, noLuc: row.noLuc },
        after: { nhanXet, noLuc: d.noLuc },
      });
      written++;
    }
    return { soDong: written };
  });
}

const GRADE_ORDER = [...CAMBRIDGE_GRADES, 'U'];
const AT_LEAST_C = new Set(['A*', 'A', 'B', 'C']);

/** Statistics across published exams and years (the office only; never students). */
export async function statistics(db: Db, query: ThongKeCamQuery): Promise<ThongKeCam> {
  const rows = (await repo.listPublishedResults(db, query)).filter((r) => !r.vangThi);
  const group = <T>(items: T[], key: (t: T) => string) => {
    const map = new Map<string, T[]>();
    for (const i of items) map.set(key(i), [...(map.get(key(i)) ?? []), i]);
    return map;
  };
  const cohort = (r: (typeof rows)[number]) => (r.tenKhoi ? `${r.tenNamHoc} · ${r.tenKhoi}` : r.tenNamHoc);
  const phanBo = [...group(rows, (r) => `${r.monHocId}|${cohort(r)}`).values()].map((list) => {
    const first = list[0]!;
    const graded = list.filter((r) => r.xepLoai);
    return {
      monHocId: first.monHocId,
      tenMonHoc: first.tenMonHoc,
      khoaHoc: cohort(first),
      soKetQua: graded.length,
      xepLoai: gradeCounts(
        graded.map((r) => r.xepLoai),
        GRADE_ORDER,
      ),
    };
  });
  const series = (r: (typeof rows)[number]) => (r.ngayThi ? String(r.ngayThi).slice(0, 7) : '—');
  const xuHuong = [...group(rows, (r) => `${r.monHocId}|${series(r)}`).values()]
    .map((list) => {
      const first = list[0]!;
      const pct = list.flatMap((r) =>
        r.tongDiem != null && r.tongToiDa > 0 ? [(100 * r.tongDiem) / r.tongToiDa] : [],
      );
      const graded = list.filter((r) => r.xepLoai);
      const m = mean(pct);
      return {
        monHocId: first.monHocId,
        tenMonHoc: first.tenMonHoc,
        dot: series(first),
        soKetQua: list.length,
        trungBinhPhanTram: m === null ? null : roundTo(m, 1),
        tiLeDatC: graded.length
          ? roundTo((100 * graded.filter((r) => AT_LEAST_C.has(r.xepLoai!)).length) / graded.length, 1)
          : null,
      };
    })
    .sort((a, b) => a.tenMonHoc.localeCompare(b.tenMonHoc) || a.dot.localeCompare(b.dot));
  // Value added: a student's Checkpoint (mean percentage on the 0–50 scale) against each IGCSE grade they got.
  const checkpoint = new Map<number, number[]>();
  for (const r of rows)
    if (r.loai === 'checkpoint' && r.tongDiem != null && r.tongToiDa > 0)
      checkpoint.set(r.hocSinhId, [...(checkpoint.get(r.hocSinhId) ?? []), (50 * r.tongDiem) / r.tongToiDa]);
  const pairs = rows.flatMap((r) => {
    const cp = checkpoint.get(r.hocSinhId);
    return r.loai === 'kyThiNgoai' && r.xepLoai && cp
      ? [{ checkpoint: mean(cp)!, igcse: r.xepLoai, group: r.tenMonHoc }]
      : [];
  });
  const giaTriGiaTang = valueAddedByGroup(pairs).map((g) => ({
    tenMonHoc: g.group,
    soHocSinh: g.students,
    giaTri: g.valueAdded,
  }));
  return { phanBo, xuHuong, giaTriGiaTang, soKetQua: rows.length };
}
