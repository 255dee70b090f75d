import { randomUUID } from 'node:crypto';
import type { RedisClients } from '../../plugins/redis';

/**
 * Who is online, counted in connections per account so that two tabs are one presence. `connect` answers true when
 * the account just came online everywhere, `disconnect` when it just went offline everywhere.
 */
export interface Presence {
  connect(accountId: number): Promise<boolean>;
  disconnect(accountId: number): Promise<boolean>;
  /** Everyone online (Admin's list). */
  online(): Promise<number[]>;
  /** Which of these accounts are online: costs the accounts asked about, not everyone online. */
  onlineAmong(accountIds: number[]): Promise<Set<number>>;
  /** Starts the heartbeat; `onOffline` receives accounts whose instance died without saying so. */
  start(onOffline: (accountIds: number[]) => void): void;
  /** Graceful stop: forgets this instance's connections and answers the accounts now offline everywhere. */
  stop(): Promise<number[]>;
  /** Stops without telling anyone (tests: an instance that dies). */
  abandon(): void;
}

export function createMemoryPresence(): Presence {
  const counts = new Map<number, number>();
  return {
    async connect(id) {
      const n = (counts.get(id) ?? 0) + 1;
      counts.set(id, n);
      return n === 1;
    },
    async disconnect(id) {
      const n = (counts.get(id) ?? 0) - 1;
      if (n > 0) {
        counts.set(id, n);
        return false;
      }
      const was = counts.delete(id);
      return was;
    },
    async online() {
      return [...counts.keys()];
    },
    async onlineAmong(ids) {
      return new Set(ids.filter((id) => counts.has(id)));
    },
    start() {},
    async stop() {
      const ids = [...counts.keys()];
      counts.clear();
      return ids;
    },
    abandon() {},
  };
}

/**
 * Presence shared by instances through Redis: one hash of connection counts per instance, and a sorted set of
 * instances scored by their last heartbeat. An instance missing its heartbeat for `expiryMs` is swept by the first
 * live instance to notice (ZREM decides which), which announces its accounts offline unless they are connected
 * elsewhere: a dead instance's users go offline within `expiryMs + heartbeatMs`.
 */
export function createRedisPresence(
  redis: RedisClients,
  options: { heartbeatMs: number; expiryMs: number; prefix: string },
): Presence {
  const INSTANCES = `${options.prefix}:presence:instances`;
  const hashOf = (id: string) => `${options.prefix}:presence:i:${id}`;
  const instance = randomUUID();
  const client = redis.pub;
  let timer: NodeJS.Timeout | null = null;
  let stopped = false;

  async function liveInstances(): Promise<string[]> {
    return client.zRangeByScore(INSTANCES, Date.now() - options.expiryMs, '+inf');
  }

  async function onlineElsewhere(accountId: number, except: string[]): Promise<boolean> {
    const live = (await liveInstances()).filter((i) => !except.includes(i));
    if (live.length === 0) return false;
    const results = await Promise.all(live.map((i) => client.hExists(hashOf(i), String(accountId))));
    return results.some((r) => Boolean(r));
  }

  async function beat() {
    await client.zAdd(INSTANCES, { score: Date.now(), value: instance });
    await client.pExpire(hashOf(instance), options.expiryMs * 10);
  }

  async function sweep(onOffline: (ids: number[]) => void) {
    const dead = await client.zRangeByScore(INSTANCES, '-inf', Date.now() - options.expiryMs);
    for (const other of dead) {
      if (other === instance) continue;
      // Only the instance whose ZREM removes it announces its users.
      if ((await client.zRem(INSTANCES, other)) !== 1) continue;
      const ids = (await client.hKeys(hashOf(other))).map(Number);
      await client.del(hashOf(other));
      const offline: number[] = [];
      for (const id of ids) if (!(await onlineElsewhere(id, [other]))) offline.push(id);
      if (offline.length > 0) onOffline(offline);
    }
  }

  return {
    async connect(id) {
      const n = await client.hIncrBy(hashOf(instance), String(id), 1);
      if (n !== 1) return false;
      return !(await onlineElsewhere(id, [instance]));
    },
    async disconnect(id) {
      const n = await client.hIncrBy(hashOf(instance), String(id), -1);
      if (n > 0) return false;
      await client.hDel(hashOf(instance), String(id));
      return !(await onlineElsewhere(id, [instance]));
    },
    async online() {
      const live = await liveInstances();
      if (!live.includes(instance)) live.push(instance);
      const keys = await Promise.all(live.map((i) => client.hKeys(hashOf(i))));
      return [...new Set(keys.flat().map(Number))];
    },
    async onlineAmong(ids) {
      const unique = [...new Set(ids)];
      if (unique.length === 0) return new Set();
      const live = await liveInstances();
      if (!live.includes(instance)) live.push(instance);
      const fields = unique.map(String);
      const counts = await Promise.all(live.map((i) => client.hmGet(hashOf(i), fields)));
      return new Set(unique.filter((_, k) => counts.some((row) => Number(row[k] ?? 0) > 0)));
    },
    start(onOffline) {
      const tick = async () => {
        if (stopped) return;
        try {
          await beat();
          await sweep(onOffline);
        } catch {
          // Redis away for a moment: the next beat tries again (the client reconnects by itself).
        }
      };
      void tick();
      timer = setInterval(() => void tick(), options.heartbeatMs);
      timer.unref();
    },
    async stop() {
      stopped = true;
      if (timer) clearInterval(timer);
      try {
        const ids = (await client.hKeys(hashOf(instance))).map(Number);
        await client.zRem(INSTANCES, instance);
        await client.del(hashOf(instance));
        const offline: number[] = [];
        for (const id of ids) if (!(await onlineElsewhere(id, [instance]))) offline.push(id);
        return offline;
      } catch {
        return [];
      }
    },
    abandon() {
      stopped = true;
      if (timer) clearInterval(timer);
    },
  };
}
