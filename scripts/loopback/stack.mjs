// The production topology on loopback: PostgreSQL (own database) + Redis (both already running on the machine),
// N built portal instances (node apps/server/dist/main.js, the Docker image's command) and nginx with the repository's
// deploy/nginx.conf, its upstream addresses and listen port substituted. Used by run.mjs (npm run test:loopback)
// and bench/scale.mjs (npm run bench:scale).
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createWriteStream, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { serverArgs } from '../server-command.mjs';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const serverEntry = path.join(repoRoot, 'apps/server/dist/main.js');
const NGINX = process.env.NGINX_BIN ?? '/usr/sbin/nginx';
const ADMIN_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
export const SESSION_SECRET = 'loopback-session-secret-loopback-session-secret';
export const METRICS_TOKEN = 'loopback-metrics-token-0123456789';

export function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

function psql(sql) {
  const url = new URL(ADMIN_URL);
  const result = spawnSync(
    'psql',
    [
      '-h',
      url.hostname,
      '-p',
      url.port || '5432',
      '-U',
      decodeURIComponent(url.username) || 'postgres',
      '-d',
      url.pathname.slice(1) || 'postgres',
      '-qAt',
      '-c',
      sql,
    ],
    { encoding: 'utf8', env: { ...process.env, PGPASSWORD: decodeURIComponent(url.password) } },
  );
  if (result.status !== 0) throw new Error(`psql failed: ${result.stderr}`);
  return result.stdout;
}

export function databaseUrl(name) {
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  return url.toString();
}

async function waitForHealth(url, child, logFile, timeoutMs = 180_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child && child.exitCode !== null) break;
    try {
      const response = await fetch(`${url}/api/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  const tail = logFile && existsSync(logFile) ? readFileSync(logFile, 'utf8').split('\n').slice(-30).join('\n') : '';
  throw new Error(`${url}/api/health did not answer\n${tail}`);
}

function stopChild(child, signal = 'SIGTERM') {
  if (!child || child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill(signal);
  });
}

/** deploy/nginx.conf with loopback upstreams and port; wrapped in a main config whose files all live in `dir`. */
export function nginxConfig(dir, listenPort, instancePorts) {
  let site = readFileSync(path.join(repoRoot, 'deploy/nginx.conf'), 'utf8');
  const servers = instancePorts.map((p) => `    server 127.0.0.1:${p} max_fails=3 fail_timeout=10s;`).join('\n');
  site = site.replace(/^\s*server portal\d:3000[^\n]*\n/gm, '');
  site = site.replace(/(upstream hpl_portal \{[^}]*?least_conn;\n)/, `$1${servers}\n`);
  if (!site.includes(`127.0.0.1:${instancePorts[0]}`))
    throw new Error('could not substitute the upstreams in deploy/nginx.conf');
  site = site.replace(/listen 80;/, `listen 127.0.0.1:${listenPort};`);
  const main = `
worker_processes ${process.env.NGINX_WORKERS ?? 2};
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
daemon off;
events { worker_connections 4096; }
http {
    log_format upstream '$request_method $request_uri $status $upstream_addr';
    access_log ${dir}/access.log upstream;
    client_body_temp_path ${dir}/body;
    proxy_temp_path ${dir}/proxy;
    fastcgi_temp_path ${dir}/fastcgi;
    uwsgi_temp_path ${dir}/uwsgi;
    scgi_temp_path ${dir}/scgi;
    types { text/html html; application/javascript js; text/css css; }
    include ${dir}/portal.conf;
}
`;
  writeFileSync(path.join(dir, 'portal.conf'), site);
  writeFileSync(path.join(dir, 'nginx.conf'), main);
  return path.join(dir, 'nginx.conf');
}

/**
 * Starts the stack. `instances` portals (the first seeds the small demo school on a fresh database, the others start
 * after it), nginx in front. Returns the proxy URL, the instances' direct URLs and `stop()`.
 */
export async function startStack({ instances = 2, demoSize = 'small', env = {}, log = console.log } = {}) {
  if (!existsSync(serverEntry)) throw new Error(`${serverEntry} does not exist: run "npm run build" first.`);
  if (!existsSync(NGINX)) throw new Error(`${NGINX} not found (apt-get install nginx-light, or set NGINX_BIN).`);
  const dir = mkdtempSync(path.join(os.tmpdir(), 'hpl-loopback-'));
  const database = `hpl_loopback_${randomBytes(4).toString('hex')}`;
  psql(`CREATE DATABASE ${database}`);
  const uploadDir = path.join(dir, 'uploads');
  const proxyPort = await freePort();
  const proxyUrl = `http://127.0.0.1:${proxyPort}`;
  const children = [];
  const portals = [];
  let nginx = null;
  const stop = async () => {
    await stopChild(nginx, 'SIGQUIT');
    for (const child of children) await stopChild(child);
    try {
      psql(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
    } catch (error) {
      log(`(could not drop ${database}: ${error.message})`);
    }
    if (!process.env.LOOPBACK_KEEP) rmSync(dir, { recursive: true, force: true });
    else log(`logs kept in ${dir}`);
  };
  try {
    for (let i = 0; i < instances; i++) {
      const port = await freePort();
      const logFile = path.join(dir, `portal${i + 1}.log`);
      const out = createWriteStream(logFile);
      const child = spawn(process.execPath, serverArgs(serverEntry), {
        cwd: repoRoot,
        env: {
          ...process.env,
          NODE_ENV: 'production',
          HOST: '127.0.0.1',
          PORT: String(port),
          PUBLIC_URL: proxyUrl,
          DATABASE_URL: databaseUrl(database),
          REDIS_URL,
          DATA_DIR: path.join(dir, `data${i + 1}`),
          UPLOAD_DIR: uploadDir,
          SESSION_SECRET,
          METRICS_TOKEN,
          TRUST_PROXY: 'true',
          OIDC_ISSUER: '',
          DEMO: i === 0 ? 'true' : 'false',
          DEMO_SIZE: demoSize,
          LOG_LEVEL: 'info',
          ...env,
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      child.stdout.pipe(out);
      child.stderr.pipe(out);
      children.push(child);
      const url = `http://127.0.0.1:${port}`;
      // The first instance migrates and seeds; the others then start on the ready database.
      await waitForHealth(url, child, logFile);
      portals.push({ name: `portal${i + 1}`, url, port, logFile, child });
      log(`  portal${i + 1} ready on ${url}`);
    }
    const conf = nginxConfig(
      dir,
      proxyPort,
      portals.map((p) => p.port),
    );
    const test = spawnSync(NGINX, ['-t', '-c', conf, '-e', path.join(dir, 'error.log')], { encoding: 'utf8' });
    if (test.status !== 0) throw new Error(`nginx -t refused the configuration:\n${test.stderr}`);
    nginx = spawn(NGINX, ['-c', conf, '-e', path.join(dir, 'error.log')], { stdio: 'ignore' });
    children.unshift(nginx);
    await waitForHealth(proxyUrl, nginx, path.join(dir, 'error.log'), 20_000);
    log(`  nginx ready on ${proxyUrl} (${portals.length} upstream${portals.length > 1 ? 's' : ''})`);
  } catch (error) {
    await stop();
    throw error;
  }
  return {
    proxyUrl,
    portals,
    dir,
    database,
    accessLog: path.join(dir, 'access.log'),
    /** Which upstream served each proxied request so far: { '127.0.0.1:port': count }. */
    upstreamCounts() {
      const counts = {};
      const file = path.join(dir, 'access.log');
      if (!existsSync(file)) return counts;
      for (const line of readFileSync(file, 'utf8').split('\n')) {
        const upstream = line.trim().split(' ').at(-1);
        if (upstream && upstream !== '-' && /:\d+$/.test(upstream)) counts[upstream] = (counts[upstream] ?? 0) + 1;
      }
      return counts;
    },
    stop,
  };
}

export function ensureDir(dir) {
  mkdirSync(dir, { recursive: true });
  return dir;
}
