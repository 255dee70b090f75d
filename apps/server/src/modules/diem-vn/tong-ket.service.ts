import {
  award,
  type CommentResult,
  type Level,
  type LopChuNhiem,
  learningLevel,
  type Promotion,
  promotion,
  retakeSubjects,
  type SummerRetakeInput,
  summerRetake,
  type TinhTatCaInput,
  type TinhTatCaResult,
  type TongKetLop,
  yearAverage,
  yearConduct,
} from '@hpl/shared';
import type { Db, DbOrTx } from '../../db/client';
import { audit } from '../../lib/audit';
import type { Caller } from '../../lib/caller';
import { badRequest, conflict, forbidden } from '../../lib/errors';
import { countAbsences } from '../diem-danh';
import { assertYearOpen, findPeriodDates } from '../nam-hoc';
import * as repo from './diem-vn.repository';
import { scopedHomeroom, settingsOf, settingsOfYears, viewerOf, yearIdOf } from './diem-vn.service';
import { getGradebook } from './so-diem.service';
import * as summaryRepo from './tong-ket.repository';
import * as averageRepo from './trung-binh.repository';
import { recomputeClassAverages } from './trung-binh.service';

/**
 * Conduct, term and year summaries of homeroom classes, and the student's report. Summaries are computed from the
 * stored subject averages with the shared rules and stored; once the office confirms a class's summary it is final.
 */

/** The conduct row of the summer conduct training (rule 9) is kept as term 3 of the homeroom's conduct. */
export const SUMMER = 3;

/** A national-programme homeroom class and the caller's relation to it (404 outside the caller's scope). */
export function loadHomeroom(db: DbOrTx, caller: Caller, id: number) {
  const vn = summaryRepo.findHomeroom(db, id).then((cls) => (cls?.heHocMa === 'VN' ? cls : undefined));
  return scopedHomeroom(vn, caller);
}

export async function isConfirmed(db: DbOrTx, lopQuanLyId: number, hocKy: number) {
  return (await summaryRepo.listConfirmedHomerooms(db, [lopQuanLyId], hocKy)).size > 0;
}

/**
 * Homeroom classes: the caller's own (`cuaToi`) or, for the office, every one of the year (`tatCa`); secondary by
 * default, primary for the Circular 27 screens.
 */
export async function listHomerooms(
  db: Db,
  caller: Caller,
  q: { namHocId?: number; phamVi: 'cuaToi' | 'tatCa' },
  caps: readonly string[] = repo.SECONDARY_CAPS,
): Promise<LopChuNhiem[]> {
  const { user } = caller;
  const viewer = viewerOf(user);
  if (q.phamVi === 'tatCa' && !viewer.isOffice) throw forbidden();
  const namHocId = await yearIdOf(db, q.namHocId);
  return summaryRepo.listHomerooms(db, namHocId, caps, q.phamVi === 'cuaToi' ? (viewer.nhanVienId ?? -1) : undefined);
}

/** A retake cell as the rules read it: a result, or absent (exempt counts as not sat). */
function retakeResultOf(cell: { trangThai: string; giaTri: number | null; ketQua: CommentResult | null }) {
  if (cell.trangThai !== 'diem') return 'absent' as const;
  return cell;
}

/**
 * The summary rows of a term (1, 2) or the year (0) for each student of some homeroom classes, from stored subject
 * averages, conduct and attendance — a fixed number of set-based reads whatever the number of classes. In the year
 * view a student with summer retake results (KTL) is classified by rule 9 (`summerRetake`): the year-end decision from
 * the averages as they were, then, once every retake subject has its result, again with those results. A class whose
 * summary is confirmed refuses (409) unless `evenConfirmed`.
 */
async function summaryRows(
  db: DbOrTx,
  lopQuanLyIds: number[],
  term: number,
  options: { evenConfirmed?: boolean } = {},
): Promise<{ rows: summaryRepo.SummaryWrite[]; retakeStudents: Set<string> }> {
  const homerooms = await summaryRepo.listHomeroomsByIds(db, lopQuanLyIds);
  const ids = homerooms.map((h) => h.id);
  if (ids.length === 0) return { rows: [], retakeStudents: new Set() };
  if (!options.evenConfirmed && (await summaryRepo.listConfirmedHomerooms(db, ids, term)).size > 0)
    throw conflict('diemVn.tongKet.confirmed');
  const years = [...new Set(homerooms.map((h) => h.namHocId))];
  const [settings, members, classes, conduct, ranges] = await Promise.all([
    settingsOfYears(db, years),
    summaryRepo.listHomeroomMembers(db, ids),
    averageRepo.listClassRules(db, { lopQuanLyIds: ids }),
    summaryRepo.listConductOf(db, ids),
    Promise.all(years.map((y) => findPeriodDates(db, y, term))),
  ]);
  const classIds = classes.map((c) => c.id);
  const yearOf = new Map(homerooms.map((h) => [h.id, h.namHocId]));
  // Absences come from attendance (its own module), read side by side with the averages.
  const [averages, retakeCells, ...counted] = await Promise.all([
    summaryRepo.listAverages(db, classIds, term),
    term === 0 ? summaryRepo.listRetakeCells(db, classIds) : Promise.resolve([]),
    ...years.map((year, i) => {
      const range = ranges[i];
      if (!range) return new Map<number, number>();
      const students = members.filter((m) => yearOf.get(m.lopQuanLyId) === year).map((m) => m.hocSinhId);
      return countAbsences(db, students, range.from, range.to);
    }),
  ]);
  // Only retake students need their terms' averages: the year results as they stood before the summer.
  const termAverages = await summaryRepo.listTermAveragesOf(db, classIds, [
    ...new Set(retakeCells.map((c) => c.hocSinhId)),
  ]);
  const absences = new Map<number, number>();
  for (const byStudent of counted) for (const [hocSinhId, n] of byStudent) absences.set(hocSinhId, n);
  const classesOf = new Map<number, typeof classes>();
  for (const c of classes)
    if (c.lopQuanLyId != null) classesOf.set(c.lopQuanLyId, [...(classesOf.get(c.lopQuanLyId) ?? []), c]);
  const averageOf = new Map(averages.map((a) => [`${a.lopMonHocId}:${a.hocSinhId}`, a]));
  const homeroomOfClass = new Map(classes.map((c) => [c.id, c.lopQuanLyId]));
  const retakeOf = new Map(retakeCells.map((c) => [`${c.lopMonHocId}:${c.hocSinhId}`, c]));
  const retakeStudents = new Set(retakeCells.map((c) => `${homeroomOfClass.get(c.lopMonHocId)}:${c.hocSinhId}`));
  const termAverageOf = new Map(termAverages.map((a) => [`${a.lopMonHocId}:${a.hocSinhId}:${a.hocKy}`, a]));
  const conductOf = new Map(conduct.map((c) => [`${c.lopQuanLyId}:${c.hocSinhId}:${c.hocKy}`, c.mucDo]));

  /** Rule 9 for a student with retake cells; null while a year result before the summer is missing. */
  const afterSummer = (lopQuanLyId: number, hocSinhId: number, conductLevel: Level, soBuoiNghi: number) => {
    const rules = settings.get(yearOf.get(lopQuanLyId)!)!;
    const input: SummerRetakeInput<number> = { conduct: conductLevel, absences: soBuoiNghi, scored: [], comments: [] };
    for (const c of classesOf.get(lopQuanLyId) ?? []) {
      const t1 = termAverageOf.get(`${c.id}:${hocSinhId}:1`);
      const t2 = termAverageOf.get(`${c.id}:${hocSinhId}:2`);
      const cell = retakeOf.get(`${c.id}:${hocSinhId}`);
      if (c.hinhThucDanhGia === 'nhan_xet') {
        if (!t2?.ketQua) return null;
        const retake = cell && retakeResultOf(cell);
        input.comments.push({
          key: c.id,
          result: t2.ketQua as CommentResult,
          retake: retake === 'absent' ? retake : (retake?.ketQua ?? undefined),
        });
      } else {
        if (t1?.diemTb == null || t2?.diemTb == null) return null;
        const retake = cell && retakeResultOf(cell);
        input.scored.push({
          key: c.id,
          average: yearAverage(Number(t1.diemTb), Number(t2.diemTb)),
          retake: retake === 'absent' ? retake : (retake?.giaTri ?? undefined),
        });
      }
    }
    return summerRetake(input, rules);
  };

  const summerStudents = new Set<string>();
  const rows = members.map((m): summaryRepo.SummaryWrite => {
    const { lopQuanLyId, hocSinhId } = m;
    const rules = settings.get(yearOf.get(lopQuanLyId)!)!;
    const scored: (number | null)[] = [];
    const comments: (CommentResult | null)[] = [];
    const awardable: number[] = [];
    for (const c of classesOf.get(lopQuanLyId) ?? []) {
      const a = averageOf.get(`${c.id}:${hocSinhId}`);
      if (c.hinhThucDanhGia === 'nhan_xet') comments.push((a?.ketQua as CommentResult | null) ?? null);
      else {
        const value = a?.diemTb == null ? null : Number(a.diemTb);
        scored.push(value);
        if (value != null && c.tinhKhenThuong) awardable.push(value);
      }
    }
    const complete = scored.every((x) => x != null) && comments.every((x) => x != null);
    let level = complete ? learningLevel(scored as number[], comments as CommentResult[], rules) : null;
    const c1 = conductOf.get(`${lopQuanLyId}:${hocSinhId}:1`);
    const c2 = conductOf.get(`${lopQuanLyId}:${hocSinhId}:2`);
    let renLuyen: Level | null =
      term === 0 ? (c1 && c2 ? yearConduct(c1, c2) : null) : ((term === 1 ? c1 : c2) ?? null);
    const soBuoiNghi = absences.get(hocSinhId) ?? 0;
    let ketQua: Promotion | null = null;
    let danhHieu: 'XuatSac' | 'Gioi' | null = null;
    const trained =
      term === 0 && renLuyen === 'Chưa đạt' ? conductOf.get(`${lopQuanLyId}:${hocSinhId}:${SUMMER}`) : undefined;
    const summer =
      term === 0 && renLuyen && retakeStudents.has(`${lopQuanLyId}:${hocSinhId}`)
        ? afterSummer(lopQuanLyId, hocSinhId, renLuyen, soBuoiNghi)
        : null;
    if (trained && level) {
      // Rule 9: the summer conduct training's result replaces the year conduct; the year is then decided for good.
      summerStudents.add(`${lopQuanLyId}:${hocSinhId}`);
      renLuyen = trained;
      ketQua = promotion({ conduct: trained, learning: level.adjusted, absences: soBuoiNghi, sauHe: true }, rules);
    } else if (summer) {
      // Awards are decided at the year end; a student who went to the summer retake has none.
      const outcome = summer.after ?? summer.before;
      level = outcome.learning;
      ketQua = outcome.promotion;
    } else if (term === 0 && level && renLuyen) {
      ketQua = promotion({ conduct: renLuyen, learning: level.adjusted, absences: soBuoiNghi }, rules);
      danhHieu = award({ conduct: renLuyen, learning: level.adjusted, yearAverages: awardable }, rules);
    }
    return {
      lopQuanLyId,
      hocSinhId,
      hocKy: term,
      hocTapRaw: level?.raw ?? null,
      hocTap: level?.adjusted ?? null,
      renLuyen,
      soBuoiNghi,
      ketQua,
      danhHieu,
    };
  });
  return { rows, retakeStudents: new Set([...retakeStudents, ...summerStudents]) };
}

/**
 * Computes and stores the summary of a term (1, 2) or the year (0) for each student of some homeroom classes (see
 * `summaryRows`). A class whose summary is confirmed refuses (409) before anything is written. Returns the student rows
 * written.
 */
export async function computeSummaries(db: DbOrTx, lopQuanLyIds: number[], term: number): Promise<number> {
  const { rows } = await summaryRows(db, lopQuanLyIds, term);
  await summaryRepo.storeSummaries(db, rows);
  return rows.length;
}

/**
 * The office's year-end run (`POST /api/DiemVN/tongKet/tinhTatCa`): every national secondary subject class's averages
 * recomputed from its cells, then the term's or the year's summary of every homeroom class whose summary is not yet
 * confirmed (confirmed ones are left as they are and counted). Audited.
 */
export async function computeYear(db: Db, caller: Caller, input: TinhTatCaInput): Promise<TinhTatCaResult> {
  const { user } = caller;
  if (!viewerOf(user).isOffice) throw forbidden();
  const namHocId = await yearIdOf(db, input.namHocId);
  await assertYearOpen(db, namHocId, 'diemVn.namHoc.closed', 'namHocId');
  const [classes, homerooms] = await Promise.all([
    repo.listClasses(db, { namHocId }),
    summaryRepo.listHomerooms(db, namHocId, repo.SECONDARY_CAPS),
  ]);
  const homeroomIds = homerooms.map((h) => h.id);
  const confirmed = await summaryRepo.listConfirmedHomerooms(db, homeroomIds, input.hocKy);
  const open = homeroomIds.filter((id) => !confirmed.has(id));
  await recomputeClassAverages(
    db,
    classes.map((c) => c.id),
  );
  const soHocSinh = await computeSummaries(db, open, input.hocKy);
  const result = { soLopMonHoc: classes.length, soLop: open.length, soHocSinh, daXacNhan: confirmed.size };
  await audit(db, caller, {
    action: 'compute',
    entity: 'DiemVN.tongKet',
    entityId: `${namHocId}:${input.hocKy}`,
    after: result,
  });
  return result;
}

export async function getSummary(db: Db, caller: Caller, lopQuanLyId: number, term: number): Promise<TongKetLop> {
  const { cls } = await loadHomeroom(db, caller, lopQuanLyId);
  const [students, classes, rows, rules, conduct] = await Promise.all([
    summaryRepo.listHomeroomStudents(db, lopQuanLyId),
    repo.listClassesOfHomeroom(db, lopQuanLyId),
    summaryRepo.listSummaries(db, lopQuanLyId, term),
    settingsOf(db, cls.namHocId),
    term === 0 ? summaryRepo.listConduct(db, lopQuanLyId) : Promise.resolve([]),
  ]);
  const trained = new Set(conduct.filter((c) => c.hocKy === SUMMER).map((c) => c.hocSinhId));
  const classIds = classes.map((c) => c.id);
  const [averages, retakeCells] = await Promise.all([
    summaryRepo.listAverages(db, classIds, term),
    term === 0 ? summaryRepo.listRetakeCells(db, classIds) : Promise.resolve([]),
  ]);
  const retaken = new Set(retakeCells.map((c) => `${c.lopMonHocId}:${c.hocSinhId}`));
  return {
    lopQuanLyId,
    tenLop: cls.tenLop,
    hocKy: term,
    xacNhan: rows.some((r) => r.xacNhan),
    mon: classes.map((c) => ({ monHocId: c.monHocId, maMonHoc: c.maMonHoc, tenMonHoc: c.tenMonHoc })),
    hocSinh: students.map((s) => {
      const r = rows.find((x) => x.hocSinhId === s.id);
      const ketQua = (r?.ketQua as Promotion | null) ?? null;
      const diem = classes.map((c) => {
        const a = averages.find((x) => x.lopMonHocId === c.id && x.hocSinhId === s.id);
        return {
          lopMonHocId: c.id,
          monHocId: c.monHocId,
          diemTb: a?.diemTb == null ? null : Number(a.diemTb),
          ketQua: (a?.ketQua as CommentResult | null) ?? null,
        };
      });
      // Still to sit: the subjects rule 9 names; already sat: those with a retake result.
      const due = new Set(
        ketQua === 'KiemTraLai'
          ? retakeSubjects(
              diem.flatMap((d) => (d.diemTb == null ? [] : [{ key: d.lopMonHocId, average: d.diemTb }])),
              diem.flatMap((d) => (d.ketQua == null ? [] : [{ key: d.lopMonHocId, result: d.ketQua }])),
              rules,
            )
          : [],
      );
      const sat = trained.has(s.id) || classIds.some((id) => retaken.has(`${id}:${s.id}`));
      return {
        hocSinhId: s.id,
        maHocSinh: s.maHocSinh,
        hoTen: s.hoTen,
        hocKy: term,
        hocTapRaw: (r?.hocTapRaw as Level | null) ?? null,
        hocTap: (r?.hocTap as Level | null) ?? null,
        renLuyen: (r?.renLuyen as Level | null) ?? null,
        soBuoiNghi: r?.soBuoiNghi ?? 0,
        ketQua,
        danhHieu: (r?.danhHieu as 'XuatSac' | 'Gioi' | null) ?? null,
        sauHe: term === 0 && sat && (ketQua === 'LenLop' || ketQua === 'OLai'),
        diem: diem.map(({ lopMonHocId, ...d }) => ({
          ...d,
          kiemTraLai: due.has(lopMonHocId) || retaken.has(`${lopMonHocId}:${s.id}`),
        })),
      };
    }),
  };
}

/**
 * What the class's mark book (sổ điểm) export holds: the gradebook of every subject class of a homeroom class, in the
 * order of the summary's subjects, and the year summary.
 */
export async function classMarkBooks(db: Db, caller: Caller, lopQuanLyId: number) {
  const { cls } = await loadHomeroom(db, caller, lopQuanLyId);
  const classes = await repo.listClassesOfHomeroom(db, lopQuanLyId);
  const books = [];
  for (const c of classes) books.push(await getGradebook(db, caller, c.id));
  return { tenLop: cls.tenLop, books, summary: await getSummary(db, caller, lopQuanLyId, 0) };
}

/** Office or homeroom teacher recomputes; only the office confirms (after which the summary is read-only). */
export async function recomputeSummary(db: Db, caller: Caller, lopQuanLyId: number, term: number) {
  await loadHomeroom(db, caller, lopQuanLyId);
  await computeSummaries(db, [lopQuanLyId], term);
  return getSummary(db, caller, lopQuanLyId, term);
}

export async function confirmSummary(db: Db, caller: Caller, lopQuanLyId: number, term: number) {
  const { user } = caller;
  const { relation } = await loadHomeroom(db, caller, lopQuanLyId);
  if (relation !== 'quanLy' && !viewerOf(user).isOffice) throw forbidden();
  await computeSummaries(db, [lopQuanLyId], term);
  await db.transaction(async (tx) => {
    await summaryRepo.confirmSummaries(tx, lopQuanLyId, term);
    await audit(tx, caller, { action: 'confirm', entity: 'DiemVN.tongKet', entityId: `${lopQuanLyId}:${term}` });
  });
  return getSummary(db, caller, lopQuanLyId, term);
}

/**
 * The office classifies the year again after the summer retake (rule 9): only the year rows of students with retake
 * results change — also when the year summary is already confirmed, since the retake comes after it. One audited
 * transaction; the audit row lists each changed student's decision before and after.
 */
export async function reclassifyAfterRetake(db: Db, caller: Caller, lopQuanLyId: number) {
  const { user } = caller;
  await loadHomeroom(db, caller, lopQuanLyId);
  if (!viewerOf(user).isOffice) throw forbidden();
  await db.transaction(async (tx) => {
    const { rows, retakeStudents } = await summaryRows(tx, [lopQuanLyId], 0, { evenConfirmed: true });
    const retake = rows.filter((r) => retakeStudents.has(`${r.lopQuanLyId}:${r.hocSinhId}`));
    if (retake.length === 0) throw badRequest('diemVn.kiemTraLai.none');
    const stored = new Map((await summaryRepo.listSummaries(tx, lopQuanLyId, 0)).map((r) => [r.hocSinhId, r]));
    const changed = retake.filter((r) => {
      const was = stored.get(r.hocSinhId);
      return !was || was.ketQua !== r.ketQua || was.hocTap !== r.hocTap || was.hocTapRaw !== r.hocTapRaw;
    });
    await summaryRepo.storeSummaries(tx, retake, { evenConfirmed: true });
    await audit(tx, caller, {
      action: 'update',
      entity: 'DiemVN.tongKet',
      entityId: `${lopQuanLyId}:0:sauHe`,
      before: changed.map((r) => {
        const was = stored.get(r.hocSinhId);
        return { hocSinhId: r.hocSinhId, hocTap: was?.hocTap ?? null, ketQua: was?.ketQua ?? null };
      }),
      after: changed.map((r) => ({ hocSinhId: r.hocSinhId, hocTap: r.hocTap, ketQua: r.ketQua })),
    });
  });
  return getSummary(db, caller, lopQuanLyId, 0);
}
