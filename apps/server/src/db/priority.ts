import { AsyncLocalStorage } from 'node:async_hooks';

const background = new AsyncLocalStorage<true>();

/**
 * Runs `read` as a report: on the embedded database (one connection, db/pglite-remote.ts) its queries wait while
 * interactive queries are waiting or running, so a report made of short pieces never holds the connection for long
 * while a page waits. On PostgreSQL (a pool of connections) it changes nothing.
 */
export function asReport<T>(read: () => Promise<T>): Promise<T> {
  return background.run(true, read);
}

/** Whether the current query belongs to a report (`asReport`). */
export const isReportQuery = () => background.getStore() === true;
