import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../../test/support/test-app';
import type { Database } from '../../db/client';
import { retrievePassages } from './retrieval';
import { CASES, type RetrievalCase } from './retrieval-quality.cases';
import { describeFigures, qualityFigures } from './retrieval-quality.figures';
import { HELD_OUT_CASES } from './retrieval-quality.held-out.cases';
import { HELD_OUT_2_CASES } from './retrieval-quality.held-out-2.cases';

/**
 * Retrieval quality over the demo school's documents (seeded with the demo school). Prints the figures of the tuning
 * set (the numbers of the ranking and of the "not found" rule were chosen on it), of the held-out set (never used to
 * choose anything) and of both together. The bar, 85 % top-3, holds over all the questions; the held-out set
 * alone must stay above 80 % (a guard against tuning to the tuning set; its 85 % goal is reported, not yet met).
 */
let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => {
  await database?.close();
});

async function measure(title: string, cases: readonly RetrievalCase[]) {
  const answered = [];
  for (const c of cases) answered.push((await retrievePassages(database.db, [c.topic], c.q)).passages);
  const figures = qualityFigures(cases, answered);
  console.log(describeFigures(title, figures));
  return figures;
}

describe('retrieval quality over the demo documents', () => {
  it('all questions: the answering passage in the top 3 for at least 85 % of the answerable ones', async () => {
    const tuning = await measure('chat-bot retrieval quality, TUNING set', CASES);
    const heldOut = await measure('chat-bot retrieval quality, HELD-OUT set', HELD_OUT_CASES);
    const heldOut2 = await measure('chat-bot retrieval quality, HELD-OUT 2 set', HELD_OUT_2_CASES);
    for (const topic of [1, 4, 6] as const) {
      await measure(
        `  HELD-OUT 2, topic ${topic}`,
        HELD_OUT_2_CASES.filter((c) => c.topic === topic),
      );
    }
    const all = await measure('chat-bot retrieval quality, ALL questions', [
      ...CASES,
      ...HELD_OUT_CASES,
      ...HELD_OUT_2_CASES,
    ]);
    void heldOut2;
    expect(CASES.length + HELD_OUT_CASES.length).toBeGreaterThanOrEqual(60);
    expect(tuning.top3 / tuning.answerable).toBeGreaterThanOrEqual(0.85);
    expect(all.top3 / all.answerable).toBeGreaterThanOrEqual(0.85);
    expect(HELD_OUT_CASES.length).toBeGreaterThanOrEqual(20);
    expect(heldOut.unanswerable).toBeGreaterThanOrEqual(6);
    expect(heldOut.top3 / heldOut.answerable).toBeGreaterThanOrEqual(0.8);
  });
});
