import type { FastifyInstance } from 'fastify';

/** The flood guard's window: at most `messagesPer10s` messages per account in it. */
export const RATE_WINDOW_MS = 10_000;

/** The flood guard shared by instances: a counter per account and 10-second window in Redis. */
export function createRedisRateLimiter(redis: NonNullable<FastifyInstance['redis']>, max: number, prefix: string) {
  return {
    async take(accountId: number): Promise<boolean> {
      const key = `${prefix}:rate:${accountId}:${Math.floor(Date.now() / RATE_WINDOW_MS)}`;
      const count = await redis.pub.incr(key);
      if (count === 1) await redis.pub.pExpire(key, RATE_WINDOW_MS * 2);
      return count <= max;
    },
  };
}
