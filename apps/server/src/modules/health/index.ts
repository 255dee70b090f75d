// Health check: the database and Redis status, for load balancers and operators.
export { healthRoutes } from './health.routes';
