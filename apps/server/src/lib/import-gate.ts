import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from './errors';
import { rateLimitFor } from './rate-limit';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A spreadsheet import: runs under the import gate (few at a time) and the import rate limit. */
    spreadsheetImport?: boolean;
  }
}

/** Imports running at once for one account, and on the whole server (each can hold a sheet of 100+ MB unpacked). */
export const IMPORTS_PER_USER = 2;
export const IMPORTS_PER_SERVER = 4;

/** Route config of every spreadsheet import: `config: { auth, ...SPREADSHEET_IMPORT }`. */
export const SPREADSHEET_IMPORT = {
  spreadsheetImport: true,
  rateLimit: rateLimitFor(10, '1 minute'),
} as const;

/** Counts running imports; a request over either limit is refused at once (429), never queued behind a bomb. */
export class ImportGate {
  private running = 0;
  private readonly perUser = new Map<string, number>();

  constructor(
    readonly maxPerUser = IMPORTS_PER_USER,
    readonly maxTotal = IMPORTS_PER_SERVER,
  ) {}

  /** Takes a slot or throws 429; the returned function gives it back (calling it twice is harmless). */
  enter(who: string): () => void {
    const mine = this.perUser.get(who) ?? 0;
    if (mine >= this.maxPerUser) throw new AppError(429, 'import.busyForYou', { max: this.maxPerUser });
    if (this.running >= this.maxTotal) throw new AppError(429, 'import.busyServer');
    this.running++;
    this.perUser.set(who, mine + 1);
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.running--;
      const left = (this.perUser.get(who) ?? 1) - 1;
      if (left > 0) this.perUser.set(who, left);
      else this.perUser.delete(who);
    };
  }
}

const releaseOf = new WeakMap<FastifyRequest, () => void>();

/**
 * Puts every route declaring `config.spreadsheetImport` under one gate, held from before the upload is read until the
 * answer is sent (or the client goes away), and refuses to register such a route without a rate limit.
 */
export const importGate = fp(async function importGate(app: FastifyInstance) {
  const gate = new ImportGate();
  app.decorate('importGate', gate);
  const enter = async (request: FastifyRequest) => {
    const who = request.user ? `account:${request.user.accountId}` : `ip:${request.ip}`;
    releaseOf.set(request, gate.enter(who));
  };
  const leave = async (request: FastifyRequest) => {
    releaseOf.get(request)?.();
  };
  app.addHook('onRoute', (route) => {
    if (!route.config?.spreadsheetImport) return;
    if (!route.config.rateLimit)
      throw new Error(`Import route ${route.url} has no rate limit: use SPREADSHEET_IMPORT.`);
    const hooks = route as unknown as Record<string, unknown>;
    const add = (name: 'preHandler' | 'onResponse' | 'onRequestAbort', hook: typeof enter) => {
      const existing = hooks[name];
      hooks[name] = existing ? [...(Array.isArray(existing) ? existing : [existing]), hook] : [hook];
    };
    add('preHandler', enter);
    add('onResponse', leave);
    add('onRequestAbort', leave);
  });
});

declare module 'fastify' {
  interface FastifyInstance {
    importGate: ImportGate;
  }
}
