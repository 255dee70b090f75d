import { chmodSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

// A stand-in for LibreOffice (SOFFICE_PATH): notes each start, takes a moment, writes a PDF into --outdir.
const work = mkdtempSync(path.join(tmpdir(), 'hpl-fake-soffice-'));
const starts = path.join(work, 'starts.log');
const soffice = path.join(work, 'soffice');
writeFileSync(
  soffice,
  `#!/bin/sh
out=""
while [ $# -gt 0 ]; do
  if [ "$1" = "--outdir" ]; then out="$2"; shift; fi
  shift
done
echo start >> "${starts}"
sleep 0.3
mkdir -p "$out" && printf '%%PDF-1.4 converted' > "$out/source.pdf"
`,
);
chmodSync(soffice, 0o755);
writeFileSync(starts, '');
// Test files share their worker's modules and environment (vitest.config.ts): the setting is this file's only.
const setting = process.env.SOFFICE_PATH;
process.env.SOFFICE_PATH = soffice;
const { ConversionBusyError, convertToPdf } = await import('./chuyen-doi-pdf');

const uploadDir = path.join(work, 'uploads');
const source = (n: number) => ({
  sha256: n.toString(16).padStart(64, '0'),
  buffer: async () => Buffer.from(`document ${n}`),
  extension: '.docx',
});
const startsSoFar = () => readFileSync(starts, 'utf8').split('\n').filter(Boolean).length;

afterAll(() => {
  if (setting === undefined) delete process.env.SOFFICE_PATH;
  else process.env.SOFFICE_PATH = setting;
  rmSync(work, { recursive: true, force: true });
});

describe('office document → PDF for the preview', () => {
  it('converts a file once for everyone who opens it at the same time, then serves it from the cache', async () => {
    const viewers = await Promise.all([1, 2, 3].map(() => convertToPdf(uploadDir, source(1))));
    expect(new Set(viewers.map((v) => v.path)).size).toBe(1);
    expect(startsSoFar()).toBe(1);
    expect(readFileSync(viewers[0]!.path, 'utf8')).toBe('%PDF-1.4 converted');
    expect(await convertToPdf(uploadDir, source(1))).toEqual({ path: viewers[0]!.path, cached: true });
    expect(startsSoFar()).toBe(1);
  });

  it('refuses a new file at once while the line is full, and converts it once the line has cleared', async () => {
    const before = startsSoFar();
    // One running and two waiting: the line of this test holds two besides the running one.
    const inLine = [10, 11, 12].map((n) => convertToPdf(uploadDir, source(n), { maxWaiting: 2 }));
    while (startsSoFar() === before) await new Promise((resolve) => setTimeout(resolve, 10));
    await expect(convertToPdf(uploadDir, source(13), { maxWaiting: 2 })).rejects.toBeInstanceOf(ConversionBusyError);
    // A viewer of a file already in line joins it rather than being refused.
    const joined = convertToPdf(uploadDir, source(12), { maxWaiting: 2 });
    const done = await Promise.all([...inLine, joined]);
    expect(done.every((d) => d.cached === false)).toBe(true);
    expect(startsSoFar() - before).toBe(3);
    expect((await convertToPdf(uploadDir, source(13), { maxWaiting: 2 })).cached).toBe(false);
  });
});
