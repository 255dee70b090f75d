/**
 * The table-ownership check (test/table-ownership.pglite.test.ts): reads a module's source files and reports every
 * write to a table the module does not own, and every foreign table it imports that its reviewed read allow-list
 * does not name. Writes are found as drizzle calls (`.insert(t)`, `.update(t)`, `.delete(t)`), CRUD descriptors
 * (`target: { table: t`) and SQL text (`insert into`, `update`, `delete from` followed by the table's SQL name).
 */
export interface SourceFile {
  /** Path from apps/server/src, e.g. `modules/hoc-sinh/hoc-sinh.repository.ts`. */
  path: string;
  text: string;
}

export interface OwnershipRules {
  /** Table (its TypeScript name in db/schema) → owning module folder, or `lib` for infrastructure tables. */
  owners: Record<string, string>;
  /** Table TypeScript name → SQL name. */
  sqlNames: Record<string, string>;
  /** Module → the foreign tables it may read (joins for a list's search, sort or paging; see docs/module-shape.md). */
  reads: Record<string, readonly string[]>;
  /** `module:table` → why this foreign write stays (reviewed; each one is a debt, not a pattern). */
  writeExceptions: Record<string, string>;
  /** Tables no other module may read or write, whatever the lists say (the psychology tables go here). */
  sealed: readonly string[];
}

export interface Violation {
  module: string;
  table: string;
  kind: 'write' | 'read';
  file: string;
}

export const moduleOf = (file: string) => (file.startsWith('modules/') ? file.split('/')[1]! : file.split('/')[0]!);

export function findViolations(files: SourceFile[], rules: OwnershipRules): Violation[] {
  const found = new Map<string, Violation>();
  const add = (v: Violation) => found.set(`${v.kind}:${v.module}:${v.table}:${v.file}`, v);
  const bySql = new Map(Object.entries(rules.sqlNames).map(([ts, name]) => [name, ts]));
  for (const { path, text } of files) {
    const module = moduleOf(path);
    const foreign = (table: string) => rules.owners[table] !== undefined && rules.owners[table] !== module;
    const writes = new Set<string>();
    for (const m of text.matchAll(/\.(?:insert|update|delete)\(\s*(?:schema\.)?(\w+)\s*\)/g)) writes.add(m[1]!);
    for (const m of text.matchAll(/target:\s*\{\s*table:\s*(\w+)/g)) writes.add(m[1]!);
    for (const m of text.matchAll(/\b(?:insert\s+into|update|delete\s+from)\s+"?(\w+)"?/gi)) {
      const table = bySql.get(m[1]!);
      if (table) writes.add(table);
    }
    for (const table of writes) {
      if (!foreign(table)) continue;
      if (rules.sealed.includes(table) || !(`${module}:${table}` in rules.writeExceptions)) {
        add({ module, table, kind: 'write', file: path });
      }
    }
    for (const m of text.matchAll(/import\s*(?:type\s*)?\{([^}]*)\}\s*from\s*'(?:\.\.\/)+db\/schema(?:\/[\w-]+)?'/g)) {
      for (const raw of m[1]!.split(',')) {
        const table = raw
          .replace(/^\s*type\s+/, '')
          .split(/\s+as\s+/)[0]!
          .trim();
        if (!table || !foreign(table) || rules.owners[table] === 'lib') continue;
        if (rules.sealed.includes(table) || !(rules.reads[module] ?? []).includes(table)) {
          add({ module, table, kind: 'read', file: path });
        }
      }
    }
  }
  return [...found.values()];
}
