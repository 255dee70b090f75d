import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { taiKhoan } from './tai-khoan';

/* Sign-in infrastructure: sessions, the bundled OpenID provider's storage and the system settings (module auth). */

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
