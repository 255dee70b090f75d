import { createClient } from 'redis';

type RedisClient = ReturnType<typeof createClient>;

export interface RedisClients {
  pub: RedisClient;
  sub: RedisClient;
  ping(): Promise<boolean>;
  close(): Promise<void>;
}

/** Connects the publish and subscribe clients the Socket.IO adapter and presence need. */
export async function connectRedis(url: string): Promise<RedisClients> {
  const pub: RedisClient = createClient({
    url,
    socket: { reconnectStrategy: (retries) => Math.min(retries * 200, 3000) },
  });
  pub.on('error', () => {});
  const sub: RedisClient = pub.duplicate();
  sub.on('error', () => {});
  await Promise.all([pub.connect(), sub.connect()]);
  return {
    pub,
    sub,
    async ping() {
      return (await pub.ping()) === 'PONG';
    },
    async close() {
      await Promise.allSettled([pub.quit(), sub.quit()]);
    },
  };
}
