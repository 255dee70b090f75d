import { eq, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/support/test-app';
import { taiKhoan } from '../../db/schema';
import { RATE_LIMIT_KEY_PREFIX } from '../../lib/redis-rate-limit-store';
import { connectRedis, type RedisClients } from '../../plugins/redis';

/**
 * The chatbot's limit per account (20 questions a minute) holds across instances when they share Redis: two servers
 * over one Redis (TEST_REDIS_URL; skipped without it), the questions spread over both.
 */
const testRedisUrl = process.env.TEST_REDIS_URL;
const closers: (() => Promise<unknown>)[] = [];
afterAll(async () => {
  for (const close of closers.reverse()) await close().catch(() => {});
});

describe.skipIf(!testRedisUrl)('chatbot rate limit across instances (Redis)', () => {
  it('counts the questions of one account on both instances together', async () => {
    const redisA: RedisClients = await connectRedis(testRedisUrl!);
    const redisB: RedisClients = await connectRedis(testRedisUrl!);
    closers.push(
      () => redisA.close(),
      () => redisB.close(),
    );
    const a: TestApp = await createTestApp({}, { redis: redisA });
    const b: TestApp = await createTestApp({}, { redis: redisB });
    closers.push(
      () => a.close(),
      () => b.close(),
    );
    // A fresh window for the accounts used here (the two databases are clones: same account ids).
    for (const username of ['gvcn', 'totruong']) {
      const [account] = await a.db
        .select({ id: taiKhoan.id })
        .from(taiKhoan)
        .where(eq(sql`lower(${taiKhoan.username})`, username));
      await redisA.pub.del(`${RATE_LIMIT_KEY_PREFIX}POST/api/ChatBot/hoi:account:${account!.id}`);
    }

    const statuses: number[] = [];
    for (let i = 0; i < 21; i++) {
      const instance = i % 2 === 0 ? a : b;
      statuses.push(
        (await instance.api('POST', '/api/ChatBot/hoi', { as: 'gvcn', body: { linhVuc: 4, message: '' } })).status,
      );
    }
    // Each instance alone saw at most 11 questions: only a shared count refuses the 21st.
    expect(statuses.slice(0, 20).every((s) => s === 400)).toBe(true);
    expect(statuses[20]).toBe(429);
    // Another account is not slowed down by it, on either instance.
    expect(
      (await b.api('POST', '/api/ChatBot/hoi', { as: 'totruong', body: { linhVuc: 4, message: '' } })).status,
    ).toBe(400);
  });
});
