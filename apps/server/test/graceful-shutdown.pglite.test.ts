import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { serverRoot } from '../src/paths';

const repoRoot = path.resolve(serverRoot, '../..');
const folders: string[] = [];
const children: ChildProcess[] = [];
afterAll(() => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

/** The real server process on an empty embedded database; resolves with its port once it listens. */
async function startServer(env: Record<string, string>) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'hpl-shutdown-'));
  folders.push(dataDir);
  // Node itself with tsx as its loader, not the tsx command: that one relays a signal to its child and, when the child
  // does not confirm within 30 ms (a loaded machine), kills it and exits 143 — the signal would not reach the server.
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(serverRoot, 'src/main.ts')], {
    cwd: repoRoot,
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      REDIS_URL: '',
      DEMO: 'false',
      LOG_LEVEL: 'info',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let output = '';
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const port = await new Promise<number>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${output}`)), 90_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /Server listening at http:\/\/127\.0\.0\.1:(\d+)/.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve(Number(match[1]));
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.on('exit', () => reject(new Error(`server exited:\n${output}`)));
  });
  return { child, port, exited, output: () => output };
}

/** Starts a request whose body is sent in two halves: it is in progress until `finish()` is called. */
function slowRequest(port: number) {
  const socket = net.connect(port, '127.0.0.1');
  const body = JSON.stringify({ cauHoi: 'x'.repeat(64) });
  let response = '';
  socket.on('data', (chunk) => {
    response += chunk.toString();
  });
  const ended = new Promise<string>((resolve) => {
    socket.on('close', () => resolve(response));
    socket.on('error', () => resolve(response));
  });
  const connected = new Promise<void>((resolve) => socket.on('connect', () => resolve()));
  void connected.then(() =>
    socket.write(
      `POST /api/MonHoc HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n` +
        `Content-Length: ${body.length}\r\nConnection: close\r\n\r\n${body.slice(0, 10)}`,
    ),
  );
  return {
    connected,
    received: () => response,
    finish: () => socket.write(body.slice(10)),
    ended,
  };
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('graceful shutdown (a real server process)', () => {
  it('on SIGTERM stops accepting, lets the request in progress finish, closes the database and exits 0', async () => {
    const server = await startServer({ SHUTDOWN_TIMEOUT_MS: '10000' });
    const request = slowRequest(server.port);
    await request.connected;
    await wait(300);
    const signalled = Date.now();
    server.child.kill('SIGTERM');
    await wait(500);
    // New connections are refused while the old request drains.
    const refused = await new Promise<boolean>((resolve) => {
      const probe = net.connect(server.port, '127.0.0.1');
      probe.on('connect', () => {
        probe.destroy();
        resolve(false);
      });
      probe.on('error', () => resolve(true));
    });
    expect(refused).toBe(true);
    expect(server.child.exitCode).toBeNull();
    expect(request.received()).toBe('');
    request.finish();
    const response = await request.ended;
    // Anonymous: the route answers 401 once the body is in — a full HTTP answer, not a reset connection.
    expect(response).toMatch(/^HTTP\/1\.1 401 /);
    expect(await server.exited).toBe(0);
    expect(Date.now() - signalled).toBeLessThan(10_000);
    expect(server.output()).toMatch(/shutting down: draining requests/);
    expect(server.output()).toMatch(/"msg":"shut down"/);
  }, 120_000);

  it('cuts a request that does not finish once SHUTDOWN_TIMEOUT_MS has passed, and still exits 0', async () => {
    const server = await startServer({ SHUTDOWN_TIMEOUT_MS: '1000' });
    const request = slowRequest(server.port);
    await request.connected;
    await wait(300);
    const signalled = Date.now();
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    const elapsed = Date.now() - signalled;
    expect(elapsed).toBeGreaterThanOrEqual(900);
    expect(elapsed).toBeLessThan(6_000);
    expect(server.output()).toMatch(/shutdown timeout reached/);
    await request.ended;
  }, 120_000);
});
