// Generates the next committed migration from the pg-core schema (drizzle-kit), named after its argument.
import { spawnSync } from 'node:child_process';

const name = process.argv[2] ?? 'change';
const result = spawnSync('npx', ['drizzle-kit', 'generate', '--name', name], { stdio: 'inherit', cwd: import.meta.dirname });
process.exit(result.status ?? 1);
