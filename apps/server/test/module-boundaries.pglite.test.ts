import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * The module boundaries are enforced by Biome's `noRestrictedImports` (biome.json overrides), which `npm test` runs in
 * its lint step. This lints fixture files with the repository's own configuration and checks that crossing a
 * boundary is an error and that the allowed imports pass, so a change to the rule that stops it biting fails here.
 */
const root = path.resolve(__dirname, '../../..');
const biome = path.join(root, 'node_modules', '.bin', 'biome');

const fixtures: Record<string, string> = {
  // Server: another module's files are off limits, its public entry and the shared lib are not.
  'apps/server/src/modules/zz-probe/zz-probe.repository-import.ts':
    "import { x } from '../nam-hoc/nam-hoc.repository';",
  'apps/server/src/modules/zz-probe/zz-probe.service-import.ts':
    "import { x } from '../don-nghi-phep/don-nghi-phep.service';",
  'apps/server/src/modules/zz-probe/zz-probe.entry-import.ts': "import { x } from '../nam-hoc';",
  'apps/server/src/modules/zz-probe/zz-probe.lib-import.ts': "import { x } from '../../lib/list';",
  'apps/server/src/modules/zz-probe/zz-probe.own-import.ts': "import { x } from './zz-probe.repository';",
  // …from a subfolder of the module too, and not around the rule through ../../modules/<other>/.
  'apps/server/src/modules/zz-probe/solver/sub-deep-import.ts': "import { x } from '../../nam-hoc/nam-hoc.repository';",
  'apps/server/src/modules/zz-probe/solver/step/sub-sub-deep-import.ts':
    "import { x } from '../../../nam-hoc/nam-hoc.repository';",
  'apps/server/src/modules/zz-probe/zz-probe.via-modules-import.ts':
    "import { x } from '../../modules/nam-hoc/nam-hoc.repository';",
  'apps/server/src/modules/zz-probe/solver/sub-entry-import.ts': "import { x } from '../../nam-hoc';",
  'apps/server/src/modules/zz-probe/solver/sub-own-import.ts': "import { x } from '../zz-probe.repository';",
  'apps/server/src/modules/zz-probe/solver/sub-lib-import.ts': "import { x } from '../../../lib/list';",
  // Web: features reach each other only through the feature folder's index.
  'apps/web/src/features/zz-probe/pages/deep-import.tsx':
    "import { x } from '../../hoc-sinh/components/student-picker';",
  'apps/web/src/features/zz-probe/root-deep-import.ts': "import { x } from '../session/api/get-me';",
  'apps/web/src/features/zz-probe/api/lazy-deep-import.ts':
    "export const x = () => import('../../danh-ba/pages/staff-profile-page');",
  'apps/web/src/features/zz-probe/pages/via-features-import.tsx':
    "import { x } from '../../../features/hoc-sinh/components/student-picker';",
  'apps/web/src/features/zz-probe/pages/entry-import.tsx': "import { x } from '../../hoc-sinh';",
  'apps/web/src/features/zz-probe/pages/own-import.tsx': "import { x } from '../components/own';",
  'apps/web/src/features/zz-probe/pages/shared-import.tsx': "import { x } from '../../../components/crud/crud-page';",
  // Shared web code never depends on a feature.
  'apps/web/src/components/zz-probe-upward.tsx': "import { x } from '../features/hoc-sinh';",
  // The app shell: features through their entry; only pages, for route registration.
  'apps/web/src/app/zz-probe-deep-import.tsx': "import { x } from '../features/session/api/get-me';",
  'apps/web/src/app/shell/zz-probe-lazy-deep-import.tsx':
    "export const x = () => import('../../features/chat-bot/components/chat-bot-widget');",
  'apps/web/src/app/shell/zz-probe-entry-import.tsx': "import { x } from '../../features/session';",
  'apps/web/src/app/zz-probe-page-import.tsx':
    "export const x = () => import('../features/hoc-sinh/pages/hoc-sinh-page');",
};

let dir: string;
let flagged: Set<string>;

beforeAll(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'hpl-boundaries-'));
  const config = JSON.parse(readFileSync(path.join(root, 'biome.json'), 'utf8'));
  delete config.$schema;
  config.vcs = { enabled: false };
  writeFileSync(path.join(dir, 'biome.json'), JSON.stringify(config));
  for (const [file, code] of Object.entries(fixtures)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), `${code}\nexport const used = typeof x;\n`);
  }
  const result = spawnSync(biome, ['lint', '--reporter=json', '--max-diagnostics=none', '.'], {
    cwd: dir,
    encoding: 'utf8',
  });
  const report = JSON.parse(result.stdout) as {
    diagnostics: { category: string; location: { path: string } }[];
  };
  flagged = new Set(
    report.diagnostics
      .filter((d) => d.category === 'lint/style/noRestrictedImports')
      .map((d) => d.location.path.replaceAll('\\', '/')),
  );
});

afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('module boundaries (biome noRestrictedImports)', () => {
  it.each([
    'apps/server/src/modules/zz-probe/zz-probe.repository-import.ts',
    'apps/server/src/modules/zz-probe/zz-probe.service-import.ts',
    'apps/web/src/features/zz-probe/pages/deep-import.tsx',
    'apps/web/src/features/zz-probe/root-deep-import.ts',
    'apps/web/src/features/zz-probe/api/lazy-deep-import.ts',
    'apps/web/src/components/zz-probe-upward.tsx',
    'apps/server/src/modules/zz-probe/solver/sub-deep-import.ts',
    'apps/server/src/modules/zz-probe/solver/step/sub-sub-deep-import.ts',
    'apps/server/src/modules/zz-probe/zz-probe.via-modules-import.ts',
    'apps/web/src/features/zz-probe/pages/via-features-import.tsx',
    'apps/web/src/app/zz-probe-deep-import.tsx',
    'apps/web/src/app/shell/zz-probe-lazy-deep-import.tsx',
  ])('refuses %s', (file) => {
    expect(flagged.has(file)).toBe(true);
  });

  it.each([
    'apps/server/src/modules/zz-probe/zz-probe.entry-import.ts',
    'apps/server/src/modules/zz-probe/zz-probe.lib-import.ts',
    'apps/server/src/modules/zz-probe/zz-probe.own-import.ts',
    'apps/web/src/features/zz-probe/pages/entry-import.tsx',
    'apps/web/src/features/zz-probe/pages/own-import.tsx',
    'apps/web/src/features/zz-probe/pages/shared-import.tsx',
    'apps/server/src/modules/zz-probe/solver/sub-entry-import.ts',
    'apps/server/src/modules/zz-probe/solver/sub-own-import.ts',
    'apps/server/src/modules/zz-probe/solver/sub-lib-import.ts',
    'apps/web/src/app/shell/zz-probe-entry-import.tsx',
    'apps/web/src/app/zz-probe-page-import.tsx',
  ])('allows %s', (file) => {
    expect(flagged.size).toBeGreaterThan(0);
    expect(flagged.has(file)).toBe(false);
  });
});
