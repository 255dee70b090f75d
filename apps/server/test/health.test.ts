import net from 'node:net';
import { createClient } from 'redis';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { connectRedis, type RedisClients } from '../src/plugins/redis';
import { openTestDatabase } from './support/test-app';

const testRedisUrl = process.env.TEST_REDIS_URL;
const closers: (() => Promise<unknown>)[] = [];
afterAll(async () => {
  for (const close of closers.reverse()) await close().catch(() => {});
});

async function buildHealthApp(redis: RedisClients | null) {
  const database = await openTestDatabase();
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: '/tmp/hpl-test-unused' });
  const app = await buildApp({ config, database, redis, logger: false });
  await app.ready();
  closers.push(
    () => database.close(),
    () => app.close(),
  );
  return app;
}

async function findClosedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** Clients of a Redis that is not there: commands fail at once instead of waiting in the offline queue. */
function connectUnreachableRedis(port: number): RedisClients {
  const pub = createClient({
    url: `redis://127.0.0.1:${port}`,
    disableOfflineQueue: true,
    socket: { reconnectStrategy: false },
  });
  pub.on('error', () => {});
  void pub.connect().catch(() => {});
  return {
    pub,
    sub: pub,
    async ping() {
      return (await pub.ping()) === 'PONG';
    },
    // Nothing to close: the refused connection is not retried (reconnectStrategy false). Destroying the client would
    // reject the commands the chat hub's Redis adapter queued at start (its subscribe calls), which nobody awaits.
    async close() {},
  } as unknown as RedisClients;
}

describe('/api/health', () => {
  it('reports the database and Redis as not configured without REDIS_URL', async () => {
    const app = await buildHealthApp(null);
    const response = await app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      status: 'ok',
      database: { status: 'ok' },
      redis: { status: 'not-configured' },
    });
  });

  it.skipIf(!testRedisUrl)('reports Redis ok when it answers (TEST_REDIS_URL)', async () => {
    const redis = await connectRedis(testRedisUrl!);
    closers.push(() => redis.close());
    const app = await buildHealthApp(redis);
    const response = await app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.redis).toEqual({ status: 'ok' });
  });

  it('answers 503 with Redis down when the configured Redis is unreachable', async () => {
    const redis = connectUnreachableRedis(await findClosedPort());
    closers.push(() => redis.close());
    const app = await buildHealthApp(redis);
    const response = await app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({ succeeded: false, data: { status: 'down', redis: { status: 'down' } } });
  });
});
