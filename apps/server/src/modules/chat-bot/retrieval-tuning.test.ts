import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../../test/support/test-app';
import type { Database } from '../../db/client';
import type { AnswerKind } from './answer-types';
import { RANKING_PARAMETERS, type RankingParameters } from './ranking';
import {
  ANSWER_CHECKS,
  lacksAnswer,
  NOT_FOUND_RULE,
  NOVEL_DETAILS,
  type NotFoundRule,
  type Retrieved,
  rankPassages,
  SENTENCE_CHECKS,
  SOURCE_SHARE,
  selectAnswer,
} from './retrieval';
import { CLOSE_CASES, CASES as TUNING_SET } from './retrieval-quality.cases';
import { describeFigures, qualityFigures } from './retrieval-quality.figures';
import { HELD_OUT_CASES } from './retrieval-quality.held-out.cases';
import { HELD_OUT_2_CASES } from './retrieval-quality.held-out-2.cases';
import { HELD_OUT_3_CASES } from './retrieval-quality.held-out-3.cases';
import { HELD_OUT_4_CASES } from './retrieval-quality.held-out-4.cases';
import { HELD_OUT_5_CASES } from './retrieval-quality.held-out-5.cases';
import { HELD_OUT_6_CASES } from './retrieval-quality.held-out-6.cases';
import { HELD_OUT_7_CASES } from './retrieval-quality.held-out-7.cases';
import { type Evidence, lacksInSentences } from './sentence-evidence';

/**
 * The tuning material: the tuning set and, since held-out set 4 was written (issue 24 §7), the held-out sets 1 to 3,
 * which had all been measured and so no longer measure anything; since held-out set 5 was written, held-out set 4 too,
 * and so on: since held-out set 8 was written, sets 1 to 7. Held-out set 8 is never read here.
 */
const CASES = [
  ...TUNING_SET,
  ...CLOSE_CASES,
  ...HELD_OUT_CASES,
  ...HELD_OUT_2_CASES,
  ...HELD_OUT_3_CASES,
  ...HELD_OUT_4_CASES,
  ...HELD_OUT_5_CASES,
  ...HELD_OUT_6_CASES,
  ...HELD_OUT_7_CASES,
];

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
 * Since held-out set 4 (issue 24 §7, 2026-11-28): the tuning material is the tuning set, its close cases and held-out
 * sets 1 to 3 (317 questions); the rule has six numbers (a margin path for one or two novel words), and the grid keeps
 * only the rules with top-3 ≥ 90 % AND "not found" ≥ 90 % in each topic (the issue asks the rule to hold per topic),
 * maximising the same balanced accuracy. Without the per-topic condition it chose novelMinCoverage 0.45 and
 * novelMargin 0.2 (top-3 96.0 %, "not found" 90.3 % overall but 89 % in topic 1); with it, the rule of retrieval.ts
 * (top-3 90.8 %, "not found" 93.8 %). The grid now reads each case's features once and is a few seconds long.
 * Since held-out set 5 (2026-11-29): held-out set 4 joins the tuning material (410 questions, 217 answerable, 193
 * unanswerable). With the rule of then, top-3 89.9 % (195/217) and "not found" 92.7 % (179/193): no rule of the grid
 * reached top-3 ≥ 90 % with "not found" ≥ 90 % in each topic. Dropping the question's framing words (query-terms.ts:
 * "ở đâu", "thế nào", "bao lâu", "what time", "the" in English) gave top-3 201/217 under the old rule, and the rule
 * re-chosen by the same grid and criterion is that of retrieval.ts: top-3 92.6 % (201/217), "not found" 94.3 %
 * (182/193; per topic 1 / 4 / 6: 58/62, 60/65, 64/66), with the number check (a question asking "bao nhiêu", "how
 * much" is not answered by a passage without a digit: 2 more "not found", no answerable case lost). Tried and left
 * out: English two-word terms as novel pairs (objective 1.844 against 1.859), coverage without the words in more than
 * 10–40 % of the passages (1.825–1.853, no gain), TYPO_SIMILARITY 0.65 (the grid then picks a stricter rule, top-3
 * 90.3 % / "not found" 96.9 %, a tie within 0.003 of the objective; the 0.6 of before was kept).
 * Since held-out set 6 (2026-11-29, 01:20 UTC): held-out set 5 joins the tuning material (504 questions, 261
 * answerable, 243 unanswerable; set 6 is never read here). TUNE_CHATBOT=types prints the figures with each answer
 * kind of answer-types.ts checked alone (TUNE_VERBOSE=1 also the cases each changes), and the most specific word
 * required below several coverages. Without any check: top-3 240/261, "not found" 216/243; 'name' 240 / 218, 'key'
 * below 50 % coverage 240 / 217 (both kept: ANSWER_CHECKS); 'key' always 226 / 222, below 60–90 % 228–233 / 220–222;
 * 'money' 239 / 217; 'permission' 237 / 216; 'clock', 'unit', 'percent', 'place', 'time' 240 / 216 (no change). With
 * the checks kept, the grid (TUNE_CHATBOT=1) finds no rule with top-3 ≥ 90 % and "not found" ≥ 90 % per topic but
 * stricter ones (novelCoverage 0.7, novelMinCoverage 0.5, novelMargin 0.6: top-3 0.900, "not found" 0.922, objective
 * 1.822 against 1.821 for the rule in place, 240/261 and 219/243): a tie, kept the rule in place (larger top-3).
 * Since held-out set 7 (2026-11-29, 01:45 UTC): held-out set 6 joins the tuning material (603 questions, 306
 * answerable, 297 unanswerable; set 7 is never read here). TUNE_CHATBOT=sentences tries evidence at the SENTENCE
 * (sentence-evidence.ts): the best passage split into sentences and list items, each weighed by the question's words
 * it holds outside the heading (matched as the ranking matches them), and a kind of answer asked for required in a
 * sentence holding at least a share (1, 0.7, 0.5, 0.3) of the best sentence's weight. Without any: top-3 281/306,
 * "not found" 244/297. A digit for a number question: 280/249 at share 1 (lost "how long can I keep a library book":
 * "keep quiet" outweighs "books"), 281/248 at 0.7 and 0.5, 281/246 at 0.3; an amount for a money question: 280/250 at
 * every share (lost "Xe đưa đón của trường giá bao nhiêu?", answered by "depends on the distance"); both at 0.5 (kept:
 * SENTENCE_CHECKS, SENTENCE_SHARE; the same at 0.7): 280/253 — 9 more "not found" for one answerable question (per
 * topic 1/4/6 "not found" 78 → 82/95, 76 → 80/100, 90 → 91/102); with the time of day too: the same; a unit
 * 279–281/245, a place 276–279/244, a date 277/245, a percentage or a name no change. Tried and dropped (code
 * removed; measured before list items were kept whole, when the figures above were within 2 of these): every kind
 * asked for in a best sentence 267/256; the share of the question the heading and the best sentence cover, under
 * 0.3 / 0.4 / 0.5 / 0.6 → 281/245, 279/247, 275/250, 255/262; that share under 0.6 / 0.7 / 0.8 of the passage's
 * coverage → 278/245, 271/248, 255/250; the most specific word required in a best sentence when the passage covers
 * under 0.7, or always → 272/251, 264/254; a best sentence's neighbours counted with it (digit and money) → 279/252.
 * The grid of the rule (TUNE_CHATBOT=1) was not re-run with the sentence checks: over 603 questions it ran past 10
 * minutes and was stopped; the rule is unchanged.
 * Since held-out set 8 (2026-11-29, 04:00 UTC): held-out set 7 joins the tuning material (698 questions, 351
 * answerable, 347 unanswerable; set 8 is never read here). TUNE_CHATBOT=sentence-coverage tries again the share of
 * the question's weight the heading and the best sentence hold, now with the sentence checks in place: under 0.3 /
 * 0.35 / 0.375 / 0.4 / 0.45 / 0.5 / 0.55 / 0.6 → top-3 320/320/320/317/316/316/310/294 of 351, "not found"
 * 293/294/295/297/297/298/301/306 of 347 (without it 320/292). Kept 0.375 (retrieval.ts SENTENCE_COVERAGE): three more
 * "not found", no answerable question lost. The same with the best two adjacent sentences: at most 294 without loss;
 * only for yes/no questions, or only when the best passage leaves a novel word out: at most 294 without loss.
 * TUNE_CHATBOT=features no longer runs the grid after printing.
 */
let database: Database;
beforeAll(async () => {
  if (process.env.TUNE_CHATBOT) database = await openTestDatabase();
});
afterAll(async () => {
  await database?.close();
});

/** The figures of the tuning material answered so, with a line of them overall and per topic. */
function figuresOf(answered: Retrieved[][]) {
  const f = qualityFigures(CASES, answered);
  const perTopic = ([1, 4, 6] as const).map((topic) => {
    const at = CASES.flatMap((c, i) => (c.topic === topic ? [i] : []));
    const t = qualityFigures(
      at.map((i) => CASES[i]!),
      at.map((i) => answered[i]!),
    );
    return `${t.top3}/${t.answerable} ${t.notFoundRight}/${t.unanswerable}`;
  });
  return {
    f,
    line: `top-3 ${f.top3}/${f.answerable}, "not found" ${f.notFoundRight}/${f.unanswerable}; per topic 1/4/6 ${perTopic.join(', ')}`,
  };
}

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
      if (process.env.TUNE_CHATBOT === 'features') return;
    }
    if (process.env.TUNE_CHATBOT === 'types') {
      const kinds: AnswerKind[] = ['money', 'percent', 'clock', 'unit', 'name', 'place', 'time', 'permission', 'key'];
      const figuresWith = (checks: ReadonlySet<AnswerKind>) => {
        return figuresOf(ranked.map((r) => selectAnswer(r, NOT_FOUND_RULE, 3, SOURCE_SHARE, checks)));
      };
      const base = figuresWith(new Set());
      console.log(`ANSWER_CHECKS: ${figuresWith(ANSWER_CHECKS).line}`);
      console.log(`no check: ${base.line}`);
      for (const kind of kinds) {
        const { f, line } = figuresWith(new Set([kind]));
        console.log(`${kind}: ${line}`);
        if (process.env.TUNE_VERBOSE)
          for (const m of f.misses) if (!base.f.misses.includes(m)) console.log(`   lost/new miss: ${m}`);
      }
      // The most specific word required only of a best passage covering less than `below` of the question.
      for (const below of [0.5, 0.6, 0.7, 0.8, 0.9]) {
        const answered = ranked.map((r) =>
          r[0]?.lacks?.includes('key') && r[0].coverage < below
            ? []
            : selectAnswer(r, NOT_FOUND_RULE, 3, SOURCE_SHARE, new Set()),
        );
        const f = qualityFigures(CASES, answered);
        console.log(
          `key below ${below}: top-3 ${f.top3}/${f.answerable}, "not found" ${f.notFoundRight}/${f.unanswerable}`,
        );
        if (process.env.TUNE_VERBOSE)
          for (const m of f.misses) if (!base.f.misses.includes(m)) console.log(`   lost/new miss: ${m}`);
      }
      return;
    }
    if (process.env.TUNE_CHATBOT === 'sentences') {
      // Relative to the rule without the sentence checks (SENTENCE_CHECKS), each tried alone and together.
      const base = ranked.map((r) => selectAnswer(r, NOT_FOUND_RULE, 3, SOURCE_SHARE, ANSWER_CHECKS, [], 0));
      const baseMisses = qualityFigures(CASES, base).misses;
      const tryCheck = (name: string, fails: (best: Retrieved) => boolean) => {
        const answered = ranked.map((r, i) => (r[0] && fails(r[0]) ? [] : base[i]!));
        const { f, line } = figuresOf(answered);
        console.log(`${name}: ${line}`);
        if (process.env.TUNE_VERBOSE)
          for (const m of f.misses) if (!baseMisses.includes(m)) console.log(`   lost/new miss: ${m}`);
      };
      // Each set of the tuning material under the rule in place (before → after of retrieval-quality.test.ts).
      const sets = [TUNING_SET, CLOSE_CASES, HELD_OUT_CASES, HELD_OUT_2_CASES, HELD_OUT_3_CASES, HELD_OUT_4_CASES];
      let from = 0;
      for (const [n, set] of [...sets, HELD_OUT_5_CASES, HELD_OUT_6_CASES].entries()) {
        const at = ranked.slice(from, from + set.length);
        const before = qualityFigures(set, base.slice(from, from + set.length));
        const after = qualityFigures(
          set,
          at.map((r) => selectAnswer(r)),
        );
        console.log(
          `set ${n}: top-3 ${before.top3} → ${after.top3}/${after.answerable}, "not found" ${before.notFoundRight} → ${after.notFoundRight}/${after.unanswerable}`,
        );
        from += set.length;
      }
      tryCheck('without sentence checks', () => false);
      tryCheck(
        'SENTENCE_CHECKS',
        (b) => b.sentence !== undefined && lacksInSentences(b.sentence, SENTENCE_CHECKS).length > 0,
      );
      const lacking = (b: Retrieved, kinds: readonly Evidence[], share: number) =>
        b.sentence !== undefined && lacksInSentences(b.sentence, kinds, share).length > 0;
      for (const share of [1, 0.7, 0.5, 0.3]) {
        for (const kind of ['digit', 'clock', 'unit', 'money', 'percent', 'place', 'time', 'name'] as const)
          tryCheck(`${kind} in a sentence holding ${share} of the best one's weight`, (b) => lacking(b, [kind], share));
        tryCheck(`digit and money, sentences at ${share}`, (b) => lacking(b, ['digit', 'money'], share));
        tryCheck(`digit, money and clock, sentences at ${share}`, (b) =>
          lacking(b, ['digit', 'money', 'clock'], share),
        );
      }
      return;
    }
    if (process.env.TUNE_CHATBOT === 'sentence-coverage') {
      // The best sentence with the heading must hold a share of the question's weight (retrieval.ts SENTENCE_COVERAGE).
      const base = ranked.map((r) =>
        selectAnswer(r, NOT_FOUND_RULE, 3, SOURCE_SHARE, ANSWER_CHECKS, SENTENCE_CHECKS, 0),
      );
      const baseMisses = qualityFigures(CASES, base).misses;
      console.log(`without it: ${figuresOf(base).line}`);
      console.log(`SENTENCE_COVERAGE: ${figuresOf(ranked.map((r) => selectAnswer(r))).line}`);
      for (const below of [0.3, 0.35, 0.375, 0.4, 0.45, 0.5, 0.55, 0.6, 0.7]) {
        const answered = ranked.map((r, i) => {
          const b = r[0];
          return b?.sentence && b.sentence.coverage < below ? [] : base[i]!;
        });
        const { f, line } = figuresOf(answered);
        console.log(`best sentence covering < ${below}: ${line}`);
        if (process.env.TUNE_VERBOSE)
          for (const m of f.misses) if (!baseMisses.includes(m)) console.log(`   lost/new miss: ${m}`);
      }
      return;
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
    // Each case's best passage once (coverage, novel words, margin over the next), and whether the expected passage is
    // among those given when the best one answers (that depends on `minCoverage` only, through the sources' filter).
    const minCoverages = steps(0.2, 1, 0.05);
    const always = {
      fullCoverage: 0,
      minCoverage: 0,
      minMargin: 0,
      novelCoverage: 0,
      novelMinCoverage: 0,
      novelMargin: 0,
    };
    const features = CASES.map((c, i) => {
      const [best, second] = ranked[i] ?? [];
      const expected = c.expect === null ? null : [c.expect].flat();
      const hits = new Map(
        minCoverages.map((minCoverage) => [
          minCoverage,
          expected !== null &&
            selectAnswer(ranked[i] ?? [], { ...always, minCoverage }).some((p) =>
              expected.some((e) => p.muc.includes(e)),
            ),
        ]),
      );
      const margin = best && second && best.score > 0 ? 1 - second.score / best.score : 1;
      return { best, margin, answerable: expected !== null, hits, topic: c.topic };
    });
    const answerable = features.filter((f) => f.answerable).length;
    const unanswerable = features.length - answerable;
    const unanswerableOf = { 1: 0, 4: 0, 6: 0 };
    for (const f of features) if (!f.answerable) unanswerableOf[f.topic]++;
    for (const fullCoverage of steps(0.5, 1, 0.05)) {
      for (const minCoverage of steps(0.2, fullCoverage, 0.05)) {
        for (const minMargin of steps(0, 0.7, 0.05)) {
          for (const novelCoverage of steps(0.3, 1, 0.05)) {
            for (const novelMinCoverage of steps(0.2, novelCoverage, 0.05)) {
              for (const novelMargin of steps(0.1, 1, 0.1)) {
                let top3 = 0;
                let notFound = 0;
                const notFoundOf = { 1: 0, 4: 0, 6: 0 };
                for (const { best, margin, answerable: canAnswer, hits, topic } of features) {
                  const answers =
                    best !== undefined &&
                    !lacksAnswer(best) &&
                    (best.missing > 0
                      ? best.coverage >= novelCoverage ||
                        (best.missing <= NOVEL_DETAILS && best.coverage >= novelMinCoverage && margin >= novelMargin)
                      : best.coverage >= fullCoverage || (best.coverage >= minCoverage && margin >= minMargin));
                  if (canAnswer && answers && hits.get(minCoverage)) top3++;
                  if (!canAnswer && !answers) {
                    notFound++;
                    notFoundOf[topic]++;
                  }
                }
                const rule = { fullCoverage, minCoverage, minMargin, novelCoverage, novelMinCoverage, novelMargin };
                const t = top3 / answerable;
                const n = notFound / unanswerable;
                // Issue 24 §7: the rule must hold per topic, so each topic's "not found" rate is kept at 90 %.
                const perTopic = ([1, 4, 6] as const).every((k) => notFoundOf[k] >= 0.9 * unanswerableOf[k]);
                if (t >= 0.9 && perTopic) results.push({ rule, objective: t + n, top3: t, notFound: n });
              }
            }
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
        a.rule.novelCoverage - b.rule.novelCoverage ||
        a.rule.novelMinCoverage - b.rule.novelMinCoverage ||
        a.rule.novelMargin - b.rule.novelMargin,
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
