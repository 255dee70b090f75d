import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ImportGate } from '../src/lib/import-gate';
import { createTestApp, type TestApp } from './support/test-app';
import { buildWorkbook, multipartBody } from './support/test-files';
import { emptyRowsBomb, hugeCellBomb, sharedStringsBomb } from './support/xlsx-bombs';

// Every spreadsheet import of the API, with an account allowed to use it (not necessarily an Admin).
const IMPORTS = [
  { url: '/api/ChamCong/nhapFile', as: 'nhansu' },
  { url: '/api/HocSinh/nhapExcel/xemTruoc', as: 'admin' },
  { url: '/api/DiemDanh/nhapExcel', as: 'admin' },
] as const;

const MiB = 1024 * 1024;

describe('spreadsheet imports under hostile files', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  async function upload(url: string, as: string, data: Buffer, name = 'bomb.xlsx') {
    const { body, headers } = multipartBody([{ name, type: 'application/octet-stream', data }]);
    const res = await t.app.inject({
      method: 'POST',
      url,
      payload: body,
      headers: { ...headers, cookie: `Authorization=${await t.cookieFor(as)}`, 'accept-language': 'en' },
    });
    return { status: res.statusCode, errors: (res.json() as { errors?: string[] }).errors ?? [] };
  }

  it('refuses the bombs of every import route with a readable 4xx, stays up, and keeps memory bounded', async () => {
    const bombs = [
      { name: '2.5 GB of shared strings', file: sharedStringsBomb(), status: 413, says: 'unpacks to more than' },
      { name: 'one 200 MB cell', file: hugeCellBomb(), status: 413, says: 'unpacks to more than' },
      { name: '3 million empty rows', file: emptyRowsBomb(), status: 400, says: 'empty rows included' },
    ];
    for (const bomb of bombs) expect(bomb.file.length, bomb.name).toBeLessThan(10 * MiB);

    const baseline = process.memoryUsage().rss;
    let peak = baseline;
    const sampler = setInterval(() => {
      peak = Math.max(peak, process.memoryUsage().rss);
    }, 10);
    const results: string[] = [];
    try {
      for (const route of IMPORTS) {
        for (const bomb of bombs) {
          const res = await upload(route.url, route.as, bomb.file);
          results.push(`${route.url} ← ${bomb.name}: ${res.status} ${res.errors[0]}`);
          expect(res.status, `${route.url} ${bomb.name}`).toBe(bomb.status);
          expect(res.errors[0]).toContain(bomb.says);
        }
      }
    } finally {
      clearInterval(sampler);
    }
    peak = Math.max(peak, process.memoryUsage().rss);
    console.log(
      `${results.join('\n')}\nspreadsheet bombs: RSS ${Math.round(baseline / MiB)} MB → peak ${Math.round(peak / MiB)} MB (+${Math.round((peak - baseline) / MiB)} MB)`,
    );
    expect(peak - baseline).toBeLessThan(300 * MiB);
    expect((await t.api('GET', '/api/health')).status).toBe(200);
  }, 120_000);

  it('runs two imports of one account at a time and answers 429 to a third', async () => {
    const rows = Array.from({ length: 3_000 }, (_, i) => [`MAY${i}`, `NV${i}`, '2026-11-02 07:30']);
    const file = await buildWorkbook(['Mã máy', 'Mã nhân viên', 'Thời gian'], rows);
    const answers = await Promise.all([1, 2, 3].map(() => upload('/api/ChamCong/nhapFile', 'admin', file, 'c.xlsx')));
    const busy = answers.filter((a) => a.status === 429);
    expect(busy.length).toBeGreaterThanOrEqual(1);
    expect(busy[0]!.errors[0]).toBe('You already have 2 imports running. Wait for them to finish and try again.');
    expect(answers.filter((a) => a.status !== 429).every((a) => a.status === 200)).toBe(true);
    // The slots are given back: the next one goes through.
    expect((await upload('/api/ChamCong/nhapFile', 'admin', file, 'c.xlsx')).status).toBe(200);
  }, 120_000);

  it('limits the whole server to a few imports at once', () => {
    const gate = new ImportGate(2, 4);
    const leave = ['a', 'b', 'c', 'd'].map((who) => gate.enter(who));
    expect(() => gate.enter('e')).toThrow(
      expect.objectContaining({ statusCode: 429, messageKey: 'import.busyServer' }),
    );
    leave[0]!();
    leave[0]!();
    expect(() => gate.enter('e')).not.toThrow();
    expect(() => gate.enter('f')).toThrow(expect.objectContaining({ statusCode: 429 }));
  });

  it('rate-limits quick uploads to every import route', async () => {
    const notSheet = Buffer.from('not a spreadsheet at all');
    for (const route of IMPORTS) {
      const statuses: number[] = [];
      for (let i = 0; i < 20; i++) statuses.push((await upload(route.url, route.as, notSheet, 'x.bin')).status);
      expect(statuses.filter((s) => s === 429).length, route.url).toBeGreaterThanOrEqual(10);
      expect(statuses.filter((s) => s !== 429).length, route.url).toBeLessThanOrEqual(10);
    }
  }, 120_000);
});
