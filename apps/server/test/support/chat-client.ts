import type { AddressInfo } from 'node:net';
import { CHAT_HUB_PATH } from '@hpl/shared';
import { io, type Socket } from 'socket.io-client';

export const PORTAL_ORIGIN = 'http://localhost:3000';

/** A socket.io-client connection that records every push, so a test can wait for one. */
export interface ChatClient {
  socket: Socket;
  pushes: { event: string; payload: unknown }[];
  /** The first push of `event` matching, at index `from` or later of `pushes` (0: since connecting). */
  waitFor<T = unknown>(event: string, match?: (payload: T) => boolean, from?: number): Promise<T>;
  invoke<T = unknown>(event: string, payload: unknown): Promise<{ succeeded: boolean; data?: T; errors?: string[] }>;
  close(): void;
}

export function urlOf(server: { address(): AddressInfo | string | null }): string {
  const address = server.address() as AddressInfo;
  return `http://127.0.0.1:${address.port}`;
}

export function connectChat(
  url: string,
  options: { cookie?: string; origin?: string; lang?: string } = {},
): Promise<ChatClient> {
  const headers: Record<string, string> = { origin: options.origin ?? PORTAL_ORIGIN };
  if (options.cookie) headers.cookie = `Authorization=${options.cookie}`;
  if (options.lang) headers['accept-language'] = options.lang;
  const socket = io(url, {
    path: CHAT_HUB_PATH,
    transports: ['websocket'],
    extraHeaders: headers,
    reconnection: false,
    forceNew: true,
    timeout: 5000,
  });
  const pushes: ChatClient['pushes'] = [];
  const waiters = new Set<() => void>();
  socket.onAny((event, payload) => {
    pushes.push({ event, payload });
    for (const waiter of [...waiters]) waiter();
  });
  const client: ChatClient = {
    socket,
    pushes,
    waitFor<T>(event: string, match: (payload: T) => boolean = () => true, from = 0) {
      const timeoutMs = 8000;
      return new Promise<T>((resolve, reject) => {
        let seen = from;
        const check = () => {
          for (; seen < pushes.length; seen++) {
            const push = pushes[seen]!;
            if (push.event === event && match(push.payload as T)) {
              waiters.delete(check);
              clearTimeout(timer);
              resolve(push.payload as T);
              return;
            }
          }
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`no ${event} within ${timeoutMs} ms`));
        }, timeoutMs);
        waiters.add(check);
        check();
      });
    },
    invoke(event, payload) {
      return socket.timeout(5000).emitWithAck(event, payload);
    },
    close() {
      socket.disconnect();
    },
  };
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(client));
    socket.once('connect_error', (error) => {
      socket.disconnect();
      reject(error);
    });
  });
}
