import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';

// The driver's connection queue as scripts/patch-dependencies.mjs (the root postinstall) leaves it: the installed
// postgres-js must be the mended one, and the mend must keep the queue's behaviour.
const require = createRequire(import.meta.url);
const queueFile = require.resolve('postgres').replace(/cjs[\\/]src[\\/]index\.js$/, 'cjs/src/queue.js');
type Queue<T> = { length: number; push(x: T): T; shift(): T | undefined; remove(x: T): T | null };
const Queue = require(queueFile) as <T>(initial?: T[]) => Queue<T>;

describe("postgres-js's connection queue (mended at install)", () => {
  it('is the mended code in every copy the driver ships (npm ci ran the postinstall)', () => {
    for (const copy of ['cjs/src/queue.js', 'src/queue.js', 'cf/src/queue.js']) {
      const text = readFileSync(queueFile.replace(/cjs[\\/]src[\\/]queue\.js$/, copy), 'utf8');
      expect(text, copy).toContain('hpl: bounded queue');
    }
  });

  it('still hands out connections first in, first out and removes the one asked for, through long use', () => {
    const connections = Array.from({ length: 10 }, (_, i) => ({ id: i }));
    const open = Queue(connections);
    // A pool under light load: one connection taken and given back per query, nine always idle.
    for (let query = 0; query < 100_000; query++) {
      const c = open.shift()!;
      expect(open.remove(c)).toBeNull(); // taken already: as the pool's `move` asks
      open.push(c);
    }
    expect(open.length).toBe(10);
    const order = Array.from({ length: 10 }, () => open.shift()!.id);
    expect(order).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(open.length).toBe(0);
    for (const c of connections) open.push(c);
    expect(open.remove(connections[4]!)).toBe(connections[4]);
    expect(open.remove(connections[4]!)).toBeNull();
    expect(Array.from({ length: open.length }, () => open.shift()!.id)).toEqual([0, 1, 2, 3, 5, 6, 7, 8, 9]);
  });
});
