import type { TamLyAnswers, TamLyGroupScore } from '@hpl/shared';
import { and, asc, eq, gte, isNull, lte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { tamLyBaiDanhGia, tamLyDotDanhGia, tamLyPhieuTraLoi } from '../../db/schema';

/** The student's homeroom of the active year: which campaigns are theirs follows from it. */
export interface Homeroom {
  id: number;
  khoiId: number;
  namHocId: number;
}

const d = tamLyDotDanhGia;
const b = tamLyBaiDanhGia;
const p = tamLyPhieuTraLoi;

/**
 * Open campaigns of the class's year, on `today`, aimed at the class or its grade level, of an instrument answered by
 * `respondent`: the scope of a student (self-report) or of the class's homeroom teacher (teacher report).
 */
export const openAimedAt = (home: Homeroom, today: string, respondent: 'HocSinh' | 'GiaoVien' = 'HocSinh') =>
  and(
    eq(d.trangThai, 'open'),
    eq(d.namHocId, home.namHocId),
    lte(d.tuNgay, today),
    gte(d.denNgay, today),
    eq(b.nguoiTraLoi, respondent),
    sql`(${d.lopIds} @> ${JSON.stringify([home.id])}::jsonb or ${d.khoiIds} @> ${JSON.stringify([home.khoiId])}::jsonb)`,
  );
const openFor = (home: Homeroom, today: string) => openAimedAt(home, today, 'HocSinh');

/** A campaign as a list shows it (the self-report and the teacher-report lists). */
export const campaignListColumns = {
  dotId: d.id,
  ten: d.ten,
  tenBai: b.ten,
  tenBaiEn: b.tenEn,
  denNgay: d.denNgay,
  soCauHoi: sql<number>`jsonb_array_length(${b.dinhNghia} -> 'questions')`.mapWith(Number),
};

/** A campaign as its answer form needs it. */
export const campaignFormColumns = { dotId: d.id, ten: d.ten, denNgay: d.denNgay, dinhNghia: b.dinhNghia };

export function listOpenFor(db: DbOrTx, hocSinhId: number, home: Homeroom, today: string) {
  return db
    .select({ ...campaignListColumns, traLoi: p.traLoi, nopLuc: p.nopLuc })
    .from(d)
    .innerJoin(b, eq(b.id, d.baiDanhGiaId))
    .leftJoin(p, and(eq(p.dotId, d.id), eq(p.hocSinhId, hocSinhId)))
    .where(openFor(home, today))
    .orderBy(asc(d.denNgay), asc(d.id));
}

/** One open campaign of the student with its instrument and their sheet; undefined outside their scope. */
export async function findOpenFor(db: DbOrTx, dotId: number, hocSinhId: number, home: Homeroom, today: string) {
  const [row] = await db
    .select({ ...campaignFormColumns, phieuId: p.id, traLoi: p.traLoi, nopLuc: p.nopLuc })
    .from(d)
    .innerJoin(b, eq(b.id, d.baiDanhGiaId))
    .leftJoin(p, and(eq(p.dotId, d.id), eq(p.hocSinhId, hocSinhId)))
    .where(and(eq(d.id, dotId), openFor(home, today)));
  return row;
}

/**
 * Saves progress: the answers given are merged over the saved ones by the database itself, so saves sent at the same
 * time (one request per choice) all keep their answer. A submitted sheet is left as it is (answers false then).
 */
export async function saveProgress(
  db: DbOrTx,
  dotId: number,
  hocSinhId: number,
  traLoi: TamLyAnswers,
  nguoiTraLoiId: number | null = null,
) {
  const rows = await db
    .insert(p)
    .values({ dotId, hocSinhId, traLoi, nguoiTraLoiId })
    .onConflictDoUpdate({
      target: [p.dotId, p.hocSinhId],
      set: { traLoi: sql`${p.traLoi} || excluded.tra_loi`, nguoiTraLoiId, updatedAt: new Date() },
      setWhere: isNull(p.nopLuc),
    })
    .returning({ id: p.id });
  return rows.length > 0;
}

/** Submits once: only a sheet not yet submitted changes; undefined when it already was. */
export async function submit(
  db: DbOrTx,
  dotId: number,
  hocSinhId: number,
  sheet: {
    traLoi: TamLyAnswers;
    ketQua: TamLyGroupScore[];
    canTheoDoi: boolean;
    home: Homeroom;
    nguoiTraLoiId?: number;
  },
) {
  const now = new Date();
  const values = {
    nguoiTraLoiId: sheet.nguoiTraLoiId ?? null,
    traLoi: sheet.traLoi,
    ketQua: sheet.ketQua,
    canTheoDoi: sheet.canTheoDoi,
    lopQuanLyId: sheet.home.id,
    khoiId: sheet.home.khoiId,
    nopLuc: now,
    updatedAt: now,
  };
  const [row] = await db
    .insert(p)
    .values({ dotId, hocSinhId, ...values })
    .onConflictDoUpdate({ target: [p.dotId, p.hocSinhId], set: values, setWhere: isNull(p.nopLuc) })
    .returning({ id: p.id, nopLuc: p.nopLuc });
  return row;
}
