/**
 * Annual leave entitlement and balance. Vietnamese Labour Code 2019: art. 113 — 12 working days a year for normal
 * working conditions; art. 114 — one more day for every full 5 years of service with the employer.
 */

export const STATUTORY_ANNUAL_DAYS = 12;
export const SERVICE_YEARS_PER_EXTRA_DAY = 5;

/** Full years between two ISO dates (a 29 February start counts its anniversary on 1 March in common years). */
export function countFullYears(fromIso: string, toIso: string): number {
  const [fy, fm, fd] = fromIso.split('-').map(Number) as [number, number, number];
  const [ty, tm, td] = toIso.split('-').map(Number) as [number, number, number];
  let years = ty - fy;
  if (tm < fm || (tm === fm && td < fd)) years--;
  return Math.max(0, years);
}

/**
 * The days of annual leave of a staff member for a leave year. A per-person setting wins; otherwise the statutory
 * default, with the seniority bonus counted at the start of the leave year (the school year).
 */
export function computeEntitlement(
  person: { soNgayPhepNam: number | null; ngayVaoLam: string | null },
  yearStart: string,
): number {
  if (person.soNgayPhepNam != null) return person.soNgayPhepNam;
  if (!person.ngayVaoLam || person.ngayVaoLam > yearStart) return STATUTORY_ANNUAL_DAYS;
  return STATUTORY_ANNUAL_DAYS + Math.floor(countFullYears(person.ngayVaoLam, yearStart) / SERVICE_YEARS_PER_EXTRA_DAY);
}

export interface LeaveBalance {
  /** Days granted for the year. */
  soNgayDuocNghi: number;
  /** Days of approved requests (and approved ones awaiting a cancellation). */
  soNgayDaNghi: number;
  /** Days of requests still waiting for a decision: reserved, so two pending requests cannot overspend. */
  soNgayChoDuyet: number;
  soNgayConLai: number;
}

/** Balance from the entitlement and the requests that count against annual leave. */
export function computeBalance(
  entitlement: number,
  requests: readonly { trangThai: string; soNgay: number }[],
): LeaveBalance {
  let used = 0;
  let pending = 0;
  for (const r of requests) {
    if (r.trangThai === 'approved' || r.trangThai === 'cancel_requested') used += r.soNgay;
    else if (r.trangThai === 'pending') pending += r.soNgay;
  }
  return {
    soNgayDuocNghi: entitlement,
    soNgayDaNghi: used,
    soNgayChoDuyet: pending,
    soNgayConLai: entitlement - used - pending,
  };
}
