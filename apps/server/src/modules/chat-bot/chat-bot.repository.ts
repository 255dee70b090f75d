import { and, asc, count, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { chatBotDoan, chatBotLinhVuc, chatBotTaiLieu } from '../../db/schema';
import type { Passage } from './passages';
import { type QueryTerm, toTsQuery } from './query-terms';

/** The chatbot's knowledge base: documents, their passages, per-topic settings, and the search over passages. */

/** postgres-js answers an array, PGlite `{ rows }`. */
function rowsOf<T>(result: unknown): T[] {
  return (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];
}

/** Lower case without accents, by the same function that built the stored search text. */
export async function normalizeText(db: Db, text: string): Promise<string> {
  const [row] = rowsOf<{ n: string }>(await db.execute(sql`select f_unaccent(lower(${text})) as n`));
  return row?.n ?? '';
}

/**
 * What the documents of the topics look like now: their count, the largest id and the sum of their versions. Any
 * upload, replacement or deletion — on this instance or another — changes it; one cheap query over the documents
 * (not the passages), so the cached statistics stay right across instances.
 */
export async function documentsStamp(db: Db, topics: readonly number[]): Promise<string> {
  const [row] = await db
    .select({
      n: count(),
      maxId: sql<number>`coalesce(max(${chatBotTaiLieu.id}), 0)`.mapWith(Number),
      versions: sql<number>`coalesce(sum(${chatBotTaiLieu.version}), 0)`.mapWith(Number),
    })
    .from(chatBotTaiLieu)
    .where(inArray(chatBotTaiLieu.linhVuc, [...topics]));
  return `${row?.n ?? 0}:${row?.maxId ?? 0}:${row?.versions ?? 0}`;
}

/** How many passages of the topics contain each term, and how many passages the topics hold. */
export async function termStatistics(
  db: Db,
  topics: readonly number[],
  terms: readonly QueryTerm[],
): Promise<{ total: number; frequencies: number[] }> {
  const [totalRow] = await db
    .select({ n: count() })
    .from(chatBotDoan)
    .where(inArray(chatBotDoan.linhVuc, [...topics]));
  if (terms.length === 0) return { total: totalRow?.n ?? 0, frequencies: [] };
  const selections: Record<string, SQL<number>> = {};
  terms.forEach((term, i) => {
    selections[`t${i}`] =
      sql<number>`count(*) filter (where ${chatBotDoan.tuKhoa} @@ to_tsquery('simple', ${toTsQuery([term])}))`.mapWith(
        Number,
      );
  });
  const [row] = await db
    .select(selections)
    .from(chatBotDoan)
    .where(
      and(
        inArray(chatBotDoan.linhVuc, [...topics]),
        sql`${chatBotDoan.tuKhoa} @@ to_tsquery('simple', ${toTsQuery(terms)})`,
      ),
    );
  return { total: totalRow?.n ?? 0, frequencies: terms.map((_, i) => Number(row?.[`t${i}`] ?? 0)) };
}

export interface SearchRow {
  id: number;
  taiLieuId: number;
  taiLieu: string;
  ngonNgu: string;
  muc: string;
  noiDung: string;
  vanBan: string;
}

/** Passages of the topics matching any term, best full-text rank first (the BM25 ranking is done by the caller). */
export async function searchPassages(
  db: Db,
  topics: readonly number[],
  terms: readonly QueryTerm[],
  limit: number,
): Promise<SearchRow[]> {
  if (terms.length === 0) return [];
  const query = sql`to_tsquery('simple', ${toTsQuery(terms)})`;
  return db
    .select({
      id: chatBotDoan.id,
      taiLieuId: chatBotDoan.taiLieuId,
      taiLieu: chatBotTaiLieu.tieuDe,
      ngonNgu: chatBotTaiLieu.ngonNgu,
      muc: chatBotDoan.muc,
      noiDung: chatBotDoan.noiDung,
      vanBan: chatBotDoan.vanBan,
    })
    .from(chatBotDoan)
    .innerJoin(chatBotTaiLieu, eq(chatBotTaiLieu.id, chatBotDoan.taiLieuId))
    .where(and(inArray(chatBotDoan.linhVuc, [...topics]), sql`${chatBotDoan.tuKhoa} @@ ${query}`))
    .orderBy(sql`ts_rank_cd(${chatBotDoan.tuKhoa}, ${query}) desc`, asc(chatBotDoan.id))
    .limit(limit);
}

/** Trigram word similarity of a word to each of the given passages' text (pg_trgm), for misspelt words. */
export async function similarityTo(db: Db, ids: readonly number[], word: string) {
  if (ids.length === 0) return [];
  return db
    .select({
      id: chatBotDoan.id,
      similarity: sql<number>`word_similarity(${word}, ${chatBotDoan.vanBan})`.mapWith(Number),
    })
    .from(chatBotDoan)
    .where(inArray(chatBotDoan.id, [...ids]));
}

/**
 * When no word of the question is in any passage (all misspelt, or written together: "thuvien"): the passages whose
 * heading is closest by trigrams, through the headings' trigram index.
 */
export async function searchHeadings(
  db: Db,
  topics: readonly number[],
  normalizedQuestion: string,
  limit: number,
): Promise<(SearchRow & { similarity: number })[]> {
  const heading = sql`f_unaccent(lower(${chatBotDoan.muc}))`;
  return db
    .select({
      id: chatBotDoan.id,
      taiLieuId: chatBotDoan.taiLieuId,
      taiLieu: chatBotTaiLieu.tieuDe,
      ngonNgu: chatBotTaiLieu.ngonNgu,
      muc: chatBotDoan.muc,
      noiDung: chatBotDoan.noiDung,
      vanBan: chatBotDoan.vanBan,
      similarity: sql<number>`word_similarity(${normalizedQuestion}, ${heading})`.mapWith(Number),
    })
    .from(chatBotDoan)
    .innerJoin(chatBotTaiLieu, eq(chatBotTaiLieu.id, chatBotDoan.taiLieuId))
    .where(and(inArray(chatBotDoan.linhVuc, [...topics]), sql`${normalizedQuestion} <% ${heading}`))
    .orderBy(sql`word_similarity(${normalizedQuestion}, ${heading}) desc`, asc(chatBotDoan.id))
    .limit(limit);
}

const passageColumns = {
  id: chatBotDoan.id,
  taiLieuId: chatBotDoan.taiLieuId,
  taiLieu: chatBotTaiLieu.tieuDe,
  linhVuc: chatBotDoan.linhVuc,
  thuTu: chatBotDoan.thuTu,
  muc: chatBotDoan.muc,
  noiDung: chatBotDoan.noiDung,
};

export async function findPassage(db: Db, id: number) {
  const [row] = await db
    .select(passageColumns)
    .from(chatBotDoan)
    .innerJoin(chatBotTaiLieu, eq(chatBotTaiLieu.id, chatBotDoan.taiLieuId))
    .where(eq(chatBotDoan.id, id));
  return row ?? null;
}

export async function listPassagesOf(db: Db, taiLieuId: number) {
  return db
    .select(passageColumns)
    .from(chatBotDoan)
    .innerJoin(chatBotTaiLieu, eq(chatBotTaiLieu.id, chatBotDoan.taiLieuId))
    .where(eq(chatBotDoan.taiLieuId, taiLieuId))
    .orderBy(asc(chatBotDoan.thuTu));
}

const documentColumns = {
  id: chatBotTaiLieu.id,
  linhVuc: chatBotTaiLieu.linhVuc,
  tieuDe: chatBotTaiLieu.tieuDe,
  ngonNgu: chatBotTaiLieu.ngonNgu,
  tenTep: chatBotTaiLieu.tenTep,
  mimeType: chatBotTaiLieu.mimeType,
  kichThuoc: chatBotTaiLieu.kichThuoc,
  soKyTu: chatBotTaiLieu.soKyTu,
  fileId: chatBotTaiLieu.fileId,
  updatedAt: chatBotTaiLieu.updatedAt,
  // Spelled out: drizzle leaves columns unqualified here, and a bare "id" would mean the passage's own id.
  soDoan: sql<number>`(select count(*) from chat_bot_doan d where d.tai_lieu_id = "chat_bot_tai_lieu"."id")`.mapWith(
    Number,
  ),
};

export async function listDocuments(db: Db, linhVuc?: number) {
  return db
    .select(documentColumns)
    .from(chatBotTaiLieu)
    .where(linhVuc === undefined ? undefined : eq(chatBotTaiLieu.linhVuc, linhVuc))
    .orderBy(asc(chatBotTaiLieu.linhVuc), asc(chatBotTaiLieu.id));
}

export async function findDocument(db: DbOrTx, id: number) {
  const [row] = await db.select(documentColumns).from(chatBotTaiLieu).where(eq(chatBotTaiLieu.id, id));
  return row ?? null;
}

export interface DocumentValues {
  linhVuc: number;
  tieuDe: string;
  ngonNgu: string;
  fileId: number;
  tenTep: string;
  mimeType: string;
  kichThuoc: number;
  soKyTu: number;
}

const PASSAGE_BATCH = 200;

async function insertPassages(tx: DbOrTx, taiLieuId: number, linhVuc: number, passages: readonly Passage[]) {
  for (let i = 0; i < passages.length; i += PASSAGE_BATCH) {
    await tx.insert(chatBotDoan).values(
      passages.slice(i, i + PASSAGE_BATCH).map((p, j) => ({
        taiLieuId,
        linhVuc,
        thuTu: i + j + 1,
        muc: p.muc,
        noiDung: p.noiDung,
      })),
    );
  }
}

export async function insertDocument(tx: DbOrTx, values: DocumentValues, passages: readonly Passage[]) {
  const [row] = await tx.insert(chatBotTaiLieu).values(values).returning({ id: chatBotTaiLieu.id });
  await insertPassages(tx, row!.id, values.linhVuc, passages);
  return row!.id;
}

export async function replaceDocument(
  tx: DbOrTx,
  id: number,
  values: Omit<DocumentValues, 'linhVuc'>,
  linhVuc: number,
  passages: readonly Passage[],
) {
  await tx
    .update(chatBotTaiLieu)
    .set({ ...values, updatedAt: new Date(), version: sql`${chatBotTaiLieu.version} + 1` })
    .where(eq(chatBotTaiLieu.id, id));
  await tx.delete(chatBotDoan).where(eq(chatBotDoan.taiLieuId, id));
  await insertPassages(tx, id, linhVuc, passages);
}

export async function deleteDocument(tx: DbOrTx, id: number) {
  await tx.delete(chatBotTaiLieu).where(eq(chatBotTaiLieu.id, id));
}

export async function listTopicSettings(db: Db) {
  return db.select().from(chatBotLinhVuc).orderBy(asc(chatBotLinhVuc.linhVuc));
}

export async function findTopicSetting(db: Db, linhVuc: number) {
  const [row] = await db.select().from(chatBotLinhVuc).where(eq(chatBotLinhVuc.linhVuc, linhVuc));
  return row ?? null;
}

export async function upsertTopicSetting(tx: DbOrTx, linhVuc: number, lienHeVi: string, lienHeEn: string) {
  await tx
    .insert(chatBotLinhVuc)
    .values({ linhVuc, lienHeVi, lienHeEn })
    .onConflictDoUpdate({ target: chatBotLinhVuc.linhVuc, set: { lienHeVi, lienHeEn, updatedAt: new Date() } });
}
