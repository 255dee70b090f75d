import { randomBytes } from 'node:crypto';
import Fastify, { type FastifyServerOptions } from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config';
import './context';
import type { Database } from './db/client';
import { answerSerializerCompiler } from './lib/answer-serializer';
import { importGate } from './lib/import-gate';
import { jobsPlugin } from './lib/jobs';
import { RequestLogController } from './lib/request-log';
import { modules } from './modules';
import compression from './plugins/compression';
import envelope from './plugins/envelope';
import metrics from './plugins/metrics';
import oidcProvider from './plugins/oidc-provider';
import openapi from './plugins/openapi';
import type { RedisClients } from './plugins/redis';
import routeAuth from './plugins/route-auth';
import security from './plugins/security';
import session from './plugins/session';
import web from './plugins/web';

export interface AppDeps {
  config: Config;
  database: Database;
  redis?: RedisClients | null;
  logger?: FastifyServerOptions['logger'];
}

/**
 * A request id unique across instances and restarts without a random UUID per request: a random prefix per server
 * and a counter (`3f9c2a71b0d4-1a2b`).
 */
function requestIds() {
  const prefix = randomBytes(6).toString('hex');
  let counter = 0;
  return () => `${prefix}-${(++counter).toString(36)}`;
}

/** Builds the whole server (API, sign-in, web app) without listening: tests inject requests into it. */
export async function buildApp({ config, database, redis = null, logger }: AppDeps) {
  const nextRequestId = requestIds();
  const app = Fastify({
    logger: logger ?? {
      level: config.logLevel,
      redact: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'],
    },
    genReqId: (req) => (req.headers['x-request-id'] as string | undefined)?.slice(0, 64) || nextRequestId(),
    requestIdHeader: 'x-request-id',
    trustProxy: config.trustProxy,
    bodyLimit: 2 * 1024 * 1024,
    // One log line per answer, at debug (info when slow): lib/request-log.ts.
    logController: new RequestLogController(config.logLevel),
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(answerSerializerCompiler({ check: config.env !== 'production' }));
  app.decorate('config', config);
  app.decorate('database', database);
  app.decorate('db', database.db);
  app.decorate('redis', redis);
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id);
    done();
  });

  await app.register(metrics);
  await app.register(envelope);
  await app.register(compression);
  await app.register(security);
  await app.register(importGate);
  await app.register(jobsPlugin);
  await app.register(routeAuth);
  await app.register(session);
  // After route-auth and the session, so the API description's own routes get their sign-in check.
  await app.register(openapi);
  await app.register(oidcProvider);
  for (const module of modules) await app.register(module);
  await app.register(web);
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
