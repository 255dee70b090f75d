import { randomBytes } from 'node:crypto';
import {
  type KetQuaCuaToi,
  type KhaoSatCuaToi,
  type KhaoSatGiaoVien,
  type KhaoSatGiaoVienInput,
  type KhaoSatGiaoVienListQuery,
  type KhaoSatTraLoiInput,
  type Page,
  surveyStateOn,
  type ThongKeKhaoSat,
} from '@hpl/shared';
import type { Db, DbOrTx } from '../../db/client';
import { audit } from '../../lib/audit';
import type { Caller } from '../../lib/caller';
import { badRequest, conflict, notFound } from '../../lib/errors';
import { pageOf } from '../../lib/list';
import { schoolToday } from '../../lib/school-date';
import type { SessionUser } from '../../lib/session-user';
import { listClassesWithTeachers, listSubjectClassIdsOfStudentBetween } from '../lop-mon-hoc';
import { findActiveYear } from '../nam-hoc';
import { findStaffByIds } from '../nhan-vien';
import { findDepartment } from '../phong-ban';
import {
  answerKeyOf,
  mayTeacherSee,
  meanOf,
  overallMean,
  questionStats,
  showsScores,
  sumDistributions,
} from './khao-sat-giao-vien.policy';
import * as repo from './khao-sat-giao-vien.repository';

const ENTITY = 'KhaoSatGiaoVien';

function toCampaign(row: Omit<repo.CampaignRow, 'muoi'>, today = schoolToday()): KhaoSatGiaoVien {
  return {
    id: row.id,
    ten: row.ten,
    chuongTrinh: row.chuongTrinh,
    cauHoi: row.cauHoi,
    tuNgay: row.tuNgay,
    denNgay: row.denNgay,
    trangThai: surveyStateOn(row, today),
    soPhieu: row.soPhieu,
    version: row.version,
  };
}

export async function listCampaigns(db: Db, query: KhaoSatGiaoVienListQuery): Promise<Page<KhaoSatGiaoVien>> {
  const { items, total } = await repo.listCampaigns(db, query);
  const today = schoolToday();
  return pageOf(
    query,
    items.map((r) => toCampaign(r, today)),
    total,
  );
}

async function getCampaignRow(db: DbOrTx, id: number, lock = false) {
  const row = await repo.findCampaign(db, id, lock);
  if (!row) throw notFound();
  return row;
}

export async function getCampaign(db: Db, id: number): Promise<KhaoSatGiaoVien> {
  return toCampaign(await getCampaignRow(db, id));
}

export async function createCampaign(db: Db, caller: Caller, input: KhaoSatGiaoVienInput): Promise<KhaoSatGiaoVien> {
  const id = await db.transaction(async (tx) => {
    const year = await findActiveYear(tx);
    if (!year) throw badRequest('khaoSat.noActiveYear');
    const values = { ...valuesOf(input), namHocId: year.id };
    const created = await repo.insertCampaign(tx, {
      ...values,
      muoi: randomBytes(24).toString('hex'),
      nguoiTaoId: caller.user.accountId,
    });
    await audit(tx, caller, { action: 'create', entity: ENTITY, entityId: created, after: values });
    return created;
  });
  return getCampaign(db, id);
}

const valuesOf = (input: KhaoSatGiaoVienInput) => ({
  ten: input.ten,
  chuongTrinh: input.chuongTrinh,
  cauHoi: input.cauHoi,
  tuNgay: input.tuNgay,
  denNgay: input.denNgay,
});

/** Name and dates change at any time; the programme and questions only while nobody has answered. */
export async function updateCampaign(
  db: Db,
  caller: Caller,
  id: number,
  input: KhaoSatGiaoVienInput,
): Promise<KhaoSatGiaoVien> {
  await db.transaction(async (tx) => {
    const before = await getCampaignRow(tx, id, true);
    if (input.version !== undefined && input.version !== before.version) throw conflict();
    const values = { ...valuesOf(input), namHocId: before.namHocId };
    const changesShape =
      values.chuongTrinh !== before.chuongTrinh || JSON.stringify(values.cauHoi) !== JSON.stringify(before.cauHoi);
    if (changesShape && before.soPhieu > 0) throw conflict('khaoSat.hasAnswers');
    if (!(await repo.updateCampaign(tx, id, before.version, values))) throw conflict();
    const { muoi: _, ...shown } = before;
    await audit(tx, caller, { action: 'update', entity: ENTITY, entityId: id, before: shown, after: values });
  });
  return getCampaign(db, id);
}

export function deleteCampaign(db: Db, caller: Caller, id: number): Promise<void> {
  return db.transaction(async (tx) => {
    const before = await getCampaignRow(tx, id, true);
    if (before.soPhieu > 0) throw conflict('khaoSat.hasAnswers');
    await repo.deleteCampaign(tx, id);
    const { muoi: _, ...shown } = before;
    await audit(tx, caller, { action: 'delete', entity: ENTITY, entityId: id, before: shown });
  });
}

/** Each school year's subject classes with their teachers, read once for all the campaigns one answer goes through. */
type YearClasses = Map<number, Promise<Awaited<ReturnType<typeof listClassesWithTeachers>>>>;

/**
 * The campaign's subject classes (its year, its programme) with their teachers. A caller going through several
 * campaigns passes one `years` for all of them: the year's classes are not read again for each campaign.
 */
async function classesOf(
  db: DbOrTx,
  campaign: Pick<repo.CampaignRow, 'namHocId' | 'chuongTrinh'>,
  years: YearClasses = new Map(),
) {
  let year = years.get(campaign.namHocId);
  if (!year) {
    year = Promise.resolve(listClassesWithTeachers(db, campaign.namHocId));
    years.set(campaign.namHocId, year);
  }
  return (await year).filter((c) => c.maHeHoc === campaign.chuongTrinh);
}

/** The classes of the campaign the student belongs to during its dates. */
async function studentClasses(db: DbOrTx, hocSinhId: number, campaign: repo.CampaignRow, years?: YearClasses) {
  const mine = new Set(await listSubjectClassIdsOfStudentBetween(db, hocSinhId, campaign.tuNgay, campaign.denNgay));
  return (await classesOf(db, campaign, years)).filter((c) => mine.has(c.id));
}

/** The home card: open campaigns of the student's classes, each class with the student's own answer (or none). */
export async function listMySurveys(db: Db, user: SessionUser): Promise<KhaoSatCuaToi[]> {
  if (user.hocSinhId == null) return [];
  const hocSinhId = user.hocSinhId;
  const today = schoolToday();
  const result: KhaoSatCuaToi[] = [];
  const years: YearClasses = new Map();
  for (const campaign of await repo.listCampaignsBetween(db, today, today)) {
    const classes = await studentClasses(db, hocSinhId, campaign, years);
    if (classes.length === 0) continue;
    const lop = await Promise.all(
      classes.map(async (c) => {
        const own = await repo.findOwnAnswer(db, campaign.id, answerKeyOf(campaign.muoi, c.id, hocSinhId));
        return {
          lopMonHocId: c.id,
          tenLop: c.tenLop,
          tenMonHoc: c.tenMonHoc,
          giaoVien: c.giaoVien.map((g) => g.hoTen),
          traLoi: own ? { diem: own.diem, nhanXet: own.nhanXet } : null,
        };
      }),
    );
    result.push({ id: campaign.id, ten: campaign.ten, cauHoi: campaign.cauHoi, denNgay: campaign.denNgay, lop });
  }
  return result;
}

/**
 * A student answers (or changes their answer) for one subject class of an open campaign. The answer row gets no
 * student; the uniqueness row gets the hash. The audit row records that the student answered the campaign, without
 * the class, the scores or the answer's id.
 */
export async function answer(
  db: Db,
  caller: Caller,
  khaoSatId: number,
  input: KhaoSatTraLoiInput,
): Promise<KhaoSatCuaToi[]> {
  const hocSinhId = caller.user.hocSinhId;
  if (hocSinhId == null) throw notFound();
  await db.transaction(async (tx) => {
    const campaign = await getCampaignRow(tx, khaoSatId);
    const classes = await studentClasses(tx, hocSinhId, campaign);
    if (!classes.some((c) => c.id === input.lopMonHocId)) throw notFound();
    if (surveyStateOn(campaign, schoolToday()) !== 'dang_mo') throw conflict('khaoSat.closed');
    const diem = input.diem;
    if (diem.length !== campaign.cauHoi.length) throw badRequest('khaoSat.diem.count', {}, 'diem');
    const values = { lopMonHocId: input.lopMonHocId, diem, nhanXet: input.nhanXet ?? '' };
    const key = answerKeyOf(campaign.muoi, input.lopMonHocId, hocSinhId);
    const own = await repo.findOwnAnswer(tx, khaoSatId, key);
    if (own) await repo.updateAnswer(tx, own.id, khaoSatId, values);
    else await repo.insertAnswer(tx, khaoSatId, key, values);
    await audit(tx, caller, { action: own ? 'changeAnswer' : 'answer', entity: ENTITY, entityId: khaoSatId });
  });
  return listMySurveys(db, caller.user);
}

/** A teacher's own results: closed campaigns in which they taught; scores and comments only from 5 answers on. */
export async function listMyResults(db: Db, user: SessionUser): Promise<KetQuaCuaToi[]> {
  const me = user.nhanVienId;
  if (me == null) return [];
  const today = schoolToday();
  const result: KetQuaCuaToi[] = [];
  const years: YearClasses = new Map();
  for (const campaign of await repo.listClosedCampaigns(db, today)) {
    const mine = (await classesOf(db, campaign, years))
      .filter((c) => c.giaoVien.some((g) => g.id === me))
      .map((c) => c.id);
    if (mine.length === 0) continue;
    const aggregates = await repo.aggregateByClass(db, campaign.id, mine);
    const soPhieu = aggregates.reduce((n, a) => n + a.soPhieu, 0);
    const visible = mayTeacherSee(surveyStateOn(campaign, today), soPhieu);
    const cauHoi = visible
      ? questionStats(
          campaign.cauHoi,
          sumDistributions(
            aggregates.map((a) => a.phanBo),
            campaign.cauHoi.length,
          ),
        )
      : [];
    result.push({
      id: campaign.id,
      ten: campaign.ten,
      chuongTrinh: campaign.chuongTrinh,
      denNgay: campaign.denNgay,
      soPhieu,
      duDieuKien: visible,
      trungBinh: visible ? overallMean(cauHoi.map((q) => q.trungBinh)) : null,
      cauHoi,
      nhanXet: visible ? await repo.listComments(db, campaign.id, mine) : [],
    });
  }
  return result;
}

function rowOf(phanBo: number[][], soPhieu: number) {
  const shown = showsScores(soPhieu);
  const diem = phanBo.map((q) => (shown ? meanOf(q) : null));
  return { soPhieu, diem, trungBinh: shown ? overallMean(diem) : null };
}

/**
 * The school's statistics of one campaign: per question, per teacher (every class they teach in it) and per
 * department (each class once, counted for every department one of its teachers belongs to). A teacher or department
 * row with fewer than 5 answers shows its count but no scores.
 */
export async function statistics(db: Db, khaoSatId: number): Promise<ThongKeKhaoSat> {
  const campaign = await getCampaignRow(db, khaoSatId);
  const questions = campaign.cauHoi.length;
  const classes = await classesOf(db, campaign);
  const byClass = new Map((await repo.aggregateByClass(db, khaoSatId)).map((a) => [a.lopMonHocId, a]));
  const teacherIds = [...new Set(classes.flatMap((c) => c.giaoVien.map((g) => g.id)))];
  const staff = new Map((teacherIds.length ? await findStaffByIds(db, teacherIds) : []).map((s) => [s.id, s]));
  const deptIds = [...new Set([...staff.values()].map((s) => s.phongBanId).filter((id): id is number => id != null))];
  const deptNames = new Map(
    (await Promise.all(deptIds.map((id) => findDepartment(db, id)))).flatMap((d) =>
      d ? [[d.id, d.ten] as const] : [],
    ),
  );
  const perTeacher = new Map<number, number[]>();
  const perDept = new Map<number | null, Set<number>>();
  for (const c of classes) {
    if (!byClass.has(c.id)) continue;
    for (const g of c.giaoVien) {
      perTeacher.set(g.id, [...(perTeacher.get(g.id) ?? []), c.id]);
      const dept = staff.get(g.id)?.phongBanId ?? null;
      perDept.set(dept, (perDept.get(dept) ?? new Set()).add(c.id));
    }
  }
  const sumOf = (ids: Iterable<number>) => {
    const list = [...ids].map((id) => byClass.get(id)!);
    return {
      phanBo: sumDistributions(
        list.map((a) => a.phanBo),
        questions,
      ),
      soPhieu: list.reduce((n, a) => n + a.soPhieu, 0),
    };
  };
  const total = sumOf(byClass.keys());
  const giaoVien = [...perTeacher.entries()].map(([nhanVienId, ids]) => {
    const s = sumOf(ids);
    const person = staff.get(nhanVienId);
    const dept = person?.phongBanId ?? null;
    return {
      nhanVienId,
      hoTen: person?.hoTen ?? '',
      tenPhongBan: dept == null ? null : (deptNames.get(dept) ?? null),
      ...rowOf(s.phanBo, s.soPhieu),
    };
  });
  giaoVien.sort((a, b) => a.hoTen.localeCompare(b.hoTen, 'vi') || a.nhanVienId - b.nhanVienId);
  const phongBan = [...perDept.entries()].map(([phongBanId, ids]) => {
    const s = sumOf(ids);
    return {
      phongBanId,
      tenPhongBan: phongBanId == null ? null : (deptNames.get(phongBanId) ?? null),
      ...rowOf(s.phanBo, s.soPhieu),
    };
  });
  phongBan.sort((a, b) => (a.tenPhongBan ?? '').localeCompare(b.tenPhongBan ?? '', 'vi'));
  return {
    khaoSat: toCampaign(campaign),
    cauHoi: questionStats(campaign.cauHoi, total.phanBo),
    giaoVien,
    phongBan,
  };
}
