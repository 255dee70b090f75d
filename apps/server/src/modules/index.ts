import type { FastifyPluginAsync } from 'fastify';
import { authRoutes } from './auth/auth.routes';
import { chatBotRoutes } from './chat-bot';
import { masterDataRoutes } from './danh-muc/master-data.routes';
import { healthRoutes } from './health/health.routes';
import { leaveRequestRoutes } from './leave-requests/leave-requests.routes';
import { mediasRoutes } from './medias/medias.routes';
import { namHocRoutes } from './nam-hoc/nam-hoc.routes';
import { notificationRoutes } from './notifications/notifications.routes';

/** Every API module, registered in this order. A module adds itself here and nowhere else. */
export const modules: FastifyPluginAsync[] = [
  healthRoutes,
  authRoutes,
  mediasRoutes,
  namHocRoutes,
  leaveRequestRoutes,
  notificationRoutes,
  masterDataRoutes,
  chatBotRoutes,
];
