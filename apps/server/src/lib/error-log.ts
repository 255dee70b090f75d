import type { FastifyRequest } from 'fastify';

/**
 * Logs unexpected errors (our bugs) with their stack once per kind and minute, then one short line per repeat, so a
 * client hammering one broken route cannot flood the log. A user's mistakes (4xx) are not errors: the envelope logs
 * them at `info`, without a stack.
 */
export function createErrorLogThrottle(windowMs = 60_000, maxKinds = 500) {
  const seen = new Map<string, { until: number; repeats: number }>();
  return function logUnexpected(request: FastifyRequest, error: Error) {
    const frame = error.stack?.split('\n')[1]?.trim() ?? '';
    const kind = `${error.name}|${error.message.slice(0, 200)}|${frame}`;
    const now = Date.now();
    const entry = seen.get(kind);
    if (entry && entry.until > now) {
      entry.repeats++;
      request.log.error(
        { errorKind: error.name, message: error.message.slice(0, 200), repeats: entry.repeats },
        'unhandled error (repeat, stack logged earlier)',
      );
      return;
    }
    if (seen.size >= maxKinds) seen.clear();
    seen.set(kind, { until: now + windowMs, repeats: 0 });
    request.log.error({ err: error }, 'unhandled error');
  };
}
