import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

/** Latency buckets in seconds (Prometheus histogram `le` bounds). */
const BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

interface Series {
  count: number;
  sum: number;
  buckets: number[];
}

type GaugeFn = () => number | Promise<number>;

export interface Metrics {
  /** The realtime hub registers how many sockets this instance holds (`hpl_connected_sockets`). */
  setConnectedSockets(fn: GaugeFn): void;
  /** Any other module may publish a gauge; `name` must be a Prometheus metric name. */
  registerGauge(name: string, help: string, fn: GaugeFn): void;
  /** The whole exposition, Prometheus text format 0.0.4. */
  render(): Promise<string>;
  /** Requests in progress right now (graceful shutdown reports it). */
  inFlight(): number;
}

declare module 'fastify' {
  interface FastifyInstance {
    metrics: Metrics;
  }
  interface FastifyRequest {
    /** When the request came in (`performance.now()`); 0 for a request the metrics did not see come in. */
    metricsStart: number;
    /** Whether the request is still counted in `hpl_http_requests_in_flight`. */
    metricsInFlight: boolean;
  }
}

const escapeLabel = (value: string) => value.replace(/\\/g, '\\\\').replace(/"/g, '\\"').replace(/\n/g, '\\n');
const labels = (pairs: Record<string, string>) =>
  `{${Object.entries(pairs)
    .map(([k, v]) => `${k}="${escapeLabel(v)}"`)
    .join(',')}}`;

/**
 * Request counts and latency by route pattern (never by raw URL: ids would explode the series), connected sockets,
 * database pool, event-loop delay and process gauges. Collected in-process per instance; Prometheus scrapes each
 * instance (see docs/deploy.md). The route `/api/metrics` is in the health module.
 */
export default fp(async function metrics(app: FastifyInstance) {
  type Entry = { method: string; route: string; status: string; data: Series };
  const series = new Map<string, Map<string, Map<number, Entry>>>();
  const allSeries = function* () {
    for (const byRoute of series.values())
      for (const byStatus of byRoute.values()) for (const entry of byStatus.values()) yield entry;
  };
  const gauges = new Map<string, { help: string; fn: GaugeFn }>();
  let connectedSockets: GaugeFn | null = null;
  let inFlight = 0;
  const loopDelay = monitorEventLoopDelay({ resolution: 10 });
  loopDelay.enable();
  const started = Date.now();

  // A request enters the in-flight count with its start time and leaves it once: when answered, or when its client
  // went away first (its answer, if one is still written, is measured all the same). Decorated fields (part of every
  // request's shape), not a WeakSet and a bigint: nothing to insert or allocate per request.
  app.decorateRequest('metricsStart', 0);
  app.decorateRequest('metricsInFlight', false);
  const leave = (request: FastifyRequest) => {
    if (request.metricsInFlight) {
      request.metricsInFlight = false;
      inFlight--;
    }
  };
  // Synchronous hooks (no promise per hook and request).
  app.addHook('onRequest', (request, _reply, next) => {
    inFlight++;
    request.metricsInFlight = true;
    request.metricsStart = performance.now();
    next();
  });
  app.addHook('onRequestAbort', (request, next) => {
    leave(request);
    next();
  });
  app.addHook('onResponse', (request, reply, next) => {
    leave(request);
    const start = request.metricsStart;
    if (start === 0) return next();
    const seconds = (performance.now() - start) / 1000;
    const route = request.routeOptions.url ?? 'unmatched';
    // Static files and the web app are one series: their paths are not API patterns.
    const pattern = route.startsWith('/api') || route.startsWith('/oidc') || route.startsWith('/hubs') ? route : 'web';
    const status = reply.statusCode;
    // One series per method, route pattern and status, found by nested maps: no key string built per request.
    let byRoute = series.get(request.method);
    if (!byRoute) {
      byRoute = new Map();
      series.set(request.method, byRoute);
    }
    let byStatus = byRoute.get(pattern);
    if (!byStatus) {
      byStatus = new Map();
      byRoute.set(pattern, byStatus);
    }
    let entry = byStatus.get(status);
    if (!entry) {
      entry = {
        method: request.method,
        route: pattern,
        status: String(status),
        data: { count: 0, sum: 0, buckets: BUCKETS.map(() => 0) },
      };
      byStatus.set(status, entry);
    }
    entry.data.count++;
    entry.data.sum += seconds;
    for (let i = 0; i < BUCKETS.length; i++) if (seconds <= BUCKETS[i]!) entry.data.buckets[i]!++;
    next();
  });
  app.addHook('onClose', async () => loopDelay.disable());

  async function databaseLines(): Promise<string[]> {
    const database = app.database;
    const lines = [
      '# HELP hpl_database_info The database this instance runs on.',
      '# TYPE hpl_database_info gauge',
      `hpl_database_info${labels({ kind: database.kind })} 1`,
    ];
    if (database.poolMax !== undefined) {
      lines.push(
        "# HELP hpl_database_pool_max Connections this instance's pool may open.",
        '# TYPE hpl_database_pool_max gauge',
        `hpl_database_pool_max ${database.poolMax}`,
      );
    }
    if (database.kind === 'postgres') {
      try {
        const result = (await app.db.execute(
          sql.raw(`select coalesce(state, 'unknown') as state, count(*)::int as n from pg_stat_activity
            where datname = current_database() group by 1`),
        )) as unknown as { state: string; n: number }[] | { rows: { state: string; n: number }[] };
        const rows = Array.isArray(result) ? result : result.rows;
        lines.push(
          '# HELP hpl_database_connections Server connections to this database by state (all instances).',
          '# TYPE hpl_database_connections gauge',
        );
        for (const row of rows) lines.push(`hpl_database_connections${labels({ state: row.state })} ${row.n}`);
      } catch {
        // A database that does not answer shows in /api/health; the rest of the exposition still renders.
      }
    }
    return lines;
  }

  const api: Metrics = {
    setConnectedSockets(fn) {
      connectedSockets = fn;
    },
    registerGauge(name, help, fn) {
      if (!/^[a-zA-Z_:][a-zA-Z0-9_:]*$/.test(name)) throw new Error(`Invalid metric name ${name}`);
      gauges.set(name, { help, fn });
    },
    inFlight: () => inFlight,
    async render() {
      const out: string[] = [];
      out.push(
        '# HELP hpl_http_requests_total HTTP requests answered, by method, route pattern and status.',
        '# TYPE hpl_http_requests_total counter',
      );
      for (const { method, route, status, data } of allSeries()) {
        out.push(`hpl_http_requests_total${labels({ method, route, status })} ${data.count}`);
      }
      out.push(
        '# HELP hpl_http_request_duration_seconds Time to answer, by method and route pattern.',
        '# TYPE hpl_http_request_duration_seconds histogram',
      );
      const byRoute = new Map<string, { method: string; route: string; data: Series }>();
      for (const { method, route, data } of allSeries()) {
        const key = `${method} ${route}`;
        const merged = byRoute.get(key) ?? {
          method,
          route,
          data: { count: 0, sum: 0, buckets: BUCKETS.map(() => 0) },
        };
        merged.data.count += data.count;
        merged.data.sum += data.sum;
        data.buckets.forEach((n, i) => {
          merged.data.buckets[i]! += n;
        });
        byRoute.set(key, merged);
      }
      for (const { method, route, data } of byRoute.values()) {
        BUCKETS.forEach((le, i) => {
          out.push(
            `hpl_http_request_duration_seconds_bucket${labels({ method, route, le: String(le) })} ${data.buckets[i]}`,
          );
        });
        out.push(`hpl_http_request_duration_seconds_bucket${labels({ method, route, le: '+Inf' })} ${data.count}`);
        out.push(`hpl_http_request_duration_seconds_sum${labels({ method, route })} ${data.sum}`);
        out.push(`hpl_http_request_duration_seconds_count${labels({ method, route })} ${data.count}`);
      }
      out.push(
        '# HELP hpl_http_requests_in_flight Requests being answered right now.',
        '# TYPE hpl_http_requests_in_flight gauge',
        `hpl_http_requests_in_flight ${inFlight}`,
        '# HELP hpl_connected_sockets Realtime sockets connected to this instance.',
        '# TYPE hpl_connected_sockets gauge',
        `hpl_connected_sockets ${connectedSockets ? await connectedSockets() : 0}`,
      );
      out.push(...(await databaseLines()));
      const ns = (n: number) => (Number.isFinite(n) ? n / 1e9 : 0);
      out.push(
        '# HELP hpl_event_loop_delay_seconds Event-loop delay since the previous scrape (perf_hooks).',
        '# TYPE hpl_event_loop_delay_seconds gauge',
        `hpl_event_loop_delay_seconds${labels({ quantile: '0.5' })} ${ns(loopDelay.percentile(50))}`,
        `hpl_event_loop_delay_seconds${labels({ quantile: '0.99' })} ${ns(loopDelay.percentile(99))}`,
        `hpl_event_loop_delay_seconds${labels({ quantile: '1' })} ${ns(loopDelay.max)}`,
      );
      loopDelay.reset();
      for (const [name, { help, fn }] of gauges) {
        out.push(`# HELP ${name} ${help}`, `# TYPE ${name} gauge`, `${name} ${await fn()}`);
      }
      const memory = process.memoryUsage();
      out.push(
        '# HELP hpl_process_resident_memory_bytes Resident memory of this process.',
        '# TYPE hpl_process_resident_memory_bytes gauge',
        `hpl_process_resident_memory_bytes ${memory.rss}`,
        '# HELP hpl_process_heap_used_bytes V8 heap in use.',
        '# TYPE hpl_process_heap_used_bytes gauge',
        `hpl_process_heap_used_bytes ${memory.heapUsed}`,
        '# HELP hpl_process_uptime_seconds Seconds since this instance started.',
        '# TYPE hpl_process_uptime_seconds gauge',
        `hpl_process_uptime_seconds ${(Date.now() - started) / 1000}`,
      );
      return `${out.join('\n')}\n`;
    },
  };
  app.decorate('metrics', api);
});
