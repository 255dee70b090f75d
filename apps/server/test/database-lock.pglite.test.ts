import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { openPglite } from '../src/db/client';
import { serverRoot } from '../src/paths';

const repoRoot = path.resolve(serverRoot, '../..');

describe('embedded database folder', () => {
  it('refuses a second process with a clear message, and frees the folder on close', async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'hpl-lock-'));
    const database = await openPglite({ dataDir });
    try {
      const second = spawnSync(path.join(repoRoot, 'node_modules/.bin/tsx'), [path.join(serverRoot, 'src/main.ts')], {
        cwd: repoRoot,
        env: { ...process.env, PORT: '0', DATA_DIR: dataDir, DATABASE_URL: '', REDIS_URL: '', DEMO: 'false' },
        encoding: 'utf8',
        timeout: 60_000,
      });
      expect(second.status).toBe(1);
      expect(second.stderr).toContain(`The embedded database in ${dataDir} is already open by process ${process.pid}`);
      expect(second.stderr).toMatch(/set DATABASE_URL to a PostgreSQL server to run several instances/);
    } finally {
      await database.close();
    }
    expect(existsSync(path.join(dataDir, 'hpl.lock'))).toBe(false);
    rmSync(dataDir, { recursive: true, force: true });
  }, 120_000);
});
