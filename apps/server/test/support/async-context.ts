import { setImmediate as tick } from 'node:timers/promises';

/**
 * Whether Node is tracking promises for an enabled AsyncLocalStorage right now (Node 20 and 22: an async hook marks
 * every new promise with its ids and the storages' stores; a disabled storage's hook is gone after a tick). Always
 * false where storages do not track promises (Node 24's async context frames): nothing to pay there.
 */
export async function promisesCarryAsyncContext(): Promise<boolean> {
  await tick();
  return Object.getOwnPropertySymbols(Promise.resolve()).length > 0;
}
