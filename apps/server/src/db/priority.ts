import { AsyncLocalStorage } from 'node:async_hooks';
import { disableWhenIdle } from '../lib/async-context';

const background = new AsyncLocalStorage<true>();
// Enabled only while a report runs: an enabled storage makes every promise of every request dearer
// (lib/async-context.ts).
const whileReporting = disableWhenIdle(background);

/**
 * Runs `read` as a report: on the embedded database (one connection, db/pglite-remote.ts) its queries wait while
 * interactive queries are waiting or running, so a report made of short pieces never holds the connection for long
 * while a page waits. On PostgreSQL (a pool of connections) it changes nothing.
 */
export function asReport<T>(read: () => Promise<T>): Promise<T> {
  return whileReporting(() => background.run(true, read));
}

/** Whether the current query belongs to a report (`asReport`). */
export const isReportQuery = () => background.getStore() === true;
