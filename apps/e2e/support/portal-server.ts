import { type ChildProcess, spawn } from 'node:child_process';
import { createWriteStream, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { serverArgs } from '../../../scripts/server-command.mjs';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
export const serverEntry = path.join(repoRoot, 'apps/server/dist/main.js');
export const resultsDir = path.join(repoRoot, 'apps/e2e/test-results');

/** The admissions site's API key of the browser tests' portal (`POST /api/TuyenSinh/hoSo`). */
export const E2E_ADMISSIONS_KEY = 'e2e-admissions-intake-key-0123456789';

export interface PortalServer {
  url: string;
  dataDir: string;
  logFile: string;
  stop(): Promise<void>;
}

/** Asks the OS for a port nobody listens on. */
export function findFreePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

async function waitForHealth(url: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited with code ${child.exitCode}`);
    try {
      const response = await fetch(`${url}/api/health`);
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the server did not answer ${url}/api/health within ${timeoutMs / 1000} s`);
}

function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

/**
 * Starts the built server (`node apps/server/dist/main.js`) in demo mode on a free port over a fresh temporary data
 * folder, and waits until /api/health answers. Its log goes to apps/e2e/test-results/server-<port>.log.
 */
export async function startPortalServer(env: Record<string, string> = {}): Promise<PortalServer> {
  if (!existsSync(serverEntry)) {
    throw new Error(`${serverEntry} does not exist: run "npm run build" before the browser tests.`);
  }
  const port = await findFreePort();
  const url = `http://localhost:${port}`;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'hpl-e2e-'));
  mkdirSync(resultsDir, { recursive: true });
  const logFile = path.join(resultsDir, `server-${port}.log`);
  const log = createWriteStream(logFile);
  const child = spawn(process.execPath, serverArgs(serverEntry), {
    cwd: repoRoot,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: url,
      DATA_DIR: dataDir,
      DEMO: 'true',
      DEMO_SIZE: 'small',
      LOG_LEVEL: 'info',
      DATABASE_URL: '',
      REDIS_URL: '',
      OIDC_ISSUER: '',
      TUYEN_SINH_API_KEY: E2E_ADMISSIONS_KEY,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.pipe(log);
  child.stderr?.pipe(log);
  try {
    await waitForHealth(url, child, 120_000);
  } catch (error) {
    await stopChild(child);
    const tail = existsSync(logFile) ? readFileSync(logFile, 'utf8').split('\n').slice(-30).join('\n') : '';
    rmSync(dataDir, { recursive: true, force: true });
    throw new Error(`Cannot start the portal: ${(error as Error).message}\n${tail}`);
  }
  return {
    url,
    dataDir,
    logFile,
    async stop() {
      await stopChild(child);
      log.end();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
