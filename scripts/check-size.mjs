#!/usr/bin/env node
// The size budget (`npm run lint` runs it after Biome): no source file of the repository over 500 lines, so a
// newcomer can hold each one in their head (docs/module-shape.md, "Files"). Source means the tracked .ts, .tsx, .js,
// .mjs, .cjs and .css files; data (JSON, SQL, fixtures) is not source. Exceptions are named here, one by one, with
// the reason; a generated file is never edited by hand, and a temporary exception names what removes it.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const BUDGET = 500;
const SOURCE = /\.(ts|tsx|js|mjs|cjs|css)$/;

/** Generated files: written by a tool, not read as code. */
export const GENERATED = [/^apps\/server\/src\/db\/migrations\//, /\.d\.ts$/, /__snapshots__\//];

/**
 * Files over the budget for a reason stated here. Temporary ones are removed when the work named lands.
 * Keys are repository paths.
 */
export const EXCEPTIONS = {};

export function trackedSources(root) {
  return execFileSync('git', ['ls-files', '-z'], { cwd: root, encoding: 'utf8' })
    .split('\0')
    .filter((file) => SOURCE.test(file) && !GENERATED.some((pattern) => pattern.test(file)));
}

export function linesOf(text) {
  return text.length === 0 ? 0 : text.split('\n').length - (text.endsWith('\n') ? 1 : 0);
}

/** Files over the budget without an exception, and exceptions that are no longer needed (stale). */
export function checkSizes(root, files = trackedSources(root)) {
  const over = [];
  const measured = new Map();
  for (const file of files) {
    let text;
    try {
      text = readFileSync(path.join(root, file), 'utf8');
    } catch {
      continue; // deleted in the working tree
    }
    const lines = linesOf(text);
    measured.set(file, lines);
    if (lines > BUDGET && !(file in EXCEPTIONS)) over.push({ file, lines });
  }
  const stale = Object.keys(EXCEPTIONS).filter((file) => !((measured.get(file) ?? 0) > BUDGET));
  return { over, stale };
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  const { over, stale } = checkSizes(root);
  for (const { file, lines } of over) {
    console.error(`${file}: ${lines} lines, over the budget of ${BUDGET}; split it by what it holds`);
  }
  for (const file of stale) {
    console.error(`${file}: within the budget (or gone); remove its exception from scripts/check-size.mjs`);
  }
  if (over.length > 0 || stale.length > 0) process.exit(1);
  console.log(
    `Size budget: every source file within ${BUDGET} lines (${Object.keys(EXCEPTIONS).length} named exceptions).`,
  );
}
