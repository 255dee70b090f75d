import { RECORD_STATUSES } from '@hpl/shared';
import { describe, expect, it } from 'vitest';
import { mayAct, type RecordAction, relationOf } from './ho-so-chuyen-mon.policy';

const teacher = { id: 1, phongBanId: 10 };
const viewer = (nhanVienId: number | null, isInspector = false, headOf: number[] = []) => ({
  nhanVienId,
  isInspector,
  headOf,
});

describe('professional records policy', () => {
  it.each([
    ['the teacher', viewer(1), 'own'],
    ['the department head', viewer(2, false, [10]), 'head'],
    ['the head of another department', viewer(2, false, [11]), 'other'],
    ['an inspector', viewer(3, true), 'inspector'],
    ['another teacher', viewer(4), 'other'],
    ['no staff record', viewer(null), 'other'],
  ] as const)('%s', (_, v, expected) => {
    expect(relationOf(v, teacher)).toBe(expected);
  });

  const TABLE: Record<'own' | 'head' | 'inspector', Record<string, RecordAction[]>> = {
    own: { thieu: ['view', 'submit'], da_nop: ['view', 'submit'], da_kiem_tra: ['view'], can_sua: ['view', 'submit'] },
    head: { thieu: ['view'], da_nop: ['view', 'check'], da_kiem_tra: ['view'], can_sua: ['view'] },
    inspector: {
      thieu: ['view', 'note'],
      da_nop: ['view', 'note'],
      da_kiem_tra: ['view', 'note'],
      can_sua: ['view', 'note'],
    },
  };
  for (const relation of ['own', 'head', 'inspector'] as const) {
    for (const status of RECORD_STATUSES) {
      it(`${relation} on ${status}`, () => {
        const allowed = (['view', 'submit', 'check', 'note'] as const).filter((a) => mayAct(relation, a, status));
        expect(allowed).toEqual(TABLE[relation][status]);
      });
    }
  }
  it('gives others nothing; an inspector never changes a record', () => {
    for (const status of RECORD_STATUSES) {
      for (const action of ['view', 'submit', 'check', 'note'] as const)
        expect(mayAct('other', action, status)).toBe(false);
      expect(mayAct('inspector', 'submit', status) || mayAct('inspector', 'check', status)).toBe(false);
    }
  });
});
