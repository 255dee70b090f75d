import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/**
 * Runs axe-core in the page (the context needs `bypassCSP: true`: axe is injected as a script) and returns every
 * violation above "minor" as `rule: first targets`, so a failing assertion says what to fix.
 * `include`: CSS selectors to limit the scan to (e.g. the shell's own regions); the whole page by default.
 */
export async function axeViolations(page: Page, include?: string[]): Promise<string[]> {
  await page.addScriptTag({ content: axeSource });
  return page.evaluate(async (selectors) => {
    type Result = { violations: { id: string; impact: string; nodes: { target: string[] }[] }[] };
    const axe = (window as unknown as { axe: { run: (context: unknown, options: unknown) => Promise<Result> } }).axe;
    const context = selectors ? { include: selectors.map((s) => [s]) } : document;
    const result = await axe.run(context, { resultTypes: ['violations'] });
    return result.violations
      .filter((v) => v.impact !== 'minor')
      .map(
        (v) =>
          `${v.id}: ${v.nodes
            .map((n) => n.target.join(' '))
            .slice(0, 3)
            .join(', ')}`,
      );
  }, include ?? null);
}

/** A serious or critical WCAG 2.1 A/AA violation: the rule, its impact and the first elements it hit. */
export interface WcagViolation {
  rule: string;
  impact: string;
  targets: string[];
}

/**
 * Runs axe-core with the WCAG 2.1 A and AA rules only and returns the serious and critical violations. axe is
 * injected once per document (the context needs `bypassCSP: true`).
 */
export async function wcagViolations(page: Page): Promise<WcagViolation[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ content: axeSource });
  return page.evaluate(async () => {
    type Result = { violations: { id: string; impact: string; nodes: { target: string[] }[] }[] };
    const axe = (window as unknown as { axe: { run: (context: unknown, options: unknown) => Promise<Result> } }).axe;
    const result = await axe.run(document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
      resultTypes: ['violations'],
    });
    return result.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => ({ rule: v.id, impact: v.impact, targets: v.nodes.slice(0, 3).map((n) => n.target.join(' ')) }));
  });
}
