import type { SessionUser } from '../../lib/session-user';

/** The figures are always the caller's own: their staff record, or none (a student, a service account). */
export function ownStaffOf(user: Pick<SessionUser, 'nhanVienId'>): number | null {
  return user.nhanVienId;
}

/** The period the figures cover: the year's days up to today (a year still to come covers nothing). */
export function periodOf(year: { ngayBatDau: string; ngayKetThuc: string }, today: string) {
  const empty = today < year.ngayBatDau;
  const end = year.ngayKetThuc < today ? year.ngayKetThuc : today;
  return { tuNgay: year.ngayBatDau, denNgay: empty ? year.ngayBatDau : end, empty };
}
