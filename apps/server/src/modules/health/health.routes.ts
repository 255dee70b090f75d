import { APP_VERSION } from '@hpl/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

const zStatus = z.enum(['ok', 'down', 'not-configured']);

async function probe(check: () => Promise<boolean>): Promise<'ok' | 'down'> {
  try {
    const ok = await Promise.race([check(), new Promise<boolean>((resolve) => setTimeout(() => resolve(false), 2000))]);
    return ok ? 'ok' : 'down';
  } catch {
    return 'down';
  }
}

/** Liveness and reachability of the database and Redis; 503 when a configured dependency is down. */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/health',
    {
      config: { auth: 'public' },
      schema: {
        tags: ['system'],
        response: {
          '2xx': z.object({
            succeeded: z.boolean(),
            data: z.object({
              status: zStatus,
              version: z.string(),
              database: z.object({ kind: z.enum(['pglite', 'postgres']), status: zStatus }),
              redis: z.object({ status: zStatus }),
            }),
          }),
        },
      },
    },
    async (_request, reply) => {
      const database = await probe(() => app.database.ping());
      const redisClients = app.redis;
      const redis: z.infer<typeof zStatus> = redisClients ? await probe(() => redisClients.ping()) : 'not-configured';
      const healthy = database === 'ok' && redis !== 'down';
      reply.code(healthy ? 200 : 503);
      return {
        succeeded: healthy,
        data: {
          status: healthy ? ('ok' as const) : ('down' as const),
          version: APP_VERSION,
          database: { kind: app.database.kind, status: database },
          redis: { status: redis },
        },
      };
    },
  );
};
