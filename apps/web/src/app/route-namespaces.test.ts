import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CORE_NAMESPACES, SHELL_NAMESPACES } from '../lib/i18n';

/**
 * The translation namespaces load with the code that needs them (lib/i18n.ts): the core ones before the first
 * render, the shell's with the signed-in frame, a module's with its route (the list after `lazyPage(…)` in
 * route-components.tsx). These checks read the sources: every namespace a page (and what it imports) uses is in its
 * route's list, no list names one it does not use, and every namespace has a catalogue in both languages.
 */
const srcDir = path.resolve(__dirname, '..');
const routeTable = path.join(srcDir, 'app/route-components.tsx');

function resolveImport(from: string, specifier: string): string | null {
  const base = path.resolve(path.dirname(from), specifier);
  for (const candidate of [
    base,
    `${base}.ts`,
    `${base}.tsx`,
    path.join(base, 'index.ts'),
    path.join(base, 'index.tsx'),
  ]) {
    if (/\.tsx?$/.test(candidate) && existsSync(candidate)) return candidate;
  }
  return null;
}

/** The namespaces a source file names: `useTranslation('x')` / `(['x', 'y'])`, `ns: 'x'`, `t('x:key')`. */
function namespacesIn(text: string): string[] {
  const found = new Set<string>();
  for (const m of text.matchAll(/useTranslation\(\s*(\[[^\]]*\]|'[^']+')/g)) {
    for (const ns of (m[1] as string).matchAll(/'([^']+)'/g)) found.add(ns[1] as string);
  }
  for (const m of text.matchAll(/\bns:\s*'([^']+)'/g)) found.add(m[1] as string);
  for (const m of text.matchAll(/\bt\(\s*'([a-z-]+):/g)) found.add(m[1] as string);
  return [...found].filter((ns) => /^[a-z][a-z-]*$/.test(ns)); // not a placeholder in a comment
}

/** Every namespace used by a file and what it imports (relative imports; `import()` too when `dynamic`). */
function namespacesReachableFrom(entry: string, dynamic: boolean): Set<string> {
  const seen = new Set<string>();
  const namespaces = new Set<string>();
  const queue = [entry];
  while (queue.length > 0) {
    const file = queue.pop() as string;
    if (seen.has(file) || file === routeTable) continue;
    seen.add(file);
    const text = readFileSync(file, 'utf8');
    for (const ns of namespacesIn(text)) namespaces.add(ns);
    const specifiers = [
      ...text.matchAll(/\bfrom\s+'(\.[^']+)'/g),
      ...(dynamic ? text.matchAll(/\bimport\(\s*'(\.[^']+)'\s*\)/g) : []),
    ];
    for (const m of specifiers) {
      const next = resolveImport(file, m[1] as string);
      if (next) queue.push(next);
    }
  }
  return namespaces;
}

interface Entry {
  route: string;
  page: string;
  declared: string[];
}

function routeEntries(): Entry[] {
  // From the first table on: the header comment's example is not an entry.
  const text = readFileSync(routeTable, 'utf8').split('export const routeComponents')[1] ?? '';
  return [...text.matchAll(/'([^']+)':\s*lazyPage\(\s*\(\) => import\('([^']+)'\),?\s*(?:\[([^\]]*)\])?/g)].map(
    (m) => ({
      route: m[1] as string,
      page: m[2] as string,
      declared: [...(m[3] ?? '').matchAll(/'([^']+)'/g)].map((n) => n[1] as string),
    }),
  );
}

const preloaded = new Set<string>([...CORE_NAMESPACES, ...SHELL_NAMESPACES]);
const hasCatalogues = (ns: string) =>
  ['vi', 'en'].every((lang) => existsSync(path.join(srcDir, 'locales', lang, `${ns}.json`)));

describe('translation namespaces load with the code that uses them', () => {
  const entries = routeEntries();

  it('reads the route table', () => {
    expect(entries.length).toBeGreaterThan(50);
    expect(entries.find((e) => e.route === '/quanlydiemcam/monhoc')?.declared).toEqual(['diem-cam']);
  });

  it("every route names exactly the namespaces its page uses beyond the core and the shell's", () => {
    const problems: string[] = [];
    for (const { route, page, declared } of entries) {
      const file = resolveImport(routeTable, page);
      if (!file) {
        problems.push(`${route}: ${page} not found`);
        continue;
      }
      const needed = [...namespacesReachableFrom(file, true)].filter((ns) => !preloaded.has(ns)).sort();
      const listed = [...declared].sort();
      if (needed.join() !== listed.join()) {
        problems.push(`${route}: uses [${needed.join(', ')}], lists [${listed.join(', ')}]`);
      }
    }
    expect(problems).toEqual([]);
  });

  it("the signed-in frame needs only the core and the shell's namespaces", () => {
    const used = namespacesReachableFrom(path.join(srcDir, 'app/shell/authenticated-shell.tsx'), false);
    expect([...used].filter((ns) => !preloaded.has(ns))).toEqual([]);
    const root = namespacesReachableFrom(path.join(srcDir, 'app/root.tsx'), false);
    expect([...root].filter((ns) => !(CORE_NAMESPACES as readonly string[]).includes(ns))).toEqual([]);
  });

  it('every namespace named anywhere has its catalogue in both languages', () => {
    const named = new Set<string>([...preloaded, ...entries.flatMap((e) => e.declared)]);
    expect([...named].filter((ns) => !hasCatalogues(ns))).toEqual([]);
  });
});
