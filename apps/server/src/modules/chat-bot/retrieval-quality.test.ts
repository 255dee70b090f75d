import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../../test/support/test-app';
import type { Database } from '../../db/client';
import { type Retrieved, retrievePassages } from './retrieval';
import { CASES, CLOSE_CASES, type RetrievalCase } from './retrieval-quality.cases';
import { describeFigures, qualityFigures } from './retrieval-quality.figures';
import { HELD_OUT_CASES } from './retrieval-quality.held-out.cases';
import { HELD_OUT_2_CASES } from './retrieval-quality.held-out-2.cases';
import { HELD_OUT_3_CASES } from './retrieval-quality.held-out-3.cases';
import { HELD_OUT_4_CASES } from './retrieval-quality.held-out-4.cases';
import { HELD_OUT_5_CASES } from './retrieval-quality.held-out-5.cases';
import { HELD_OUT_6_CASES } from './retrieval-quality.held-out-6.cases';
import { HELD_OUT_7_CASES } from './retrieval-quality.held-out-7.cases';
import { HELD_OUT_8_CASES } from './retrieval-quality.held-out-8.cases';

/**
 * Retrieval quality over the demo school's documents (seeded with the demo school). Prints the figures of the tuning
 * set (the numbers of the ranking and of the "not found" rule were chosen on it), of its close cases (added with
 * held-out set 4), of the held-out sets 1 to 6 and of the tuning set with sets 1 to 3 together. Sets 1, 2 and 3 were
 * held out when written (the second, per topic, before the rule of issue 24 §7; the third, per topic, before the
 * synonyms, the accent-folded field and the sources' share); all three had been measured, so from the changes that
 * followed held-out set 4 on they are TUNING MATERIAL (retrieval-tuning.test.ts reads them), as are sets 4 and 5 since
 * the sets after them were written. Held-out set 6 is the one clean measure now (written and committed before the
 * answer-kind checks, never read by the tuning; its cases are not printed). The bars are what is
 * reached (raised, never lowered); the issue's goals (fresh held-out set: ≥ 90 % "not found" per topic, top-3 ≥ 85 %)
 * are reported below.
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

/** Prints a set's figures; a `blind` set (the clean held-out one) prints no case, only the counts. */
function report(title: string, cases: readonly RetrievalCase[], answered: Retrieved[][], blind = false) {
  const figures = qualityFigures(cases, answered);
  console.log(describeFigures(title, blind ? { ...figures, misses: [] } : figures));
  return figures;
}

/** One set's figures per topic (1, 4, 6), each held to the bars given. */
function reportPerTopic(
  title: string,
  cases: readonly RetrievalCase[],
  answered: Retrieved[][],
  bars: { top3?: number; notFound: number },
  blind = false,
) {
  for (const topic of [1, 4, 6] as const) {
    const indexes = cases.flatMap((c, i) => (c.topic === topic ? [i] : []));
    const perTopic = report(
      `  ${title}, topic ${topic}`,
      indexes.map((i) => cases[i]!),
      indexes.map((i) => answered[i]!),
      blind,
    );
    expect(perTopic.unanswerable).toBeGreaterThanOrEqual(15);
    if (bars.top3 !== undefined) expect(perTopic.top3 / perTopic.answerable).toBeGreaterThanOrEqual(bars.top3);
    expect(perTopic.notFoundRight / perTopic.unanswerable).toBeGreaterThanOrEqual(bars.notFound);
  }
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
 * The issue's goal on a fresh held-out set: ≥ 90 % "not found" is met on both fresh sets; top-3 ≥ 85 % is NOT (81.0 %
 * and 82.1 %): the tuning set is now nearly all answered, so it no longer tells which change would help the rest.
 * Then (2026-11-28, 21:55 UTC) held-out set 4 was written from the documents and committed first (44 answerable, 48
 * unanswerable, 16 per topic, many unanswerable ones made of the documents' own words). Measured once with the code
 * as it was then, aggregate figures only: top-1 36/44, top-3 90.9 % (40/44), "not found" 72.9 % (35/48); per topic
 * 1 / 4 / 6: top-3 15/15, 12/15, 13/14; "not found" 12, 9, 14 of 16. Its answers were not looked at. Then, chosen on
 * the tuning material only (the tuning set, 33 close cases added to it, and held-out sets 1 to 3):
 *   - a question written with accents keeps a stopword spelt otherwise than its function word (query-terms.ts
 *     FUNCTION_SPELLINGS: "bể" bơi, "ăn", "thi", "vé", "hè", "số", "tổ", "đăng" ký are words, "be", "an", "thì", "về"
 *     are not);
 *   - a pair of syllables next to a pair the documents hold is no novel word ("mở cửa lúc" is "mở cửa" + "lúc");
 *   - short English words are searched with their inflections ("buy" finds "buying", "fee" "fees");
 *   - the heading bonus goes to the passage's own heading only (1 × the word's weight), not to the chapter or section
 *     above it (was 0.6 for any heading of the path): the phone rule before the laptop rule for "điện thoại", the
 *     dress-code article before the scope clause;
 *   - the "not found" rule: a passage that leaves out one or two novel words answers when it covers 65 % of the
 *     question, or 35 % with a score margin of 0.6 over the next passage (was 50 %, no margin path); otherwise a score
 *     margin of 0.1 (was 0). Chosen by the grid of retrieval-tuning.test.ts under the issue's rule: top-3 ≥ 90 % and
 *     "not found" ≥ 90 % in EACH topic of the tuning material.
 * After (measured once on held-out 4 with the final code):
 *   tuning      top-3 98.8 % (83/84) → 95.2 % (80/84), "not found" 19/19 → 19/19
 *   close cases (33 added to the tuning set)  top-3 9/10, "not found" 16/23 (69.6 %)
 *   held-out    top-3 84.2 % (16/19) → 89.5 % (17/19), "not found" 6/7 → 7/7
 *   held-out 2  top-3 81.0 % (17/21) → 90.5 % (19/21), "not found" 46/48 → 46/48 (95.8 %)
 *   held-out 3  top-3 82.1 % (32/39) → 82.1 % (32/39), "not found" 45/48 → 48/48
 *   tuning + held-out 1–3  top-3 90.8 % (148/163) → 90.8 %, "not found" 95.1 % (116/122) → 98.4 % (120/122)
 *   held-out 4  top-1 36/44 → 35/44, top-3 90.9 % (40/44) → 86.4 % (38/44), "not found" 72.9 % (35/48) → 89.6 %
 *               (43/48); per topic 1 / 4 / 6: top-3 15, 12, 13 → 12, 13, 13 (of 15, 15, 14); "not found" 12, 9, 14
 *               → 14, 13, 16 of 16.
 * On the fresh set the goal top-3 ≥ 85 % is met (86.4 %); "not found" ≥ 90 % is NOT quite (89.6 %, one question short),
 * nor per topic for topics 1 (87.5 %) and 4 (81.3 %); topic 6 reaches 100 %. The gain in "not found" cost top-3 on
 * the fresh set (90.9 % → 86.4 %): lexical evidence alone cannot tell "the colour of the school bus" from "where the
 * school bus is".
 * Then (2026-11-29, 01:00 UTC) held-out set 5 was written from the documents and committed first (44 answerable, 50
 * unanswerable, 16 or 17 per topic, most unanswerable ones made of the documents' own words); held-out 4, measured
 * above, became tuning material. The test prints no case of set 5, only its counts. Measured once with the code as it
 * was then: top-1 36/44, top-3 84.1 % (37/44), "not found" 56.0 % (28/50); per topic 1 / 4 / 6: top-3 11/15, 14/15,
 * 12/14; "not found" 7/16, 8/17, 13/17. Far from the goal on "not found" (set 4 reached 89.6 % with the same code):
 * probably because this set's unanswerable questions share more of the documents' words (which failed was not looked at).
 * Then, chosen on the tuning material only (the tuning set, its close cases and held-out sets 1 to 4: 410 questions;
 * see retrieval-tuning.test.ts, which does not read set 5):
 *   - the words that only frame a question are dropped, so that the evidence asked of a passage is the question's
 *     content (query-terms.ts): Vietnamese "ở đâu", "thế nào", "bao lâu", "lúc nào", "hôm nào", "bao giờ" (the word
 *     dropped only next to its partner, and with the framing's accents when the question has them: "đầu", "thẻ" stay),
 *     and in a question read as English (more English function words than Vietnamese ones) "the", "allowed", "what
 *     time", "how often", "how big"…: on the tuning material top-3 195 → 201 of 217 under the old rule;
 *   - a question asking for a number ("bao nhiêu", "mấy", "bao lâu", "how many/much/long", "what time") is not
 *     answered by a best passage whose text holds no digit (2 more "not found", no answerable case lost);
 *   - the "not found" rule re-chosen by the same grid and criterion: the margin path without novel words asks a margin
 *     of 0.5 (was 0.1), full coverage 0.55 (was 0.5); with a novel detail 45 % and a margin of 0.5 (was 35 %, 0.6).
 *     Tuning material: top-3 89.9 % (195/217) → 92.6 % (201/217), "not found" 92.7 % (179/193) → 94.3 % (182/193).
 * Two bars are lowered, by one question each, because the rule is chosen on all 410 questions together and these two
 * sets (now tuning material) each lose one: held-out 1 top-3 0.8 → 0.78 (17/19 → 15/19), held-out 2 "not found" 0.95 →
 * 0.93 (46/48 → 45/48). The others are raised to what holds.
 * After (measured once on held-out 5 with the final code; its cases still not looked at):
 *   tuning      top-3 95.2 % (80/84) → 97.6 % (82/84), "not found" 19/19 → 19/19
 *   close cases top-3 9/10 → 9/10, "not found" 16/23 (69.6 %) → 20/23 (87.0 %)
 *   held-out    top-3 89.5 % (17/19) → 78.9 % (15/19), "not found" 7/7 → 7/7
 *   held-out 2  top-3 90.5 % (19/21) → 90.5 %, "not found" 46/48 → 45/48 (93.8 %; 15 of 16 in each topic)
 *   held-out 3  top-3 82.1 % (32/39) → 84.6 % (33/39), "not found" 48/48 → 47/48
 *   held-out 4  top-3 86.4 % (38/44) → 97.7 % (43/44), "not found" 89.6 % (43/48) → 91.7 % (44/48); per topic
 *               1 / 4 / 6: "not found" 14, 13, 16 → 14, 14, 16 of 16 (tuning material now, so no measure)
 *   tuning + held-out 1–3  top-3 90.8 % (148/163) → 91.4 % (149/163), "not found" 120/122 → 118/122
 *   held-out 5  top-1 36/44 → 38/44, top-3 84.1 % (37/44) → 88.6 % (39/44), "not found" 56.0 % (28/50) → 68.0 %
 *               (34/50); per topic 1 / 4 / 6: top-3 11, 14, 12 → 12, 15, 12 (of 15, 15, 14); "not found" 7/16, 8/17,
 *               13/17 → 10/16, 10/17, 14/17.
 * On the fresh set the goal top-3 ≥ 85 % is met (88.6 %); "not found" ≥ 90 % is NOT: 68.0 % overall, 62.5 %, 58.8 % and
 * 82.4 % in topics 1, 4 and 6. The rule is chosen to hold per topic on the tuning material (≥ 90 % in each), and it
 * does not carry over to questions made of the documents' own words: lexical evidence (which words a passage holds,
 * how far it stands ahead) cannot tell a question a passage answers from one about a detail it never states. What
 * would: a check that the passage states what is asked (an answer type, as done for numbers), or a reader model.
 * Then (2026-11-29, 01:20 UTC) held-out set 6 was written from the documents and committed first (45 answerable, 54
 * unanswerable, 17 to 19 per topic, most unanswerable ones asking for a detail the documents never state in their own
 * words); held-out 5, measured above, became tuning material. The test prints no case of set 6, only its counts.
 * Measured once with the code as it was then: top-1 39/45, top-3 91.1 % (41/45), "not found" 42.6 % (23/54); per
 * topic 1 / 4 / 6: top-3 12/15, 14/15, 15/15; "not found" 8/17, 4/18, 11/19. Which failed was not looked at.
 * Then, chosen on the tuning material only (the tuning set, its close cases and held-out sets 1 to 5: 504 questions,
 * 261 answerable, 243 unanswerable; retrieval-tuning.test.ts TUNE_CHATBOT=types, which does not read set 6), the kind
 * of answer a question asks for is checked in the best passage (answer-types.ts), each kind alone under the rule of
 * then (tuning material: top-3 240/261, "not found" 216/243 without any check):
 *   - kept: "ai là / là ai / who is / …'s name" needs a person named in the passage (a title before a capitalised name:
 *     "Thạc sĩ Trần…", "Mr Michael Turner"): "not found" +2, no answerable question lost;
 *   - kept: the question's most specific word (highest idf among the words some passage holds, synonyms counted) must
 *     be in a best passage covering less than 50 % of the question: +1, none lost (required of every best passage:
 *     +6 but 14 answerable lost, at 60–90 % coverage 7 to 14 lost);
 *   - dropped, changing no answer of the tuning material: a time of day for "mấy giờ /
 *     what time", a number with the unit asked ("bao nhiêu ngày", "how many times", "bao lâu / how long"), a percentage,
 *     a place for "ở đâu / phòng nào / where / which room" (rooms, floors, buildings, the portal…), a date or weekday
 *     for "khi nào / ngày nào / when / deadline";
 *   - dropped, losing answerable questions: an amount of money for "bao nhiêu tiền / giá / phí / how much is" (+1,
 *     −1: "Xe đưa đón của trường giá bao nhiêu?" is answered by "depends on the distance"), a permission word for "có
 *     được … không / can I" (0, −3: "được", "không", "must" are in nearly every rule, and what fires is noise).
 * The "not found" rule was not changed: with held-out 5 added, no rule of the grid keeps top-3 ≥ 90 % with "not found"
 * ≥ 90 % in each topic except stricter ones (novel coverage 0.7, 0.5 with a margin of 0.6: top-3 235/261, "not found"
 * 224/243) that trade 5 answerable questions for 5 unanswerable ones — a tie on the objective (1.822 against 1.821),
 * which the grid's tie-break (larger top-3) gives to the rule in place.
 * After (measured once on held-out 6 with the final code; its cases still not looked at):
 *   tuning      top-3 97.6 % (82/84) → 82/84, "not found" 19/19 → 19/19
 *   close cases top-3 9/10 → 9/10, "not found" 20/23 → 20/23
 *   held-out    top-3 78.9 % (15/19) → 15/19, "not found" 7/7 → 7/7
 *   held-out 2  top-3 90.5 % (19/21) → 19/21, "not found" 45/48 → 45/48
 *   held-out 3  top-3 84.6 % (33/39) → 33/39, "not found" 47/48 → 47/48
 *   held-out 4  top-3 97.7 % (43/44) → 43/44, "not found" 44/48 → 45/48 (93.8 %; per topic 1 / 4 / 6: 15, 14, 16 of 16)
 *   held-out 5  top-3 88.6 % (39/44) → 39/44, "not found" 68.0 % (34/50) → 72.0 % (36/50; per topic 10/16, 12/17,
 *               14/17; tuning material now, so no measure)
 *   tuning + held-out 1–3  top-3 149/163 → 149/163, "not found" 118/122 → 118/122
 *   held-out 6  top-1 39/45 → 39/45, top-3 91.1 % (41/45) → 91.1 % (41/45), "not found" 42.6 % (23/54) → 46.3 %
 *               (25/54); per topic 1 / 4 / 6: top-3 12, 14, 15 → 12, 14, 15 (of 15); "not found" 8/17, 4/18, 11/19 →
 *               9/17, 4/18, 12/19.
 * On the fresh set the goal top-3 ≥ 85 % is met (91.1 %); "not found" ≥ 90 % is far from met: 46.3 % overall, 52.9 %,
 * 22.2 % and 63.2 % in topics 1, 4 and 6. The checks that help on the tuning material hardly carry over. Probably
 * (which failed was not looked at): set 6's unanswerable questions ask for a detail (an amount, a time, a place) of
 * something the documents do name, and the best passage holds some answer of that kind (a digit, a time, a room)
 * about something else; a check of the answer's kind at the passage cannot see that. What would: the question's words
 * and the answer standing together (a check at the sentence rather than the passage, or a reader model).
 * Then (2026-11-29, 01:45 UTC) held-out set 7 was written from the documents and committed first (45 answerable, 50
 * unanswerable, 16 or 17 per topic, none answered by a document of another topic either); held-out 6, measured above,
 * became tuning material. The test prints no case of set 7, only its counts. Measured once with the code as it was
 * then: top-1 39/45, top-3 88.9 % (40/45), "not found" 76.0 % (38/50); per topic 1 / 4 / 6: top-3 14/15, 14/15,
 * 12/15; "not found" 11/16, 12/17, 15/17. Which failed was not looked at.
 * Then, chosen on the tuning material only (the tuning set, its close cases and held-out sets 1 to 6: 603 questions,
 * 306 answerable, 297 unanswerable; retrieval-tuning.test.ts TUNE_CHATBOT=sentences, which does not read set 7),
 * evidence at the SENTENCE (sentence-evidence.ts): the best passage is split into sentences and list items, each
 * weighed by the question's words it holds (matched as the ranking matches them, the heading counting for all), and
 * a question asking for a number ("bao nhiêu", "mấy", "how many", "what time") or an amount of money ("giá bao
 * nhiêu", "how much is") is not answered unless a sentence holding at least half the best sentence's weight holds a
 * digit, or an amount (was: anywhere in the passage, for the number only). Tuning material: top-3 281 → 280/306,
 * "not found" 244 → 253/297 (the one lost: "Xe đưa đón của trường giá bao nhiêu?", answered by "depends on the
 * distance"). Dropped: the same for a time of day (no gain), a unit, a date, a place (each lost 1 to 5 answerable
 * questions for at most one "not found"), the share of the question the best sentence covers, the most specific word
 * in the best sentence, neighbouring sentences counted with it (each a loss or a poorer trade).
 * After (measured once on held-out 7 with the final code; its cases still not looked at):
 *   tuning      top-3 82/84 → 82/84, "not found" 19/19 → 19/19
 *   close cases top-3 9/10 → 9/10, "not found" 20/23 → 20/23
 *   held-out    top-3 15/19 → 15/19, "not found" 7/7 → 7/7
 *   held-out 2  top-3 19/21 → 18/21 (85.7 %; the bus price above), "not found" 45/48 → 45/48
 *   held-out 3  top-3 33/39 → 33/39, "not found" 47/48 → 48/48
 *   held-out 4  top-3 43/44 → 43/44, "not found" 45/48 → 45/48
 *   held-out 5  top-3 39/44 → 39/44, "not found" 36/50 → 37/50 (74.0 %; per topic 11/16, 12/17, 14/17)
 *   held-out 6  top-3 41/45 → 41/45, "not found" 25/54 → 32/54 (59.3 %; per topic 12/17, 8/18, 12/19; tuning
 *               material now, so no measure)
 *   tuning + held-out 1–3  top-3 149/163 → 148/163, "not found" 118/122 → 119/122
 *   held-out 7  top-1 39/45 → 39/45, top-3 88.9 % (40/45) → 88.9 % (40/45), "not found" 76.0 % (38/50) → 78.0 %
 *               (39/50); per topic 1 / 4 / 6: top-3 14, 14, 12 → 14, 14, 12 (of 15); "not found" 11/16, 12/17,
 *               15/17 → 11/16, 13/17, 15/17.
 * On the fresh set the goal top-3 ≥ 85 % is met (88.9 %); "not found" ≥ 90 % is not: 78.0 % overall, 68.8 %, 76.5 %
 * and 88.2 % in topics 1, 4 and 6. The sentence check helps most where the previous round's diagnosis holds (set 6,
 * tuning material now: +7), and little on set 7. Probably (which failed was not looked at): most of set 7's
 * unanswerable questions were written as yes/no questions ("có … không", "is there", "can I") or ask for a name or a
 * place, which a check of a number or an amount never refuses, and the passage on their subject answers some other
 * question about it. What would: a reader model, or checks the tuning material does not support (the permission and
 * place checks lose answerable questions).
 * Then (2026-11-29, 04:00 UTC, a new session) held-out set 8 was written by a helper session that read neither the
 * retrieval nor its answers (45 answerable, 51 unanswerable, 15 and 17 per topic) and committed first; held-out 7
 * became tuning material (698 questions, 351 answerable, 347 unanswerable). Measured once with the code as it was:
 * top-1 39/45, top-3 86.7 % (39/45), "not found" 68.6 % (35/51); per topic 1 / 4 / 6: top-3 15, 10, 14 (of 15), "not
 * found" 9, 12, 14 (of 17). Then, chosen on the tuning material only (TUNE_CHATBOT=sentence-coverage): the best
 * sentence with the heading must hold 37.5 % of the question's weight (retrieval.ts SENTENCE_COVERAGE); tuning
 * material top-3 320 → 320/351, "not found" 292 → 295/347 (a higher share trades answerable questions one for one).
 * After, on held-out 8: unchanged, top-3 86.7 %, "not found" 68.6 %, the same in every topic. A dump of the tuning
 * material's unanswerable questions still answered shows why word evidence has reached its end: most are covered
 * word for word, often in one sentence ("truong co day lai xe o to khong" against the school bus rule, coverage 1.0;
 * "Does after-school care run during the mid-semester breaks?" against the calendar, 0.83); what they ask is not
 * what the sentence says, which only a reader of the sentence can tell.
 */
describe('retrieval quality over the demo documents', () => {
  it('tuning and held-out 1 to 8 sets: top-3 and correct "not found" per set and per topic', async () => {
    const answeredTuning = await answer(CASES);
    const answered1 = await answer(HELD_OUT_CASES);
    const tuning = report('chat-bot retrieval quality, TUNING set', CASES, answeredTuning);
    const answeredClose = await answer(CLOSE_CASES);
    const close = report(
      'chat-bot retrieval quality, TUNING set, close cases (added with held-out 4)',
      CLOSE_CASES,
      answeredClose,
    );
    const heldOut = report('chat-bot retrieval quality, HELD-OUT set', HELD_OUT_CASES, answered1);
    const answered2 = await answer(HELD_OUT_2_CASES);
    const heldOut2 = report('chat-bot retrieval quality, HELD-OUT 2 set', HELD_OUT_2_CASES, answered2);
    reportPerTopic('HELD-OUT 2', HELD_OUT_2_CASES, answered2, { notFound: 0.93 });
    expect(close.top3 / close.answerable).toBeGreaterThanOrEqual(0.9);
    expect(close.notFoundRight / close.unanswerable).toBeGreaterThanOrEqual(0.86);
    expect(CASES.length + HELD_OUT_CASES.length).toBeGreaterThanOrEqual(60);
    expect(tuning.top3 / tuning.answerable).toBeGreaterThanOrEqual(0.95);
    expect(tuning.notFoundRight / tuning.unanswerable).toBeGreaterThanOrEqual(0.95);
    expect(HELD_OUT_CASES.length).toBeGreaterThanOrEqual(20);
    expect(heldOut.unanswerable).toBeGreaterThanOrEqual(6);
    expect(heldOut.top3 / heldOut.answerable).toBeGreaterThanOrEqual(0.78);
    expect(heldOut.notFoundRight / heldOut.unanswerable).toBeGreaterThanOrEqual(0.85);
    expect(heldOut2.unanswerable).toBeGreaterThanOrEqual(45);
    expect(heldOut2.top3 / heldOut2.answerable).toBeGreaterThanOrEqual(0.8);
    expect(heldOut2.notFoundRight / heldOut2.unanswerable).toBeGreaterThanOrEqual(0.93);
    const answered3 = await answer(HELD_OUT_3_CASES);
    const heldOut3 = report('chat-bot retrieval quality, HELD-OUT 3 set', HELD_OUT_3_CASES, answered3);
    reportPerTopic('HELD-OUT 3', HELD_OUT_3_CASES, answered3, { notFound: 1 });
    expect(heldOut3.unanswerable).toBeGreaterThanOrEqual(45);
    expect(heldOut3.top3 / heldOut3.answerable).toBeGreaterThanOrEqual(0.84);
    expect(heldOut3.notFoundRight / heldOut3.unanswerable).toBeGreaterThanOrEqual(1);
    const answered4 = await answer(HELD_OUT_4_CASES);
    const heldOut4 = report('chat-bot retrieval quality, HELD-OUT 4 set', HELD_OUT_4_CASES, answered4);
    reportPerTopic('HELD-OUT 4', HELD_OUT_4_CASES, answered4, { top3: 0.92, notFound: 0.87 });
    expect(heldOut4.unanswerable).toBeGreaterThanOrEqual(45);
    expect(heldOut4.top3 / heldOut4.answerable).toBeGreaterThanOrEqual(0.97);
    expect(heldOut4.notFoundRight / heldOut4.unanswerable).toBeGreaterThanOrEqual(0.93);
    const answered5 = await answer(HELD_OUT_5_CASES);
    const heldOut5 = report('chat-bot retrieval quality, HELD-OUT 5 set', HELD_OUT_5_CASES, answered5, true);
    reportPerTopic('HELD-OUT 5', HELD_OUT_5_CASES, answered5, { top3: 0.8, notFound: 0.68 }, true);
    expect(heldOut5.unanswerable).toBeGreaterThanOrEqual(48);
    expect(heldOut5.top3 / heldOut5.answerable).toBeGreaterThanOrEqual(0.88);
    expect(heldOut5.notFoundRight / heldOut5.unanswerable).toBeGreaterThanOrEqual(0.74);
    const answered6 = await answer(HELD_OUT_6_CASES);
    const heldOut6 = report('chat-bot retrieval quality, HELD-OUT 6 set', HELD_OUT_6_CASES, answered6, true);
    reportPerTopic('HELD-OUT 6', HELD_OUT_6_CASES, answered6, { top3: 0.8, notFound: 0.44 }, true);
    expect(heldOut6.unanswerable).toBeGreaterThanOrEqual(50);
    expect(heldOut6.top3 / heldOut6.answerable).toBeGreaterThanOrEqual(0.91);
    expect(heldOut6.notFoundRight / heldOut6.unanswerable).toBeGreaterThanOrEqual(0.59);
    const answered7 = await answer(HELD_OUT_7_CASES);
    const heldOut7 = report('chat-bot retrieval quality, HELD-OUT 7 set', HELD_OUT_7_CASES, answered7, true);
    reportPerTopic('HELD-OUT 7', HELD_OUT_7_CASES, answered7, { top3: 0.8, notFound: 0.68 }, true);
    expect(heldOut7.unanswerable).toBeGreaterThanOrEqual(48);
    expect(heldOut7.top3 / heldOut7.answerable).toBeGreaterThanOrEqual(0.88);
    expect(heldOut7.notFoundRight / heldOut7.unanswerable).toBeGreaterThanOrEqual(0.78);
    const answered8 = await answer(HELD_OUT_8_CASES);
    const heldOut8 = report('chat-bot retrieval quality, HELD-OUT 8 set', HELD_OUT_8_CASES, answered8, true);
    reportPerTopic('HELD-OUT 8', HELD_OUT_8_CASES, answered8, { top3: 0.66, notFound: 0.52 }, true);
    expect(heldOut8.unanswerable).toBeGreaterThanOrEqual(51);
    expect(heldOut8.top3 / heldOut8.answerable).toBeGreaterThanOrEqual(0.86);
    expect(heldOut8.notFoundRight / heldOut8.unanswerable).toBeGreaterThanOrEqual(0.68);
    const all = qualityFigures(
      [...CASES, ...HELD_OUT_CASES, ...HELD_OUT_2_CASES, ...HELD_OUT_3_CASES],
      [...answeredTuning, ...answered1, ...answered2, ...answered3],
    );
    console.log(
      describeFigures('chat-bot retrieval quality, ALL questions of the tuning set and held-out sets 1 to 3', all),
    );
    expect(all.top3 / all.answerable).toBeGreaterThanOrEqual(0.9);
  }, 300_000);
});
