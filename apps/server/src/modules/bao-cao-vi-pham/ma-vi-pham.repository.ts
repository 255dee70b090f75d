import type { MaViPhamInput, MaViPhamListQuery } from '@hpl/shared';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { maViPham } from '../../db/schema';

/* School-wide master data: every teacher reads the codes, the office edits them; no per-caller scope narrows rows. */

const columns = {
  id: maViPham.id,
  ma: maViPham.ma,
  moTa: maViPham.moTa,
  moTaEn: maViPham.moTaEn,
  diem: maViPham.diem,
  mucDo: maViPham.mucDo,
  doiTuong: sql<'hoc_sinh' | 'nhan_vien'>`${maViPham.doiTuong}`,
  dangDung: maViPham.dangDung,
  version: maViPham.version,
};

export function listCodes(db: DbOrTx, query: MaViPhamListQuery, includeRetired: boolean) {
  return db
    .select(columns)
    .from(maViPham)
    .where(
      and(
        query.doiTuong ? eq(maViPham.doiTuong, query.doiTuong) : undefined,
        includeRetired ? undefined : eq(maViPham.dangDung, true),
      ),
    )
    .orderBy(asc(maViPham.doiTuong), asc(maViPham.ma));
}

export async function findCode(db: DbOrTx, id: number) {
  const [row] = await db.select(columns).from(maViPham).where(eq(maViPham.id, id));
  return row;
}

/** Active codes of the given target among these ids. */
export function findActiveCodes(db: DbOrTx, ids: number[], doiTuong: 'hoc_sinh' | 'nhan_vien') {
  return db
    .select(columns)
    .from(maViPham)
    .where(and(inArray(maViPham.id, ids), eq(maViPham.doiTuong, doiTuong), eq(maViPham.dangDung, true)));
}

type CodeValues = Omit<MaViPhamInput, 'version'>;

export async function insertCode(db: DbOrTx, input: CodeValues) {
  const [row] = await db
    .insert(maViPham)
    .values({ ...input, dangDung: input.dangDung ?? true })
    .returning(columns);
  return row!;
}

export async function updateCode(db: DbOrTx, id: number, expectedVersion: number, input: CodeValues) {
  const [row] = await db
    .update(maViPham)
    .set({ ...input, dangDung: input.dangDung ?? true, version: sql`${maViPham.version} + 1` })
    .where(and(eq(maViPham.id, id), eq(maViPham.version, expectedVersion)))
    .returning(columns);
  return row;
}
