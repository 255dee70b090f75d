import type { KhaoSatGiaoVienListQuery, SurveyProgramme } from '@hpl/shared';
import { and, asc, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { khaoSatGiaoVien, khaoSatPhieu, khaoSatTraLoi } from '../../db/schema';
import { countAll, orderByOf, pageWithTotal, searchAny } from '../../lib/list';

/*
 * Campaigns are school-wide: the report managers who reach the list see every campaign, so the campaign reads take no
 * row scope (see docs/module-shape.md). Answers carry no student; the uniqueness table (`khao_sat_phieu`) is read here
 * only by `findOwnAnswer` (the student's own hash) — the statistics below never join it.
 */

const campaignColumns = {
  id: khaoSatGiaoVien.id,
  ten: khaoSatGiaoVien.ten,
  chuongTrinh: sql<SurveyProgramme>`${khaoSatGiaoVien.chuongTrinh}`,
  namHocId: khaoSatGiaoVien.namHocId,
  cauHoi: khaoSatGiaoVien.cauHoi,
  tuNgay: khaoSatGiaoVien.tuNgay,
  denNgay: khaoSatGiaoVien.denNgay,
  soPhieu: sql<number>`(select cast(count(*) as integer) from ${khaoSatTraLoi} a
    where a.khao_sat_id = khao_sat_giao_vien.id)`,
  version: khaoSatGiaoVien.version,
};

export function listCampaigns(db: DbOrTx, query: KhaoSatGiaoVienListQuery) {
  const where = and(
    query.chuongTrinh ? eq(khaoSatGiaoVien.chuongTrinh, query.chuongTrinh) : undefined,
    searchAny(query.search, khaoSatGiaoVien.ten),
  );
  const order = orderByOf(query.sort, { ten: khaoSatGiaoVien.ten, tuNgay: khaoSatGiaoVien.tuNgay }, [
    desc(khaoSatGiaoVien.tuNgay),
  ]);
  return pageWithTotal(
    query,
    db
      .select(campaignColumns)
      .from(khaoSatGiaoVien)
      .where(where)
      .orderBy(...order, asc(khaoSatGiaoVien.id))
      .$dynamic(),
    db.select({ n: countAll() }).from(khaoSatGiaoVien).where(where),
  );
}

export async function findCampaign(db: DbOrTx, id: number, lock = false) {
  const query = db
    .select({ ...campaignColumns, muoi: khaoSatGiaoVien.muoi })
    .from(khaoSatGiaoVien)
    .where(eq(khaoSatGiaoVien.id, id));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}
export type CampaignRow = NonNullable<Awaited<ReturnType<typeof findCampaign>>>;

/** Campaigns whose dates overlap [from, to] (the open ones on a day: from = to = that day). */
export function listCampaignsBetween(db: DbOrTx, from: string, to: string, extra?: SQL) {
  return db
    .select({ ...campaignColumns, muoi: khaoSatGiaoVien.muoi })
    .from(khaoSatGiaoVien)
    .where(and(sql`${khaoSatGiaoVien.tuNgay} <= ${to}`, sql`${khaoSatGiaoVien.denNgay} >= ${from}`, extra))
    .orderBy(asc(khaoSatGiaoVien.denNgay), asc(khaoSatGiaoVien.id));
}

/** Campaigns closed before `today` (a teacher's results). */
export function listClosedCampaigns(db: DbOrTx, today: string) {
  return db
    .select(campaignColumns)
    .from(khaoSatGiaoVien)
    .where(sql`${khaoSatGiaoVien.denNgay} < ${today}`)
    .orderBy(desc(khaoSatGiaoVien.denNgay), asc(khaoSatGiaoVien.id));
}

export interface CampaignValues {
  ten: string;
  chuongTrinh: string;
  namHocId: number;
  cauHoi: string[];
  tuNgay: string;
  denNgay: string;
}

export async function insertCampaign(db: DbOrTx, values: CampaignValues & { muoi: string; nguoiTaoId: number }) {
  const [row] = await db.insert(khaoSatGiaoVien).values(values).returning({ id: khaoSatGiaoVien.id });
  return row!.id;
}

export async function updateCampaign(db: DbOrTx, id: number, expectedVersion: number, values: CampaignValues) {
  const rows = await db
    .update(khaoSatGiaoVien)
    .set({ ...values, version: sql`${khaoSatGiaoVien.version} + 1`, updatedAt: new Date() })
    .where(and(eq(khaoSatGiaoVien.id, id), eq(khaoSatGiaoVien.version, expectedVersion)))
    .returning({ id: khaoSatGiaoVien.id });
  return rows.length > 0;
}

export async function deleteCampaign(db: DbOrTx, id: number) {
  await db.delete(khaoSatGiaoVien).where(eq(khaoSatGiaoVien.id, id));
}

const scoreColumns = [
  khaoSatTraLoi.diem1,
  khaoSatTraLoi.diem2,
  khaoSatTraLoi.diem3,
  khaoSatTraLoi.diem4,
  khaoSatTraLoi.diem5,
] as const;

export interface AnswerValues {
  lopMonHocId: number;
  diem: number[];
  nhanXet: string;
}
const answerRow = (khaoSatId: number, a: AnswerValues, nguon = 'hoc_sinh') => ({
  khaoSatId,
  lopMonHocId: a.lopMonHocId,
  diem1: a.diem[0]!,
  diem2: a.diem[1] ?? null,
  diem3: a.diem[2] ?? null,
  diem4: a.diem[3] ?? null,
  diem5: a.diem[4] ?? null,
  nhanXet: a.nhanXet,
  nguon,
});

/** The answer the hash points at (the student's own, found by recomputing the hash), or undefined. */
export async function findOwnAnswer(db: DbOrTx, khaoSatId: number, maHocSinh: string) {
  const [row] = await db
    .select({
      id: khaoSatTraLoi.id,
      lopMonHocId: khaoSatTraLoi.lopMonHocId,
      nhanXet: khaoSatTraLoi.nhanXet,
      ...diemOf(),
    })
    .from(khaoSatPhieu)
    .innerJoin(khaoSatTraLoi, eq(khaoSatTraLoi.id, khaoSatPhieu.traLoiId))
    .where(and(eq(khaoSatPhieu.khaoSatId, khaoSatId), eq(khaoSatPhieu.maHocSinh, maHocSinh)));
  return row && { id: row.id, lopMonHocId: row.lopMonHocId, nhanXet: row.nhanXet, diem: scoresOf(row) };
}

function diemOf() {
  return {
    d1: khaoSatTraLoi.diem1,
    d2: khaoSatTraLoi.diem2,
    d3: khaoSatTraLoi.diem3,
    d4: khaoSatTraLoi.diem4,
    d5: khaoSatTraLoi.diem5,
  };
}
const scoresOf = (r: Record<'d1' | 'd2' | 'd3' | 'd4' | 'd5', number | null>) =>
  [r.d1, r.d2, r.d3, r.d4, r.d5].filter((d): d is number => d != null);

/** Inserts an answer and its uniqueness row (a second answer of the same student and class fails on the index). */
export async function insertAnswer(db: DbOrTx, khaoSatId: number, maHocSinh: string, answer: AnswerValues) {
  const [row] = await db.insert(khaoSatTraLoi).values(answerRow(khaoSatId, answer)).returning({ id: khaoSatTraLoi.id });
  await db.insert(khaoSatPhieu).values({ khaoSatId, maHocSinh, traLoiId: row!.id });
  return row!.id;
}

export async function updateAnswer(db: DbOrTx, id: number, khaoSatId: number, answer: AnswerValues) {
  await db.update(khaoSatTraLoi).set(answerRow(khaoSatId, answer)).where(eq(khaoSatTraLoi.id, id));
}

/** Answers of an external survey, imported (no uniqueness rows: the external form kept no students). */
export async function insertImportedAnswers(db: DbOrTx, khaoSatId: number, answers: AnswerValues[]) {
  if (answers.length > 0)
    await db.insert(khaoSatTraLoi).values(answers.map((a) => answerRow(khaoSatId, a, 'nhap_ngoai')));
}

/**
 * Per subject class of a campaign: the number of answers, and per question the count of each score 1–5
 * (`phanBo[q][s-1]`). The only aggregate the statistics read; it reads the answer table alone.
 */
export async function aggregateByClass(db: DbOrTx, khaoSatId: number, lopMonHocIds?: number[]) {
  const buckets = scoreColumns.flatMap((col, q) =>
    [1, 2, 3, 4, 5].map((s) => sql<number>`cast(count(*) filter (where ${col} = ${s}) as integer)`.as(`q${q}s${s}`)),
  );
  const rows = await db
    .select({
      lopMonHocId: khaoSatTraLoi.lopMonHocId,
      soPhieu: countAll(),
      ...Object.fromEntries(buckets.map((b) => [b.fieldAlias, b])),
    })
    .from(khaoSatTraLoi)
    .where(
      and(
        eq(khaoSatTraLoi.khaoSatId, khaoSatId),
        lopMonHocIds
          ? lopMonHocIds.length
            ? inArray(khaoSatTraLoi.lopMonHocId, lopMonHocIds)
            : sql`false`
          : undefined,
      ),
    )
    .groupBy(khaoSatTraLoi.lopMonHocId);
  return rows.map((r) => {
    const cells = r as unknown as Record<string, number>;
    return {
      lopMonHocId: r.lopMonHocId,
      soPhieu: r.soPhieu,
      phanBo: scoreColumns.map((_, q) => [1, 2, 3, 4, 5].map((s) => Number(cells[`q${q}s${s}`] ?? 0))),
    };
  });
}
export type ClassAggregate = Awaited<ReturnType<typeof aggregateByClass>>[number];

/** The non-empty comments of these classes' answers, in text order (not the order they came in). */
export async function listComments(db: DbOrTx, khaoSatId: number, lopMonHocIds: number[]) {
  if (lopMonHocIds.length === 0) return [];
  const rows = await db
    .select({ nhanXet: khaoSatTraLoi.nhanXet })
    .from(khaoSatTraLoi)
    .where(
      and(
        eq(khaoSatTraLoi.khaoSatId, khaoSatId),
        inArray(khaoSatTraLoi.lopMonHocId, lopMonHocIds),
        sql`${khaoSatTraLoi.nhanXet} <> ''`,
      ),
    )
    .orderBy(asc(khaoSatTraLoi.nhanXet));
  return rows.map((r) => r.nhanXet);
}
