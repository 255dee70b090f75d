import type { ChatProfile } from '@hpl/shared';
import type { FastifyInstance } from 'fastify';
import type { Server } from 'socket.io';
import type { Presence } from './chat.presence';
import type * as service from './chat.service';

/**
 * What the hub's parts share: the app (database, sessions, log), the Socket.IO server, presence, the flood guard,
 * and the shutdown state (`closing`, and `track` for work that shutdown waits for).
 */
export interface HubContext {
  app: FastifyInstance;
  io: Server;
  presence: Presence;
  limiter: { take(accountId: number): Promise<boolean> };
  onlineAmong: service.OnlineAmong;
  profilesOf(ids: number[]): Promise<ChatProfile[]>;
  isClosing(): boolean;
  track<T>(work: () => Promise<T>): Promise<T>;
}
