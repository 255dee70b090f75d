import {
  type GiaoAnCaiDat,
  type GiaoAnCaiDatInput,
  PLAN_PROGRAMMES,
  type PlanLayouts,
  type PlanProgramme,
  programmeOfSystem,
} from '@hpl/shared';
import type { Db, DbOrTx } from '../../db/client';
import { audit } from '../../lib/audit';
import type { Caller } from '../../lib/caller';
import { AppError, badRequest, conflict } from '../../lib/errors';
import { findSubjectsByIds } from '../danh-muc';
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
 * The sections removed from each programme's layout, with how many plans of that programme were written with them:
 * a plan is of its subject's programme, so a key both layouts have counts each programme's plans for its own layout.
 */
async function plansUsingRemovedSections(db: DbOrTx, before: PlanLayouts, after: PlanLayouts) {
  const removed = PLAN_PROGRAMMES.flatMap((programme) =>
    before[programme].filter((s) => !after[programme].some((n) => n.ma === s.ma)).map((s) => ({ programme, ...s })),
  );
  const rows = await repo.countPlansUsingSections(db, [...new Set(removed.map((s) => s.ma))]);
  const programmes = new Map(
    (await findSubjectsByIds(db, [...new Set(rows.map((r) => r.monHocId))])).map((s) => [
      s.id,
      programmeOfSystem(s.heHocMa),
    ]),
  );
  const count = (programme: PlanProgramme, ma: string) =>
    rows.filter((r) => r.ma === ma && programmes.get(r.monHocId) === programme).reduce((n, r) => n + r.soGiaoAn, 0);
  return removed.map((s) => ({ ...s, soGiaoAn: count(s.programme, s.ma) })).filter((s) => s.soGiaoAn > 0);
}

/**
 * Sections removed from a programme's layout that plans of that programme were written in: refused (409, named with
 * their counts) unless the caller confirmed. The plans keep their own copy either way.
 */
async function assertRemovalConfirmed(db: DbOrTx, before: PlanLayouts, after: PlanLayouts, confirmed: boolean) {
  if (confirmed) return;
  const inUse = await plansUsingRemovedSections(db, before, after);
  if (inUse.length === 0) return;
  const list = inUse.map((s) => `${s.tieuDe} (${s.soGiaoAn})`).join(', ');
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
