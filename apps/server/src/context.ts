import type { Config } from './config';
import type { Database, Db } from './db/client';
import type { SessionStore } from './modules/auth/session-store';

/** What every module reaches through the Fastify instance. */
declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    database: Database;
    db: Db;
    sessions: SessionStore;
    /** Redis clients when REDIS_URL is set (realtime adapter, shared presence); null in single-instance mode. */
    redis: import('./plugins/redis').RedisClients | null;
  }
}
