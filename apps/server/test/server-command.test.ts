import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { serverArgs, serverNodeOptions } from '../../../scripts/server-command.mjs';

/**
 * The built server runs with the Node options of `npm run start:server` wherever it is started: the benches, the
 * browser tests, the crash cycles and the loopback deployment take them from scripts/server-command.mjs, and the
 * Docker image's CMD must say the same (docs/request-cost.md: why the young generation is larger and why V8 does
 * not pretenure).
 */
const root = path.resolve(import.meta.dirname, '../../..');

describe('how the built server is started', () => {
  it('the Docker image runs the command of npm run start:server', () => {
    const cmd = /^CMD (\[.*\])$/m.exec(readFileSync(path.join(root, 'Dockerfile'), 'utf8'))?.[1];
    expect(cmd && JSON.parse(cmd)).toEqual(['node', ...serverArgs('apps/server/dist/main.js')]);
  });

  it('gives Node the larger young generation without pretenuring, and Node accepts every option', () => {
    expect(serverNodeOptions).toContain('--max-semi-space-size=64');
    expect(serverNodeOptions).toContain('--no-allocation-site-pretenuring');
    const run = spawnSync(
      process.execPath,
      [...serverNodeOptions, '-e', 'console.log(require("node:v8").getHeapStatistics().total_available_size > 0)'],
      { encoding: 'utf8' },
    );
    expect(run.stderr).toBe('');
    expect(run.stdout.trim()).toBe('true');
  });
});
