import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type AccessRow, apiRoutes, compareAccess, keyOf, readAccessSnapshot, sweepAccess } from './support/api-access';
import type { TestApp } from './support/test-app';

// The check of the check: a server whose declarations are deliberately wrong must not match the committed snapshot.
vi.mock('@hpl/shared', async (importOriginal) => {
  const shared = await importOriginal<typeof import('@hpl/shared')>();
  return {
    ...shared,
    hocSinhAuthority: { ...shared.hocSinhAuthority, quanLy: '*' },
    phongBanAuthority: { ...shared.phongBanAuthority, write: '*' },
  };
});

const WRONG = ['DELETE /api/HocSinh/:id', 'POST /api/PhongBan', 'PUT /api/PhongBan/:id', 'DELETE /api/PhongBan/:id'];
const UNCHANGED = ['GET /api/NamHoc/danhSachNamHoc', 'DELETE /api/NamHoc/:id', 'GET /api/PhongBan/danhSachPhongBan'];

let t: TestApp;
let rows: AccessRow[];

beforeAll(async () => {
  // Test files share their worker's modules (vitest.config.ts): the server is loaded afresh, over the mock, and the
  // mock goes with this file (afterAll), so the files after it get the real declarations back.
  vi.resetModules();
  const { createTestApp } = await import('./support/test-app');
  t = await createTestApp();
  const wanted = new Set([...WRONG, ...UNCHANGED]);
  rows = await sweepAccess(
    t,
    apiRoutes(t).filter((route) => wanted.has(keyOf(route))),
  );
}, 120_000);
afterAll(async () => {
  await t?.close();
  vi.doUnmock('@hpl/shared');
  vi.resetModules();
});

describe('the API access snapshot catches wrong declarations', () => {
  it('reports each route whose declaration was opened to every signed-in user', () => {
    const differences = compareAccess(readAccessSnapshot(), rows, { complete: false });
    expect(differences).toHaveLength(WRONG.length);
    for (const key of WRONG)
      expect(
        differences.some((line) => line.startsWith(`${key}: snapshot `)),
        key,
      ).toBe(true);
    const hocSinhDelete = differences.find((line) => line.startsWith('DELETE /api/HocSinh/:id'));
    // The student account, for one, now passes where the snapshot says 403.
    expect(hocSinhDelete).toMatch(/snapshot 401 404 403 .* → now 401 404 404 /);
  });

  it('leaves routes with correct declarations matching', () => {
    const unchanged = rows.filter((row) => UNCHANGED.includes(keyOf(row)));
    expect(unchanged).toHaveLength(UNCHANGED.length);
    expect(compareAccess(readAccessSnapshot(), unchanged, { complete: false })).toEqual([]);
  });
});
