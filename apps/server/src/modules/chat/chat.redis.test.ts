import { randomBytes } from 'node:crypto';
import { type ChatMessage, type Conversation, CHAT_INVOCATIONS as I, CHAT_PUSHES as P } from '@hpl/shared';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type ChatClient, connectChat, urlOf } from '../../../test/support/chat-client';
import { openTestDatabase } from '../../../test/support/test-app';
import { type App, buildApp } from '../../app';
import { loadConfig } from '../../config';
import type { Database } from '../../db/client';
import { taiKhoan } from '../../db/schema';
import { connectRedis, type RedisClients } from '../../plugins/redis';
import { chatHubOf } from '.';

/**
 * Two portal instances over one database and one Redis (CI runs Redis; set TEST_REDIS_URL): pushes cross between
 * them through the Socket.IO Redis adapter, presence is one truth, and a dead instance's users go offline. The
 * heartbeat is shortened here; with the defaults (5 s beat, 20 s expiry) the bound is 25 s.
 */
const redisUrl = process.env.TEST_REDIS_URL;
const HEARTBEAT_MS = 300;
const EXPIRY_MS = 1200;

describe.skipIf(!redisUrl)('chat across two instances through Redis', () => {
  let database: Database;
  const instances: { app: App; redis: RedisClients; url: string }[] = [];
  const clients: ChatClient[] = [];
  const prefix = `test:chat:${randomBytes(4).toString('hex')}`;

  async function startInstance() {
    const config = loadConfig({
      NODE_ENV: 'test',
      PUBLIC_URL: 'http://localhost:3000',
      DATA_DIR: '/tmp/hpl-test-unused',
      UPLOAD_DIR: inject('uploadDir'),
      SESSION_SECRET: 'test-session-secret-test-session-secret',
      LOG_LEVEL: 'silent',
      REDIS_URL: redisUrl,
      CHAT_HEARTBEAT_MS: String(HEARTBEAT_MS),
      CHAT_PRESENCE_EXPIRY_MS: String(EXPIRY_MS),
      CHAT_REDIS_PREFIX: prefix,
    });
    const redis = await connectRedis(redisUrl!);
    const app = await buildApp({ config, database, redis, logger: false });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const instance = { app, redis, url: urlOf(app.server) };
    instances.push(instance);
    return instance;
  }

  async function cookieFor(app: App, username: string) {
    const [account] = await database.db
      .select({ id: taiKhoan.id })
      .from(taiKhoan)
      .where(eq(sql`lower(${taiKhoan.username})`, username));
    return app.sessions.create(account!.id, {}, new Date(Date.now() + 600_000));
  }

  async function connect(instance: { app: App; url: string }, username: string) {
    const client = await connectChat(instance.url, { cookie: await cookieFor(instance.app, username) });
    clients.push(client);
    await client.waitFor(P.usersOnline);
    return client;
  }

  let a: Awaited<ReturnType<typeof startInstance>>;
  let b: Awaited<ReturnType<typeof startInstance>>;

  beforeAll(async () => {
    database = await openTestDatabase();
    a = await startInstance();
    b = await startInstance();
  });

  afterAll(async () => {
    for (const client of clients) client.close();
    for (const { app, redis } of instances) {
      await app.close();
      await redis.close();
    }
    await database?.close();
  });

  it('a message sent on instance A reaches the participant on instance B', async () => {
    const admin = await connect(a, 'admin');
    const teacher = await connect(b, 'giaovien');
    const conversation = (await admin.invoke<Conversation>(I.addOrOpen, { participants: [{ account: 'giaovien' }] }))
      .data!;
    expect(conversation.online).toBe(true);
    const sent = await admin.invoke<ChatMessage>(I.send, { conversationId: conversation.id, content: 'qua Redis' });
    const got = await teacher.waitFor<ChatMessage>(P.newMessage, (m) => m.id === sent.data!.id);
    expect(got.content).toBe('qua Redis');
    expect(await teacher.waitFor<number>(P.totalUnseen, (n) => n === 1)).toBe(1);
    admin.close();
    teacher.close();
  });

  it('presence is shared: online once for tabs on two instances, offline when the last one closes', async () => {
    const watcher = await connect(a, 'admin');
    const from = watcher.pushes.length;
    const onB = await connect(b, 'gvcn');
    await watcher.waitFor<{ account: string }>(P.userOnline, (p) => p.account === 'gvcn', from);
    // Someone connecting on A learns that gvcn, connected only on B, is online.
    const late = await connect(a, 'totruong');
    const online = late.pushes.filter((p) => p.event === P.usersOnline).flatMap((p) => p.payload as string[]);
    expect(online).toContain('gvcn');
    const onA = await connect(a, 'gvcn');
    onB.close();
    await new Promise((r) => setTimeout(r, 300));
    expect(
      watcher.pushes
        .slice(from)
        .filter((p) => p.event === P.userOnline && (p.payload as { account: string }).account === 'gvcn'),
    ).toHaveLength(1);
    expect(
      watcher.pushes
        .slice(from)
        .some((p) => p.event === P.userOffline && (p.payload as { account: string }).account === 'gvcn'),
    ).toBe(false);
    onA.close();
    await watcher.waitFor<{ account: string }>(P.userOffline, (p) => p.account === 'gvcn', from);
    watcher.close();
    late.close();
  });

  it("signing out on one instance closes the session's sockets on the other", async () => {
    const cookie = await cookieFor(a.app, 'totruong');
    const client = await connectChat(b.url, { cookie });
    clients.push(client);
    const closed = new Promise((resolve) => client.socket.once('disconnect', resolve));
    const user = await a.app.sessions.load(cookie);
    await a.app.sessions.destroy(user!.sessionId);
    await closed;
  });

  it('an instance shutting down gracefully announces its users offline at once and closes their sockets', async () => {
    const c = await startInstance();
    const watcher = await connect(a, 'admin');
    const from = watcher.pushes.length;
    const leaving = await connect(c, 'daotao');
    await watcher.waitFor<{ account: string }>(P.userOnline, (p) => p.account === 'daotao', from);
    const closed = new Promise((resolve) => leaving.socket.once('disconnect', resolve));
    const startedAt = Date.now();
    await c.app.close();
    await closed;
    await watcher.waitFor<{ account: string }>(P.userOffline, (p) => p.account === 'daotao', from);
    expect(Date.now() - startedAt).toBeLessThan(EXPIRY_MS);
    await c.redis.close();
    instances.splice(instances.indexOf(c), 1);
    watcher.close();
  });

  it("a killed instance's users go offline within the expiry", async () => {
    const watcher = await connect(a, 'admin');
    const from = watcher.pushes.length;
    await connect(b, 'nhansu');
    await watcher.waitFor<{ account: string }>(P.userOnline, (p) => p.account === 'nhansu', from);
    const killedAt = Date.now();
    await chatHubOf(b.app.server)!.crash();
    await watcher.waitFor<{ account: string }>(P.userOffline, (p) => p.account === 'nhansu', from);
    const took = Date.now() - killedAt;
    expect(took).toBeLessThanOrEqual(EXPIRY_MS + HEARTBEAT_MS * 3);
    expect(await chatHubOf(a.app.server)!.onlineSet()).not.toContain(
      (await b.app.sessions.load(await cookieFor(b.app, 'nhansu')))!.accountId,
    );
    watcher.close();
  });
});
