import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../../test/support/test-app';
import type { Database } from '../../db/client';
import { RANKING_PARAMETERS, type RankingParameters } from './ranking';
import {
  NOT_FOUND_RULE,
  type NotFoundRule,
  type Retrieved,
  rankPassages,
  SOURCE_SHARE,
  selectAnswer,
} from './retrieval';
import { CASES } from './retrieval-quality.cases';
import { describeFigures, qualityFigures } from './retrieval-quality.figures';

/**
 * How NOT_FOUND_RULE was chosen (run with TUNE_CHATBOT=1): a grid search over the TUNING cases only — never the
 * held-out ones — maximising the balanced accuracy (top-3 rate of the answerable questions + correct "not found" rate of
 * the unanswerable ones, each set weighing the same whatever its size) among the rules that keep top-3 at 90 % or
 * more (the required 85 % plus a margin for questions not seen), ties to the larger top-3 and then the loosest rule.
 * Four numbers since issue 24 §7: `novelCoverage` is the coverage needed when the best passage leaves out a novel
 * word of the question. TUNE_CHATBOT=features prints each case's best passage: verdict, missing, coverage, score,
 * second/best; TUNE_CHATBOT=figures prints the same and the tuning set's figures under the current rule, without the grid.
 * TUNE_CHATBOT=parameters tries the ranking's numbers (ranking.ts RANKING_PARAMETERS: BM25 k1 and b, heading share,
 * pair bonus, accent-folded weight) and the share of the best score the other sources need (retrieval.ts SOURCE_SHARE)
 * under the current rule, over the tuning cases only. How they were chosen (2026-11-28, with the synonyms and the
 * accent-folded field): k1 ∈ {0.9, 1.2, 1.6, 2} × b ∈ {0.3, 0.5, 0.75} all gave top-3 81/84 and "not found" 19/19 (top-1
 * 71–73): kept 1.2 / 0.5; heading 1.5 lost a top-3 case, 0.6 and 1 tie: kept 0.6; pair 1.5 and 3 tie: kept 1.5;
 * accentFold 1 (no accent field) gave "not found" 18/19, 0.8, 0.6 and 0.4 gave 19/19: kept 0.6, the middle of the
 * plateau; SOURCE_SHARE 0.45 → 0.3 brought top-3 from 81 to 83/84 (0.3 down to 0 tie: the strictest kept). The grid
 * of the rule then still chose NOT_FOUND_RULE unchanged.
 */
let database: Database;
beforeAll(async () => {
  if (process.env.TUNE_CHATBOT) database = await openTestDatabase();
});
afterAll(async () => {
  await database?.close();
});

describe.skipIf(!process.env.TUNE_CHATBOT)('tuning the "not found" rule (TUNE_CHATBOT=1)', () => {
  it('prints the best rule over the tuning cases', async () => {
    const ranked: Retrieved[][] = [];
    for (const c of CASES) ranked.push((await rankPassages(database.db, [c.topic], c.q)).ranked);
    if (process.env.TUNE_CHATBOT === 'features' || process.env.TUNE_CHATBOT === 'figures') {
      CASES.forEach((c, i) => {
        const [a, b] = ranked[i] ?? [];
        const good = c.expect === null ? 'NONE' : [c.expect].flat().some((e) => a?.muc.includes(e)) ? 'ok' : 'x';
        console.log(
          `${good}\t${a?.missing}\t${a?.coverage.toFixed(2)}\t${a?.score.toFixed(1)}\t${(b ? b.score / a!.score : 0).toFixed(2)}\t${c.q}`,
        );
      });
    }
    if (process.env.TUNE_CHATBOT === 'parameters') {
      const tried: Partial<RankingParameters>[] = [
        {},
        ...[0.9, 1.6, 2].flatMap((k1) => [0.3, 0.5, 0.75].map((b) => ({ k1, b }))),
        { heading: 1 },
        { heading: 1.5 },
        { pair: 3 },
        ...[1, 0.8, 0.4].map((accentFold) => ({ accentFold })),
      ];
      for (const partial of tried) {
        const parameters = { ...RANKING_PARAMETERS, ...partial };
        const rankedWith: Retrieved[][] = [];
        for (const c of CASES) rankedWith.push((await rankPassages(database.db, [c.topic], c.q, parameters)).ranked);
        for (const share of partial === tried[0] ? [0.45, 0.4, 0.35, SOURCE_SHARE, 0.2, 0] : [SOURCE_SHARE]) {
          const f = qualityFigures(
            CASES,
            rankedWith.map((r) => selectAnswer(r, NOT_FOUND_RULE, 3, share)),
          );
          console.log(
            `${JSON.stringify(parameters)} sourceShare ${share}: top-1 ${f.top1}, top-3 ${f.top3}/${f.answerable}, "not found" ${f.notFoundRight}/${f.unanswerable}`,
          );
        }
      }
      return;
    }
    if (process.env.TUNE_CHATBOT === 'figures') {
      const f = qualityFigures(
        CASES,
        ranked.map((r) => selectAnswer(r)),
      );
      console.log(describeFigures('TUNING set, current rule', f));
      return;
    }
    const results: { rule: NotFoundRule; objective: number; top3: number; notFound: number }[] = [];
    const steps = (from: number, to: number, step: number) =>
      Array.from({ length: Math.round((to - from) / step) + 1 }, (_, i) => +(from + i * step).toFixed(2));
    for (const fullCoverage of steps(0.5, 1, 0.05)) {
      for (const minCoverage of steps(0.2, fullCoverage, 0.05)) {
        for (const minMargin of steps(0, 0.7, 0.05)) {
          for (const novelCoverage of steps(0.3, 1, 0.05)) {
            const rule = { fullCoverage, minCoverage, minMargin, novelCoverage };
            const f = qualityFigures(
              CASES,
              ranked.map((r) => selectAnswer(r, rule)),
            );
            const top3 = f.top3 / f.answerable;
            const notFound = f.notFoundRight / f.unanswerable;
            if (top3 >= 0.9) results.push({ rule, objective: top3 + notFound, top3, notFound });
          }
        }
      }
    }
    results.sort(
      (a, b) =>
        b.objective - a.objective ||
        b.top3 - a.top3 ||
        a.rule.fullCoverage - b.rule.fullCoverage ||
        a.rule.minCoverage - b.rule.minCoverage ||
        a.rule.minMargin - b.rule.minMargin ||
        a.rule.novelCoverage - b.rule.novelCoverage,
    );
    console.log(
      results
        .slice(0, 12)
        .map((r) => `${JSON.stringify(r.rule)} top-3 ${r.top3.toFixed(3)} not-found ${r.notFound.toFixed(3)}`)
        .join('\n'),
    );
    console.log(`current: ${JSON.stringify(NOT_FOUND_RULE)}`);
    expect(results.length).toBeGreaterThan(0);
  }, 600_000);
});
