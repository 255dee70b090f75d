import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../../test/support/test-app';
import type { Database } from '../../db/client';
import { type Retrieved, retrievePassages } from './retrieval';
import { CASES, type RetrievalCase } from './retrieval-quality.cases';
import { describeFigures, qualityFigures } from './retrieval-quality.figures';
import { HELD_OUT_CASES } from './retrieval-quality.held-out.cases';
import { HELD_OUT_2_CASES } from './retrieval-quality.held-out-2.cases';
import { HELD_OUT_3_CASES } from './retrieval-quality.held-out-3.cases';

/**
 * Retrieval quality over the demo school's documents (seeded with the demo school). Prints the figures of the tuning
 * set (the numbers of the ranking and of the "not found" rule were chosen on it), of the held-out sets (never used to
 * choose anything; the second, per topic, was written before the rule of issue 24 §7; the third, per topic, before
 * the synonyms, the accent-folded field and the sources' share) and of all together. The bars
 * are what is reached (raised, never lowered); the issue's goals (fresh held-out sets: ≥ 90 % "not found", top-3
 * ≥ 85 %) are reported below, top-3 not yet met.
 */
let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => {
  await database?.close();
});

async function answer(cases: readonly RetrievalCase[]) {
  const answered = [];
  for (const c of cases) answered.push((await retrievePassages(database.db, [c.topic], c.q)).passages);
  return answered;
}

function report(title: string, cases: readonly RetrievalCase[], answered: Retrieved[][]) {
  const figures = qualityFigures(cases, answered);
  console.log(describeFigures(title, figures));
  return figures;
}

/**
 * Figures (2026-11-28), before → after issue 24 §7 (novel words and two-syllable words count against the best
 * passage; rule re-tuned on the tuning set only):
 *   tuning      top-3 90.0 % → 90.5 % (4 heading questions added), "not found" 12/19 → 18/19 (12 unanswerable added)
 *   held-out    top-3 84.2 % → 84.2 %, "not found" 3/7 → 6/7
 *   held-out 2  top-3 76.2 % (16/21) → 81.0 % (17/21), "not found" 33/48 (68.8 %) → 44/48 (91.7 %);
 *               per topic 1 / 4 / 6: "not found" 10/16, 11/16, 12/16 → 13/16, 15/16, 16/16.
 * Then (same day) school synonyms (synonyms.ts), the accent-folded field weighing 0.6 for accented questions, and
 * other sources down to 0.3 of the best score (each chosen on the tuning set only, see retrieval-tuning.test.ts),
 * measured on held-out 3, written and committed before these changes:
 *   tuning      top-3 90.5 % (76/84) → 98.8 % (83/84), "not found" 18/19 → 19/19
 *   held-out    top-3 84.2 % → 84.2 %, "not found" 6/7 → 6/7
 *   held-out 2  top-3 81.0 % (17/21) → 81.0 %, "not found" 44/48 (91.7 %) → 46/48 (95.8 %)
 *   held-out 3  top-3 84.6 % (33/39) → 82.1 % (32/39), "not found" 44/48 (91.7 %) → 45/48 (93.8 %);
 *               per topic 1 / 4 / 6: top-3 11, 9, 13 → 10, 9, 13 of 13; "not found" 15, 15, 14 → 16, 15, 14 of 16.
 * The goal on a fresh held-out set: ≥ 90 % "not found" is met on both fresh sets; top-3 ≥ 85 % is NOT (81.0 %
 * and 82.1 %): the tuning set is now nearly all answered, so it no longer tells which change would help the rest.
 */
describe('retrieval quality over the demo documents', () => {
  it('tuning and held-out 1, 2, 3 sets: top-3 and correct "not found" per set and per topic', async () => {
    const answeredTuning = await answer(CASES);
    const answered1 = await answer(HELD_OUT_CASES);
    const tuning = report('chat-bot retrieval quality, TUNING set', CASES, answeredTuning);
    const heldOut = report('chat-bot retrieval quality, HELD-OUT set', HELD_OUT_CASES, answered1);
    const answered2 = await answer(HELD_OUT_2_CASES);
    const heldOut2 = report('chat-bot retrieval quality, HELD-OUT 2 set', HELD_OUT_2_CASES, answered2);
    for (const topic of [1, 4, 6] as const) {
      const indexes = HELD_OUT_2_CASES.flatMap((c, i) => (c.topic === topic ? [i] : []));
      const perTopic = report(
        `  HELD-OUT 2, topic ${topic}`,
        indexes.map((i) => HELD_OUT_2_CASES[i]!),
        indexes.map((i) => answered2[i]!),
      );
      expect(perTopic.unanswerable).toBeGreaterThanOrEqual(15);
      expect(perTopic.notFoundRight / perTopic.unanswerable).toBeGreaterThanOrEqual(0.9);
    }
    expect(CASES.length + HELD_OUT_CASES.length).toBeGreaterThanOrEqual(60);
    expect(tuning.top3 / tuning.answerable).toBeGreaterThanOrEqual(0.95);
    expect(tuning.notFoundRight / tuning.unanswerable).toBeGreaterThanOrEqual(0.95);
    expect(HELD_OUT_CASES.length).toBeGreaterThanOrEqual(20);
    expect(heldOut.unanswerable).toBeGreaterThanOrEqual(6);
    expect(heldOut.top3 / heldOut.answerable).toBeGreaterThanOrEqual(0.8);
    expect(heldOut.notFoundRight / heldOut.unanswerable).toBeGreaterThanOrEqual(0.85);
    expect(heldOut2.unanswerable).toBeGreaterThanOrEqual(45);
    expect(heldOut2.top3 / heldOut2.answerable).toBeGreaterThanOrEqual(0.8);
    expect(heldOut2.notFoundRight / heldOut2.unanswerable).toBeGreaterThanOrEqual(0.95);
    const answered3 = await answer(HELD_OUT_3_CASES);
    const heldOut3 = report('chat-bot retrieval quality, HELD-OUT 3 set', HELD_OUT_3_CASES, answered3);
    for (const topic of [1, 4, 6] as const) {
      const indexes = HELD_OUT_3_CASES.flatMap((c, i) => (c.topic === topic ? [i] : []));
      const perTopic = report(
        `  HELD-OUT 3, topic ${topic}`,
        indexes.map((i) => HELD_OUT_3_CASES[i]!),
        indexes.map((i) => answered3[i]!),
      );
      expect(perTopic.unanswerable).toBeGreaterThanOrEqual(15);
      expect(perTopic.notFoundRight / perTopic.unanswerable).toBeGreaterThanOrEqual(0.85);
    }
    expect(heldOut3.unanswerable).toBeGreaterThanOrEqual(45);
    expect(heldOut3.top3 / heldOut3.answerable).toBeGreaterThanOrEqual(0.8);
    expect(heldOut3.notFoundRight / heldOut3.unanswerable).toBeGreaterThanOrEqual(0.9);
    const all = qualityFigures(
      [...CASES, ...HELD_OUT_CASES, ...HELD_OUT_2_CASES, ...HELD_OUT_3_CASES],
      [...answeredTuning, ...answered1, ...answered2, ...answered3],
    );
    console.log(describeFigures('chat-bot retrieval quality, ALL questions', all));
    expect(all.top3 / all.answerable).toBeGreaterThanOrEqual(0.9);
  }, 300_000);
});
