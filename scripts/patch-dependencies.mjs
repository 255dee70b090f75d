#!/usr/bin/env node
// Run by `npm ci` / `npm install` (the root package's postinstall): mends a dependency's defect in node_modules until
// its authors ship the fix, idempotently, and fails loudly when the file it mends is no longer what it expects (a new
// version: read its code, then remove the patch or adapt it). One patch so far:
//
// postgres (postgres-js) 3.4.x, src/queue.js: the queue of a pool's connections never shrinks while it is not empty.
// `shift` only blanks the slot it takes, and `remove` scans the array from its start. A pool with a connection idle at
// all times (every light load: the portal's 10 connections are seldom all busy) keeps the array of its idle
// connections growing by one slot per query, and every query scans all of it: measured, the cost of `select 1`
// through a pool of 10 went from 46 to 105 µs within 160,000 sequential queries and keeps growing with the uptime
// (docs/request-cost.md). The mend: `remove` searches from the head only, and `shift` compacts the array once more
// than half of it is blank, so both stay bounded by the connections queued.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const MARK = '/* hpl: bounded queue (scripts/patch-dependencies.mjs) */';

const QUEUE_PATCHES = [
  {
    from: `    remove: (x) => {
      const index = xs.indexOf(x)
      return index === -1
        ? null
        : (xs.splice(index, 1), x)
    },`,
    to: `    remove: (x) => { ${MARK}
      const at = xs.indexOf(x, index)
      return at === -1
        ? null
        : (xs.splice(at, 1), x)
    },`,
  },
  {
    from: `      if (index === xs.length) {
        index = 0
        xs = []
      } else {
        xs[index - 1] = undefined
      }`,
    to: `      if (index === xs.length) {
        index = 0
        xs = []
      } else if (index >= 64 && index * 2 >= xs.length) {
        xs = xs.slice(index)
        index = 0
      } else {
        xs[index - 1] = undefined
      }`,
  },
];

/** Applies `patches` to `file` once; true when it changed the file. */
function patchFile(file, patches) {
  const text = readFileSync(file, 'utf8');
  if (text.includes(MARK)) return false;
  let next = text;
  for (const { from, to } of patches) {
    if (next.split(from).length !== 2) {
      throw new Error(`${path.relative(root, file)} is not the code this patch mends (scripts/patch-dependencies.mjs)`);
    }
    next = next.replace(from, to);
  }
  writeFileSync(file, next);
  return true;
}

const queues = ['src', 'cjs/src', 'cf/src'].map((dir) => path.join(root, 'node_modules/postgres', dir, 'queue.js'));
const changed = queues.filter((file) => existsSync(file) && patchFile(file, QUEUE_PATCHES));
if (changed.length) console.log(`patch-dependencies: postgres queue mended in ${changed.length} files`);
