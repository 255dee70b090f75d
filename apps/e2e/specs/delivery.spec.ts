import { describe, expect, test } from 'vitest';
import { baseUrl, useBrowser, withPage } from '../support/browser';

const browser = useBrowser();

/** The entry script of the built app, as index.html names it. */
async function entryScript(): Promise<string> {
  const html = await (await fetch(`${baseUrl()}/login`)).text();
  const src = /<script[^>]+src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
  expect(src, 'index.html names its entry script').toBeTruthy();
  return src!;
}

describe('what the browser downloads', () => {
  test('a JS asset is served precompressed: brotli when asked, gzip otherwise, plain to those who accept neither', async () => {
    const url = `${baseUrl()}${await entryScript()}`;
    const plain = await fetch(url, { headers: { 'accept-encoding': 'identity' } });
    const plainBody = await plain.arrayBuffer();
    expect(plain.headers.get('content-encoding')).toBeNull();
    for (const encoding of ['br', 'gzip']) {
      const response = await fetch(url, { headers: { 'accept-encoding': encoding } });
      expect(response.status).toBe(200);
      expect(response.headers.get('content-encoding'), encoding).toBe(encoding);
      expect(response.headers.get('content-type')).toMatch(/javascript/);
      expect(response.headers.get('vary')).toMatch(/accept-encoding/i);
      expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      // fetch decodes it: the same script as the plain one.
      expect(Buffer.from(await response.arrayBuffer()).equals(Buffer.from(plainBody))).toBe(true);
    }
  });

  test('Chromium receives the entry script compressed, in far fewer bytes than it runs', async () => {
    await withPage(browser(), 'delivery entry script', async (page) => {
      await page.goto('/login', { waitUntil: 'networkidle' });
      const entries = await page.evaluate(() =>
        performance
          .getEntriesByType('resource')
          .map((e) => e as PerformanceResourceTiming)
          .filter((e) => e.name.endsWith('.js'))
          .map((e) => ({ name: e.name, wire: e.transferSize, decoded: e.decodedBodySize })),
      );
      const largest = entries.sort((a, b) => b.decoded - a.decoded)[0]!;
      expect(largest.decoded).toBeGreaterThan(100_000);
      expect(largest.wire).toBeLessThan(largest.decoded / 2);
    });
  });
});
