import { LEAVE_ACTIONS, type LeaveAction } from '@hpl/shared';
import { describe, expect, it } from 'vitest';
import {
  approvalLevelOf,
  isAllowed,
  LEAVE_RELATIONS,
  type LeaveRelation,
  type LeaveRequestFacts,
  listAvailableActions,
  relationOf,
} from './don-nghi-phep.policy';

/** The expected table, written out so a change to the policy must change this test too. */
const EXPECTED: Record<LeaveRelation, Record<LeaveAction, boolean>> = {
  own: {
    view: true,
    update: true,
    cancel: true,
    requestCancel: true,
    approve: false,
    decline: false,
    confirmCancel: false,
    rejectCancel: false,
    downloadAttachment: true,
  },
  approver: {
    view: true,
    update: false,
    cancel: false,
    requestCancel: false,
    approve: true,
    decline: true,
    confirmCancel: true,
    rejectCancel: true,
    downloadAttachment: true,
  },
  hr: {
    view: true,
    update: false,
    cancel: false,
    requestCancel: false,
    approve: false,
    decline: false,
    confirmCancel: false,
    rejectCancel: false,
    downloadAttachment: true,
  },
  other: {
    view: false,
    update: false,
    cancel: false,
    requestCancel: false,
    approve: false,
    decline: false,
    confirmCancel: false,
    rejectCancel: false,
    downloadAttachment: false,
  },
};

// Staff ids of a small school: department 1 headed by 10 (members 11, 12), department 2 without a head (member 20),
// 30 without a department; 40 is an HR officer who heads department 3.
// Staff 13 is department 1's deputy.
const member: LeaveRequestFacts = { nhanVienId: 11, phongBanId: 1, truongPhongId: 10, phoPhongIds: [13] };
const head: LeaveRequestFacts = { nhanVienId: 10, phongBanId: 1, truongPhongId: 10, phoPhongIds: [13] };
const deputy: LeaveRequestFacts = { nhanVienId: 13, phongBanId: 1, truongPhongId: 10, phoPhongIds: [13] };
const headless: LeaveRequestFacts = { nhanVienId: 20, phongBanId: 2, truongPhongId: null };
const noDepartment: LeaveRequestFacts = { nhanVienId: 30, phongBanId: null, truongPhongId: null };
const hrHead: LeaveRequestFacts = { nhanVienId: 40, phongBanId: 3, truongPhongId: 40 };

/** Callers by role: a teacher, the department head, an HR officer, an HR officer who is also a head, an admin without a staff record. */
const viewers = {
  teacher: { nhanVienId: 12, isHr: false },
  memberSelf: { nhanVienId: 11, isHr: false },
  head: { nhanVienId: 10, isHr: false },
  deputy: { nhanVienId: 13, isHr: false },
  hr: { nhanVienId: 41, isHr: true },
  hrHeadSelf: { nhanVienId: 40, isHr: true },
  adminNoStaff: { nhanVienId: null, isHr: false },
};

describe('leave-request policy table (action × relation)', () => {
  for (const relation of LEAVE_RELATIONS) {
    for (const action of LEAVE_ACTIONS) {
      it(`${relation} ${EXPECTED[relation][action] ? 'may' : 'may not'} ${action}`, () => {
        expect(isAllowed(relation, action)).toBe(EXPECTED[relation][action]);
      });
    }
  }
});

describe('relation of a caller (role × relation)', () => {
  it.each([
    ['the requester', viewers.memberSelf, member, 'own'],
    ['the head of the requester’s department', viewers.head, member, 'approver'],
    ['HR for a member of a headed department', viewers.hr, member, 'hr'],
    ['a colleague of the same department', viewers.teacher, member, 'other'],
    ['an admin without HR permission or staff record', viewers.adminNoStaff, member, 'other'],
    ['HR for a department head', viewers.hr, head, 'approver'],
    ['the head for their own request', viewers.head, head, 'own'],
    ['a member for their head’s request', viewers.memberSelf, head, 'other'],
    ['HR for a department without a head', viewers.hr, headless, 'approver'],
    ['HR for someone without a department', viewers.hr, noDepartment, 'approver'],
    ['an HR head for their own request', viewers.hrHeadSelf, hrHead, 'own'],
    ['another HR officer for the HR head', viewers.hr, hrHead, 'approver'],
    ['a deputy of the requester’s department', viewers.deputy, member, 'approver'],
    ['a deputy for their head’s request (HR decides it)', viewers.deputy, head, 'other'],
    ['the deputy for their own request', viewers.deputy, deputy, 'own'],
    ['the head for their deputy’s request', viewers.head, deputy, 'approver'],
    ['a deputy of another department', viewers.deputy, headless, 'other'],
  ] as const)('%s is %s', (_label, viewer, facts, expected) => {
    expect(relationOf(viewer, facts)).toBe(expected);
  });

  it('never lets a requester approve their own request, whatever their role', () => {
    for (const facts of [member, head, deputy, headless, noDepartment, hrHead]) {
      for (const isHr of [false, true]) {
        const relation = relationOf({ nhanVienId: facts.nhanVienId, isHr }, facts);
        expect(isAllowed(relation, 'approve')).toBe(false);
      }
    }
  });

  it('routes members to the department and heads or department-less staff to HR', () => {
    expect(approvalLevelOf(member)).toBe('phongBan');
    expect(approvalLevelOf(head)).toBe('nhanSu');
    expect(approvalLevelOf(headless)).toBe('nhanSu');
    expect(approvalLevelOf(noDepartment)).toBe('nhanSu');
  });
});

describe('available actions follow the status machine', () => {
  it.each([
    ['own', 'pending', ['view', 'update', 'cancel']],
    ['own', 'approved', ['view', 'requestCancel']],
    ['own', 'cancel_requested', ['view']],
    ['own', 'declined', ['view']],
    ['approver', 'pending', ['view', 'approve', 'decline']],
    ['approver', 'cancel_requested', ['view', 'confirmCancel', 'rejectCancel']],
    ['approver', 'cancelled', ['view']],
    ['hr', 'pending', ['view']],
    ['other', 'pending', []],
  ] as const)('%s on %s → %j', (relation, status, expected) => {
    expect(listAvailableActions(relation, status, false)).toEqual(expected);
  });

  it('offers the attachment download only when there is one', () => {
    expect(listAvailableActions('hr', 'approved', true)).toEqual(['view', 'downloadAttachment']);
  });
});
