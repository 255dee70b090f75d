// How the built server is started: `node <options> apps/server/dist/main.js`, with the Node options of
// `npm run start:server` (package.json), the one place they are written. Every script, bench and test that starts the
// built server starts it with them, so what they measure and test is what `npm start` runs; the Docker image's CMD is
// checked against them (apps/server/test/server-command.test.ts). docs/request-cost.md says why each option is there.
import { readFileSync } from 'node:fs';

const scripts = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')).scripts;
const words = scripts['start:server'].trim().split(/\s+/);
if (words[0] !== 'node') throw new Error('package.json: start:server must start with `node`');

/** The Node options between `node` and the entry of `npm run start:server`, e.g. `--enable-source-maps`. */
export const serverNodeOptions = words.slice(
  1,
  words.findIndex((word, i) => i > 0 && !word.startsWith('-')),
);

/** The arguments of `process.execPath` that start the built server at `entry` with `args`. */
export const serverArgs = (entry, ...args) => [...serverNodeOptions, entry, ...args];
