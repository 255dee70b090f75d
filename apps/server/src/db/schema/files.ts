import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns';

/** Uploaded file, stored on disk by content hash; served only after an authorisation check. */
export const files = pgTable(
  'files',
  {
    id: id(),
    sha256: text().notNull(),
    mimeType: text().notNull(),
    size: integer().notNull(),
    originalName: text().notNull(),
    /** avatar | leave-attachment | transfer-document | … : decides who may download. */
    purpose: text().notNull(),
    ownerAccountId: integer(),
    createdAt: createdAt(),
  },
  (t) => [index('files_sha').on(t.sha256)],
);
