import type { KyBanTru, KyBanTruInput, LopDangKyBanTru } from '@hpl/shared';
import type { Db } from '../../db/client';
import { audit } from '../../lib/audit';
import type { Caller } from '../../lib/caller';
import { conflict, notFound } from '../../lib/errors';
import { listClassesWithRoomOfYear, listRosterOfClass } from '../lop-quan-ly';
import { findYearsOverlapping } from '../nam-hoc';
import * as repo from './ky.repository';

const ENTITY = 'KyBanTru';
const valuesOf = ({ ten, tuNgay, denNgay, donGia, gioChot }: KyBanTruInput) => ({
  ten,
  tuNgay,
  denNgay,
  donGia,
  gioChot,
});

export const listPeriods = (db: Db): Promise<KyBanTru[]> => repo.listPeriods(db);

export async function getPeriod(db: Db, id: number): Promise<KyBanTru> {
  const row = await repo.findPeriod(db, id);
  if (!row) throw notFound();
  return row;
}

export function createPeriod(db: Db, caller: Caller, input: KyBanTruInput): Promise<KyBanTru> {
  return db.transaction(async (tx) => {
    const id = await repo.insertPeriod(tx, valuesOf(input));
    const after = (await repo.findPeriod(tx, id))!;
    await audit(tx, caller, { action: 'create', entity: ENTITY, entityId: id, after });
    return after;
  });
}

/** Edits a period (its price and cut-off are the settings the statistics and the late rule read). */
export function updatePeriod(db: Db, caller: Caller, id: number, input: KyBanTruInput): Promise<KyBanTru> {
  return db.transaction(async (tx) => {
    const before = await repo.findPeriod(tx, id);
    if (!before) throw notFound();
    if (input.version !== undefined && input.version !== before.version) throw conflict();
    if (!(await repo.updatePeriod(tx, id, before.version, valuesOf(input)))) throw conflict();
    const after = (await repo.findPeriod(tx, id))!;
    await audit(tx, caller, { action: 'update', entity: ENTITY, entityId: id, before, after });
    return after;
  });
}

/** The classes of the period's year(s), each with its current size and how many are subscribed. */
export async function listClassesOfPeriod(db: Db, id: number): Promise<LopDangKyBanTru[]> {
  const period = await getPeriod(db, id);
  const years = await findYearsOverlapping(db, period.tuNgay, period.denNgay);
  const classes = (await Promise.all(years.map((y) => listClassesWithRoomOfYear(db, y.id)))).flat();
  const counts = new Map(
    (
      await repo.countSubscriptionsOfClasses(
        db,
        id,
        classes.map((c) => c.id),
      )
    ).map((c) => [c.lopQuanLyId, c]),
  );
  return classes.map((c) => ({
    lopQuanLyId: c.id,
    tenLop: c.tenLop,
    siSo: counts.get(c.id)?.siSo ?? 0,
    soDangKy: counts.get(c.id)?.soDangKy ?? 0,
  }));
}

/** Subscribes every current student of a class to the period, or removes the class's subscriptions. */
export async function setClassSubscription(
  db: Db,
  caller: Caller,
  id: number,
  lopQuanLyId: number,
  dangKy: boolean,
): Promise<LopDangKyBanTru> {
  const classes = await listClassesOfPeriod(db, id);
  const cls = classes.find((c) => c.lopQuanLyId === lopQuanLyId);
  if (!cls) throw notFound();
  const ids = (await listRosterOfClass(db, lopQuanLyId)).map((s) => s.hocSinhId);
  await db.transaction(async (tx) => {
    const changed = dangKy ? await repo.subscribe(tx, id, ids) : await repo.unsubscribe(tx, id, ids);
    await audit(tx, caller, {
      action: dangKy ? 'subscribe' : 'unsubscribe',
      entity: ENTITY,
      entityId: `${id}:${lopQuanLyId}`,
      after: { soHocSinh: changed },
    });
  });
  return (await listClassesOfPeriod(db, id)).find((c) => c.lopQuanLyId === lopQuanLyId)!;
}
