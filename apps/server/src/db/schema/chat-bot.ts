import { type SQL, sql } from 'drizzle-orm';
import { customType, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt, version } from './columns';
import { files } from './files';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/** A document of the chatbot's knowledge base: one uploaded file of one topic (`linhVuc` 1, 4 or 6). */
export const chatBotTaiLieu = pgTable(
  'chat_bot_tai_lieu',
  {
    id: id(),
    linhVuc: integer().notNull(),
    tieuDe: text().notNull(),
    /** `vi` | `en`: the answer's wording follows the language of the passages it quotes. */
    ngonNgu: text().notNull(),
    fileId: integer()
      .notNull()
      .references(() => files.id),
    tenTep: text().notNull(),
    mimeType: text().notNull(),
    kichThuoc: integer().notNull(),
    soKyTu: integer().notNull(),
    version: version(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('chat_bot_tai_lieu_linh_vuc').on(t.linhVuc)],
);

/**
 * A passage of a document (one article or section, or a slice of a long one). `vanBan` is the searchable form
 * (heading + text, lower case, accents removed by f_unaccent, as in the full-text vector), so PGlite and PostgreSQL
 * match the same way.
 */
export const chatBotDoan = pgTable(
  'chat_bot_doan',
  {
    id: id(),
    taiLieuId: integer()
      .notNull()
      .references(() => chatBotTaiLieu.id, { onDelete: 'cascade' }),
    /** Copied from the document so that a search filters passages by topic without a join. */
    linhVuc: integer().notNull(),
    thuTu: integer().notNull(),
    /** Heading path, e.g. "Chương II › Điều 5. Đi học đúng giờ". */
    muc: text().notNull(),
    noiDung: text().notNull(),
    vanBan: text()
      .notNull()
      .generatedAlwaysAs((): SQL => sql`f_unaccent(lower(${chatBotDoan.muc} || E'\n' || ${chatBotDoan.noiDung}))`),
    tuKhoa: tsvector()
      .notNull()
      .generatedAlwaysAs(
        (): SQL =>
          sql`setweight(to_tsvector('simple', f_unaccent(lower(${chatBotDoan.muc}))), 'A') || setweight(to_tsvector('simple', f_unaccent(lower(${chatBotDoan.noiDung}))), 'B')`,
      ),
  },
  (t) => [
    index('chat_bot_doan_tai_lieu').on(t.taiLieuId, t.thuTu),
    index('chat_bot_doan_tu_khoa').using('gin', t.tuKhoa),
    // Trigrams of the headings only: a trigram index over whole passages costs more to build than the rest of the
    // indexing together; misspelt words of the text are matched among the full-text candidates instead.
    index('chat_bot_doan_muc_trgm').using('gin', sql`f_unaccent(lower(${t.muc})) gin_trgm_ops`),
  ],
);

/** Per topic: whom the answer suggests asking when the documents say nothing about a question. */
export const chatBotLinhVuc = pgTable('chat_bot_linh_vuc', {
  linhVuc: integer().primaryKey(),
  lienHeVi: text().notNull().default(''),
  lienHeEn: text().notNull().default(''),
  updatedAt: updatedAt(),
});
