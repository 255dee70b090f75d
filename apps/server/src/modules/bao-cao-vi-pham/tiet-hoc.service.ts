import type { ViPhamTietHoc } from '@hpl/shared';
import type { Db } from '../../db/client';
import type { SessionUser } from '../../lib/session-user';
import { findSubjectsByIds } from '../danh-muc';
import { findSubjectClassesByIds, listSubjectClassIdsOfStudentBetween } from '../lop-mon-hoc';
import { listLessonsOn } from '../thoi-khoa-bieu';
import { findCurrentClasses } from './vi-pham-hoc-sinh.repository';

/**
 * The period picker of the report form: a day's lessons in the published timetable (through thoi-khoa-bieu's entry),
 * of the chosen students' subject classes and their homeroom classes' activities, or the reporting teacher's own
 * lessons when no student is chosen yet. Cancelled lessons are left out; one row per period, in period order.
 */
export async function lessonsForReport(
  db: Db,
  user: SessionUser,
  ngay: string,
  hocSinhIds: readonly number[],
): Promise<ViPhamTietHoc[]> {
  const students = [...new Set(hocSinhIds)];
  const homerooms = students.length > 0 ? await findCurrentClasses(db, students) : [];
  const homeroomName = new Map(homerooms.map((c) => [c.lopQuanLyId, c.tenLop]));
  const subjectClassIds = new Set(
    (await Promise.all(students.map((id) => listSubjectClassIdsOfStudentBetween(db, id, ngay, ngay)))).flat(),
  );
  const lessons = (await listLessonsOn(db, ngay)).filter((l) => {
    if (l.ngoaiLe?.loai === 'huy') return false;
    if (students.length === 0) {
      const teacher = l.ngoaiLe?.loai === 'day_thay' ? l.ngoaiLe.giaoVienThayId : null;
      return teacher === user.nhanVienId || (teacher === null && l.giaoVienIds.includes(user.nhanVienId ?? -1));
    }
    if (l.lopMonHocId !== null) return subjectClassIds.has(l.lopMonHocId);
    return l.lopQuanLyId !== null && homeroomName.has(l.lopQuanLyId);
  });
  const classes = await findSubjectClassesByIds(
    db,
    [...new Set(lessons.flatMap((l) => l.lopMonHocId ?? []))].concat(0),
  );
  const byClass = new Map(classes.map((c) => [c.id, c]));
  const subjects = new Map(
    (await findSubjectsByIds(db, [...new Set(classes.map((c) => c.monHocId))])).map((s) => [s.id, s.tenMonHoc]),
  );
  const rows = lessons.map((l): ViPhamTietHoc => {
    const c = l.lopMonHocId === null ? undefined : byClass.get(l.lopMonHocId);
    return {
      tiet: l.tiet,
      soTiet: l.soTiet,
      tenLop: c?.tenLop ?? (l.lopQuanLyId === null ? '' : (homeroomName.get(l.lopQuanLyId) ?? '')),
      tenMonHoc: c ? (subjects.get(c.monHocId) ?? '') : '',
      hoatDong: c ? null : l.hoatDong === 'chao_co' || l.hoatDong === 'sinh_hoat_lop' ? l.hoatDong : null,
    };
  });
  const seen = new Set<number>();
  return rows
    .sort((a, b) => a.tiet - b.tiet || a.tenLop.localeCompare(b.tenLop, 'vi'))
    .filter((r) => !seen.has(r.tiet) && seen.add(r.tiet) !== undefined);
}
