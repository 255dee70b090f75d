import type { FastifyPluginAsync } from 'fastify';
import { healthRoutes } from './health/health.routes';
import { namHocRoutes } from './nam-hoc/nam-hoc.routes';

/** Every API module, registered in this order. A module adds itself here and nowhere else. */
export const modules: FastifyPluginAsync[] = [healthRoutes, namHocRoutes];
