// Generates migrations from the pg-core schema (drizzle-kit).
//
// Before the first release (no src/db/migrations/released.json): ONE initial migration, regenerated whole after
// each schema change, so parallel work never produces clashing numbered files:
//     npm run db:generate -w apps/server
// After the release (`npm run db:release -w apps/server` wrote released.json): migrations are incremental and
// released files are never rewritten. Each schema change adds one named migration:
//     npm run db:generate -w apps/server -- <change-name>
// The script refuses to run without a name, and fails if a released migration changed. See docs/deploy.md.

import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';

const cwd = path.resolve(import.meta.dirname, '..');
const migrations = path.join(cwd, 'src/db/migrations');
const releasedFile = path.join(migrations, 'released.json');

export function checkReleased() {
  const released = JSON.parse(readFileSync(releasedFile, 'utf8'));
  const changed = [];
  for (const { tag, sha256 } of released.migrations) {
    const file = path.join(migrations, `${tag}.sql`);
    const actual = existsSync(file) ? createHash('sha256').update(readFileSync(file)).digest('hex') : 'missing';
    if (actual !== sha256) changed.push(`${tag}.sql (${actual === 'missing' ? 'missing' : 'changed'})`);
  }
  return { released, changed };
}

function drizzleGenerate(name) {
  return spawnSync('npx', ['drizzle-kit', 'generate', '--name', name], { stdio: 'inherit', cwd }).status ?? 1;
}

if (!existsSync(releasedFile)) {
  rmSync(migrations, { recursive: true, force: true });
  process.exit(drizzleGenerate('init'));
}

const name = process.argv[2];
if (!name || !/^[a-z0-9][a-z0-9_-]*$/.test(name)) {
  console.error(
    'The schema is released (src/db/migrations/released.json): migrations are incremental now.\n' +
      'Name the change: npm run db:generate -w apps/server -- <change-name>   (lower case, digits, - or _)',
  );
  process.exit(2);
}
const before = checkReleased();
if (before.changed.length > 0) {
  console.error(
    `Released migrations must never change; restore them from git first:\n  ${before.changed.join('\n  ')}`,
  );
  process.exit(1);
}
const status = drizzleGenerate(name);
const after = checkReleased();
if (after.changed.length > 0) {
  console.error(`drizzle-kit rewrote released migrations (restore them from git):\n  ${after.changed.join('\n  ')}`);
  process.exit(1);
}
process.exit(status);
