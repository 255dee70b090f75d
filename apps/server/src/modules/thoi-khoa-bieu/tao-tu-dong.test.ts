import type { LanTao, PhienBanThoiKhoaBieu } from '@hpl/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/support/test-app';
import { buildApp } from '../../app';
import { hocKy, namHoc } from '../../db/schema';
import { listJobs } from '../../lib/jobs/store';
import { GENERATE } from './tao-tu-dong.service';

/*
 * Issue 24, point 2: generations run through the job model, one per instance at a time; the others wait queued with
 * their position, can be stopped before they start, and survive a restart.
 */

let t: TestApp;
let term: { id: number; ngayBatDau: string };
beforeAll(async () => {
  t = await createTestApp();
  const [row] = await t.db
    .select({ id: hocKy.id, ngayBatDau: hocKy.ngayBatDau })
    .from(hocKy)
    .innerJoin(namHoc, eq(namHoc.id, hocKy.namHocId))
    .where(and(eq(namHoc.isActive, true), eq(hocKy.thuTu, 1)));
  term = { id: row!.id, ngayBatDau: row!.ngayBatDau! };
}, 300_000);
afterAll(async () => {
  await t?.close();
});

async function draft(ten: string) {
  const res = await t.api<PhienBanThoiKhoaBieu>('POST', '/api/ThoiKhoaBieu/phienBan', {
    as: 'daotao',
    body: { hocKyId: term.id, ten, ngayApDung: term.ngayBatDau },
  });
  return res.body.data.id;
}
const start = (id: number, seconds = 2) =>
  t.api<LanTao>('POST', `/api/ThoiKhoaBieu/phienBan/${id}/taoTuDong`, {
    as: 'daotao',
    body: { thoiGianToiDaGiay: seconds },
  });
const read = (id: number, app = t.app) =>
  app
    .inject({ method: 'GET', url: `/api/ThoiKhoaBieu/lanTao/${id}`, headers: { cookie: cookie! } })
    .then((r) => r.json().data as LanTao);
let cookie: string | undefined;
const active = (run: LanTao) => run.trangThai === 'cho' || run.trangThai === 'dang_chay';

describe('generations as jobs (issue 24, point 2)', { timeout: 240_000 }, () => {
  it('runs one generation at a time, shows the others’ place in the queue, and stops a queued one', async () => {
    cookie = `Authorization=${await t.cookieFor('daotao')}`;
    const drafts = [await draft('Hàng đợi 1'), await draft('Hàng đợi 2'), await draft('Hàng đợi 3')];
    const runs = [];
    for (const id of drafts) runs.push((await start(id)).body.data);
    expect((await start(drafts[0]!)).status).toBe(400);
    let maxRunning = 0;
    const positions = new Set<number>();
    let stoppedQueued: LanTao | undefined;
    for (let i = 0; i < 2_000; i++) {
      const states = await Promise.all(runs.map((r) => read(r.id)));
      maxRunning = Math.max(maxRunning, states.filter((s) => s.trangThai === 'dang_chay').length);
      for (const s of states) if (s.trangThai === 'cho' && s.viTriHangDoi) positions.add(s.viTriHangDoi);
      if (!stoppedQueued && states[2]!.trangThai === 'cho') {
        const stopped = await t.api<LanTao>('POST', `/api/ThoiKhoaBieu/lanTao/${runs[2]!.id}/dung`, { as: 'daotao' });
        stoppedQueued = stopped.body.data;
      }
      if (!states.some(active)) break;
      await new Promise((r) => setTimeout(r, 100));
    }
    const finished = await Promise.all(runs.map((r) => read(r.id)));
    expect(maxRunning).toBe(1);
    expect(positions.has(1)).toBe(true);
    expect(finished[0]!.trangThai).toBe('xong');
    expect(finished[1]!.trangThai).toBe('xong');
    expect(stoppedQueued?.trangThai).toBe('da_dung');
    expect(finished[2]).toMatchObject({ trangThai: 'da_dung', daXep: 0 });
  });

  it('picks a queued generation up after the app is rebuilt on the same database', async () => {
    const id = await draft('Sau khi khởi động lại');
    const first = await draft('Chạy trước');
    await start(first, 3);
    const queued = (await start(id)).body.data;
    await t.app.close();
    const [job] = await listJobs(t.db, [GENERATE], ['queued']);
    expect(job).toBeDefined();
    const app = await buildApp({ config: t.app.config, database: t.database, logger: false });
    await app.ready();
    try {
      let run = await read(queued.id, app);
      for (let i = 0; i < 2_000 && active(run); i++) {
        await new Promise((r) => setTimeout(r, 100));
        run = await read(queued.id, app);
      }
      expect(run.trangThai).toBe('xong');
    } finally {
      await app.close();
    }
  });
});
