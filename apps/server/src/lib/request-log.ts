import { type FastifyReply, type FastifyRequest, LogController } from 'fastify';

/** An answer that took this long (ms) is logged at info; every other answer only at debug. */
export const SLOW_REQUEST_MS = 1000;

/**
 * Fastify's request log lines, made cheap on the hot path: its default writes two info lines per request ("incoming
 * request" with the whole request, "request completed"), which at the default level cost a signed-in read more than
 * its own query. Here: one line per answer, at debug, or at info when slow, or at error when it failed; nothing is
 * built when the level is off (docs/request-cost.md). Fastify's other lines (error handler, 404, stream errors) stay.
 */
export class RequestLogController extends LogController {
  private readonly debug: boolean;
  private readonly info: boolean;

  constructor(level: string) {
    super();
    const order = ['trace', 'debug', 'info', 'warn', 'error', 'fatal', 'silent'];
    const at = order.indexOf(level);
    this.debug = at >= 0 && at <= order.indexOf('debug');
    this.info = at >= 0 && at <= order.indexOf('info');
  }

  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    if (error) {
      reply.log.error({ err: error, statusCode: reply.statusCode, responseTime: reply.elapsedTime }, 'request errored');
      return;
    }
    if (!this.info) return;
    const slow = reply.elapsedTime >= SLOW_REQUEST_MS;
    if (!slow && !this.debug) return;
    const line = { method: request.method, url: request.url, statusCode: reply.statusCode, ms: reply.elapsedTime };
    if (slow) reply.log.info(line, 'slow request');
    else reply.log.debug(line, 'request completed');
  }
}
