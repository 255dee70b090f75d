import type { DuGioCaiDat, DuGioCaiDatInput } from '@hpl/shared';
import type { Db, DbOrTx } from '../../db/client';
import { audit } from '../../lib/audit';
import type { Caller } from '../../lib/caller';
import { badRequest, conflict } from '../../lib/errors';
import { readRubric, writeRubric } from './cai-dat.repository';

export function getRubricSettings(db: DbOrTx): Promise<DuGioCaiDat> {
  return readRubric(db);
}

/**
 * Saves the rubric and its score scale (HR). Group and criterion keys are unique across the rubric (scores are stored
 * by criterion key). Observations keep the rubric and scale they were scheduled with: the change applies to
 * observations scheduled from now on.
 */
export async function saveRubricSettings(db: Db, caller: Caller, input: DuGioCaiDatInput): Promise<DuGioCaiDat> {
  const seen = new Set<string>();
  for (const [g, group] of input.tieuChi.entries()) {
    for (const [key, field] of [
      [group.ma, `tieuChi.${g}.ma`],
      ...group.tieuChi.map((c, i) => [c.ma, `tieuChi.${g}.tieuChi.${i}.ma`] as const),
    ] as const) {
      if (seen.has(key.toLowerCase())) throw badRequest('duGio.tieuChi.duplicate', { ma: key }, field);
      seen.add(key.toLowerCase());
    }
  }
  await db.transaction(async (tx) => {
    const before = await readRubric(tx, true);
    if (input.version !== undefined && input.version !== before.version) throw conflict();
    const after = { tieuChi: input.tieuChi, diemToiThieu: input.diemToiThieu, diemToiDa: input.diemToiDa };
    if (!(await writeRubric(tx, before.version, after))) throw conflict();
    await audit(tx, caller, { action: 'update', entity: 'DuGio.CaiDat', entityId: 1, before, after });
  });
  return readRubric(db);
}
