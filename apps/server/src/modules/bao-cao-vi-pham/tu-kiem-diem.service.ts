import type { ViPhamHocSinhChiTiet, ViPhamPhuHuynhXacNhan } from '@hpl/shared';
import type { Db } from '../../db/client';
import { audit } from '../../lib/audit';
import type { Caller } from '../../lib/caller';
import { badRequest, notFound } from '../../lib/errors';
import { schoolToday } from '../../lib/school-date';
import { notify, publishNotifications } from '../notifications';
import { findAccountsOfStaff } from '../tai-khoan';
import { isGuardianRecorder, mayWriteSelfReview, scopeOf, visibleStudents } from './vi-pham-hoc-sinh.policy';
import * as repo from './vi-pham-hoc-sinh.repository';
import { findVisible, getIncident, selfReviewStatus } from './vi-pham-hoc-sinh.service';

/*
 * The self-review (bản tự kiểm điểm, Circular 19/2025): when a secondary student's incident is confirmed with it, the
 * student writes it on the incident's page and submits it once; the homeroom teacher (or the office) then records the
 * guardian's confirmation — who confirmed, on which day, the family's note. Both steps are audit rows of the incident.
 */
const ENTITY = 'ViPhamHocSinh';

/** The student submits their own self-review; their homeroom teacher is told that the guardian's turn has come. */
export async function writeSelfReview(
  db: Db,
  caller: Caller,
  id: number,
  noiDung: string,
): Promise<ViPhamHocSinhChiTiet> {
  const user = caller.user;
  const told = await db.transaction(async (tx) => {
    const row = await findVisible(tx, user, id);
    const scope = scopeOf(user);
    if (scope.kind !== 'student') throw notFound();
    const me = visibleStudents(scope, row.hocSinh).find((s) => s.id === scope.hocSinhId);
    if (!me) throw notFound();
    const status = selfReviewStatus(row, me);
    if (status === null) throw badRequest('viPham.tuKiemDiem.notAsked');
    if (!mayWriteSelfReview(scope, me.id, status)) throw badRequest('viPham.tuKiemDiem.once');
    if (!(await repo.setSelfReview(tx, id, me.id, noiDung))) throw badRequest('viPham.tuKiemDiem.once');
    await audit(tx, caller, {
      action: 'selfReview',
      entity: ENTITY,
      entityId: id,
      after: { hocSinhId: me.id, noiDung },
    });
    if (me.gvcnId === null) return [];
    const recipients = (await findAccountsOfStaff(tx, [me.gvcnId])).map((a) => a.id);
    await notify(tx, recipients, {
      loai: 'viPham.selfReviewSubmitted',
      payload: { ngay: row.ngay, hoTen: me.hoTen },
      duongDan: `/baoCaoViPhamHocSinh/${id}`,
    });
    return recipients;
  });
  publishNotifications(told);
  return getIncident(db, user, id);
}

/**
 * The guardian's confirmation of a submitted self-review, recorded by the office or the student's homeroom teacher;
 * anyone else, and a student not of this incident, get 404. The date lies between the submission and today.
 */
export async function recordGuardianConfirmation(
  db: Db,
  caller: Caller,
  id: number,
  input: ViPhamPhuHuynhXacNhan,
): Promise<ViPhamHocSinhChiTiet> {
  const user = caller.user;
  await db.transaction(async (tx) => {
    const row = await findVisible(tx, user, id);
    const student = visibleStudents(scopeOf(user), row.hocSinh).find((s) => s.id === input.hocSinhId);
    if (!student || !isGuardianRecorder(user, student.gvcnId)) throw notFound();
    if (selfReviewStatus(row, student) !== 'cho_phu_huynh') throw badRequest('viPham.phuHuynh.notAwaited');
    const review = (await repo.listSelfReviews(tx, id)).find((r) => r.hocSinhId === student.id);
    const submitted = review?.luc ? schoolToday(review.luc) : schoolToday();
    if (input.ngay > schoolToday() || input.ngay < submitted) throw badRequest('viPham.phuHuynh.ngay', {}, 'ngay');
    const confirmation = { hoTen: input.hoTen, ngay: input.ngay, ghiChu: input.ghiChu || null };
    if (!(await repo.setGuardianConfirmation(tx, id, student.id, { ...confirmation, accountId: user.accountId }))) {
      throw badRequest('viPham.phuHuynh.notAwaited');
    }
    await audit(tx, caller, {
      action: 'guardianConfirm',
      entity: ENTITY,
      entityId: id,
      after: { hocSinhId: student.id, ...confirmation },
    });
  });
  return getIncident(db, user, id);
}
