import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { defineConfig } from 'vitest/config';

const serverRoot = path.resolve(import.meta.dirname, 'apps/server');

/**
 * The server's test files that open a database (a test app or a database of their own): the only ones worth a second
 * run on PostgreSQL. A policy, a parser or a solver test asserts the same thing whatever the driver, so it runs once.
 */
function databaseTestFiles(): string[] {
  const opensDatabase = /support\/(test-app|databases)'|\bopen(Pglite|Postgres|Database)\(/;
  return ['src', 'test'].flatMap((dir) =>
    (readdirSync(path.join(serverRoot, dir), { recursive: true }) as string[])
      .filter((file) => file.endsWith('.test.ts') && !file.includes('node_modules'))
      .map((file) => `${dir}/${file.split(path.sep).join('/')}`)
      .filter((file) => opensDatabase.test(readFileSync(path.join(serverRoot, file), 'utf8'))),
  );
}

/**
 * `*.postgres.test.ts` runs only on PostgreSQL (e.g. concurrent migrations); `*.pglite.test.ts` only in the PGlite
 * project (embedded-folder lock, and checks that do not depend on the database, run once).
 */
const server = (name: string, db: 'pglite' | 'postgres') => ({
  test: {
    name,
    root: './apps/server',
    include: db === 'pglite' ? ['src/**/*.test.ts', 'test/**/*.test.ts'] : databaseTestFiles(),
    exclude: ['**/node_modules/**', db === 'pglite' ? '**/*.postgres.test.ts' : '**/*.pglite.test.ts'],
    environment: 'node',
    // Test files share their worker's module cache: the server, its libraries and the embedded database's WebAssembly
    // load once per worker instead of once per file (10 API files: 368 s → 84 s on the loaded 2-core machine). Each
    // file still builds its own app over its own copy of the demo school; nothing in the server keeps state in a module.
    isolate: false,
    globalSetup: ['./test/global-setup.ts'],
    env: { TEST_DB: db },
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});

/** Projects: shared (pure), server on PGlite, server on PostgreSQL (run when reachable), web (jsdom). */
export default defineConfig({
  test: {
    // Two test files at a time on the 2-core CI machine (vitest's default leaves one core idle): much of a server
    // test's time is waiting for PostgreSQL, the PGlite worker or a child process, not computing.
    maxWorkers: 2,
    projects: [
      { test: { name: 'shared', root: './packages/shared', include: ['src/**/*.test.ts'], environment: 'node' } },
      server('server', 'pglite'),
      server('server-pg', 'postgres'),
      {
        extends: './apps/web/vite.config.ts',
        test: {
          name: 'web',
          root: './apps/web',
          include: ['src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          // Every translation catalogue at once (the app loads them per route).
          setupFiles: ['./src/test-support/i18n-setup.ts'],
        },
      },
    ],
  },
});
