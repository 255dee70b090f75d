#!/usr/bin/env node
// `npm run new:module -- <name> [--route /group/screen] [--about "One English line"] [--dry-run] [--skip-db]`
// Creates a working business module end to end in the canonical shape (docs/module-shape.md): shared contract,
// authority and messages; a drizzle table; server repository, policy, service, routes and public entry registered in
// modules/index.ts; a web feature with a list page (registered for --route), vi/en catalogues; and tests that pass.
// It checks everything it can before writing anything (name, route, existing files, registration anchors, a free
// migration name), formats what it wrote, then generates the module's migration named after the module (unless
// --skip-db; the schema is released, so db:generate needs a name). When any step fails it puts everything back:
// created files and folders removed, registrations and the migrations folder restored, exit status 1.
// `--dry-run` prints the files it would write and the registrations it would make, and writes nothing.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { moduleFiles, namesOf } from './new-module-files.mjs';

export { moduleFiles, namesOf };

const MIGRATIONS = 'apps/server/src/db/migrations';
const INFRASTRUCTURE = new Set(['auth', 'health', 'medias', 'notifications', 'shell', 'session', 'lib', 'components']);

export function registrations(name, { route } = {}) {
  const { kebab: k, camel: c } = namesOf(name);
  const edits = {
    'apps/server/src/modules/index.ts': (text) =>
      insertAfterLastImport(text, `import { ${c}Routes } from './${k}';`).replace(/\n\];\s*$/, `\n  ${c}Routes,\n];\n`),
    'apps/server/src/db/schema/index.ts': (text) => `${text.trimEnd()}\nexport * from './${k}';\n`,
    'packages/shared/src/index.ts': (text) =>
      `${text.trimEnd()}\nexport * from './${k}/authority';\nexport * from './${k}/contract';\n`,
  };
  if (route) {
    edits['apps/web/src/app/route-components.tsx'] = (text) => {
      const entry = `  '${route}': lazyPage(() => import('../features/${k}/pages/${k}-page'), ['${k}']),\n`;
      const anchor = 'export const routeComponents: Readonly<Record<string, PageComponent>> = {\n';
      if (!text.includes(anchor)) throw new Error('route-components.tsx: the routeComponents table was not found');
      return text.replace(anchor, anchor + entry);
    };
  }
  return edits;
}

function insertAfterLastImport(text, line) {
  const lines = text.split('\n');
  const last = lines.findLastIndex((l) => l.startsWith('import '));
  lines.splice(last + 1, 0, line);
  return lines.join('\n');
}

function parseArgs(argv) {
  const options = { dryRun: false, skipDb: false, route: undefined, about: undefined, root: undefined };
  const rest = [];
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg === '--dry-run') options.dryRun = true;
    else if (arg === '--skip-db') options.skipDb = true;
    else if (arg === '--route') options.route = argv[++i];
    else if (arg === '--about') options.about = argv[++i];
    else if (arg === '--root') options.root = argv[++i];
    else if (arg.startsWith('--')) throw new GeneratorError(`unknown option ${arg}`);
    else rest.push(arg);
  }
  if (rest.length > 1) throw new GeneratorError(`one module name, got ${rest.join(', ')}`);
  return { name: rest[0], options };
}

class GeneratorError extends Error {}

/** Every file under `dir` (recursively) as relative path → content, to put the migrations back on a failure. */
function readTree(dir) {
  const tree = new Map();
  if (!existsSync(dir)) return tree;
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath ?? entry.path, entry.name);
    tree.set(path.relative(dir, file), readFileSync(file));
  }
  return tree;
}

/**
 * Everything that can be checked is checked before the first write: the name, the route, that no file of the module
 * exists yet, that each registration finds its anchor, and that the migration name is free. Answers the plan: the
 * files to create and the new contents of the files to update.
 */
export function planModule(root, name, options = {}) {
  if (!name || !/^[a-z][a-z0-9]*(-[a-z0-9]+)*$/.test(name)) {
    throw new GeneratorError(
      'give the module name in kebab-case Vietnamese without accents, e.g. `npm run new:module -- thoi-khoa-bieu`',
    );
  }
  if (INFRASTRUCTURE.has(name)) throw new GeneratorError(`"${name}" is an infrastructure name, not a business module`);
  if (options.route !== undefined && !/^\/[A-Za-z0-9/:]+$/.test(options.route)) {
    throw new GeneratorError('--route must be a path like /quanly/namhoc');
  }
  if (options.about !== undefined && !options.about.trim()) throw new GeneratorError('--about needs a line of text');
  const files = moduleFiles(name, options);
  const clash = Object.keys(files).find((file) => existsSync(path.join(root, file)));
  if (clash) throw new GeneratorError(`${clash} already exists`);
  const updates = {};
  for (const [file, edit] of Object.entries(registrations(name, options))) {
    const target = path.join(root, file);
    if (!existsSync(target)) throw new GeneratorError(`${file} is missing`);
    const before = readFileSync(target, 'utf8');
    let after;
    try {
      after = edit(before);
    } catch (error) {
      throw new GeneratorError(error.message);
    }
    if (after === before) throw new GeneratorError(`${file}: the registration found no place to go`);
    updates[file] = after;
  }
  const migrations = path.join(root, MIGRATIONS);
  if (!options.skipDb && existsSync(migrations)) {
    const taken = readdirSync(migrations).find((file) => file.replace(/^\d+_/, '') === `${name}.sql`);
    if (taken) throw new GeneratorError(`a migration named ${name} exists already (${MIGRATIONS}/${taken})`);
  }
  const warnings = [];
  const routesTable = readFileSync(path.join(root, 'packages/shared/src/routes.ts'), 'utf8');
  if (options.route && !routesTable.includes(`'${options.route.split('/').pop()}'`)) {
    warnings.push(`${options.route} does not look like a route of packages/shared/src/routes.ts`);
  }
  return { files, updates, warnings };
}

/**
 * Writes the plan, formats it and generates the module's migration (named after the module: the schema is
 * released, so every change is a named, incremental migration). A failing step puts everything back as it was —
 * created files and folders removed, updated files restored, the migrations folder as before — and throws.
 */
export function generateModule(root, name, options = {}, run = spawnSync) {
  const { files, updates } = planModule(root, name, options);
  const created = [];
  const createdDirs = [];
  const originals = new Map();
  const migrations = path.join(root, MIGRATIONS);
  const migrationsBefore = options.skipDb ? null : readTree(migrations);
  const step = (what, result) => {
    if (result.error || result.status !== 0) {
      throw new GeneratorError(`${what} failed${result.error ? `: ${result.error.message}` : ' (see above)'}`);
    }
  };
  try {
    for (const [file, content] of Object.entries(files)) {
      let dir = path.dirname(path.join(root, file));
      const missing = [];
      while (!existsSync(dir)) {
        missing.unshift(dir);
        dir = path.dirname(dir);
      }
      for (const d of missing) {
        mkdirSync(d);
        createdDirs.push(d);
      }
      writeFileSync(path.join(root, file), content, { flag: 'wx' });
      created.push(path.join(root, file));
    }
    for (const [file, content] of Object.entries(updates)) {
      const target = path.join(root, file);
      originals.set(target, readFileSync(target));
      writeFileSync(target, content);
    }
    const touched = [...Object.keys(files), ...Object.keys(updates)];
    step(
      'biome (formatting the generated files)',
      run(path.join(root, 'node_modules/.bin/biome'), ['check', '--write', '--vcs-enabled=false', ...touched], {
        cwd: root,
        stdio: 'inherit',
      }),
    );
    if (!options.skipDb) {
      step(
        `db:generate ${name}`,
        run(process.execPath, [path.join(root, 'apps/server/scripts/db-generate.mjs'), name], {
          cwd: path.join(root, 'apps/server'),
          stdio: 'inherit',
        }),
      );
      const added = [...readTree(migrations).keys()].filter((f) => !migrationsBefore.has(f) && f.endsWith('.sql'));
      const released = existsSync(path.join(migrations, 'released.json'));
      if (released && (added.length !== 1 || !added[0].endsWith(`_${name}.sql`))) {
        throw new GeneratorError(`db:generate wrote ${added.length ? added.join(', ') : 'no migration'}`);
      }
    }
  } catch (error) {
    rollBack({ created, createdDirs, originals, migrations, migrationsBefore });
    throw error;
  }
}

function rollBack({ created, createdDirs, originals, migrations, migrationsBefore }) {
  for (const file of created) rmSync(file, { force: true });
  for (const dir of createdDirs.reverse()) rmSync(dir, { recursive: true, force: true });
  for (const [file, content] of originals) writeFileSync(file, content);
  if (migrationsBefore) {
    const now = readTree(migrations);
    for (const file of now.keys()) if (!migrationsBefore.has(file)) rmSync(path.join(migrations, file));
    for (const [file, content] of migrationsBefore) {
      if (!now.get(file)?.equals(content)) {
        mkdirSync(path.dirname(path.join(migrations, file)), { recursive: true });
        writeFileSync(path.join(migrations, file), content);
      }
    }
  }
}

function main() {
  let parsed;
  try {
    parsed = parseArgs(process.argv.slice(2));
    const { name, options } = parsed;
    const root = path.resolve(options.root ?? path.join(path.dirname(fileURLToPath(import.meta.url)), '..'));
    const plan = planModule(root, name, options);
    for (const warning of plan.warnings) console.warn(`new:module: ${warning}`);
    if (options.dryRun) {
      for (const file of Object.keys(plan.files)) console.log(`create ${file}`);
      for (const file of Object.keys(plan.updates)) console.log(`update ${file}`);
      if (!options.skipDb) console.log(`create ${MIGRATIONS}/<next>_${name}.sql (db:generate ${name})`);
      return;
    }
    generateModule(root, name, options);
  } catch (error) {
    if (!(error instanceof GeneratorError)) throw error;
    console.error(`new:module: ${error.message}; nothing was written (or it was all put back).`);
    process.exit(1);
  }
  const { name, options } = parsed;
  const { pascal } = namesOf(name);
  console.log(`
Module ${name} created${options.skipDb ? '' : ` with its migration (${MIGRATIONS}/<next>_${name}.sql)`}. Next:
  - edit the first line of apps/server/src/modules/${name}/index.ts to say what the module is;
  - shape the contract (packages/shared/src/${name}), table, policy and screen to the feature;${
    options.skipDb ? `\n  - run \`npm run db:generate -w apps/server -- ${name}\` (the table is new);` : ''
  }${options.route ? '' : '\n  - register the page for its route in apps/web/src/app/route-components.tsx;'}
  - run its tests: npx vitest run --project server apps/server/src/modules/${name}
    and npx vitest run --project web apps/web/src/features/${name}
API: /api/${pascal}/danhSach${pascal}, /api/${pascal}/{id}; see docs/module-shape.md.`);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
