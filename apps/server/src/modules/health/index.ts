// Health check and metrics: the database and Redis status for load balancers, the Prometheus exposition for operators.
import type { FastifyPluginAsync } from 'fastify';
import { healthRoutes as healthOnly } from './health.routes';
import { metricsRoutes } from './metrics.routes';

export const healthRoutes: FastifyPluginAsync = async (app) => {
  await app.register(healthOnly);
  await app.register(metricsRoutes);
};
