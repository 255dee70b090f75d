import { describe, expect, it } from 'vitest';
import {
  answerKeyOf,
  mayTeacherSee,
  meanOf,
  overallMean,
  showsScores,
  sumDistributions,
} from './khao-sat-giao-vien.policy';

describe('khao-sat-giao-vien policy: the threshold', () => {
  it.each([
    ['open, many answers', 'dang_mo', 40, false],
    ['not yet open', 'sap_mo', 0, false],
    ['closed, 4 answers', 'da_dong', 4, false],
    ['closed, 5 answers', 'da_dong', 5, true],
    ['closed, 30 answers', 'da_dong', 30, true],
  ] as const)('%s', (_, state, count, expected) => {
    expect(mayTeacherSee(state, count)).toBe(expected);
  });

  it('hides the scores of a statistics row under 5 answers', () => {
    expect(showsScores(4)).toBe(false);
    expect(showsScores(5)).toBe(true);
  });
});

describe('khao-sat-giao-vien policy: anonymity key', () => {
  it('names the student only by a hash that changes with the campaign salt, the class and the student', () => {
    const key = answerKeyOf('salt-a', 7, 42);
    expect(key).toMatch(/^[0-9a-f]{64}$/);
    expect(key).not.toContain('42');
    expect(answerKeyOf('salt-a', 7, 42)).toBe(key);
    expect(answerKeyOf('salt-b', 7, 42)).not.toBe(key);
    expect(answerKeyOf('salt-a', 8, 42)).not.toBe(key);
    expect(answerKeyOf('salt-a', 7, 43)).not.toBe(key);
  });
});

describe('khao-sat-giao-vien policy: figures', () => {
  it('means and sums distributions of scores 1–5', () => {
    expect(meanOf([0, 0, 0, 0, 0])).toBeNull();
    expect(meanOf([1, 0, 0, 0, 1])).toBe(3);
    expect(meanOf([0, 0, 1, 2, 0])).toBe(3.67);
    expect(
      sumDistributions(
        [
          [[1, 0, 0, 0, 0]],
          [
            [0, 1, 0, 0, 0],
            [0, 0, 0, 0, 2],
          ],
        ],
        2,
      ),
    ).toEqual([
      [1, 1, 0, 0, 0],
      [0, 0, 0, 0, 2],
    ]);
    expect(overallMean([4, null, 3])).toBe(3.5);
    expect(overallMean([null])).toBeNull();
  });
});
