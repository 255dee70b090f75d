import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/**
 * Browser tests against the BUILT portal (`npm run build` first): one server for the whole run, started by the
 * global setup on a free port over a fresh demo school; at most two spec files at a time (2-core machines).
 */
export default defineConfig({
  test: {
    name: 'e2e',
    root: fileURLToPath(new URL('.', import.meta.url)),
    include: ['specs/**/*.spec.ts'],
    environment: 'node',
    globalSetup: ['./support/global-setup.ts'],
    fileParallelism: true,
    maxWorkers: 2,
    // Spec files share their worker's modules, and so its browser (support/browser.ts): one Chromium start per worker
    // instead of one per spec file.
    isolate: false,
    testTimeout: 90_000,
    hookTimeout: 120_000,
    retry: 0,
    // `expect.poll` waits as long as a locator does (support/browser.ts: 20 s), not vitest's 1 s: an answer that a
    // list refetches after a save can take longer than that on a loaded 2-core machine (CI lost a test to it).
    expect: { poll: { timeout: 20_000 } },
    // The school's time zone for the dates specs compute (the browser contexts use it too: support/browser.ts).
    env: { TZ: 'Asia/Ho_Chi_Minh' },
  },
});
