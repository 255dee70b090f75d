#!/usr/bin/env node
// `npm run bench:homeroom` (issue 27 figures): the built server on the demo school (DEMO_SIZE from BENCH_DEMO_SIZE,
// default `large`) with SMTP_URL pointing at a local SMTP server started here (the `smtp-server` package, as the tests
// do). (1) A notice to the guardians of a whole grade level: signed in as admin, one `POST guiKhoi` for the grade
// (the grade with the most students unless BENCH_GRADE names one, e.g. 10), which makes and queues one notice per
// homeroom class; prints the recipients, the time to queue (that request answered) and the time until the local SMTP
// server has received every e-mail the job sends, with the rate. (2) The month's semi-boarding statistics through the
// API (`GET /api/BanTru/thongKe?thang=`): BENCH_REQUESTS sequential requests (default 200) after 10 warm-up ones;
// prints p50, p95, p99 and max. Prints figures; asserts nothing.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';
import { createAdminSession, ms, percentile, root, startPortal, stopProcess } from './support.mjs';

const demoSize = process.env.BENCH_DEMO_SIZE ?? 'large';
const requests = Number(process.env.BENCH_REQUESTS ?? 200);
const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

async function startSmtp() {
  let received = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, _session, callback) {
      stream.on('data', () => {});
      stream.on('end', () => {
        received++;
        callback();
      });
    },
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `smtp://127.0.0.1:${server.server.address().port}`,
    received: () => received,
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

const gradeOf = (tenLop) => /^\d+/.exec(tenLop)?.[0] ?? tenLop;

async function main() {
  const bundleDir = path.join(root, 'apps/server/.bench', `homeroom-${process.pid}`);
  const build = spawnSync(process.execPath, ['apps/server/build.mjs', '--outdir', bundleDir], { cwd: root });
  if (build.status !== 0) throw new Error(`the server build failed: ${build.stderr}`);
  const entry = path.join(bundleDir, 'main.js');
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'hpl-bench-homeroom-'));
  const smtp = await startSmtp();
  const env = { DEMO_SIZE: demoSize, SMTP_URL: smtp.url };
  let server;
  try {
    const seeding = await startPortal(entry, dataDir, { env, timeoutMs: 1_800_000 });
    await stopProcess(seeding.child);
    const cookie = `Authorization=${await createAdminSession(dataDir)}`;
    server = await startPortal(entry, dataDir, { env });
    const api = async (method, pathname, body) => {
      const response = await fetch(`${server.url}${pathname}`, {
        method,
        headers: { cookie, 'accept-language': 'en', ...(body ? { 'content-type': 'application/json' } : {}) },
        body: body ? JSON.stringify(body) : undefined,
      });
      const json = await response.json();
      if (!response.ok || !json.succeeded) {
        throw new Error(`${method} ${pathname} answered ${response.status}: ${JSON.stringify(json.errors ?? json)}`);
      }
      return json.data;
    };
    console.log(`demo ${demoSize}: started in ${seconds(server.startupMs)}`);

    // (1) A grade level's notice.
    const classes = (await api('GET', '/api/ChuNhiem/lopToiChuNhiem')).items;
    const grades = new Map();
    for (const c of classes) grades.set(gradeOf(c.tenLop), [...(grades.get(gradeOf(c.tenLop)) ?? []), c]);
    const [grade, chosen] = process.env.BENCH_GRADE
      ? [process.env.BENCH_GRADE, grades.get(process.env.BENCH_GRADE) ?? []]
      : [...grades.entries()].sort(
          (a, b) => b[1].reduce((s, c) => s + c.siSo, 0) - a[1].reduce((s, c) => s + c.siSo, 0),
        )[0];
    // The grade's id: the office's one request sends to every homeroom class of it (POST guiKhoi).
    const all = (await api('GET', '/api/LopQuanLy/danhSachLopQuanLy?pageSize=-1')).items;
    const khoiId = all.find((c) => c.id === chosen[0].id)?.khoiId;
    const before = smtp.received();
    const queueStart = performance.now();
    const result = await api('POST', '/api/ThongBaoGuiPhuHuynh/guiKhoi', {
      khoiId,
      tieuDe: `Thông báo khối ${grade}`,
      noiDung: '<p>Kính gửi quý phụ huynh, nhà trường thông báo lịch họp phụ huynh toàn khối.</p>',
      canXacNhan: true,
    });
    const sent = result.thongBaoIds.map((id) => ({ id }));
    const queueMs = performance.now() - queueStart;
    const recipients = result.soNguoiNhan;
    let mails = 0;
    let pending = true;
    while (pending) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      mails = 0;
      pending = false;
      for (const n of sent) {
        const detail = await api('GET', `/api/ThongBaoGuiPhuHuynh/${n.id}`);
        for (const g of detail.nguoiNhan) {
          if (g.trangThaiEmail === 'cho_gui' || g.trangThaiEmail === 'dang_gui') pending = true;
          if (g.trangThaiEmail === 'da_gui') mails++;
        }
      }
    }
    const deliverMs = performance.now() - queueStart;
    console.log(
      `grade ${grade}: ${result.soLop} classes, ${recipients} guardians, ${mails} e-mails delivered ` +
        `(${smtp.received() - before} received by the local SMTP server)`,
    );
    console.log(`  queued (the one grade-level request answered): ${seconds(queueMs)}`);
    console.log(
      `  delivered (all e-mails recorded): ${seconds(deliverMs)} from the first request, ` +
        `${(mails / (deliverMs / 1000)).toFixed(1)} e-mails/s`,
    );

    // (2) The month's semi-boarding statistics.
    const thang = new Date().toISOString().slice(0, 7);
    const times = [];
    for (let i = 0; i < requests + 10; i++) {
      const start = performance.now();
      await api('GET', `/api/BanTru/thongKe?thang=${thang}`);
      if (i >= 10) times.push(performance.now() - start);
    }
    times.sort((a, b) => a - b);
    console.log(
      `semi-boarding month ${thang}, ${requests} sequential requests: p50 ${ms(percentile(times, 50))}, ` +
        `p95 ${ms(percentile(times, 95))}, p99 ${ms(percentile(times, 99))}, max ${ms(times.at(-1))}`,
    );
  } finally {
    if (server) await stopProcess(server.child);
    await smtp.close();
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(bundleDir, { recursive: true, force: true });
  }
}

await main();
