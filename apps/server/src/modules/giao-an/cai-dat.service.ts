import { type GiaoAnCaiDat, type GiaoAnCaiDatInput, PLAN_PROGRAMMES, type PlanLayouts } from '@hpl/shared';
import type { Db, DbOrTx } from '../../db/client';
import { audit } from '../../lib/audit';
import type { Caller } from '../../lib/caller';
import { AppError, badRequest, conflict } from '../../lib/errors';
import { findStaffByIds, findWorkingStaffByIds } from '../nhan-vien';
import * as repo from './cai-dat.repository';

/** The school's lesson-plan settings as the settings screen shows them (the second approvers with their names). */
export async function getSettings(db: DbOrTx): Promise<GiaoAnCaiDat> {
  const settings = await repo.readSettings(db);
  const people = new Map(
    (await findStaffByIds(db, settings.nguoiDuyetCap2Ids)).map((s) => [s.id, { id: s.id, hoTen: s.hoTen }]),
  );
  return {
    duyetCap2: settings.duyetCap2,
    nguoiDuyetCap2: settings.nguoiDuyetCap2Ids.flatMap((id) => people.get(id) ?? []),
    mucGiaoAn: settings.mucGiaoAn,
    version: settings.version,
  };
}

/** The layouts of new plans, per programme (teachers read them to write a plan). */
export async function getLayouts(db: DbOrTx): Promise<PlanLayouts> {
  return (await repo.readSettings(db)).mucGiaoAn;
}

/** Keys must be unique within a programme's layout. */
function assertUniqueKeys(layouts: PlanLayouts) {
  for (const programme of PLAN_PROGRAMMES) {
    const seen = new Set<string>();
    for (const [i, section] of layouts[programme].entries()) {
      const key = section.ma.toLowerCase();
      if (seen.has(key)) {
        throw badRequest('giaoAn.muc.duplicate', { ma: section.ma }, `mucGiaoAn.${programme}.${i}.ma`);
      }
      seen.add(key);
    }
  }
}

/**
 * Sections removed from a programme's layout that plans were written in: refused (409, named with their counts)
 * unless the caller confirmed. The plans keep their own copy either way.
 */
async function assertRemovalConfirmed(db: DbOrTx, before: PlanLayouts, after: PlanLayouts, confirmed: boolean) {
  if (confirmed) return;
  const removed = PLAN_PROGRAMMES.flatMap((p) =>
    before[p].filter((s) => !after[p].some((n) => n.ma === s.ma)).map((s) => s.ma),
  );
  const counts = await repo.countPlansUsingSections(db, [...new Set(removed)]);
  if (counts.size === 0) return;
  const titles = new Map(PLAN_PROGRAMMES.flatMap((p) => before[p].map((s) => [s.ma, s.tieuDe] as const)));
  const list = [...counts].map(([ma, n]) => `${titles.get(ma) ?? ma} (${n})`).join(', ');
  // A 409 with the field named, so the screen can ask to confirm rather than report a stale save.
  throw new AppError(409, 'giaoAn.muc.inUse', { muc: list }, { mucGiaoAn: 'giaoAn.muc.inUse' });
}

/**
 * Saves the settings (HR). Second approval on needs someone to hold it; the second approvers must be working staff.
 * Plans already waiting at the second stage stay there when it is turned off: their second approvers still decide.
 * New sections apply to plans created from now on; existing plans and their versions keep theirs.
 */
export async function saveSettings(db: Db, caller: Caller, input: GiaoAnCaiDatInput): Promise<GiaoAnCaiDat> {
  const ids = [...new Set(input.nguoiDuyetCap2Ids)];
  if (input.duyetCap2 && ids.length === 0) throw badRequest('giaoAn.caiDat.noSecondApprover', {}, 'nguoiDuyetCap2Ids');
  if (input.mucGiaoAn) assertUniqueKeys(input.mucGiaoAn);
  await db.transaction(async (tx) => {
    const before = await repo.readSettings(tx, true);
    if (input.version !== undefined && input.version !== before.version) throw conflict();
    if ((await findWorkingStaffByIds(tx, ids)).length !== ids.length) {
      throw badRequest('giaoAn.caiDat.notStaff', {}, 'nguoiDuyetCap2Ids');
    }
    const mucGiaoAn = input.mucGiaoAn ?? before.mucGiaoAn;
    await assertRemovalConfirmed(tx, before.mucGiaoAn, mucGiaoAn, input.xacNhanXoaMuc === true);
    const after = { duyetCap2: input.duyetCap2, nguoiDuyetCap2Ids: ids, mucGiaoAn };
    if (!(await repo.writeSettings(tx, before.version, after))) throw conflict();
    await audit(tx, caller, { action: 'update', entity: 'GiaoAn.CaiDat', entityId: 1, before, after });
  });
  return getSettings(db);
}
