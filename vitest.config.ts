import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { defineConfig } from 'vitest/config';

const serverRoot = path.resolve(import.meta.dirname, 'apps/server');

/**
 * The server's test files that open a database (a test app or a database of their own). With `TEST_PG_ALL=1` all of
 * them run a second time on PostgreSQL (while working on a module: `TEST_PG_ALL=1 npx vitest run --project server-pg
 * <folder>`).
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
 * What the suite runs a second time on PostgreSQL: the tests of what differs between the two drivers. PGlite is
 * PostgreSQL's own engine, so a module's queries mean the same on both; the drivers differ in the pool and real
 * concurrency (locks, version checks, jobs claimed by several workers), the extensions installed (accent-free search),
 * how values come back (numbers, dates, aggregates), how errors surface, and bulk writes. Every `*.postgres.test.ts`
 * runs there too, and so does every API file of the modules of issues 26 to 30. The other API files run once, on the
 * embedded database (CI's budget: all 97 database files on both cost ≈3 min of a 30-minute budget).
 */
const POSTGRES_FILES = [
  // The pool, concurrent writers and jobs
  'src/lib/jobs/jobs.test.ts',
  'src/modules/thong-bao-gui-phu-huynh/send-job.test.ts',
  'src/modules/don-nghi-phep/don-nghi-phep.routes.test.ts',
  'test/health.test.ts',
  // Prepared reads (lib/prepared.ts: built once, run with each caller's values)
  'src/modules/notifications/notifications.test.ts',
  'src/modules/nam-hoc/nam-hoc.routes.test.ts',
  'src/modules/auth/me.test.ts',
  // Sessions and the sign-in provider's storage
  'src/modules/auth/sign-in.test.ts',
  'src/modules/auth/oidc-persistence.test.ts',
  // Chat across instances (Redis) and the chatbot's rate limit
  'src/modules/chat/chat.test.ts',
  'src/modules/chat/chat.redis.test.ts',
  'src/modules/chat-bot/chat-bot.rate-limit.redis.test.ts',
  // Search with the extensions (unaccent, pg_trgm) and the chatbot's ranking SQL
  'src/modules/hoc-sinh/hoc-sinh.test.ts',
  'src/modules/chat-bot/chat-bot.routes.test.ts',
  'src/modules/chat-bot/retrieval-quality.test.ts',
  // Numbers, dates and aggregates as the driver returns them
  'src/modules/diem-vn/diem-vn.routes.test.ts',
  'src/modules/diem-cam/ket-qua.test.ts',
  'src/modules/danh-gia-tam-ly/tong-quan-sql.test.ts',
  'src/modules/diem-danh/diem-danh.test.ts',
  // Bulk writes (imports, a published timetable), uploads, and every route's errors
  'src/modules/tuyen-sinh/tuyen-sinh-import.test.ts',
  'src/modules/thoi-khoa-bieu/thoi-khoa-bieu.test.ts',
  'src/modules/medias/medias.routes.test.ts',
  'test/bad-input-sweep.test.ts',
  'test/http-platform.test.ts',
  'test/api-relationships.test.ts',
  // The modules of issues 26 to 30 (their acceptance asks for route tests on both databases): every API file.
  'src/modules/bao-cao-vi-pham/vi-pham-hoc-sinh.test.ts',
  'src/modules/bao-cao-vi-pham/vi-pham-nhan-vien.test.ts',
  'src/modules/bao-cao-vi-pham/nen-nep.test.ts',
  'src/modules/bao-cao-vi-pham/hanh-vi.test.ts',
  'src/modules/bao-cao-vi-pham/minh-chung.test.ts',
  'src/modules/bao-cao-vi-pham/tiet-hoc.test.ts',
  'src/modules/chu-nhiem/lop-chu-nhiem.test.ts',
  'src/modules/ban-tru/ban-tru.test.ts',
  'src/modules/diem-danh/yeu-cau-sua.test.ts',
  'src/modules/diem-danh/danh-sach.test.ts',
  'src/modules/thong-bao-gui-phu-huynh/thong-bao-gui-phu-huynh.test.ts',
  'src/modules/danh-gia-tam-ly/danh-gia-tam-ly.test.ts',
  'src/modules/danh-gia-tam-ly/dot-danh-gia.test.ts',
  'src/modules/danh-gia-tam-ly/ket-qua.test.ts',
  'src/modules/danh-gia-tam-ly/tong-quan.test.ts',
  'src/modules/danh-gia-tam-ly/ve-hoc-sinh.test.ts',
  'src/modules/ho-so-tam-ly/ho-so.test.ts',
  'src/modules/ho-so-tam-ly/cai-dat-nhan.test.ts',
  'src/modules/ho-so-tam-ly/chuyen-tuyen.test.ts',
  'src/modules/ho-so-tam-ly/dang-ky-tham-van.test.ts',
  'src/modules/tuyen-sinh/tuyen-sinh.test.ts',
  'src/modules/tuyen-sinh/thu-gui-phu-huynh.test.ts',
  'src/modules/giay-to-tuy-than/giay-to-tuy-than.test.ts',
  'src/modules/phong-ban/phong-ban.test.ts',
  'src/modules/thong-ke-so-lieu/thong-ke-so-lieu.test.ts',
  'src/modules/khen-thuong/khen-thuong.test.ts',
  'src/modules/bao-loi/bao-loi.test.ts',
  'src/modules/giao-an/giao-an.test.ts',
  'src/modules/giao-an/duyet-cap-2.test.ts',
  'src/modules/giao-an/muc-dang-dung.test.ts',
  'src/modules/bien-ban-du-gio/bien-ban-du-gio.test.ts',
  'src/modules/bien-ban-du-gio/bien-ban-pdf.test.ts',
  'src/modules/ho-so-chuyen-mon/ho-so-chuyen-mon.test.ts',
  'src/modules/khao-sat-giao-vien/khao-sat-giao-vien.test.ts',
];

/**
 * `*.postgres.test.ts` runs only on PostgreSQL (e.g. concurrent migrations); `*.pglite.test.ts` only in the PGlite
 * project (embedded-folder lock, and checks that do not depend on the database, run once).
 */
const server = (name: string, db: 'pglite' | 'postgres') => ({
  test: {
    name,
    root: './apps/server',
    include:
      db === 'pglite'
        ? ['src/**/*.test.ts', 'test/**/*.test.ts']
        : process.env.TEST_PG_ALL === '1'
          ? databaseTestFiles()
          : [...POSTGRES_FILES, '**/*.postgres.test.ts'],
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
          // One jsdom per worker for all its files (46 s → 10 s): the setup file unmounts after each test and clears
          // the storage after each file; tested in shuffled orders (`--sequence.shuffle`).
          isolate: false,
          // Every translation catalogue at once (the app loads them per route).
          setupFiles: ['./src/test-support/i18n-setup.ts'],
        },
      },
    ],
  },
});
