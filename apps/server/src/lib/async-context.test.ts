import { AsyncLocalStorage } from 'node:async_hooks';
import { describe, expect, it } from 'vitest';
import { promisesCarryAsyncContext } from '../../test/support/async-context';
import { disableWhenIdle } from './async-context';

const nodeMajor = Number(process.versions.node.split('.')[0]);

describe('disableWhenIdle', () => {
  it('keeps the store through overlapping work and disables the storage when the last one ends', async () => {
    const storage = new AsyncLocalStorage<string>();
    const whileRunning = disableWhenIdle(storage);
    const gate = { a: () => {}, b: () => {} };
    const seen: (string | undefined)[] = [];
    let later: () => string | undefined = () => 'not set';
    const a = whileRunning(() =>
      storage.run('a', async () => {
        await new Promise<void>((resolve) => {
          gate.a = resolve;
        });
        seen.push(storage.getStore());
        // Something of a's context that is read after a has ended.
        later = AsyncLocalStorage.bind(() => storage.getStore());
      }),
    );
    const b = whileRunning(() =>
      storage.run('b', async () => {
        await new Promise<void>((resolve) => {
          gate.b = resolve;
        });
        seen.push(storage.getStore());
      }),
    );
    gate.b();
    await b;
    // b is over, a still runs: its store is still there.
    gate.a();
    await a;
    expect(seen).toEqual(['b', 'a']);
    // Both over: the storage is disabled, so what a left behind no longer sees its store.
    expect(later()).toBeUndefined();
    // And it works again on the next run.
    expect(await whileRunning(() => storage.run('c', async () => storage.getStore()))).toBe('c');
  });

  it('leaves no promise tracking behind once the work is over, also when it failed', async () => {
    const storage = new AsyncLocalStorage<number>();
    const whileRunning = disableWhenIdle(storage);
    expect(await promisesCarryAsyncContext()).toBe(false);
    let during = false;
    await expect(
      whileRunning(() =>
        storage.run(1, async () => {
          during = await promisesCarryAsyncContext();
          throw new Error('failed');
        }),
      ),
    ).rejects.toThrow('failed');
    // Node 20 and 22 track promises while a storage is enabled (the cost this avoids); Node 24 does not.
    expect(during).toBe(nodeMajor < 24);
    expect(await promisesCarryAsyncContext()).toBe(false);
  });
});
