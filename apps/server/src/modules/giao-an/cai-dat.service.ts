import type { GiaoAnCaiDat, GiaoAnCaiDatInput } from '@hpl/shared';
import type { Db, DbOrTx } from '../../db/client';
import { audit } from '../../lib/audit';
import type { Caller } from '../../lib/caller';
import { badRequest, conflict } from '../../lib/errors';
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
    version: settings.version,
  };
}

/**
 * Saves the settings (HR). Second approval on needs someone to hold it; the second approvers must be working staff.
 * Plans already waiting at the second stage stay there when it is turned off: their second approvers still decide.
 */
export async function saveSettings(db: Db, caller: Caller, input: GiaoAnCaiDatInput): Promise<GiaoAnCaiDat> {
  const ids = [...new Set(input.nguoiDuyetCap2Ids)];
  if (input.duyetCap2 && ids.length === 0) throw badRequest('giaoAn.caiDat.noSecondApprover', {}, 'nguoiDuyetCap2Ids');
  await db.transaction(async (tx) => {
    const before = await repo.readSettings(tx, true);
    if (input.version !== undefined && input.version !== before.version) throw conflict();
    if ((await findWorkingStaffByIds(tx, ids)).length !== ids.length) {
      throw badRequest('giaoAn.caiDat.notStaff', {}, 'nguoiDuyetCap2Ids');
    }
    const after = { duyetCap2: input.duyetCap2, nguoiDuyetCap2Ids: ids };
    if (!(await repo.writeSettings(tx, before.version, after))) throw conflict();
    await audit(tx, caller, { action: 'update', entity: 'GiaoAn.CaiDat', entityId: 1, before, after });
  });
  return getSettings(db);
}
