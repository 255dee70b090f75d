import type { RedisClients } from '../plugins/redis';

/**
 * A store for @fastify/rate-limit on the portal's Redis (node-redis; the plugin's own `redis` option wants ioredis),
 * so that a limit per account holds across all instances of the server. Same counting as the plugin's RedisStore:
 * INCR, and the window's expiry set by the first request of the window, in one Lua script (atomic).
 */
const SCRIPT = `
local current = redis.call('INCR', KEYS[1])
local ttl = tonumber(ARGV[1])
if current == 1 then
  redis.call('PEXPIRE', KEYS[1], ttl)
else
  ttl = redis.call('PTTL', KEYS[1])
  if ttl < 0 then
    ttl = tonumber(ARGV[1])
    redis.call('PEXPIRE', KEYS[1], ttl)
  end
end
return {current, ttl}
`;

export const RATE_LIMIT_KEY_PREFIX = 'hpl:rate-limit:';

type Client = RedisClients['pub'];
type Done = (error: Error | null, result?: { current: number; ttl: number }) => void;

export function redisRateLimitStore(client: Client) {
  return class RedisRateLimitStore {
    constructor(
      _options?: unknown,
      private readonly prefix = RATE_LIMIT_KEY_PREFIX,
    ) {}

    incr(key: string, done: Done, timeWindow: number) {
      client
        .sendCommand(['EVAL', SCRIPT, '1', `${this.prefix}${key}`, String(timeWindow)])
        .then((reply) => {
          const [current, ttl] = reply as unknown as [number, number];
          done(null, { current: Number(current), ttl: Number(ttl) });
        })
        .catch((error: unknown) => done(error instanceof Error ? error : new Error(String(error))));
    }

    /** The plugin passes the route's rate-limit options with `routeInfo` (its types say the route options). */
    child(routeOptions: { routeInfo?: { method: string; url: string }; method?: string | string[]; url?: string }) {
      const method = routeOptions.routeInfo?.method ?? [routeOptions.method].flat().join(',');
      const url = routeOptions.routeInfo?.url ?? routeOptions.url ?? '';
      return new RedisRateLimitStore(undefined, `${this.prefix}${method}${url}:`);
    }
  };
}
