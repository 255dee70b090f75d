#!/usr/bin/env node
// `npm run bench:chat`: simulated staff connected to the chat hub with socket.io-client (one process), first to one
// instance of the built server, then to two instances sharing PostgreSQL and Redis (clients alternate between them,
// every pair talks across instances). For each size: connect time of all users (until each has its first state),
// delivery latency p50/p99 at a fixed rate (sender's send to receiver's PushNewChatMessage), the messages per second
// sustained with many in flight, the servers' CPU time per 1,000 delivered messages (user + system of every instance
// from /proc/<pid>/stat: it does not depend on the core count, unlike the throughput) and server memory per connection
// (RSS growth / users). Prints figures; asserts nothing.
//
// Settings (environment): BENCH_USERS sizes (1000,5000), BENCH_RATE messages/s for the latency run (200),
// BENCH_DURATION seconds per measurement (10), BENCH_DATABASE_URL PostgreSQL admin URL
// (postgres://postgres@127.0.0.1:5432/postgres), BENCH_REDIS_URL (redis://127.0.0.1:6379), BENCH_INSTANCES
// which layouts to run (1,2), BENCH_CPU_PER_INSTANCE the CPU budget of each server instance in cores (0.5; 0 = none).
// Needs `npm run build` first. The clients, PostgreSQL and Redis share the machine with the servers: on a 2-core
// machine two unlimited instances would only take CPU from the clients, so each instance runs in a cgroup with the same
// budget (like a container's CPU limit) and "two instances" means twice the server capacity; the CPU each instance
// used is printed beside the figures, to show whether its budget was what limited it.
import { createHash, randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import postgres from 'postgres';
import { io } from 'socket.io-client';
import { cpuSecondsOf, limitCpu } from './cpu-limit.mjs';
import { percentile, root, startPortal, stopProcess } from './support.mjs';

const serverEntry = path.join(root, 'apps/server/dist/main.js');
const sizes = (process.env.BENCH_USERS ?? '1000,5000').split(',').map(Number);
const rate = Number(process.env.BENCH_RATE ?? 200);
const duration = Number(process.env.BENCH_DURATION ?? 10);
const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const redisUrl = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379';
const layouts = (process.env.BENCH_INSTANCES ?? '1,2').split(',').map(Number);
const cpuPerInstance = Number(process.env.BENCH_CPU_PER_INSTANCE ?? 0.5);

const ms = (v) => `${Number.isNaN(v) ? '–' : v.toFixed(1)} ms`;
const rssOf = (pid) => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) * 1024;
const sleep = (t) => new Promise((r) => setTimeout(r, t));

async function createDatabase() {
  const name = `hpl_bench_chat_${Date.now().toString(36)}`;
  const admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const cleanup = postgres(adminUrl, { max: 1, onnotice: () => {} });
      await cleanup.unsafe(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.end();
    },
  };
}

/** `count` staff accounts with a session each, written as the sign-in callback would; returns their cookies. */
async function createUsers(databaseUrl, count, tag) {
  const sql = postgres(databaseUrl, { max: 2, onnotice: () => {} });
  try {
    const accounts = await sql`
      insert into tai_khoan (username, roles)
      select ${`b${tag}_`} || g, '{GiaoVien}'::text[] from generate_series(1, ${count}) g
      returning id, username`;
    const users = accounts.map((a) => ({ ...a, cookie: randomBytes(32).toString('base64url') }));
    const expires = new Date(Date.now() + 6 * 3_600_000);
    for (let i = 0; i < users.length; i += 1000) {
      const rows = users.slice(i, i + 1000).map((u) => ({
        id: createHash('sha256').update(u.cookie).digest('base64url'),
        tai_khoan_id: u.id,
        tokens: sql.json({}),
        expires_at: expires,
      }));
      await sql`insert into phien_dang_nhap ${sql(rows)}`;
    }
    return users;
  } finally {
    await sql.end();
  }
}

/** Connects every user (a few hundred handshakes at a time) and waits for each one's first state. */
async function connectAll(users, urls, origin) {
  const latencies = [];
  const started = performance.now();
  const clients = new Array(users.length);
  let next = 0;
  async function worker() {
    while (next < users.length) {
      const i = next++;
      const t0 = performance.now();
      const socket = io(urls[i % urls.length], {
        path: '/hubs/chat',
        transports: ['websocket'],
        extraHeaders: { cookie: `Authorization=${users[i].cookie}`, origin },
        reconnection: false,
        forceNew: true,
        timeout: 60_000,
      });
      await new Promise((resolve, reject) => {
        socket.once('PushTotalUnSeenChatMessages', resolve);
        socket.once('connect_error', reject);
      });
      latencies.push(performance.now() - t0);
      clients[i] = socket;
    }
  }
  await Promise.all(Array.from({ length: 200 }, worker));
  return {
    clients,
    totalMs: performance.now() - started,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
  };
}

/** Pairs (0,1), (2,3)…: with two instances the partners sit on different ones. Each pair opens its conversation. */
async function openPairs(clients, users) {
  const pairs = [];
  for (let i = 0; i + 1 < clients.length; i += 2) pairs.push([i, i + 1]);
  let next = 0;
  async function worker() {
    while (next < pairs.length) {
      const pair = pairs[next++];
      const answer = await clients[pair[0]]
        .timeout(60_000)
        .emitWithAck('AddOrOpenConversation', { participants: [{ account: users[pair[1]].username }] });
      pair.push(answer.data.id);
    }
  }
  await Promise.all(Array.from({ length: 50 }, worker));
  return pairs;
}

/** Listens for deliveries on every receiver: latency from the send time carried in the message. */
function listen(clients) {
  const state = { latencies: [], delivered: 0 };
  for (const socket of clients) {
    socket.on('PushNewChatMessage', (message) => {
      const sentAt = Number(message.content.split(':')[1]);
      if (!Number.isFinite(sentAt)) return;
      if (message.creator.account === socket.__account) return;
      state.delivered += 1;
      state.latencies.push(performance.timeOrigin + performance.now() - sentAt);
    });
  }
  return state;
}

/**
 * The conversation of the `n`-th message and who sends it: the pairs in turn, and the two partners in turn, so that with
 * two instances both take senders' work (storing) and receivers' work (pushing), not one of each.
 */
function next(pairs, n) {
  const [a, b, conversationId] = pairs[n % pairs.length];
  return [conversationId, n % 2 === 0 ? a : b];
}

async function paced(clients, pairs, state) {
  state.latencies = [];
  state.delivered = 0;
  let sent = 0;
  let refused = 0;
  const interval = 1000 / rate;
  const end = performance.now() + duration * 1000;
  let due = performance.now();
  while (performance.now() < end) {
    const [conversationId, sender] = next(pairs, sent);
    const content = `t:${performance.timeOrigin + performance.now()}`;
    clients[sender]
      .timeout(30_000)
      .emitWithAck('SendMessage', { conversationId, content })
      .then((ack) => {
        if (!ack.succeeded) refused++;
      })
      .catch(() => refused++);
    sent++;
    due += interval;
    const wait = due - performance.now();
    if (wait > 0) await sleep(wait);
  }
  await sleep(2000);
  return {
    sent,
    refused,
    delivered: state.delivered,
    p50: percentile(state.latencies, 50),
    p99: percentile(state.latencies, 99),
  };
}

async function flood(clients, pairs, state) {
  state.latencies = [];
  state.delivered = 0;
  const inFlightMax = 500;
  let inFlight = 0;
  let sent = 0;
  const end = performance.now() + duration * 1000;
  const started = performance.now();
  while (performance.now() < end) {
    if (inFlight >= inFlightMax) {
      await sleep(1);
      continue;
    }
    const [conversationId, sender] = next(pairs, sent);
    inFlight++;
    sent++;
    clients[sender]
      .timeout(30_000)
      .emitWithAck('SendMessage', { conversationId, content: `t:${performance.timeOrigin + performance.now()}` })
      .catch(() => {})
      .finally(() => inFlight--);
  }
  const deliveredInWindow = state.delivered;
  const seconds = (performance.now() - started) / 1000;
  await sleep(2000);
  return {
    perSecond: deliveredInWindow / seconds,
    sent,
    delivered: state.delivered,
    p99: percentile(state.latencies, 99),
  };
}

async function run(size, instances) {
  const database = await createDatabase();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'hpl-bench-chat-'));
  const servers = [];
  const prefix = `bench:chat:${Date.now().toString(36)}`;
  const env = {
    DATABASE_URL: database.url,
    DEMO_SIZE: 'small',
    REDIS_URL: instances > 1 ? redisUrl : '',
    CHAT_REDIS_PREFIX: prefix,
    CHAT_MESSAGES_PER_10S: '10000',
  };
  let clients = [];
  const releases = [];
  try {
    servers.push(await startPortal(serverEntry, dataDir, { env, timeoutMs: 900_000 }));
    for (let i = 1; i < instances; i++)
      servers.push(await startPortal(serverEntry, dataDir, { env: { ...env, DEMO: 'false' } }));
    if (cpuPerInstance > 0) {
      for (const [i, server] of servers.entries()) {
        const release = limitCpu(server.child.pid, cpuPerInstance, `hpl-bench-chat-${process.pid}-${i}`);
        if (!release) throw new Error('BENCH_CPU_PER_INSTANCE needs a writable cgroup file system (run as root) or 0');
        releases.push(release);
      }
    }
    const users = await createUsers(database.url, size, Date.now().toString(36));
    await sleep(500);
    const rssBefore = servers.map((s) => rssOf(s.child.pid));
    const connect = await connectAllPerServer(users, servers);
    clients = connect.clients;
    clients.forEach((socket, i) => {
      socket.__account = users[i].username;
    });
    await sleep(1000);
    const rssAfter = servers.map((s) => rssOf(s.child.pid));
    const perConnection = rssAfter.reduce((s, v, i) => s + v - rssBefore[i], 0) / size;
    const pairs = await openPairs(clients, users);
    const state = listen(clients);
    const cpuPaced = servers.map((server) => cpuSecondsOf(server.child.pid));
    const latency = await paced(clients, pairs, state);
    const pacedCpu = servers.reduce((t, server, i) => t + cpuSecondsOf(server.child.pid) - cpuPaced[i], 0);
    const cpuBefore = servers.map((server) => cpuSecondsOf(server.child.pid));
    const floodStarted = performance.now();
    const sustained = await flood(clients, pairs, state);
    const floodSeconds = (performance.now() - floodStarted) / 1000;
    const floodCpu = servers.map((server, i) => cpuSecondsOf(server.child.pid) - cpuBefore[i]);
    const cpuUsed = floodCpu.map((c) => c / floodSeconds);
    const floodDelivered = sustained.delivered;
    const per1000 = (cpu, delivered) => (delivered > 0 ? `${((cpu / delivered) * 1000).toFixed(2)} CPU s` : '–');
    const budget = cpuPerInstance > 0 ? `, ${cpuPerInstance} CPU each` : ', no CPU limit';
    const label = `${size.toLocaleString('en')} users, ${instances} instance${instances > 1 ? 's (Redis)' : ''}${budget}`;
    console.log(`\n${label}`);
    console.log(
      `  connect: all in ${(connect.totalMs / 1000).toFixed(1)} s, each p50 ${ms(connect.p50)}, p99 ${ms(connect.p99)}`,
    );
    console.log(
      `  delivery at ${rate} msg/s for ${duration} s: p50 ${ms(latency.p50)}, p99 ${ms(latency.p99)} (${latency.delivered}/${latency.sent} delivered, ${latency.refused} refused)`,
    );
    console.log(
      `  sustained: ${Math.round(sustained.perSecond).toLocaleString('en')} messages/s delivered (500 in flight), p99 ${ms(sustained.p99)}; server CPU used ${cpuUsed.map((c) => c.toFixed(2)).join(' + ')} cores`,
    );
    console.log(
      `  server CPU per 1,000 delivered messages (all instances, /proc/<pid>/stat user+system): ${per1000(pacedCpu, latency.delivered)} at ${rate} msg/s (idle connections' upkeep included), ${per1000(
        floodCpu.reduce((t, c) => t + c, 0),
        floodDelivered,
      )} flat out (${floodDelivered}/${sustained.sent} delivered; meaningful only when nearly all were)`,
    );
    console.log(`  server memory: ${(perConnection / 1024).toFixed(1)} KB per connection (RSS growth / users)`);
    return {
      size,
      instances,
      sustained: sustained.perSecond,
      p99: latency.p99,
      cpuPer1000: (floodCpu.reduce((t, c) => t + c, 0) / floodDelivered) * 1000,
    };
  } finally {
    for (const socket of clients) socket?.disconnect();
    for (const server of servers) await stopProcess(server.child);
    for (const release of releases) release();
    await database.drop().catch(() => {});
    rmSync(dataDir, { recursive: true, force: true });
  }

  async function connectAllPerServer(users, list) {
    // Each instance checks the Origin against its own PUBLIC_URL, so each client names the instance it talks to.
    const groups = list.map(() => []);
    for (let i = 0; i < users.length; i++) groups[i % list.length].push(i);
    const clientsByIndex = new Array(users.length);
    const started = performance.now();
    const results = await Promise.all(
      list.map(async (server, g) => {
        const origin = `http://localhost:${new URL(server.url).port}`;
        const subset = groups[g].map((i) => users[i]);
        const result = await connectAll(subset, [server.url], origin);
        groups[g].forEach((i, k) => {
          clientsByIndex[i] = result.clients[k];
        });
        return result;
      }),
    );
    return {
      clients: clientsByIndex,
      totalMs: performance.now() - started,
      p50: Math.max(...results.map((r) => r.p50)),
      p99: Math.max(...results.map((r) => r.p99)),
    };
  }
}

const results = [];
for (const size of sizes) for (const instances of layouts) results.push(await run(size, instances));
for (const size of sizes) {
  const one = results.find((r) => r.size === size && r.instances === 1);
  const two = results.find((r) => r.size === size && r.instances === 2);
  if (one && two)
    console.log(
      `\n${size.toLocaleString('en')} users: two instances sustain ${(two.sustained / one.sustained).toFixed(2)} × one; CPU per 1,000 delivered messages flat out ${one.cpuPer1000.toFixed(2)} s on one, ${two.cpuPer1000.toFixed(2)} s on two (× ${(two.cpuPer1000 / one.cpuPer1000).toFixed(2)}: the Redis adapter's cost)`,
    );
}
process.exit(0);
