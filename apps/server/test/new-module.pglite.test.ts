import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// @ts-expect-error: a plain ES module script without type declarations
import { moduleFiles, registrations } from '../../../scripts/new-module.mjs';

/**
 * `npm run new:module` must produce a module that builds. Its output is pinned by a snapshot (a change to the
 * canonical shape shows up in review), and one run into a copy of the sources proves the generated files and the
 * registrations pass Biome (the boundary rule included) and the type check. The generated tests themselves need the
 * regenerated migration and a demo database; run them once by hand after generating (docs/module-shape.md).
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

  describe('a run into a copy of the sources', () => {
    let copy: string;
    let run: ReturnType<typeof spawnSync>;

    beforeAll(() => {
      copy = mkdtempSync(path.join(os.tmpdir(), 'hpl-new-module-'));
      for (const entry of [
        'package.json',
        'tsconfig.json',
        'biome.json',
        'packages/shared',
        'apps/server',
        'apps/web',
      ]) {
        cpSync(path.join(root, entry), path.join(copy, entry), {
          recursive: true,
          filter: (source) => !/[\\/](node_modules|dist|data)$/.test(source),
        });
      }
      // Installed packages are shared; the workspace links point into the copy.
      mkdirSync(path.join(copy, 'node_modules/@hpl'), { recursive: true });
      for (const entry of readdirSync(path.join(root, 'node_modules'))) {
        if (entry !== '@hpl')
          symlinkSync(path.join(root, 'node_modules', entry), path.join(copy, 'node_modules', entry));
      }
      for (const [link, target] of Object.entries({
        shared: 'packages/shared',
        server: 'apps/server',
        web: 'apps/web',
      })) {
        symlinkSync(path.join(copy, target), path.join(copy, 'node_modules/@hpl', link));
      }
      run = spawnSync(
        process.execPath,
        [path.join(root, 'scripts/new-module.mjs'), NAME, '--skip-db', '--route', '/quanly/viDu', '--root', copy],
        { encoding: 'utf8' },
      );
    }, 120_000);

    afterAll(() => rmSync(copy, { recursive: true, force: true }));

    it('succeeds, formats and lints what it wrote', () => {
      expect(run.stderr).not.toMatch(/error/i);
      expect(run.status).toBe(0);
      for (const [file, content] of Object.entries(generatedFiles)) {
        expect(readFileSync(path.join(copy, file), 'utf8').length).toBeGreaterThan(content.length / 2);
      }
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
  });
});
