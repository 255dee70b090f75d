import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { isEmbeddedFolderEmpty, openDatabase } from '../db/client';
import { caiDatHeThong, taiKhoan } from '../db/schema';
import { checkDemoDump, makeDemoDump } from './demo-dump';

const work = mkdtempSync(path.join(os.tmpdir(), 'hpl-demo-dump-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

describe('the demo school made at build time', () => {
  it('is copied into an empty data folder and opens as a ready school, with its photos', async () => {
    const dump = path.join(work, 'dump');
    await makeDemoDump('small', dump);

    expect(checkDemoDump('default', dump)).toMatchObject({ usable: false, reason: expect.stringContaining('small') });
    const check = checkDemoDump('small', dump);
    expect(check.usable).toBe(true);
    if (!check.usable) return;

    const dataDir = path.join(work, 'data');
    const uploadDir = path.join(dataDir, 'uploads');
    expect(isEmbeddedFolderEmpty(dataDir)).toBe(true);
    check.copyInto(dataDir, uploadDir);
    expect(isEmbeddedFolderEmpty(dataDir)).toBe(false);
    expect(readdirSync(uploadDir).length).toBeGreaterThan(0);

    const database = await openDatabase({ dataDir });
    try {
      const accounts = await database.db.select({ username: taiKhoan.username }).from(taiKhoan);
      expect(accounts.map((a) => a.username)).toEqual(expect.arrayContaining(['admin', 'giaovien', 'hocsinh']));
      // No secret travels with the dump: the provider's keys are made by the first start.
      const settings = await database.db.select({ key: caiDatHeThong.key }).from(caiDatHeThong);
      expect(settings.map((s) => s.key)).not.toContain('oidc.bundledProvider');
    } finally {
      await database.close();
    }
  }, 180_000);

  it('is not used when another build of the demo generator made it (a rebuild that changed nothing keeps it)', () => {
    const dump = path.join(work, 'dump');
    const metaPath = path.join(dump, 'meta.json');
    const meta = JSON.parse(readFileSync(metaPath, 'utf8'));
    expect(checkDemoDump('small', dump).usable).toBe(true);
    writeFileSync(metaPath, JSON.stringify({ ...meta, generator: 'another-build' }));
    expect(checkDemoDump('small', dump)).toEqual({
      usable: false,
      reason: 'the demo dump was made by another build of the demo generator',
    });
  });

  it('is not used when another version of the schema made it', async () => {
    const dump = path.join(work, 'dump');
    writeFileSync(
      path.join(dump, 'meta.json'),
      JSON.stringify({ size: 'small', asOf: new Date().toISOString().slice(0, 10), migrations: 'other' }),
    );
    expect(checkDemoDump('small', dump).usable).toBe(false);
  });
});
