import type { FastifyInstance } from 'fastify';
import type { JobKind } from '../../lib/jobs';
import { schoolToday } from '../../lib/school-date';
import { runExpiryDigest } from './giay-to-tuy-than.service';

/** The expiry digest of one school day: a job with `onceKey` of the day, so it runs once across instances. */
export const expiryDigestKind: JobKind<{ ngay: string }, { sent: number }> = {
  kind: 'giay-to-tuy-than.digest',
  concurrency: 1,
  maxAttempts: 3,
  run: ({ payload, db }) => runExpiryDigest(db, payload.ngay),
};

const HOUR = 3_600_000;

/**
 * Every instance asks for today's digest at start and then hourly; the job store keeps one per day (`onceKey`), so
 * the first ask of the day runs it and the others answer the existing job.
 */
export function scheduleExpiryDigest(app: FastifyInstance): void {
  // Tests run the digest themselves, on the days they choose.
  if (app.config.env === 'test') return;
  const ask = () => {
    const ngay = schoolToday();
    app.jobs
      .enqueue(expiryDigestKind, { payload: { ngay }, onceKey: `giay-to-digest:${ngay}` })
      .catch((error: Error) => app.log.warn({ err: error }, 'identity document digest not queued'));
  };
  let timer: NodeJS.Timeout | null = null;
  app.addHook('onReady', async () => {
    ask();
    timer = setInterval(ask, HOUR);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    if (timer) clearInterval(timer);
  });
}
