import type { LopToiChuNhiem } from '@hpl/shared';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { startLocalSmtp } from '../../../test/support/local-smtp';
import { openTestDatabase } from '../../../test/support/test-app';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import type { Database } from '../../db/client';
import { jobs, thongBaoGuiPhuHuynhNguoiNhan } from '../../db/schema';
import { claimNext } from '../../lib/jobs/store';
import { createMailer } from './mailer';
import { noticeSettingsOf } from './notice-settings';
import { sendNoticeKind } from './send-job';

/*
 * The send queue across a restart: the portal is stopped while a notice's e-mails are going out and started again on
 * the same database; every guardian with an address receives the notice exactly once.
 */

const closers: (() => Promise<unknown>)[] = [];
afterAll(async () => {
  for (const close of closers.reverse()) await close().catch(() => {});
});

async function startApp(database: Database, smtpUrl: string) {
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: '/tmp/hpl-test-unused',
    PUBLIC_URL: 'http://localhost:3000',
    SESSION_SECRET: 'test-session-secret-test-session-secret',
    SMTP_URL: smtpUrl,
  });
  const app = await buildApp({ config, database, redis: null, logger: false });
  await app.ready();
  const account = async (username: string) => {
    const [row] = (await database.db.query.taiKhoan.findMany({ where: (t, { eq }) => eq(t.username, username) })) ?? [];
    return `Authorization=${await app.sessions.create(row!.id, {}, new Date(Date.now() + 3_600_000))}`;
  };
  return { app, cookie: await account('gvcn') };
}

const until = async (check: () => Promise<boolean> | boolean, what: string) => {
  for (let i = 0; i < 3000; i++) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`timed out waiting for ${what}`);
};

describe('the notice send queue', () => {
  it('loses no guardian and mails none twice when the portal restarts mid-sending', async () => {
    const database = await openTestDatabase();
    closers.push(() => database.close());
    let stopFirst: (() => void) | null = null;
    const smtp = await startLocalSmtp({
      delayMs: 25,
      onMessage: () => {
        if (smtp.received.length === 2) stopFirst?.();
      },
    });
    closers.push(() => smtp.close());

    const first = await startApp(database, smtp.url);
    let firstClosed: Promise<unknown> | null = null;
    stopFirst = () => {
      firstClosed = first.app.close();
    };
    const call = (app: typeof first.app, method: 'GET' | 'POST', url: string, payload?: unknown) =>
      app.inject({
        method,
        url,
        headers: { cookie: first.cookie, 'accept-language': 'vi' },
        payload: payload as never,
      });
    const classes = (await call(first.app, 'GET', '/api/ChuNhiem/lopToiChuNhiem')).json().data as LopToiChuNhiem;
    const created = await call(first.app, 'POST', '/api/ThongBaoGuiPhuHuynh', {
      lopQuanLyId: classes.items[0]!.id,
      tieuDe: 'Khởi động lại',
      noiDung: '<p>Thông báo gửi qua hàng đợi.</p>',
    });
    const id = created.json().data.id as number;
    const sent = await call(first.app, 'POST', `/api/ThongBaoGuiPhuHuynh/${id}/gui`, {});
    expect(sent.statusCode).toBe(200);
    const total = sent.json().data.soNguoiNhan as number;
    expect(total).toBeGreaterThan(4);

    await until(() => firstClosed !== null, 'the first messages');
    await firstClosed;
    const recipients = () =>
      database.db.select().from(thongBaoGuiPhuHuynhNguoiNhan).where(eq(thongBaoGuiPhuHuynhNguoiNhan.thongBaoId, id));
    const waiting = (await recipients()).filter((r) => r.trangThaiEmail === 'cho_gui').length;
    // A stop lets the mail in hand finish and be recorded: nothing is left half-sent (`dang_gui`).
    expect((await recipients()).filter((r) => r.trangThaiEmail === 'dang_gui')).toHaveLength(0);
    // Stopped part-way: some mailed, the rest still waiting, the job back in the queue.
    expect(waiting).toBeGreaterThan(0);
    expect(waiting).toBeLessThan(total);
    const [job] = await database.db
      .select()
      .from(jobs)
      .where(eq(jobs.onceKey, `${id}:1`));
    expect(job?.state).toBe('queued');

    // The portal starts again on the same database and its runner takes the queued job.
    const second = await startApp(database, smtp.url);
    closers.push(() => second.app.close());
    await until(
      async () => (await recipients()).every((r) => !['cho_gui', 'dang_gui'].includes(r.trangThaiEmail)),
      'the rest after restart',
    );
    const rows = await recipients();
    const withMail = rows.filter((r) => r.email);
    expect(rows.filter((r) => r.trangThaiEmail === 'da_gui')).toHaveLength(withMail.length);
    const perAddress = new Map<string, number>();
    for (const mail of smtp.received) for (const to of mail.to) perAddress.set(to, (perAddress.get(to) ?? 0) + 1);
    for (const r of withMail) expect(perAddress.get(r.email!), r.email!).toBe(1);
    expect(smtp.received).toHaveLength(withMail.length);
    await until(async () => {
      const [done] = await database.db
        .select()
        .from(jobs)
        .where(eq(jobs.onceKey, `${id}:1`));
      return done?.state === 'succeeded';
    }, 'the job to finish');
  }, 300_000);

  it('mails a guardian at most once when an instance dies between the mail server accepting and the row update', async () => {
    const database = await openTestDatabase();
    closers.push(() => database.close());
    const smtp = await startLocalSmtp();
    closers.push(() => smtp.close());

    // The first instance takes no job by itself: the test plays its runner, which dies during the third SMTP call.
    const first = await startApp(database, smtp.url);
    await first.app.jobs.stop();
    const call = (app: typeof first.app, cookie: string, method: 'GET' | 'POST', url: string, payload?: unknown) =>
      app.inject({ method, url, headers: { cookie, 'accept-language': 'vi' }, payload: payload as never });
    const classes = (await call(first.app, first.cookie, 'GET', '/api/ChuNhiem/lopToiChuNhiem')).json()
      .data as LopToiChuNhiem;
    const created = await call(first.app, first.cookie, 'POST', '/api/ThongBaoGuiPhuHuynh', {
      lopQuanLyId: classes.items[0]!.id,
      tieuDe: 'Sự cố khi gửi',
      noiDung: '<p>Thông báo gửi đúng một lần.</p>',
    });
    const id = created.json().data.id as number;
    expect((await call(first.app, first.cookie, 'POST', `/api/ThongBaoGuiPhuHuynh/${id}/gui`, {})).statusCode).toBe(
      200,
    );

    const kind = sendNoticeKind(noticeSettingsOf(first.app.config), (url) => {
      const real = createMailer(url, 'test@example.edu.vn');
      closers.push(async () => real.close());
      let calls = 0;
      return {
        // The third mail reaches the server and is accepted; the process is gone before it records the answer.
        send: async (mail) => {
          const outcome = await real.send(mail);
          return ++calls === 3 ? new Promise<never>(() => {}) : outcome;
        },
        close: () => real.close(),
      };
    });
    const job = await claimNext(database.db, kind.kind, 'instance-that-dies', 1);
    expect(job?.onceKey).toBe(`${id}:1`);
    void kind.run({
      payload: job!.payload as { thongBaoId: number },
      db: database.db,
      signal: new AbortController().signal,
      progress: () => {},
    } as never);
    await until(() => smtp.received.length === 3, 'three accepted mails');
    await first.app.close();

    const recipients = () =>
      database.db.select().from(thongBaoGuiPhuHuynhNguoiNhan).where(eq(thongBaoGuiPhuHuynhNguoiNhan.thongBaoId, id));
    const inFlight = (await recipients()).filter((r) => r.trangThaiEmail === 'dang_gui');
    expect(inFlight).toHaveLength(1);

    // The restart: the second instance takes the job over once the dead one's lease has expired.
    const second = await startApp(database, smtp.url);
    closers.push(() => second.app.close());
    await until(
      async () => (await recipients()).every((r) => !['cho_gui', 'dang_gui'].includes(r.trangThaiEmail)),
      'the rest after restart',
    );
    const rows = await recipients();
    const withMail = rows.filter((r) => r.email);
    const perAddress = new Map<string, number>();
    for (const mail of smtp.received) for (const to of mail.to) perAddress.set(to, (perAddress.get(to) ?? 0) + 1);
    for (const r of withMail) expect(perAddress.get(r.email!), r.email!).toBe(1);
    expect(smtp.received).toHaveLength(withMail.length);
    const uncertain = rows.filter((r) => r.trangThaiEmail === 'chua_ro');
    expect(uncertain.map((r) => r.id)).toEqual([inFlight[0]!.id]);
    expect(rows.filter((r) => r.trangThaiEmail === 'da_gui')).toHaveLength(withMail.length - 1);

    // The teacher sees that one guardian as uncertain.
    const detail = (await call(second.app, second.cookie, 'GET', `/api/ThongBaoGuiPhuHuynh/${id}`)).json().data as {
      nguoiNhan: { id: number; trangThaiEmail: string }[];
    };
    expect(detail.nguoiNhan.find((g) => g.id === inFlight[0]!.id)?.trangThaiEmail).toBe('chua_ro');
  }, 300_000);
});
