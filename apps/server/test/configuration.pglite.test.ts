import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config';
import { serverRoot } from '../src/paths';

const repoRoot = path.resolve(serverRoot, '../..');

function configErrorOf(env: Record<string, string>): string {
  try {
    loadConfig(env);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as Error).message;
  }
  throw new Error(`loadConfig accepted ${JSON.stringify(env)}`);
}

// Configuration does not depend on the database: checked once, in the PGlite project (file suffix).
describe('bad configuration stops the start with a message naming the variable', () => {
  it('names PORT when it is not a number', () => {
    expect(configErrorOf({ PORT: 'abc' })).toMatch(/PORT: must be a port number/);
  });

  it('names DATABASE_URL when it is not a PostgreSQL URL', () => {
    expect(configErrorOf({ DATABASE_URL: 'mysql://root@localhost/hpl' })).toMatch(
      /DATABASE_URL: must start with postgres:\/\/ or postgresql:\/\//,
    );
  });

  it('names OIDC_CLIENT_SECRET when OIDC_ISSUER points at an external provider without it', () => {
    expect(configErrorOf({ OIDC_ISSUER: 'https://login.example.edu.vn/realms/hpl' })).toMatch(/OIDC_CLIENT_SECRET/);
  });

  it('names the mail and notice-link variables when they are wrong', () => {
    expect(configErrorOf({ SMTP_URL: 'http://mail.example.edu.vn' })).toMatch(/SMTP_URL: must start with smtp:\/\//);
    expect(configErrorOf({ PARENT_NOTICE_LINK_KEY: 'short' })).toMatch(/PARENT_NOTICE_LINK_KEY: must be 32 bytes/);
    expect(configErrorOf({ PARENT_NOTICE_LINK_DAYS: '0' })).toMatch(/PARENT_NOTICE_LINK_DAYS: must be between 1/);
    const ok = loadConfig({ SMTP_URL: 'smtp://127.0.0.1:2525', PARENT_NOTICE_LINK_DAYS: '7' });
    expect(ok.mail.smtpUrl).toBe('smtp://127.0.0.1:2525');
    expect(ok.parentNotices.linkDays).toBe(7);
  });

  it('lists every wrong variable at once', () => {
    const message = configErrorOf({ PORT: '70000', REDIS_URL: 'http://cache', SESSION_SECRET: 'short' });
    expect(message).toMatch(/PORT/);
    expect(message).toMatch(/REDIS_URL/);
    expect(message).toMatch(/SESSION_SECRET/);
  });

  it('names METRICS_TOKEN when it is too short and SHUTDOWN_TIMEOUT_MS when it is not a number', () => {
    const message = configErrorOf({ METRICS_TOKEN: 'short', SHUTDOWN_TIMEOUT_MS: 'soon' });
    expect(message).toMatch(/METRICS_TOKEN: must be at least 16 characters/);
    expect(message).toMatch(/SHUTDOWN_TIMEOUT_MS: must be a number of milliseconds/);
  });

  it('accepts an empty environment with the documented defaults', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.publicUrl).toBe('http://localhost:3000');
    expect(config.oidc.bundled).toBe(true);
    expect(config.demo).toBe(false);
    expect(config.metricsToken).toBeUndefined();
    expect(config.shutdownTimeoutMs).toBe(10_000);
  });

  it('the server process exits with code 1 and names the variable', () => {
    const result = spawnSync(path.join(repoRoot, 'node_modules/.bin/tsx'), [path.join(serverRoot, 'src/main.ts')], {
      cwd: repoRoot,
      env: { ...process.env, PORT: 'abc', DATA_DIR: '/tmp/hpl-never-opened' },
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(/PORT: must be a port number/);
  });
});
