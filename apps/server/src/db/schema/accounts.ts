import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, id, version } from './columns';
import { hocSinh, nhanVien } from './people';

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

/** Relying-party session: the browser holds only the random id (cookie `Authorization`); tokens stay here. */
export const phienDangNhap = pgTable(
  'phien_dang_nhap',
  {
    /** sha256 of the cookie value, so a database read does not yield usable cookies. */
    id: text().primaryKey(),
    taiKhoanId: integer()
      .notNull()
      .references(() => taiKhoan.id, { onDelete: 'cascade' }),
    tokens: jsonb().notNull(),
    expiresAt: timestamp({ withTimezone: true, mode: 'date' }).notNull(),
    createdAt: createdAt(),
    lastSeenAt: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('phien_tai_khoan').on(t.taiKhoanId)],
);

/** Storage of the bundled OpenID provider (oidc-provider adapter): survives restarts, shared by instances. */
export const oidcPayload = pgTable(
  'oidc_payload',
  {
    id: text().notNull(),
    type: text().notNull(),
    payload: jsonb().notNull(),
    grantId: text(),
    userCode: text(),
    uid: text(),
    expiresAt: timestamp({ withTimezone: true, mode: 'date' }),
    consumedAt: timestamp({ withTimezone: true, mode: 'date' }),
  },
  (t) => [
    uniqueIndex('oidc_payload_pk').on(t.type, t.id),
    index('oidc_payload_grant').on(t.grantId),
    index('oidc_payload_uid').on(t.uid),
    index('oidc_payload_user_code').on(t.userCode),
  ],
);

/** Key-value settings kept by the server (generated secrets, signing keys of the bundled provider). */
export const caiDatHeThong = pgTable('cai_dat_he_thong', {
  key: text().primaryKey(),
  value: jsonb().notNull(),
  updatedAt: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});
