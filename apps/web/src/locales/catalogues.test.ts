import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { allRoutes } from '@hpl/shared/routes';
import { describe, expect, it } from 'vitest';

/**
 * Fails when a key exists in one language but not the other, when a literal `t('…')` key used in the source is missing
 * from its namespace, or when a route title of the route table has no label.
 */
const localesDir = path.resolve(__dirname);
const srcDir = path.resolve(__dirname, '..');
const LANGS = ['vi', 'en'] as const;

function readCatalogues(lang: string): Record<string, Record<string, string>> {
  const dir = path.join(localesDir, lang);
  return Object.fromEntries(
    readdirSync(dir)
      .filter((f) => f.endsWith('.json'))
      .map((f) => [
        f.replace(/\.json$/, ''),
        JSON.parse(readFileSync(path.join(dir, f), 'utf8')) as Record<string, string>,
      ]),
  );
}

function listSources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return name === 'locales' ? [] : listSources(full);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [full] : [];
  });
}

const catalogues = Object.fromEntries(LANGS.map((l) => [l, readCatalogues(l)])) as Record<
  (typeof LANGS)[number],
  Record<string, Record<string, string>>
>;

describe('translation catalogues', () => {
  it('have the same namespaces and keys in VN and US, none empty', () => {
    const problems: string[] = [];
    const namespaces = new Set([...Object.keys(catalogues.vi), ...Object.keys(catalogues.en)]);
    for (const ns of namespaces) {
      for (const [lang, other] of [
        ['vi', 'en'],
        ['en', 'vi'],
      ] as const) {
        const mine = catalogues[lang][ns];
        const theirs = catalogues[other][ns];
        if (!mine) {
          problems.push(`${lang}/${ns}.json is missing`);
          continue;
        }
        for (const [key, value] of Object.entries(mine)) {
          if (typeof value !== 'string' || value.trim() === '') problems.push(`${lang}/${ns}.json "${key}" is empty`);
          if (theirs && !(key in theirs)) problems.push(`${other}/${ns}.json lacks "${key}" (present in ${lang})`);
        }
      }
    }
    expect(problems).toEqual([]);
  });

  it('contain every literal t() key used in the source', () => {
    const problems: string[] = [];
    for (const file of listSources(srcDir)) {
      const text = readFileSync(file, 'utf8');
      const declared = [...text.matchAll(/useTranslation\(\s*(?:\[\s*)?'([^']+)'/g)].map((m) => m[1] as string);
      const optionNs = [...text.matchAll(/\bns:\s*'([^']+)'/g)].map((m) => m[1] as string);
      const namespaces = [...declared, ...optionNs];
      if (namespaces.length === 0) namespaces.push('common');
      for (const match of text.matchAll(/\bt\(\s*'([^'$]+)'/g)) {
        const raw = match[1] as string;
        const [ns, key] = raw.includes(':') ? (raw.split(':', 2) as [string, string]) : [undefined, raw];
        const candidates = ns ? [ns] : namespaces;
        for (const lang of LANGS) {
          if (!candidates.some((n) => catalogues[lang][n]?.[key] !== undefined)) {
            problems.push(`${path.relative(srcDir, file)}: "${raw}" missing in ${lang} (${candidates.join(', ')})`);
          }
        }
      }
    }
    expect(problems).toEqual([]);
  });

  it('label every route of the route table', () => {
    const missing = allRoutes
      .map((r) => r.node.title)
      .filter((title) => LANGS.some((lang) => !catalogues[lang].routes?.[title]));
    expect(missing).toEqual([]);
  });
});
