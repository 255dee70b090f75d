import { bigint, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Who did what, before/after, when. Written inside the transaction of the change it records. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    at: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    actorAccountId: integer(),
    /** create | update | delete | read | sign-in | … */
    action: text().notNull(),
    entity: text().notNull(),
    entityId: text(),
    before: jsonb(),
    after: jsonb(),
    reason: text(),
    requestId: text(),
  },
  (t) => [index('audit_entity').on(t.entity, t.entityId), index('audit_actor').on(t.actorAccountId, t.at)],
);
