import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { JobRunner } from './runner';

declare module 'fastify' {
  interface FastifyInstance {
    /** This instance's job runner: modules define their kinds on it and enqueue through it. */
    jobs: JobRunner;
  }
}

/**
 * One job runner per app: modules `app.jobs.define(kind)` while registering; it starts taking jobs once the app is
 * ready and, on close, stops and puts its unfinished jobs back in the queue before the database closes.
 */
export const jobsPlugin = fp(async function jobs(app: FastifyInstance) {
  const runner = new JobRunner({ db: app.db, log: app.log });
  app.decorate('jobs', runner);
  app.addHook('onReady', async () => runner.start());
  app.addHook('preClose', async () => runner.stop());
});
