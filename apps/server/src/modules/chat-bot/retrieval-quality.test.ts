import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../../test/support/test-app';
import type { Database } from '../../db/client';
import { retrievePassages } from './retrieval';
import { CASES } from './retrieval-quality.cases';

/** Retrieval quality over the demo school's documents (seeded with the demo school); prints the figures. */
let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => {
  await database?.close();
});

describe('retrieval quality over the demo documents', () => {
  it('finds the answering passage in the top 3 for at least 85 % of the answerable questions', async () => {
    let top1 = 0;
    let top3 = 0;
    let notFoundRight = 0;
    const answerable = CASES.filter((c) => c.expect !== null);
    const unanswerable = CASES.filter((c) => c.expect === null);
    const misses: string[] = [];
    for (const c of CASES) {
      const { passages } = await retrievePassages(database.db, [c.topic], c.q);
      if (c.expect === null) {
        if (passages.length === 0) notFoundRight++;
        else misses.push(`[not found expected] ${c.q} → ${passages[0]!.muc}`);
        continue;
      }
      const expected = [c.expect].flat();
      const rank = passages.findIndex((p) => expected.some((e) => p.muc.includes(e)));
      if (rank === 0) top1++;
      if (rank >= 0 && rank < 3) top3++;
      else misses.push(`${c.q} → ${passages.map((p) => p.muc).join(' | ') || '(not found)'}`);
    }
    const pct = (n: number, of: number) => `${((100 * n) / of).toFixed(1)} %`;
    console.log(
      [
        `chat-bot retrieval quality (${CASES.length} questions, ${answerable.length} answerable):`,
        `  top-1 ${pct(top1, answerable.length)} (${top1}/${answerable.length})`,
        `  top-3 ${pct(top3, answerable.length)} (${top3}/${answerable.length})`,
        `  correct "not found" ${pct(notFoundRight, unanswerable.length)} (${notFoundRight}/${unanswerable.length})`,
        ...misses.map((m) => `  miss: ${m}`),
      ].join('\n'),
    );
    expect(CASES.length).toBeGreaterThanOrEqual(60);
    expect(top3 / answerable.length).toBeGreaterThanOrEqual(0.85);
  });
});
