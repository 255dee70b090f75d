import { type CancellationTiming, cancellationTiming, type SoSuatAn } from '@hpl/shared';

/** The status a new cancellation gets from its timing; a day already over is refused (null). */
export function statusOfNewCancellation(timing: CancellationTiming): 'dung_han' | 'cho_duyet' | null {
  return timing === 'dung_han' ? 'dung_han' : timing === 'muon' ? 'cho_duyet' : null;
}

/**
 * Whether the homeroom teacher may withdraw a cancellation now: one waiting for a decision, or an on-time one while
 * its day's cut-off has not come (after it the kitchen has counted without that meal).
 */
export function mayWithdraw(row: { trangThai: string; ngay: string }, now: Date, gioChot: string | null): boolean {
  if (row.trangThai === 'cho_duyet') return cancellationTiming(row.ngay, now, gioChot ?? '00:00') !== 'qua_ngay';
  return row.trangThai === 'dung_han' && cancellationTiming(row.ngay, now, gioChot ?? '00:00') === 'dung_han';
}

export const zeroMeals = (): SoSuatAn => ({
  dangKy: 0,
  huyDungHan: 0,
  huyMuon: 0,
  choDuyet: 0,
  tuChoi: 0,
  suatNau: 0,
  hoanTien: 0,
  daPhucVu: null,
});

/** Served counts add up where recorded: null only while nothing was recorded on either side. */
const addServed = (a: number | null, b: number | null) => (a === null && b === null ? null : (a ?? 0) + (b ?? 0));

/** Adds a day-and-class row of counts into a running total; meals to cook leave out the accepted cancellations. */
export function addMeals(
  total: SoSuatAn,
  row: {
    dangKy: number;
    huyDungHan: number;
    huyMuon: number;
    choDuyet: number;
    tuChoi: number;
    hoanTien: number;
    daPhucVu: number | null;
  },
): SoSuatAn {
  return {
    dangKy: total.dangKy + row.dangKy,
    huyDungHan: total.huyDungHan + row.huyDungHan,
    huyMuon: total.huyMuon + row.huyMuon,
    choDuyet: total.choDuyet + row.choDuyet,
    tuChoi: total.tuChoi + row.tuChoi,
    suatNau: total.suatNau + row.dangKy - row.huyDungHan - row.huyMuon,
    hoanTien: total.hoanTien + row.hoanTien,
    daPhucVu: addServed(total.daPhucVu, row.daPhucVu),
  };
}
