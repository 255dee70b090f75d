import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type PhamViThang, resolveScale, scopeCovers, scopeSpecificity } from './pham-vi-thang';

const ALL: PhamViThang = { namHocId: null, heHocId: null, khoiId: null, monHocId: null };
const scale = (id: number, scope: Partial<PhamViThang>) => ({ id, ...ALL, ...scope });
const TARGET: PhamViThang = { namHocId: 7, heHocId: 2, khoiId: 10, monHocId: 55 };

describe('resolveScale (which conversion scale applies)', () => {
  it('answers undefined when no scale covers the target', () => {
    expect(resolveScale([], TARGET)).toBeUndefined();
    expect(resolveScale([scale(1, { monHocId: 56 }), scale(2, { namHocId: 6 })], TARGET)).toBeUndefined();
  });

  it('an "all" scale covers everything', () => {
    expect(resolveScale([scale(1, {})], TARGET)?.id).toBe(1);
  });

  it.each([
    ['subject beats grade level', [scale(1, { khoiId: 10 }), scale(2, { monHocId: 55 })], 2],
    ['grade level beats programme', [scale(1, { heHocId: 2 }), scale(2, { khoiId: 10 })], 2],
    ['programme beats year', [scale(1, { namHocId: 7 }), scale(2, { heHocId: 2 })], 2],
    ['year beats all', [scale(1, {}), scale(2, { namHocId: 7 })], 2],
    [
      'subject alone beats year + programme + grade',
      [scale(1, { namHocId: 7, heHocId: 2, khoiId: 10 }), scale(2, { monHocId: 55 })],
      2,
    ],
    ['subject + year beats subject alone', [scale(1, { monHocId: 55 }), scale(2, { monHocId: 55, namHocId: 7 })], 2],
    [
      'a scale of another year does not apply, however specific',
      [scale(1, {}), scale(2, { namHocId: 6, monHocId: 55 })],
      1,
    ],
    ['equal scopes: the newest', [scale(3, { khoiId: 10 }), scale(9, { khoiId: 10 }), scale(5, { khoiId: 10 })], 9],
  ])('%s', (_name, scales, expected) => {
    expect(resolveScale(scales, TARGET)?.id).toBe(expected);
  });

  it('the chosen scale covers the target and no covering scale is more specific (property)', () => {
    const part = fc.option(fc.integer({ min: 1, max: 3 }), { nil: null });
    const scope = fc.record({ namHocId: part, heHocId: part, khoiId: part, monHocId: part });
    fc.assert(
      fc.property(
        fc.array(scope, { maxLength: 12 }),
        scope.map((s) => ({
          ...s,
          namHocId: s.namHocId ?? 1,
          heHocId: s.heHocId ?? 1,
          khoiId: s.khoiId ?? 1,
          monHocId: s.monHocId ?? 1,
        })),
        (scopes, target) => {
          const scales = scopes.map((s, i) => ({ id: i + 1, ...s }));
          const chosen = resolveScale(scales, target);
          const covering = scales.filter((s) => scopeCovers(s, target));
          if (covering.length === 0) {
            expect(chosen).toBeUndefined();
            return;
          }
          expect(chosen && scopeCovers(chosen, target)).toBe(true);
          for (const other of covering) expect(scopeSpecificity(other)).toBeLessThanOrEqual(scopeSpecificity(chosen!));
        },
      ),
    );
  });
});
