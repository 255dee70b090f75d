import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../test/support/test-app';
import type { Database } from '../db/client';
import { auditLog } from '../db/schema';
import { audit } from './audit';

describe('the audit log', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(async () => {
    await database?.close();
  });

  it('stores what a user typed even with lone surrogates or NUL, which jsonb refuses', async () => {
    await audit(
      database.db,
      { accountId: null, requestId: 'audit-lone-surrogate' },
      {
        action: 'update',
        entity: 'Test',
        before: { ten: 'A\uD800B', list: ['\uDC00', 'ok'] },
        after: { 'k\uD800': 'x\u0000y', emoji: '😀' },
        reason: 'lý do \uDBFF',
      },
    );
    const [row] = await database.db.select().from(auditLog).where(eq(auditLog.requestId, 'audit-lone-surrogate'));
    expect(row!.before).toEqual({ ten: 'A\uFFFDB', list: ['\uFFFD', 'ok'] });
    expect(row!.after).toEqual({ 'k\uFFFD': 'xy', emoji: '😀' });
    expect(row!.reason).toBe('lý do \uFFFD');
  });
});
