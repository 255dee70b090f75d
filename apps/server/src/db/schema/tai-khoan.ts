import { sql } from 'drizzle-orm';
import { integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, id, version } from './columns';
import { hocSinh } from './hoc-sinh';
import { nhanVien } from './nhan-vien';

/* The accounts (TaiKhoan), owned by the tai-khoan module (auth keeps sign-in state on them: see the table-ownership test). */

/** Portal account: the source of the `role` and `permission` claims of the bundled provider. */
export const taiKhoan = pgTable(
  'tai_khoan',
  {
    id: id(),
    username: text().notNull(),
    /** argon2id; null = no local password (external provider). */
    passwordHash: text(),
    roles: text().array().notNull().default(sql`'{}'::text[]`),
    permissions: text().array().notNull().default(sql`'{}'::text[]`),
    nhanVienId: integer().references(() => nhanVien.id),
    hocSinhId: integer().references(() => hocSinh.id),
    /** Subject of the external identity provider, when one is configured. */
    externalSubject: text(),
    lockedAt: timestamp({ withTimezone: true, mode: 'date' }),
    lastSignInAt: timestamp({ withTimezone: true, mode: 'date' }),
    failedSignIns: integer().notNull().default(0),
    lastFailedSignInAt: timestamp({ withTimezone: true, mode: 'date' }),
    version: version(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('tai_khoan_username').on(sql`lower(${t.username})`),
    uniqueIndex('tai_khoan_external_subject').on(t.externalSubject),
  ],
);
