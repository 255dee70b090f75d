// Bundles the server into dist/main.js. npm packages stay external (installed by `npm ci`, loaded from node_modules);
// the workspace package @hpl/shared ships TypeScript sources only, so it is bundled from source.
import { rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const serverRoot = path.dirname(fileURLToPath(import.meta.url));
// `--outdir <dir>` (inside the repository, so npm packages still resolve) lets a benchmark bundle privately while
// other processes run dist/main.js.
const outdirArg = process.argv.indexOf('--outdir');
const outdir = outdirArg > 0 ? path.resolve(process.argv[outdirArg + 1]) : path.join(serverRoot, 'dist');

/** Every bare import (npm package or node builtin) is external, except the workspace packages bundled from source. */
const externalizePackages = {
  name: 'externalize-packages',
  setup(pluginBuild) {
    pluginBuild.onResolve({ filter: /^[^./]/ }, (args) => {
      if (args.path === '@hpl/shared' || args.path.startsWith('@hpl/shared/')) return undefined;
      return { path: args.path, external: true };
    });
  },
};

// The build-time demo school (dist-demo, `npm run build:demo`) stays: it records the generator's bundle it was made
// by, and a dump made by another one is not used (src/demo/demo-dump.ts).
rmSync(outdir, { recursive: true, force: true });
const started = performance.now();
await build({
  // main.js is the server; ops.js the operations commands (backup, restore, move-to-postgres) for the Docker image.
  entryPoints: {
    main: path.join(serverRoot, 'src/main.ts'),
    ops: path.join(serverRoot, 'src/ops/cli.ts'),
    // The embedded database's worker thread (PGLITE_WORKER), loaded by db/pglite-remote.ts beside main.js.
    'pglite-worker': path.join(serverRoot, 'src/db/pglite-worker.ts'),
    // The timetable solver's worker thread, loaded by modules/thoi-khoa-bieu/solver/run-in-worker.ts beside main.js.
    'timetable-solver-worker': path.join(serverRoot, 'src/modules/thoi-khoa-bieu/solver/worker.ts'),
    // The chatbot's text extraction (PDF, DOCX) under a heap cap and a time limit, loaded by
    // modules/chat-bot/extract-in-worker.ts beside main.js.
    'chat-bot-extraction-worker': path.join(serverRoot, 'src/modules/chat-bot/extraction-worker.ts'),
  },
  outdir,
  bundle: true,
  format: 'esm',
  platform: 'node',
  target: 'node20',
  sourcemap: true,
  logLevel: 'warning',
  plugins: [externalizePackages],
  // Bundled CommonJS-style code (if any) still finds `require` in an ES module.
  banner: {
    js: "import { createRequire as __hplCreateRequire } from 'node:module';\nconst require = __hplCreateRequire(import.meta.url);",
  },
});
console.log(
  `server bundled into ${path.relative(process.cwd(), outdir)}/main.js in ${Math.round(performance.now() - started)} ms`,
);
