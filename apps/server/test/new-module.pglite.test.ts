import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
// @ts-expect-error: a plain ES module script without type declarations
import { generateModule, moduleFiles, planModule, registrations } from '../../../scripts/new-module.mjs';

/**
 * `npm run new:module` must work end to end after the release. Its output is pinned by a snapshot (a change to the
 * canonical shape shows up in review), and one run of the real command in a scratch copy of the repository (sources
 * copied, installed packages linked) proves the whole path: the files, the registrations, Biome, the migration named
 * after the module, the type check, and the generated server and web tests passing against that migration. A failing
 * step leaves the copy as it was. Every step's failure fails this test, so CI sees a broken generator.
 */
const root = path.resolve(__dirname, '../../..');
const NAME = 'vi-du';
const generatedFiles = moduleFiles(NAME) as Record<string, string>;

describe('new:module generator', () => {
  it('writes the canonical shape (snapshot)', () => {
    expect(Object.keys(generatedFiles)).toMatchSnapshot('files');
    for (const [file, content] of Object.entries(generatedFiles)) expect(content).toMatchSnapshot(file);
  });

  it('registers the module in the one place of each kind', () => {
    const edits = registrations(NAME, { route: '/quanly/viDu' }) as Record<string, (text: string) => string>;
    const apply = (file: string) => edits[file]!(readFileSync(path.join(root, file), 'utf8'));
    expect(apply('apps/server/src/modules/index.ts')).toMatch(
      /import \{ viDuRoutes \} from '.\/vi-du';[\s\S]*\n {2}viDuRoutes,\n\];/,
    );
    expect(apply('apps/server/src/db/schema/index.ts')).toContain("export * from './vi-du';");
    expect(apply('packages/shared/src/index.ts')).toContain("export * from './vi-du/contract';");
    expect(apply('apps/web/src/app/route-components.tsx')).toContain(
      "'/quanly/viDu': lazyPage(() => import('../features/vi-du/pages/vi-du-page'), ['vi-du']),",
    );
  });

  describe('a run in a scratch copy of the repository', () => {
    let copy: string;
    let run: ReturnType<typeof spawnSync>;
    const trees = ['packages/shared/src', 'apps/server/src', 'apps/web/src'];
    const fingerprint = () => {
      const hash = createHash('sha256');
      for (const tree of trees) {
        const dir = path.join(copy, tree);
        for (const file of (readdirSync(dir, { recursive: true }) as string[]).sort()) {
          const full = path.join(dir, file);
          hash.update(file);
          try {
            hash.update(readFileSync(full));
          } catch {
            // a folder
          }
        }
      }
      return hash.digest('hex');
    };
    /** The nested commands run as on a developer's machine, not as workers of this vitest run. */
    const env = {
      ...Object.fromEntries(
        Object.entries(process.env).filter(([key]) => !/^(VITEST|TEST_DB$|NODE_ENV$|FORCE_COLOR$)/.test(key)),
      ),
      NO_COLOR: '1',
    };

    beforeAll(() => {
      copy = mkdtempSync(path.join(os.tmpdir(), 'hpl-new-module-'));
      for (const entry of [
        'package.json',
        'tsconfig.json',
        'biome.json',
        'vitest.config.ts',
        'packages/shared',
        'apps/server',
        'apps/web',
      ]) {
        cpSync(path.join(root, entry), path.join(copy, entry), {
          recursive: true,
          filter: (source) => !/[\\/](node_modules|dist|data)$/.test(source),
        });
      }
      // Installed packages are shared (root and per-workspace); the workspace links point into the copy.
      mkdirSync(path.join(copy, 'node_modules/@hpl'), { recursive: true });
      for (const entry of readdirSync(path.join(root, 'node_modules'))) {
        if (entry !== '@hpl')
          symlinkSync(path.join(root, 'node_modules', entry), path.join(copy, 'node_modules', entry));
      }
      for (const workspace of ['packages/shared', 'apps/server', 'apps/web']) {
        const own = path.join(root, workspace, 'node_modules');
        if (existsSync(own)) symlinkSync(own, path.join(copy, workspace, 'node_modules'));
      }
      for (const [link, target] of Object.entries({
        shared: 'packages/shared',
        server: 'apps/server',
        web: 'apps/web',
      })) {
        symlinkSync(path.join(copy, target), path.join(copy, 'node_modules/@hpl', link));
      }
    }, 120_000);

    afterAll(() => rmSync(copy, { recursive: true, force: true }));

    it('checks before writing: a taken name, a bad route or a taken migration name writes nothing', () => {
      const before = fingerprint();
      expect(() => planModule(copy, 'nam-hoc', {})).toThrow(/already exists/);
      expect(() => planModule(copy, 'Vi Du', {})).toThrow(/kebab-case/);
      expect(() => planModule(copy, 'vi-du', { route: 'quanly viDu' })).toThrow(/--route/);
      expect(() => planModule(copy, 'auth', {})).toThrow(/infrastructure/);
      const migrations = readdirSync(path.join(copy, 'apps/server/src/db/migrations'));
      const taken = migrations.find((f) => f.endsWith('.sql'))!.replace(/^\d+_|\.sql$/g, '');
      expect(() => planModule(copy, taken, {})).toThrow(/migration named/);
      expect(fingerprint()).toBe(before);
    });

    it('puts everything back when a step fails (here: the migration)', () => {
      const before = fingerprint();
      const steps: string[] = [];
      const failingGenerate = (command: string, args: string[]) => {
        steps.push(path.basename(args[0]?.endsWith('.mjs') ? args[0] : command));
        if (args[0]?.endsWith('db-generate.mjs')) {
          // drizzle-kit got as far as writing a file before failing
          writeFileSync(path.join(copy, 'apps/server/src/db/migrations/9999_vi-du.sql'), 'CREATE TABLE x ();');
          return { status: 1 };
        }
        return { status: 0 };
      };
      expect(() => generateModule(copy, NAME, { route: '/quanly/viDu' }, failingGenerate)).toThrow(/db:generate/);
      expect(steps).toEqual(['biome', 'db-generate.mjs']);
      expect(fingerprint()).toBe(before);
      expect(existsSync(path.join(copy, 'apps/server/src/modules', NAME))).toBe(false);
    });

    describe('npm run new:module, for real', () => {
      beforeAll(() => {
        run = spawnSync(
          process.execPath,
          [path.join(root, 'scripts/new-module.mjs'), NAME, '--route', '/quanly/viDu', '--root', copy],
          { encoding: 'utf8', env },
        );
      }, 300_000);

      it('succeeds: files, registrations, formatting, and a migration named after the module', () => {
        expect(run.stderr).not.toMatch(/error/i);
        expect(run.status).toBe(0);
        for (const [file, content] of Object.entries(generatedFiles)) {
          expect(readFileSync(path.join(copy, file), 'utf8').length).toBeGreaterThan(content.length / 2);
        }
        expect(readFileSync(path.join(copy, 'apps/server/src/modules/index.ts'), 'utf8')).toContain('viDuRoutes,');
        const migrations = path.join(copy, 'apps/server/src/db/migrations');
        const added = readdirSync(migrations).filter((f) => f.endsWith('_vi-du.sql'));
        expect(added).toHaveLength(1);
        expect(readFileSync(path.join(migrations, added[0]!), 'utf8')).toContain('CREATE TABLE "vi_du"');
        const journal = JSON.parse(readFileSync(path.join(migrations, 'meta/_journal.json'), 'utf8'));
        expect(journal.entries.at(-1).tag).toBe(added[0]!.replace(/\.sql$/, ''));
      });

      it('type-checks with the registrations', () => {
        const edited = [
          'apps/server/src/modules/index.ts',
          'apps/server/src/db/schema/index.ts',
          'packages/shared/src/index.ts',
          'apps/web/src/app/route-components.tsx',
        ];
        const files = [...Object.keys(generatedFiles).filter((f) => /\.tsx?$/.test(f)), ...edited];
        // Ambient declarations (untyped packages, vitest's provided context) come along; tsc follows the imports.
        const ambient = ['apps/*/src/**/*.d.ts', 'apps/server/test/global-setup.ts'];
        writeFileSync(
          path.join(copy, 'tsconfig.generated.json'),
          JSON.stringify({ extends: './tsconfig.json', include: ambient, files }),
        );
        const tsc = spawnSync(path.join(root, 'node_modules/.bin/tsc'), ['-p', 'tsconfig.generated.json'], {
          cwd: copy,
          encoding: 'utf8',
        });
        expect(tsc.stdout + tsc.stderr).toBe('');
        expect(tsc.status).toBe(0);
      }, 300_000);

      it('passes its own server and web tests (the server ones on a database migrated with the new migration)', () => {
        // The server tests start from this run's demo school, brought forward by the new migration (global-setup.ts).
        const vitest = (project: string, dir: string) =>
          spawnSync(path.join(root, 'node_modules/.bin/vitest'), ['run', '--project', project, '--maxWorkers=1', dir], {
            cwd: copy,
            encoding: 'utf8',
            env: { ...env, TEST_TEMPLATE_DUMP: inject('templateDump') },
          });
        const server = vitest('server', `apps/server/src/modules/${NAME}`);
        expect(server.stdout + server.stderr).toMatch(/Test Files\s+2 passed/);
        expect(server.status).toBe(0);
        const web = vitest('web', `apps/web/src/features/${NAME}`);
        expect(web.stdout + web.stderr).toMatch(/passed/);
        expect(web.status).toBe(0);
      }, 600_000);
    });
  });
});
