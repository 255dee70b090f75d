import { PLAN_ACTIONS, PLAN_STATUSES, type PlanAction, type PlanStatus } from '@hpl/shared';
import { describe, expect, it } from 'vitest';
import { availableActions, mayAct, relationOf, statusAfter } from './giao-an.policy';

const plan = { nhanVienId: 10, approverIds: [20], phienBan: 1 };
/** The head (20) wrote it: the department's deputy (21) decides it. */
const headsPlan = { nhanVienId: 20, approverIds: [21], phienBan: 1 };
/** A deputy principal (40) is named second approver in the settings. */
const second = { ...plan, secondApproverIds: [40] };

describe('giao-an policy: relations', () => {
  it.each([
    ['the teacher', { nhanVienId: 10 }, plan, 'own'],
    ['the head of the department', { nhanVienId: 20 }, plan, 'approver'],
    ['the head, before the first submission', { nhanVienId: 20 }, { ...plan, phienBan: 0 }, 'other'],
    ['another teacher', { nhanVienId: 30 }, plan, 'other'],
    ['an account without a staff record', { nhanVienId: null }, plan, 'other'],
    ['a head who wrote the plan', { nhanVienId: 20 }, headsPlan, 'own'],
    ["the deputy, on the head's own plan", { nhanVienId: 21 }, headsPlan, 'approver'],
    ["the deputy, on a teacher's plan", { nhanVienId: 21 }, plan, 'other'],
    ['a head listed as approver of their own plan', { nhanVienId: 20 }, { ...plan, nhanVienId: 20 }, 'own'],
    ['anyone when the department has no head', { nhanVienId: 20 }, { ...plan, approverIds: [] }, 'other'],
    [
      'a second approver, at the second stage',
      { nhanVienId: 40 },
      { ...second, trangThai: 'cho_duyet_cap_2' },
      'second_approver',
    ],
    [
      'a second approver, on an approved plan',
      { nhanVienId: 40 },
      { ...second, trangThai: 'da_duyet' },
      'second_approver',
    ],
    ['a second approver, before the head decided', { nhanVienId: 40 }, { ...second, trangThai: 'cho_duyet' }, 'other'],
    [
      'a second approver, on a returned plan',
      { nhanVienId: 40 },
      { ...second, trangThai: 'tra_lai' },
      'second_approver',
    ],
    ['a second approver, on a resubmitted plan', { nhanVienId: 40 }, { ...second, trangThai: 'cho_duyet' }, 'other'],
    [
      'a head who is a second approver, at the second stage',
      { nhanVienId: 20 },
      { ...plan, secondApproverIds: [20], trangThai: 'cho_duyet_cap_2' },
      'second_approver',
    ],
    [
      'a second approver who wrote the plan',
      { nhanVienId: 10 },
      { ...plan, secondApproverIds: [10], trangThai: 'cho_duyet_cap_2' },
      'own',
    ],
  ] as const)('%s', (_, viewer, facts, expected) => {
    expect(relationOf(viewer, facts)).toBe(expected);
  });
});

/** The whole table: relation × status → actions. */
const TABLE: Record<'own' | 'approver' | 'second_approver', Record<PlanStatus, PlanAction[]>> = {
  own: {
    nhap: ['view', 'update', 'submit', 'upload', 'copy'],
    cho_duyet: ['view', 'copy'],
    cho_duyet_cap_2: ['view', 'copy'],
    da_duyet: ['view', 'copy'],
    tra_lai: ['view', 'update', 'submit', 'upload', 'copy'],
  },
  approver: {
    nhap: ['view'],
    cho_duyet: ['view', 'approve', 'return'],
    cho_duyet_cap_2: ['view'],
    da_duyet: ['view'],
    tra_lai: ['view'],
  },
  second_approver: {
    nhap: ['view'],
    cho_duyet: ['view'],
    cho_duyet_cap_2: ['view', 'approve', 'return'],
    da_duyet: ['view'],
    tra_lai: ['view'],
  },
};

describe('giao-an policy: transitions', () => {
  for (const relation of ['own', 'approver', 'second_approver'] as const) {
    for (const status of PLAN_STATUSES) {
      it(`${relation} on ${status}`, () => {
        expect(availableActions(relation, status, 1).sort()).toEqual([...TABLE[relation][status]].sort());
      });
    }
  }

  it('lets the teacher delete only a plan never submitted', () => {
    expect(mayAct('own', 'delete', 'nhap', 0)).toBe(true);
    expect(mayAct('own', 'delete', 'nhap', 1)).toBe(false);
    expect(mayAct('own', 'delete', 'tra_lai', 1)).toBe(false);
  });

  it('gives nobody else anything', () => {
    for (const status of PLAN_STATUSES) {
      for (const action of PLAN_ACTIONS) expect(mayAct('other', action, status, 1)).toBe(false);
    }
  });

  it('refuses illegal transitions: approving a draft or an approved plan, returning twice, resubmitting a pending one', () => {
    expect(mayAct('approver', 'approve', 'nhap', 1)).toBe(false);
    expect(mayAct('approver', 'approve', 'da_duyet', 1)).toBe(false);
    expect(mayAct('approver', 'return', 'tra_lai', 1)).toBe(false);
    expect(mayAct('own', 'submit', 'cho_duyet', 1)).toBe(false);
    expect(mayAct('own', 'approve', 'cho_duyet', 1)).toBe(false);
    // The head cannot decide the second stage; the second approver cannot skip the head.
    expect(mayAct('approver', 'approve', 'cho_duyet_cap_2', 1)).toBe(false);
    expect(mayAct('second_approver', 'approve', 'cho_duyet', 1)).toBe(false);
    expect(mayAct('second_approver', 'approve', 'da_duyet', 1)).toBe(false);
  });

  it("sends the head's approval to the second approver only while the setting is on and someone else holds it", () => {
    const on = { on: true, approverIds: [40] };
    expect(statusAfter('approver', 'approve', on, 10)).toBe('cho_duyet_cap_2');
    expect(statusAfter('approver', 'approve', { ...on, on: false }, 10)).toBe('da_duyet');
    expect(statusAfter('approver', 'approve', { on: true, approverIds: [10] }, 10)).toBe('da_duyet');
    expect(statusAfter('approver', 'return', on, 10)).toBe('tra_lai');
    expect(statusAfter('second_approver', 'approve', on, 10)).toBe('da_duyet');
    expect(statusAfter('second_approver', 'return', on, 10)).toBe('tra_lai');
  });
});
