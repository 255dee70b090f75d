import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ACCESS_SNAPSHOT,
  type AccessRow,
  apiRoutes,
  CALLERS,
  compareAccess,
  keyOf,
  REGENERATE_ACCESS,
  readAccessSnapshot,
  sweepAccess,
  writeAccessSnapshot,
} from './support/api-access';
import { createTestApp, type TestApp } from './support/test-app';

// The sweep answers the same on either database (authorisation comes before any query), so it runs once, on PGlite.
let t: TestApp;
let rows: AccessRow[];

beforeAll(async () => {
  t = await createTestApp();
  rows = await sweepAccess(t, apiRoutes(t));
  if (process.env.UPDATE_SNAPSHOTS === '1') writeAccessSnapshot(rows);
}, 300_000);
afterAll(async () => {
  await t?.close();
});

describe(`API access: every route × ${CALLERS.length} callers, compared with ${ACCESS_SNAPSHOT}`, () => {
  it('answers as the committed snapshot says', () => {
    const differences = compareAccess(readAccessSnapshot(), rows, { complete: true });
    expect(
      differences,
      `Who may call what changed. If that is intended, regenerate the snapshot and review its diff:\n  ${REGENERATE_ACCESS}\n`,
    ).toEqual([]);
  });

  it('never answers 5xx, whoever calls with placeholder input', () => {
    const failures = rows.flatMap((row) =>
      row.outcomes.flatMap((outcome, i) =>
        outcome.startsWith('5') ? [`${keyOf(row)} as ${CALLERS[i]} → ${outcome}`] : [],
      ),
    );
    expect(failures).toEqual([]);
  });

  it('asks anonymous callers to sign in everywhere but the public routes', () => {
    const open = rows.filter((row) => row.outcomes[0] !== '401').map(keyOf);
    // The calendar feed's secret token in the address is its credential (a phone's calendar has no session); so is a
    // guardian's signed notice link (`t`), refused with 400/404 when absent or invalid.
    // The admissions site's intake checks its API key itself: without a key configured it answers 404 to everyone.
    expect(open).toEqual([
      'GET /api/auth/login',
      'GET /api/health',
      'GET /api/ThoiKhoaBieu/lich/:token',
      'GET /api/ThongBaoGuiPhuHuynh/congKhai',
      'GET /api/ThongBaoGuiPhuHuynh/congKhai/tep/:id',
      'POST /api/ThongBaoGuiPhuHuynh/congKhai/xacNhan',
      'POST /api/TuyenSinh/hoSo',
    ]);
  });
});
