import type { FastifyInstance } from 'fastify';

export interface ShutdownOptions {
  app: FastifyInstance;
  timeoutMs: number;
  /** Closed after the HTTP server, in order (Redis, then the database). */
  closers: (() => Promise<unknown>)[];
  exit?: (code: number) => void;
}

/**
 * SIGTERM/SIGINT: stop accepting connections, let requests in progress finish (and close sockets — the realtime hub
 * closes its own in a Fastify `preClose` hook), then close Redis and the database and exit 0. After `timeoutMs` the
 * remaining connections are cut so the process still ends in bounded time; a second signal exits at once.
 */
export function installGracefulShutdown({ app, timeoutMs, closers, exit = process.exit }: ShutdownOptions) {
  let closing = false;
  const shutdown = async (signal: NodeJS.Signals) => {
    if (closing) {
      app.log.warn({ signal }, 'second signal during shutdown: exiting now');
      exit(1);
      return;
    }
    closing = true;
    const started = Date.now();
    app.log.info({ signal, inFlight: app.metrics?.inFlight(), timeoutMs }, 'shutting down: draining requests');
    const cut = setTimeout(() => {
      app.log.warn({ inFlight: app.metrics?.inFlight() }, 'shutdown timeout reached: closing remaining connections');
      app.server.closeAllConnections();
    }, timeoutMs);
    // A close that still hangs (a hook that never returns) must not keep the process alive forever.
    const hard = setTimeout(() => {
      app.log.error('shutdown did not finish: exiting');
      exit(1);
    }, timeoutMs + 5_000);
    hard.unref();
    let code = 0;
    try {
      await app.close();
    } catch (error) {
      app.log.error({ err: error }, 'error while closing the server');
      code = 1;
    }
    clearTimeout(cut);
    for (const close of closers) {
      try {
        await close();
      } catch (error) {
        app.log.error({ err: error }, 'error while closing a connection');
        code = 1;
      }
    }
    app.log.info({ durationMs: Date.now() - started }, 'shut down');
    clearTimeout(hard);
    exit(code);
  };
  process.on('SIGINT', (signal) => void shutdown(signal));
  process.on('SIGTERM', (signal) => void shutdown(signal));
}
