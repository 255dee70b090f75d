import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { DEMO_ACCOUNTS } from '../../src/demo/school-data';
import type { TestApp } from './test-app';

/**
 * Who may call what, observed from the outside: every API route called as anonymous and as each demo account, the
 * answers reduced to a word, laid out one line per route. The committed snapshot is reviewed like code: a change of
 * who may do what is a diff of it, whatever declaration, helper or handler caused it.
 */

export const ACCESS_SNAPSHOT = path.join(import.meta.dirname, '..', '__snapshots__', 'api-access.txt');
export const REGENERATE_ACCESS = 'UPDATE_SNAPSHOTS=1 npx vitest run --project server test/api-access.pglite.test.ts';

export const CALLERS = ['anonymous', ...DEMO_ACCOUNTS.map((a) => a.username)] as const;

const METHODS = ['GET', 'POST', 'PUT', 'DELETE', 'PATCH'] as const;
type Method = (typeof METHODS)[number];

export interface AccessRoute {
  method: Method;
  url: string;
}

/** One route's answers, caller by caller (in `CALLERS` order). */
export interface AccessRow extends AccessRoute {
  outcomes: string[];
}

/** A record that exists in the small demo school (reads) and one that does not (writes change nothing). */
const EXISTING_ID = '1';
const MISSING_ID = '999999';

function urlOf(route: AccessRoute): string {
  const id = route.method === 'GET' ? EXISTING_ID : MISSING_ID;
  return route.url.replace(/:[A-Za-z0-9_]+(\([^)]*\))?/g, id).replace(/\*$/, 'placeholder.txt');
}

/** `ok`: the caller got past authorisation (2xx, or 400 from validating the placeholder input); else the status. */
export function outcomeOf(status: number): string {
  return (status >= 200 && status < 300) || status === 400 ? 'ok' : String(status);
}

export const keyOf = (route: AccessRoute) => `${route.method} ${route.url}`;

/** Every API route the app registered, sorted by path then method so that module order does not matter. */
export function apiRoutes(t: TestApp): AccessRoute[] {
  return t.app.routeAuthTable
    .filter((r): r is typeof r & { method: Method } => (METHODS as readonly string[]).includes(r.method))
    .map(({ method, url }) => ({ method, url }))
    .sort((a, b) => a.url.localeCompare(b.url) || a.method.localeCompare(b.method));
}

/**
 * Calls each route as each caller. A write that got past authorisation may have signed out or locked its caller,
 * so the next call of that caller gets a fresh session; writes name a record that does not exist and send an empty
 * body.
 */
export async function sweepAccess(t: TestApp, routes: readonly AccessRoute[]): Promise<AccessRow[]> {
  const accounts = new Map<string, number>();
  for (const { username } of DEMO_ACCOUNTS) {
    const user = await t.app.sessions.load(await t.cookieFor(username));
    if (!user) throw new Error(`no session for demo account ${username}`);
    accounts.set(username, user.accountId);
  }
  const sessions = new Map<string, string>();
  const sessionOf = async (caller: string, accountId: number) => {
    const cached = sessions.get(caller);
    if (cached) return cached;
    const cookie = await t.app.sessions.create(accountId, {}, new Date(Date.now() + 600_000));
    sessions.set(caller, cookie);
    return cookie;
  };
  const rows: AccessRow[] = [];
  for (const route of routes) {
    const outcomes: string[] = [];
    for (const caller of CALLERS) {
      const headers: Record<string, string> = { 'accept-language': 'en' };
      const accountId = accounts.get(caller);
      if (accountId !== undefined) headers.cookie = `Authorization=${await sessionOf(caller, accountId)}`;
      const payload = route.method === 'GET' || route.method === 'DELETE' ? undefined : {};
      const response = await t.app.inject({ method: route.method, url: urlOf(route), headers, payload });
      const outcome = outcomeOf(response.statusCode);
      if (route.method !== 'GET' && outcome !== '401' && outcome !== '403') sessions.delete(caller);
      outcomes.push(outcome);
    }
    rows.push({ ...route, outcomes });
  }
  return rows;
}

const LEGEND = [
  '# Every API route × anonymous and each demo account (README), as answered by the running server.',
  '# ok = allowed (2xx, or 400 from validating placeholder input); 401 = sign-in needed; 403 = refused;',
  '# 404 = not found (reads use id 1, writes a missing id and an empty body). Any other number is that status.',
  `# Regenerate after an intended change, then review the diff: ${REGENERATE_ACCESS}`,
];

export function formatAccess(rows: readonly AccessRow[]): string {
  const routeWidth = Math.max(...rows.map((r) => keyOf(r).length), 5);
  const widths = CALLERS.map((c) => Math.max(c.length, 3));
  const line = (first: string, cells: readonly string[]) =>
    `${first.padEnd(routeWidth)}  ${cells.map((c, i) => c.padEnd(widths[i] ?? 3)).join(' ')}`.trimEnd();
  return `${[...LEGEND, line('route', CALLERS), ...rows.map((r) => line(keyOf(r), r.outcomes))].join('\n')}\n`;
}

/** The committed snapshot as route → line (its layout-independent content). */
export function parseAccess(text: string): Map<string, string> {
  const rows = new Map<string, string>();
  for (const raw of text.split('\n')) {
    if (!raw || raw.startsWith('#') || raw.startsWith('route ')) continue;
    const [method, url, ...cells] = raw.trim().split(/\s+/);
    rows.set(`${method} ${url}`, cells.join(' '));
  }
  return rows;
}

/**
 * Routes whose answers differ from the snapshot, as readable lines (empty when they agree). With `complete`, the
 * sweep covered every route, so a snapshot line without a route is reported too.
 */
export function compareAccess(
  expected: ReadonlyMap<string, string>,
  rows: readonly AccessRow[],
  { complete }: { complete: boolean },
): string[] {
  const header = CALLERS.join(' ');
  const differences: string[] = [];
  const seen = new Set<string>();
  for (const row of rows) {
    const key = keyOf(row);
    seen.add(key);
    const want = expected.get(key);
    const have = row.outcomes.join(' ');
    if (want === undefined) differences.push(`new route ${key}: ${have}   (${header})`);
    else if (want !== have) differences.push(`${key}: snapshot ${want} → now ${have}   (${header})`);
  }
  if (complete) for (const key of expected.keys()) if (!seen.has(key)) differences.push(`route gone: ${key}`);
  return differences;
}

export function readAccessSnapshot(): Map<string, string> {
  try {
    return parseAccess(readFileSync(ACCESS_SNAPSHOT, 'utf8'));
  } catch {
    return new Map();
  }
}

export function writeAccessSnapshot(rows: readonly AccessRow[]): void {
  writeFileSync(ACCESS_SNAPSHOT, formatAccess(rows));
}
