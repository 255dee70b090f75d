import type { AsyncLocalStorage } from 'node:async_hooks';

/**
 * Keeps an `AsyncLocalStorage` enabled only while work that needs it runs. On Node 20 and 22 an enabled storage makes
 * Node track every promise the process creates (an async hook that copies the store onto each one), whoever created
 * it: the promises of every other request roughly triple in cost, and a signed-in read cost a third more CPU once the
 * first sign-in had gone through the bundled provider (docs/request-cost.md). A storage stays enabled from its first
 * `run()` until `disable()`, so this counts the work in progress and disables the storage when the last one ends;
 * the next `run()` enables it again. (Node 24's storages cost nothing while idle; disabling is harmless there.)
 *
 * Only for work that is over when its promise settles: a continuation it left behind would no longer see its store.
 */
export function disableWhenIdle(storage: AsyncLocalStorage<unknown>) {
  let running = 0;
  return async function whileRunning<T>(work: () => T | Promise<T>): Promise<T> {
    running++;
    try {
      return await work();
    } finally {
      running--;
      if (running === 0) storage.disable();
    }
  };
}
