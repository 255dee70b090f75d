import { OBSERVATION_STATUSES, type ObservationAction, type ObservationStatus } from '@hpl/shared';
import { describe, expect, it } from 'vitest';
import { availableActions, maySchedule, relationOf } from './bien-ban-du-gio.policy';

const facts = { giaoVienId: 1, nguoiTaoId: 2, nguoiDuIds: [2, 3], phongBanId: 10 };
const viewer = (nhanVienId: number | null, extra: { isHr?: boolean; headOf?: number[] } = {}) => ({
  nhanVienId,
  isHr: extra.isHr ?? false,
  headOf: extra.headOf ?? [],
});

describe('observation policy: relations', () => {
  it.each([
    ['the observed teacher', viewer(1), 'observed'],
    ['the organiser', viewer(2), 'organiser'],
    ['an observer', viewer(3), 'observer'],
    ['HR', viewer(9, { isHr: true }), 'hr'],
    ['the head of the observed teacher’s department', viewer(8, { headOf: [10] }), 'hr'],
    ['the head of another department', viewer(8, { headOf: [11] }), 'other'],
    ['another teacher', viewer(7), 'other'],
    ['an account without staff record', viewer(null), 'other'],
    ['an observed teacher who is also HR', viewer(1, { isHr: true }), 'observed'],
  ] as const)('%s', (_, v, expected) => {
    expect(relationOf(v, facts)).toBe(expected);
  });
});

const TABLE: Record<'observed' | 'organiser' | 'observer' | 'hr', Record<ObservationStatus, ObservationAction[]>> = {
  observed: {
    da_len_lich: ['view'],
    nhap: ['view'],
    da_nop: ['view', 'acknowledge'],
    da_xac_nhan: ['view'],
    da_khoa: ['view'],
  },
  organiser: {
    da_len_lich: ['view', 'fill', 'delete'],
    nhap: ['view', 'fill', 'submit'],
    da_nop: ['view'],
    da_xac_nhan: ['view', 'lock'],
    da_khoa: ['view'],
  },
  observer: {
    da_len_lich: ['view', 'fill'],
    nhap: ['view', 'fill', 'submit'],
    da_nop: ['view'],
    da_xac_nhan: ['view'],
    da_khoa: ['view'],
  },
  hr: { da_len_lich: ['view'], nhap: ['view'], da_nop: ['view'], da_xac_nhan: ['view', 'lock'], da_khoa: ['view'] },
};

describe('observation policy: transitions', () => {
  for (const relation of Object.keys(TABLE) as (keyof typeof TABLE)[]) {
    for (const status of OBSERVATION_STATUSES) {
      it(`${relation} on ${status}`, () => {
        expect(availableActions(relation, status).sort()).toEqual([...TABLE[relation][status]].sort());
      });
    }
  }
  it('gives `other` nothing, and nothing changes a locked minute', () => {
    for (const status of OBSERVATION_STATUSES) expect(availableActions('other', status)).toEqual([]);
    for (const relation of Object.keys(TABLE) as (keyof typeof TABLE)[]) {
      expect(availableActions(relation, 'da_khoa')).toEqual(['view']);
    }
  });
  it('lets HR or the department head schedule, never for themselves', () => {
    expect(maySchedule(viewer(8, { headOf: [10] }), { id: 1, phongBanId: 10 })).toBe(true);
    expect(maySchedule(viewer(8, { headOf: [11] }), { id: 1, phongBanId: 10 })).toBe(false);
    expect(maySchedule(viewer(9, { isHr: true }), { id: 1, phongBanId: null })).toBe(true);
    expect(maySchedule(viewer(1, { isHr: true }), { id: 1, phongBanId: 10 })).toBe(false);
    expect(maySchedule(viewer(7), { id: 1, phongBanId: 10 })).toBe(false);
  });
});
