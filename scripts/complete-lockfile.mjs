#!/usr/bin/env node
// The npm registry reachable from our machines does not serve Biome's binaries for other platforms, so `npm install`
// leaves them out of package-lock.json and `npm ci` then refuses the lock as "out of sync". This adds the missing
// optional entries (version, os, cpu, libc; npm ci skips them on Linux x64 without downloading anything).
// Run it after `npm install` changed the Biome version: `node scripts/complete-lockfile.mjs`.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const lockPath = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../package-lock.json');
const lock = JSON.parse(readFileSync(lockPath, 'utf8'));
const packages = lock.packages;
const biome = packages['node_modules/@biomejs/biome'];
if (!biome) throw new Error('@biomejs/biome is not in package-lock.json');

/** The platform a Biome CLI package targets, from its name: cli-<os>-<cpu>[-musl]. */
function platformOf(name) {
  const [os, cpu, libc] = name.replace('@biomejs/cli-', '').split('-');
  return { os, cpu, libc: libc ?? (os === 'linux' ? 'glibc' : undefined) };
}

let added = 0;
for (const name of Object.keys(biome.optionalDependencies ?? {})) {
  const key = `node_modules/${name}`;
  if (packages[key]) continue;
  const { os, cpu, libc } = platformOf(name);
  packages[key] = {
    version: biome.optionalDependencies[name],
    cpu: [cpu],
    dev: true,
    ...(libc ? { libc: [libc] } : {}),
    license: 'MIT OR Apache-2.0',
    optional: true,
    os: [os],
    engines: { node: '>=14.21.3' },
  };
  added++;
}

// npm's own order, with the platform packages together right after @biomejs/biome.
const cliKeys = Object.keys(packages)
  .filter((k) => k.startsWith('node_modules/@biomejs/cli-'))
  .sort();
const ordered = {};
for (const [key, value] of Object.entries(packages)) {
  if (cliKeys.includes(key)) continue;
  ordered[key] = value;
  if (key === 'node_modules/@biomejs/biome') for (const cli of cliKeys) ordered[cli] = packages[cli];
}
lock.packages = ordered;
writeFileSync(lockPath, `${JSON.stringify(lock, null, 2)}\n`);
console.log(added ? `package-lock.json: added ${added} Biome platform entries` : 'package-lock.json: complete');
