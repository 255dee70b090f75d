import type { ThongKeSoLieu, ThongKeSoLieuQuery, ThongKeThang } from '@hpl/shared';
import type { Db } from '../../db/client';
import { AppError, badRequest } from '../../lib/errors';
import { schoolToday } from '../../lib/school-date';
import type { SessionUser } from '../../lib/session-user';
import { listWorkdays } from '../diem-danh';
import { getBalance, listApprovedLeaveDays } from '../don-nghi-phep';
import { getYearOrActive } from '../nam-hoc';
import { countTeachingByMonth } from '../thoi-khoa-bieu';
import { ownStaffOf, periodOf } from './thong-ke-so-lieu.policy';

const emptyMonth = (thang: string): ThongKeThang => ({
  thang,
  ngayCong: 0,
  ngayMuon: 0,
  phutMuon: 0,
  ngayNghi: 0,
  tietDay: 0,
  tietDayThay: 0,
});

/**
 * My academic year in figures, month by month up to today: punches (days, late days, minutes late), approved leave,
 * periods taught and substituted — each read through its owner module's entry — and the annual-leave balance.
 */
export async function myYear(db: Db, user: SessionUser, query: ThongKeSoLieuQuery): Promise<ThongKeSoLieu> {
  const nhanVienId = ownStaffOf(user);
  if (nhanVienId === null) throw new AppError(403, 'thongKeSoLieu.notStaff');
  const year = await getYearOrActive(db, query.namHocId);
  if (!year.ngayBatDau || !year.ngayKetThuc) throw badRequest('thongKeSoLieu.noDates');
  const { tuNgay, denNgay, empty } = periodOf(
    { ngayBatDau: year.ngayBatDau, ngayKetThuc: year.ngayKetThuc },
    schoolToday(),
  );
  const teaching = empty ? [] : await countTeachingByMonth(db, nhanVienId, tuNgay, denNgay);
  const months = new Map(teaching.map((m) => [m.thang, { ...emptyMonth(m.thang), ...m }]));
  const month = (day: string) => {
    const key = day.slice(0, 7);
    const row = months.get(key) ?? emptyMonth(key);
    months.set(key, row);
    return row;
  };
  if (!empty) {
    for (const day of await listWorkdays(db, nhanVienId, tuNgay, denNgay)) {
      const row = month(day.ngay);
      row.ngayCong += 1;
      if (day.phutMuon > 0) row.ngayMuon += 1;
      row.phutMuon += day.phutMuon;
    }
    for (const leave of await listApprovedLeaveDays(db, tuNgay, denNgay)) {
      if (leave.nhanVienId !== nhanVienId) continue;
      month(leave.ngay).ngayNghi += (leave.sang ? 0.5 : 0) + (leave.chieu ? 0.5 : 0);
    }
  }
  const thang = [...months.values()].sort((a, b) => (a.thang < b.thang ? -1 : 1));
  const { thang: _t, ...zero } = emptyMonth('');
  const tong = thang.reduce(
    (sum, m) => ({
      ngayCong: sum.ngayCong + m.ngayCong,
      ngayMuon: sum.ngayMuon + m.ngayMuon,
      phutMuon: sum.phutMuon + m.phutMuon,
      ngayNghi: sum.ngayNghi + m.ngayNghi,
      tietDay: sum.tietDay + m.tietDay,
      tietDayThay: sum.tietDayThay + m.tietDayThay,
    }),
    zero,
  );
  const balance = await getBalance(db, user, year.id).catch(() => null);
  return {
    namHocId: year.id,
    tenNamHoc: year.tenNamHoc,
    tuNgay,
    denNgay,
    thang,
    tong,
    phep: balance
      ? {
          soNgayDuocNghi: balance.soNgayDuocNghi,
          soNgayDaNghi: balance.soNgayDaNghi,
          soNgayConLai: balance.soNgayConLai,
        }
      : null,
  };
}
