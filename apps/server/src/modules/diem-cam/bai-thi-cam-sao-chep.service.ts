import type { LopMonHocCamOption, LopMonHocCamOptionQuery, SaoChepBaiThiInput, SaoChepBaiThiResult } from '@hpl/shared';
import type { Db } from '../../db/client';
import { audit } from '../../lib/audit';
import type { Caller } from '../../lib/caller';
import { badRequest, notFound } from '../../lib/errors';
import { decideCopy } from './bai-thi-cam-sao-chep.policy';
import * as copyRepo from './bai-thi-cam-sao-chep.repository';
import { scopeOf } from './diem-cam.policy';
import * as examRepo from './diem-cam.repository';
import { getExam } from './diem-cam.service';

/** The Cambridge subject classes the caller may create exams in or copy exams to. */
export function listManagedClasses(
  db: Db,
  caller: Caller,
  query: LopMonHocCamOptionQuery,
): Promise<LopMonHocCamOption[]> {
  return copyRepo.listManagedClasses(db, scopeOf(caller.user), query);
}

/**
 * Copies an exam (name, kind, date, components, thresholds; not its marks, and entry open again) to other subject
 * classes of the same subject, all or nothing. A target class the caller may not manage answers 404 like a missing
 * one, so the copy reveals no class outside their reach.
 */
export function copyExam(db: Db, caller: Caller, id: number, input: SaoChepBaiThiInput): Promise<SaoChepBaiThiResult> {
  return db.transaction(async (tx) => {
    const source = await getExam(tx, caller, id);
    const targetIds = [...new Set(input.lopMonHocIds)];
    const facts = await copyRepo.findClassesFacts(tx, [source.lopMonHocId, ...targetIds]);
    const sourceClass = facts.find((f) => f.id === source.lopMonHocId);
    if (!sourceClass) throw notFound();
    const decision = decideCopy(caller.user, sourceClass, targetIds, facts);
    if (decision === 'notFound') throw notFound();
    if (decision === 'sameClass') throw badRequest('diemCam.saoChep.sameClass', undefined, 'lopMonHocIds');
    if (decision === 'otherSubject') throw badRequest('diemCam.saoChep.otherSubject', undefined, 'lopMonHocIds');
    const targets = targetIds.map((target) => facts.find((f) => f.id === target)!);
    const copies: SaoChepBaiThiResult['baiThi'] = [];
    for (const target of targets) {
      const copyId = await examRepo.insertExam(tx, caller.user.accountId, {
        lopMonHocId: target.id,
        ten: source.ten,
        loai: source.loai,
        ngayThi: source.ngayThi,
        nguongDiem: source.nguongDiem,
      });
      await examRepo.replaceComponents(
        tx,
        copyId,
        source.thanhPhan.map(({ ten, diemToiDa, trongSo }) => ({ ten, diemToiDa, trongSo })),
      );
      const created = await getExam(tx, caller, copyId);
      await audit(tx, caller, {
        action: 'create',
        entity: 'BaiThiCam',
        entityId: copyId,
        after: created,
        reason: `copy of exam ${source.id}`,
      });
      copies.push({ id: copyId, lopMonHocId: target.id, tenLop: target.tenLop });
    }
    return { baiThi: copies };
  });
}
