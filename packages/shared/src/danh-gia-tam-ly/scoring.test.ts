import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { TamLyDefinition } from './instrument';
import { zTamLyDefinition } from './instrument';
import { dass21Definition } from './instruments/dass21';
import { SEED_INSTRUMENTS } from './instruments/index';
import { rosenbergDefinition } from './instruments/rosenberg';
import { who5Definition } from './instruments/who5';
import { groupRange, optionRange, reverseScore, scoreAnswers, type TamLyAnswers, unansweredQuestions } from './scoring';

/** Answers giving each question of a group the option index `pick(questionNumber)`. */
const answersOf = (d: TamLyDefinition, pick: (key: string) => number): Record<string, number> =>
  Object.fromEntries(d.questions.map((q) => [q.key, pick(q.key)]));
const byGroup = (d: TamLyDefinition, answers: TamLyAnswers) =>
  Object.fromEntries(scoreAnswers(d, answers).map((s) => [s.group, s]));

/** DASS-21 answers whose raw sums per subscale are the given ones (spread over the seven items, 0–3 each). */
function dassWith(raw: { depression: number; anxiety: number; stress: number }): Record<string, number> {
  const left = { ...raw };
  return Object.fromEntries(
    dass21Definition.questions.map((q) => {
      const g = q.group as keyof typeof left;
      const v = Math.min(3, left[g]);
      left[g] -= v;
      return [q.key, v];
    }),
  );
}

describe('the seeded instruments', () => {
  it('are valid definitions with a stated source and licence, and none is the SDQ', () => {
    for (const s of SEED_INSTRUMENTS) {
      expect(zTamLyDefinition.safeParse(s.dinhNghia).success).toBe(true);
      expect(s.nguon.length).toBeGreaterThan(20);
      expect(s.giayPhep.length).toBeGreaterThan(20);
      expect(s.ma).not.toMatch(/SDQ/i);
    }
    expect(SEED_INSTRUMENTS.map((s) => s.ma)).toEqual(['DASS-21', 'WHO-5', 'RSES']);
  });

  it('DASS-21 has 21 items, seven per subscale, in the published item order', () => {
    const count = (g: string) => dass21Definition.questions.filter((q) => q.group === g).map((q) => q.key);
    expect(dass21Definition.questions).toHaveLength(21);
    expect(count('stress')).toEqual(['q1', 'q6', 'q8', 'q11', 'q12', 'q14', 'q18']);
    expect(count('anxiety')).toEqual(['q2', 'q4', 'q7', 'q9', 'q15', 'q19', 'q20']);
    expect(count('depression')).toEqual(['q3', 'q5', 'q10', 'q13', 'q16', 'q17', 'q21']);
  });
});

describe('DASS-21 scoring (sum × 2, Lovibond & Lovibond 1995 bands)', () => {
  it.each([
    // depression: normal 0–9, mild 10–13, moderate 14–20, severe 21–27, extremely severe 28+
    ['depression', 4, 8, 'normal'],
    ['depression', 5, 10, 'mild'],
    ['depression', 6, 12, 'mild'],
    ['depression', 7, 14, 'moderate'],
    ['depression', 10, 20, 'moderate'],
    ['depression', 11, 22, 'severe'],
    ['depression', 13, 26, 'severe'],
    ['depression', 14, 28, 'extremelySevere'],
    ['depression', 21, 42, 'extremelySevere'],
    // anxiety: normal 0–7, mild 8–9, moderate 10–14, severe 15–19, extremely severe 20+
    ['anxiety', 3, 6, 'normal'],
    ['anxiety', 4, 8, 'mild'],
    ['anxiety', 5, 10, 'moderate'],
    ['anxiety', 7, 14, 'moderate'],
    ['anxiety', 8, 16, 'severe'],
    ['anxiety', 9, 18, 'severe'],
    ['anxiety', 10, 20, 'extremelySevere'],
    // stress: normal 0–14, mild 15–18, moderate 19–25, severe 26–33, extremely severe 34+
    ['stress', 7, 14, 'normal'],
    ['stress', 8, 16, 'mild'],
    ['stress', 9, 18, 'mild'],
    ['stress', 10, 20, 'moderate'],
    ['stress', 12, 24, 'moderate'],
    ['stress', 13, 26, 'severe'],
    ['stress', 16, 32, 'severe'],
    ['stress', 17, 34, 'extremelySevere'],
  ] as const)('%s raw %i → %i, %s', (group, raw, score, band) => {
    const sums = { depression: 0, anxiety: 0, stress: 0, [group]: raw };
    const result = byGroup(dass21Definition, dassWith(sums))[group]!;
    expect(result).toMatchObject({ raw, score, band, answered: 7, total: 7 });
    expect(result.followUp).toBe(band === 'severe' || band === 'extremelySevere');
  });

  it('an odd doubled edge falls in the band the published table gives (stress 15 cannot occur: 14 normal, 16 mild)', () => {
    const stress = dass21Definition.groups.find((g) => g.key === 'stress')!;
    expect(stress.bands.map((b) => [b.min, b.max])).toEqual([
      [0, 14],
      [15, 18],
      [19, 25],
      [26, 33],
      [34, null],
    ]);
  });

  it('leaves a subscale unscored while one of its items is unanswered', () => {
    const answers = dassWith({ depression: 21, anxiety: 0, stress: 0 });
    delete answers.q3;
    const r = byGroup(dass21Definition, answers);
    expect(r.depression).toMatchObject({ answered: 6, band: null, followUp: false });
    expect(r.anxiety!.band).toBe('normal');
    expect(unansweredQuestions(dass21Definition, answers)).toEqual(['q3']);
  });
});

describe('WHO-5 scoring (raw 0–25 × 4)', () => {
  it.each([
    [0, 0, 'likelyDepression'],
    [7, 28, 'likelyDepression'],
    [8, 32, 'poor'],
    [12, 48, 'poor'],
    [13, 52, 'good'],
    [25, 100, 'good'],
  ])('raw %i → %i, %s', (raw, score, band) => {
    let left = raw;
    const answers = answersOf(who5Definition, () => {
      const v = Math.min(5, left);
      left -= v;
      return v; // option index = score on the WHO-5
    });
    expect(byGroup(who5Definition, answers).wellbeing).toMatchObject({ raw, score, band });
  });

  it('flags ≤ 28 for follow-up, and 50 (the poor-wellbeing edge) counts as poor', () => {
    const wellbeing = who5Definition.groups[0]!;
    expect(wellbeing.bands.find((b) => b.key === 'likelyDepression')).toMatchObject({ max: 28, followUp: true });
    expect(wellbeing.bands.find((b) => b.key === 'poor')).toMatchObject({ max: 50, followUp: false });
  });
});

describe('Rosenberg self-esteem scoring (reverse items 2, 5, 6, 8, 9)', () => {
  it('scores "strongly agree" to every item as 5 × 3 + 5 × 0 = 15', () => {
    const r = byGroup(
      rosenbergDefinition,
      answersOf(rosenbergDefinition, () => 0),
    ).selfEsteem!;
    expect(r).toMatchObject({ raw: 15, band: 'normal' });
  });

  it('reaches 30 by agreeing with the positive items and disagreeing with the reversed ones', () => {
    const reversed = new Set(['q2', 'q5', 'q6', 'q8', 'q9']);
    const best = answersOf(rosenbergDefinition, (k) => (reversed.has(k) ? 3 : 0));
    expect(byGroup(rosenbergDefinition, best).selfEsteem).toMatchObject({ raw: 30, band: 'high' });
    const worst = answersOf(rosenbergDefinition, (k) => (reversed.has(k) ? 0 : 3));
    expect(byGroup(rosenbergDefinition, worst).selfEsteem).toMatchObject({ raw: 0, band: 'low', followUp: true });
  });

  it('puts 14 in low and 15 and 25 in the normal range, 26 high', () => {
    const bands = rosenbergDefinition.groups[0]!.bands;
    expect(bands.map((b) => [b.key, b.min, b.max])).toEqual([
      ['low', 0, 14],
      ['normal', 15, 25],
      ['high', 26, null],
    ]);
  });
});

describe('scoring properties', () => {
  const instruments = fc.constantFrom(dass21Definition, who5Definition, rosenbergDefinition);

  it('reversing twice is the identity', () => {
    fc.assert(
      fc.property(fc.integer({ min: -50, max: 50 }), fc.integer({ min: 0, max: 50 }), fc.integer(), (min, span, s) => {
        const range = { min, max: min + span };
        const score = min + (Math.abs(s) % (span + 1));
        expect(reverseScore(reverseScore(score, range), range)).toBe(score);
        const once = reverseScore(score, range);
        expect(once).toBeGreaterThanOrEqual(range.min);
        expect(once).toBeLessThanOrEqual(range.max);
      }),
    );
  });

  it('every complete answer set scores each group within its range and in exactly one band', () => {
    fc.assert(
      fc.property(
        instruments.chain((d) =>
          fc.tuple(
            fc.constant(d),
            fc.array(fc.nat({ max: d.options.length - 1 }), {
              minLength: d.questions.length,
              maxLength: d.questions.length,
            }),
          ),
        ),
        ([d, picks]) => {
          const answers = Object.fromEntries(d.questions.map((q, i) => [q.key, picks[i]!]));
          for (const s of scoreAnswers(d, answers)) {
            const group = d.groups.find((g) => g.key === s.group)!;
            const range = groupRange(d, group);
            expect(s.score).toBeGreaterThanOrEqual(range.min);
            expect(s.score).toBeLessThanOrEqual(range.max);
            expect(s.band).not.toBeNull();
            const holding = group.bands.filter((b) => s.score >= b.min && (b.max === null || s.score <= b.max));
            expect(holding).toHaveLength(1);
          }
        },
      ),
    );
  });

  it('an index outside the option set is never scored', () => {
    fc.assert(
      fc.property(
        fc.integer().filter((i) => i < 0 || i > 3),
        (i) => {
          expect(unansweredQuestions(dass21Definition, { q1: i })).toContain('q1');
        },
      ),
    );
    expect(optionRange(who5Definition.options)).toEqual({ min: 0, max: 5 });
  });
});
