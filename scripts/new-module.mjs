#!/usr/bin/env node
// `npm run new:module -- <name> [--route /group/screen] [--about "One English line"] [--dry-run] [--skip-db]`
// Creates a working business module end to end in the canonical shape (docs/module-shape.md): shared contract,
// authority and messages; a drizzle table; server repository, policy, service, routes and public entry registered in
// modules/index.ts; a web feature with a list page (registered for --route), vi/en catalogues; and tests that pass.
// Then it regenerates the migration (unless --skip-db) and formats what it wrote.
// `--dry-run` prints the files it would write and the registrations it would make, and writes nothing.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const INFRASTRUCTURE = new Set(['auth', 'health', 'medias', 'notifications', 'shell', 'session', 'lib', 'components']);

export function namesOf(name) {
  const parts = name.split('-');
  const pascal = parts.map((p) => p[0].toUpperCase() + p.slice(1)).join('');
  return { kebab: name, camel: pascal[0].toLowerCase() + pascal.slice(1), pascal, snake: parts.join('_') };
}

/** Every file of a new module, as repository path → content. */
export function moduleFiles(name, { about } = {}) {
  const { kebab: k, camel: c, pascal: P, snake: s } = namesOf(name);
  const line = about ?? `${P} (${k}): records of the module, each owned by the account that created it.`;
  return {
    [`packages/shared/src/${k}/contract.ts`]: `import { z } from 'zod';
import { zListQuery } from '../api';
import './messages';

/** One ${P} record, as the API answers it. It belongs to the account that created it. */
export const z${P} = z.object({
  id: z.number().int(),
  ten: z.string(),
  moTa: z.string().nullable(),
  taiKhoanId: z.number().int(),
  version: z.number().int(),
});
export type ${P} = z.infer<typeof z${P}>;

/** Create and edit; an edit carries the version it was based on (a stale one answers 409). */
export const z${P}Input = z.object({
  ten: z.string().trim().min(1, { message: '${c}.ten.required' }).max(200, { message: '${c}.ten.tooLong' }),
  moTa: z.string().trim().max(2000, { message: '${c}.moTa.tooLong' }).nullish(),
  version: z.number().int().min(0).optional(),
});
export type ${P}Input = z.infer<typeof z${P}Input>;

export const z${P}ListQuery = zListQuery;
export type ${P}ListQuery = z.infer<typeof z${P}ListQuery>;
`,
    [`packages/shared/src/${k}/authority.ts`]: `import type { Authority } from '../auth';

/**
 * Who may call the ${P} API: the server's route config and the web's controls read it from here. Which rows a caller
 * sees is the server policy's business (\`${k}.policy.ts\`).
 */
export const ${c}Authority = {
  read: '*',
  write: '*',
} as const satisfies Record<'read' | 'write', Authority>;
`,
    [`packages/shared/src/${k}/messages.ts`]: `import { registerMessages } from '../messages';

/** Server messages of ${P}, both languages; registered when the shared package loads. */
export const ${c}Messages = {
  '${c}.ten.required': { vi: 'Vui lòng nhập tên.', en: 'Please enter a name.' },
  '${c}.ten.tooLong': { vi: 'Tên tối đa 200 ký tự.', en: 'The name has at most 200 characters.' },
  '${c}.moTa.tooLong': { vi: 'Mô tả tối đa 2000 ký tự.', en: 'The description has at most 2000 characters.' },
};

registerMessages(${c}Messages);
`,
    [`apps/server/src/db/schema/${k}.ts`]: `import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { taiKhoan } from './accounts';
import { createdAt, id, updatedAt, version } from './columns';

/** ${P} records; each belongs to the account that created it (the module's policy scopes reads by it). */
export const ${c} = pgTable(
  '${s}',
  {
    id: id(),
    ten: text().notNull(),
    moTa: text(),
    taiKhoanId: integer()
      .notNull()
      .references(() => taiKhoan.id),
    version: version(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('${s}_tai_khoan').on(t.taiKhoanId)],
);
`,
    [`apps/server/src/modules/${k}/index.ts`]: `// ${line}
export { ${c}Routes } from './${k}.routes';
export * from './${k}.service';
`,
    [`apps/server/src/modules/${k}/${k}.policy.ts`]: `import type { SessionUser } from '../../lib/session-user';

/** Which ${P} records a caller sees: Admin every one, anyone else those they created. */
export type ${P}Scope = { kind: 'all' } | { kind: 'own'; taiKhoanId: number };

export function scopeOf(user: Pick<SessionUser, 'accountId' | 'roles'>): ${P}Scope {
  return user.roles.includes('Admin') ? { kind: 'all' } : { kind: 'own', taiKhoanId: user.accountId };
}
`,
    [`apps/server/src/modules/${k}/${k}.policy.test.ts`]: `import { describe, expect, it } from 'vitest';
import { scopeOf } from './${k}.policy';

describe('${k} policy', () => {
  it('lets Admin see every record', () => {
    expect(scopeOf({ accountId: 1, roles: ['Admin', 'GiaoVien'] })).toEqual({ kind: 'all' });
  });

  it('limits anyone else to the records they created', () => {
    expect(scopeOf({ accountId: 7, roles: ['GiaoVien'] })).toEqual({ kind: 'own', taiKhoanId: 7 });
    expect(scopeOf({ accountId: 8, roles: ['HocSinh'] })).toEqual({ kind: 'own', taiKhoanId: 8 });
  });
});
`,
    [`apps/server/src/modules/${k}/${k}.repository.ts`]: `import type { ${P}Input, ${P}ListQuery } from '@hpl/shared';
import { and, asc, eq, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { ${c} } from '../../db/schema';
import { countAll, orderByOf, pageWithTotal, searchAny } from '../../lib/list';
import type { ${P}Scope } from './${k}.policy';

const columns = {
  id: ${c}.id,
  ten: ${c}.ten,
  moTa: ${c}.moTa,
  taiKhoanId: ${c}.taiKhoanId,
  version: ${c}.version,
};

/** The condition every read and write adds: rows outside the caller's scope do not exist for them. */
const visible = (scope: ${P}Scope): SQL | undefined =>
  scope.kind === 'all' ? undefined : eq(${c}.taiKhoanId, scope.taiKhoanId);

export function list${P}(db: DbOrTx, scope: ${P}Scope, query: ${P}ListQuery) {
  const where = and(visible(scope), searchAny(query.search, ${c}.ten, ${c}.moTa));
  const order = orderByOf(query.sort, { ten: ${c}.ten }, [asc(${c}.ten)]);
  return pageWithTotal(
    query,
    db
      .select(columns)
      .from(${c})
      .where(where)
      .orderBy(...order, asc(${c}.id))
      .$dynamic(),
    db.select({ n: countAll() }).from(${c}).where(where),
  );
}

export async function find${P}(db: DbOrTx, scope: ${P}Scope, id: number) {
  const [row] = await db
    .select(columns)
    .from(${c})
    .where(and(eq(${c}.id, id), visible(scope)));
  return row;
}

export async function insert${P}(db: DbOrTx, taiKhoanId: number, input: ${P}Input) {
  const [row] = await db
    .insert(${c})
    .values({ ten: input.ten, moTa: input.moTa ?? null, taiKhoanId })
    .returning(columns);
  return row!;
}

/** Updates only when the stored version is the expected one; undefined when it changed meanwhile. */
export async function update${P}(db: DbOrTx, id: number, expectedVersion: number, input: ${P}Input) {
  const [row] = await db
    .update(${c})
    .set({ ten: input.ten, moTa: input.moTa ?? null, version: sql\`\${${c}.version} + 1\`, updatedAt: new Date() })
    .where(and(eq(${c}.id, id), eq(${c}.version, expectedVersion)))
    .returning(columns);
  return row;
}

export async function delete${P}(db: DbOrTx, id: number) {
  await db.delete(${c}).where(eq(${c}.id, id));
}
`,
    [`apps/server/src/modules/${k}/${k}.service.ts`]: `import type { ${P}, ${P}Input, ${P}ListQuery, Page } from '@hpl/shared';
import type { Db } from '../../db/client';
import { audit } from '../../lib/audit';
import type { Caller } from '../../lib/caller';
import { conflict, notFound } from '../../lib/errors';
import { pageOf } from '../../lib/list';
import { scopeOf } from './${k}.policy';
import * as repo from './${k}.repository';

const ENTITY = '${P}';

export async function list${P}(db: Db, caller: Caller, query: ${P}ListQuery): Promise<Page<${P}>> {
  const { items, total } = await repo.list${P}(db, scopeOf(caller.user), query);
  return pageOf(query, items, total);
}

/** A record outside the caller's scope answers 404, like one that does not exist. */
export async function get${P}(db: Db, caller: Caller, id: number): Promise<${P}> {
  const row = await repo.find${P}(db, scopeOf(caller.user), id);
  if (!row) throw notFound();
  return row;
}

export function create${P}(db: Db, caller: Caller, input: ${P}Input): Promise<${P}> {
  return db.transaction(async (tx) => {
    const created = await repo.insert${P}(tx, caller.user.accountId, input);
    await audit(tx, caller, { action: 'create', entity: ENTITY, entityId: created.id, after: created });
    return created;
  });
}

export function update${P}(db: Db, caller: Caller, id: number, input: ${P}Input): Promise<${P}> {
  return db.transaction(async (tx) => {
    const before = await repo.find${P}(tx, scopeOf(caller.user), id);
    if (!before) throw notFound();
    if (input.version !== undefined && input.version !== before.version) throw conflict();
    const after = await repo.update${P}(tx, id, before.version, input);
    if (!after) throw conflict();
    await audit(tx, caller, { action: 'update', entity: ENTITY, entityId: id, before, after });
    return after;
  });
}

export function delete${P}(db: Db, caller: Caller, id: number): Promise<void> {
  return db.transaction(async (tx) => {
    const before = await repo.find${P}(tx, scopeOf(caller.user), id);
    if (!before) throw notFound();
    await repo.delete${P}(tx, id);
    await audit(tx, caller, { action: 'delete', entity: ENTITY, entityId: id, before });
  });
}
`,
    [`apps/server/src/modules/${k}/${k}.routes.ts`]: `import { ${c}Authority, zEnvelope, zIdParams, zPage, z${P}, z${P}Input, z${P}ListQuery } from '@hpl/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { callerOf } from '../../lib/caller';
import * as service from './${k}.service';

const tags = ['${P}'];
const read = { auth: ${c}Authority.read };
const write = { auth: ${c}Authority.write };

/** \`/api/${P}\`: list, read, create, edit and delete, in the spec's path style. */
export const ${c}Routes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/${P}/danhSach${P}',
    { config: read, schema: { tags, querystring: z${P}ListQuery, response: { 200: zEnvelope(zPage(z${P})) } } },
    async (request) => ({
      succeeded: true as const,
      data: await service.list${P}(app.db, callerOf(request), request.query),
    }),
  );
  app.get(
    '/api/${P}/:id',
    { config: read, schema: { tags, params: zIdParams, response: { 200: zEnvelope(z${P}) } } },
    async (request) => ({
      succeeded: true as const,
      data: await service.get${P}(app.db, callerOf(request), request.params.id),
    }),
  );
  app.post(
    '/api/${P}',
    { config: write, schema: { tags, body: z${P}Input, response: { 200: zEnvelope(z${P}) } } },
    async (request) => ({
      succeeded: true as const,
      data: await service.create${P}(app.db, callerOf(request), request.body),
    }),
  );
  app.put(
    '/api/${P}/:id',
    { config: write, schema: { tags, params: zIdParams, body: z${P}Input, response: { 200: zEnvelope(z${P}) } } },
    async (request) => ({
      succeeded: true as const,
      data: await service.update${P}(app.db, callerOf(request), request.params.id, request.body),
    }),
  );
  app.delete(
    '/api/${P}/:id',
    { config: write, schema: { tags, params: zIdParams, response: { 200: zEnvelope(z.null()) } } },
    async (request) => {
      await service.delete${P}(app.db, callerOf(request), request.params.id);
      return { succeeded: true as const, data: null };
    },
  );
};
`,
    [`apps/server/src/modules/${k}/${k}.test.ts`]: `import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/support/test-app';

interface Row {
  id: number;
  ten: string;
  moTa: string | null;
  version: number;
}
interface Page {
  items: Row[];
  totalCount: number;
}

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const create = async (as: string, ten: string) => {
  const res = await t.api<Row>('POST', '/api/${P}', { as, body: { ten, moTa: null } });
  expect(res.status).toBe(200);
  return res.body.data;
};

describe('${P} API', () => {
  it('requires sign-in', async () => {
    expect((await t.api('GET', '/api/${P}/danhSach${P}')).status).toBe(401);
    expect((await t.api('POST', '/api/${P}', { body: { ten: 'x' } })).status).toBe(401);
  });

  it('creates, lists, edits with the version and deletes a record of ones own', async () => {
    const created = await create('giaovien', 'Bản ghi thử nghiệm');
    const listed = await t.api<Page>('GET', '/api/${P}/danhSach${P}?search=thu nghiem', { as: 'giaovien' });
    expect(listed.body.data.items.map((r) => r.id)).toContain(created.id);

    const edited = await t.api<Row>('PUT', \`/api/${P}/\${created.id}\`, {
      as: 'giaovien',
      body: { ten: 'Đã sửa', moTa: 'Mô tả', version: created.version },
    });
    expect(edited.status).toBe(200);
    expect(edited.body.data).toMatchObject({ ten: 'Đã sửa', moTa: 'Mô tả', version: created.version + 1 });
    const stale = await t.api('PUT', \`/api/${P}/\${created.id}\`, {
      as: 'giaovien',
      body: { ten: 'Cũ', version: created.version },
    });
    expect(stale.status).toBe(409);

    expect((await t.api('DELETE', \`/api/${P}/\${created.id}\`, { as: 'giaovien' })).status).toBe(200);
    expect((await t.api('GET', \`/api/${P}/\${created.id}\`, { as: 'giaovien' })).status).toBe(404);
  });

  it('hides another account’s record behind 404 and leaves it out of lists; Admin sees every record', async () => {
    const mine = await create('giaovien', 'Của giáo viên');
    for (const method of ['GET', 'PUT', 'DELETE'] as const) {
      const res = await t.api(method, \`/api/${P}/\${mine.id}\`, {
        as: 'gvcn',
        body: method === 'PUT' ? { ten: 'Chiếm', version: mine.version } : undefined,
      });
      expect(res.status).toBe(404);
    }
    const theirs = await t.api<Page>('GET', '/api/${P}/danhSach${P}?pageSize=-1', { as: 'gvcn' });
    expect(theirs.body.data.items.map((r) => r.id)).not.toContain(mine.id);
    const admin = await t.api<Page>('GET', '/api/${P}/danhSach${P}?pageSize=-1', { as: 'admin' });
    expect(admin.body.data.items.map((r) => r.id)).toContain(mine.id);
  });

  it('answers bad input with a readable 400 in the request’s language', async () => {
    const res = await t.api('POST', '/api/${P}', { as: 'giaovien', body: { ten: ' ' }, lang: 'en' });
    expect(res.status).toBe(400);
    expect(res.body.errors).toContain('Please enter a name.');
  });
});
`,
    [`apps/web/src/features/${k}/api/keys.ts`]: `/** Query keys of the ${k} feature: one factory, every key starts with the feature name. */
export const ${c}Keys = {
  all: ['${k}'] as const,
  list: (query: object) => [...${c}Keys.all, 'list', query] as const,
};
`,
    [`apps/web/src/features/${k}/components/${k}.config.ts`]: `import type { ${P} } from '@hpl/shared/${k}/contract';
import type { CrudConfig } from '../../../components/crud/crud-config';
import { ${c}Keys } from '../api/keys';

/** The ${P} list: server-paged table, search, create/edit drawer and delete with confirmation. */
export const ${c}Config: CrudConfig<${P}> = {
  resource: '${P}',
  ns: '${k}',
  prefix: '${c}',
  keys: ${c}Keys,
  nameOf: (r) => r.ten,
  defaultSort: 'ten',
  columns: [
    { field: 'ten', title: '${c}.ten', sort: 'ten' },
    { field: 'moTa', title: '${c}.moTa', from: 'md' },
  ],
  fields: [
    { name: 'ten', label: '${c}.ten', type: 'text', required: true, maxLength: 200 },
    { name: 'moTa', label: '${c}.moTa', type: 'text', maxLength: 2000 },
  ],
};
`,
    [`apps/web/src/features/${k}/components/${k}.config.test.ts`]: `import { z${P}Input } from '@hpl/shared/${k}/contract';
import { describe, expect, it } from 'vitest';
import en from '../../../locales/en/${k}.json';
import vi from '../../../locales/vi/${k}.json';
import { ${c}Config } from './${k}.config';

describe('${k} screen', () => {
  it('sends only fields the API accepts', () => {
    const accepted = Object.keys(z${P}Input.shape);
    for (const field of ${c}Config.fields) expect(accepted).toContain(field.name);
  });

  it('has every text of the screen in both languages', () => {
    const keys = [
      ...${c}Config.columns.map((c) => c.title),
      ...${c}Config.fields.map((f) => f.label),
      ...['create', 'createTitle', 'editTitle', 'deleteTitle'].map((k) => \`\${${c}Config.prefix}.\${k}\`),
    ];
    for (const key of keys) {
      expect(vi).toHaveProperty([key]);
      expect(en).toHaveProperty([key]);
    }
  });
});
`,
    [`apps/web/src/features/${k}/pages/${k}-page.tsx`]: `import { CrudPage } from '../../../components/crud/crud-page';
import { ${c}Config } from '../components/${k}.config';

export default function ${P}Page() {
  return <CrudPage config={${c}Config} />;
}
`,
    [`apps/web/src/locales/vi/${k}.json`]: `${JSON.stringify(
      {
        [`${c}.create`]: 'Thêm mới',
        [`${c}.createTitle`]: 'Thêm mới',
        [`${c}.editTitle`]: 'Sửa',
        [`${c}.deleteTitle`]: 'Xoá "{{name}}"?',
        [`${c}.ten`]: 'Tên',
        [`${c}.moTa`]: 'Mô tả',
      },
      null,
      2,
    )}\n`,
    [`apps/web/src/locales/en/${k}.json`]: `${JSON.stringify(
      {
        [`${c}.create`]: 'Add',
        [`${c}.createTitle`]: 'Add',
        [`${c}.editTitle`]: 'Edit',
        [`${c}.deleteTitle`]: 'Delete "{{name}}"?',
        [`${c}.ten`]: 'Name',
        [`${c}.moTa`]: 'Description',
      },
      null,
      2,
    )}\n`,
  };
}

/** Additive edits of the shared registration files, as repository path → (content → new content). */
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
    else rest.push(arg);
  }
  return { name: rest[0], options };
}

function fail(message) {
  console.error(`new:module: ${message}`);
  process.exit(1);
}

function main() {
  const { name, options } = parseArgs(process.argv.slice(2));
  const root = path.resolve(options.root ?? path.join(path.dirname(fileURLToPath(import.meta.url)), '..'));
  if (!name || !/^[a-z][a-z0-9]*(-[a-z0-9]+)*$/.test(name)) {
    fail('give the module name in kebab-case Vietnamese without accents, e.g. `npm run new:module -- thoi-khoa-bieu`');
  }
  if (INFRASTRUCTURE.has(name)) fail(`"${name}" is an infrastructure name, not a business module`);
  if (options.route && !/^\/[A-Za-z0-9/:]+$/.test(options.route)) fail(`--route must be a path like /quanly/namhoc`);
  const routesTable = readFileSync(path.join(root, 'packages/shared/src/routes.ts'), 'utf8');
  if (options.route && !routesTable.includes(`'${options.route.split('/').pop()}'`)) {
    console.warn(`new:module: ${options.route} does not look like a route of packages/shared/src/routes.ts`);
  }

  const files = moduleFiles(name, options);
  const clash = Object.keys(files).find((file) => existsSync(path.join(root, file)));
  if (clash) fail(`${clash} already exists`);
  const edits = registrations(name, options);

  if (options.dryRun) {
    for (const file of Object.keys(files)) console.log(`create ${file}`);
    for (const file of Object.keys(edits)) console.log(`update ${file}`);
    return;
  }
  for (const [file, content] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), content);
  }
  for (const [file, edit] of Object.entries(edits)) {
    const target = path.join(root, file);
    writeFileSync(target, edit(readFileSync(target, 'utf8')));
  }
  const touched = [...Object.keys(files), ...Object.keys(edits)];
  const biome = spawnSync(
    path.join(root, 'node_modules/.bin/biome'),
    ['check', '--write', '--vcs-enabled=false', ...touched],
    {
      cwd: root,
      stdio: 'inherit',
    },
  );
  if (biome.status !== 0) fail('biome could not format the generated files (see above)');
  if (!options.skipDb) {
    const generate = spawnSync('npm', ['run', 'db:generate', '-w', 'apps/server'], { cwd: root, stdio: 'inherit' });
    if (generate.status !== 0) fail('db:generate failed (see above)');
  }
  const { pascal } = namesOf(name);
  console.log(`
Module ${name} created. Next:
  - edit the first line of apps/server/src/modules/${name}/index.ts to say what the module is;
  - shape the contract (packages/shared/src/${name}), table, policy and screen to the feature;${
    options.skipDb ? '\n  - run `npm run db:generate -w apps/server` (the table is new);' : ''
  }${options.route ? '' : '\n  - register the page for its route in apps/web/src/app/route-components.tsx;'}
  - run its tests: npx vitest run --project server apps/server/src/modules/${name}
    and npx vitest run --project web apps/web/src/features/${name}
API: /api/${pascal}/danhSach${pascal}, /api/${pascal}/{id}; see docs/module-shape.md.`);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
