import { fastifyCookie } from '@fastify/cookie';
import Fastify from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { sessionUserOf } from '../../../test/support/session-users';
import type { SessionUser } from '../../lib/session-user';
import { handshake } from './chat.handshake';

/** The handshake alone: a session store of two cookies and the cookie parser the app registers. */
const teacher = sessionUserOf();
const student: SessionUser = { ...teacher, accountId: 8, username: 'hocsinh', roles: ['HocSinh'], sessionId: 's2' };
const sessions: Record<string, SessionUser> = { 't=1': teacher, 's=2': student };
const deps = {
  loadSession: async (cookie: string) => sessions[cookie] ?? null,
  parseCookie: (_header: string): Record<string, string | undefined> => ({}),
};

beforeAll(async () => {
  // The parser of the plugin the app registers (it loads its cookie library on registration).
  const app = Fastify();
  await app.register(fastifyCookie);
  await app.ready();
  deps.parseCookie = (header) => app.parseCookie(header);
});

describe('chat handshake', () => {
  it('accepts a staff session from the cookie (URL-encoded) with the language of Accept-Language', async () => {
    const result = await handshake(deps, {
      cookie: `theme=dark; Authorization=${encodeURIComponent('t=1')}`,
      'accept-language': 'en-GB,en;q=0.9,vi;q=0.8',
    });
    expect(result).toEqual({ data: { cookie: 't=1', user: teacher, lang: 'en' } });
    const vietnamese = await handshake(deps, { cookie: 'Authorization=t%3D1' });
    expect(vietnamese).toMatchObject({ data: { lang: 'vi' } });
  });

  it('refuses no cookie, an unknown or failing session (unauthenticated) and a student (forbidden)', async () => {
    expect(await handshake(deps, {})).toEqual({ error: 'unauthenticated' });
    expect(await handshake(deps, { cookie: 'Other=t%3D1' })).toEqual({ error: 'unauthenticated' });
    expect(await handshake(deps, { cookie: 'Authorization=nope' })).toEqual({ error: 'unauthenticated' });
    const failing = { ...deps, loadSession: () => Promise.reject(new Error('database down')) };
    expect(await handshake(failing, { cookie: 'Authorization=t%3D1' })).toEqual({ error: 'unauthenticated' });
    expect(await handshake(deps, { cookie: 'Authorization=s%3D2' })).toEqual({ error: 'forbidden' });
  });
});
