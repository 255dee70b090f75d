// Regenerates the committed migration from the pg-core schema (drizzle-kit).
// Pre-release, the project keeps ONE initial migration, regenerated whole after each schema change, so parallel
// work never produces clashing numbered files. From the first release on, switch to `drizzle-kit generate --name X`
// (incremental migrations) — see docs/conventions-notes.md.

import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';

const cwd = path.resolve(import.meta.dirname, '..');
rmSync(path.join(cwd, 'src/db/migrations'), { recursive: true, force: true });
const result = spawnSync('npx', ['drizzle-kit', 'generate', '--name', 'init'], { stdio: 'inherit', cwd });
process.exit(result.status ?? 1);
