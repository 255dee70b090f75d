import {
  type CaiDat,
  type CongBoInput,
  type CotNhap,
  type CotNhapCot,
  type CotNhapInput,
  PRIMARY_PERIODS,
  type PrimaryPeriod,
  termOfPeriod,
  type VnGradingSettings,
} from '@hpl/shared';
import type { Db } from '../../db/client';
import { audit } from '../../lib/audit';
import type { Caller } from '../../lib/caller';
import { badRequest, conflict, notFound } from '../../lib/errors';
import * as settingsRepo from './cai-dat.repository';
import { isWindowOpen } from './diem-vn.policy';
import * as repo from './diem-vn.repository';
import { settingsOf, yearIdOf } from './diem-vn.service';
import { listPrimaryClasses as listPrimaryClassRows } from './tieu-hoc.repository';
import * as averageRepo from './trung-binh.repository';
import { recomputeClassAverages } from './trung-binh.service';

// Entry windows, publication and lock, and the year's grading settings: the academic office's (config.auth office).

const isPrimaryPeriod = (cot: string): cot is PrimaryPeriod => (PRIMARY_PERIODS as readonly string[]).includes(cot);

export async function listWindows(db: Db, namHocId: number | undefined, now = new Date()): Promise<CotNhap[]> {
  const yearId = await yearIdOf(db, namHocId);
  return (await settingsRepo.listWindows(db, yearId)).map((w) => ({
    id: w.id,
    namHocId: w.namHocId,
    hocKy: w.hocKy,
    cot: w.cot as CotNhapCot,
    moLuc: w.moLuc.toISOString(),
    dongLuc: w.dongLuc.toISOString(),
    dangMo: isWindowOpen(w, now),
    version: w.version,
  }));
}

export async function saveWindow(db: Db, caller: Caller, input: CotNhapInput, now = new Date()): Promise<CotNhap> {
  await yearIdOf(db, input.namHocId);
  if (input.cot === 'KTL' && input.hocKy !== 2) throw badRequest('diemVn.kiemTraLai.term');
  if (isPrimaryPeriod(input.cot) && termOfPeriod(input.cot) !== input.hocKy) throw badRequest('diemVn.hocKy.invalid');
  return db.transaction(async (tx) => {
    const current = await settingsRepo.findWindowForUpdate(tx, input.namHocId, input.hocKy, input.cot);
    if (current && input.version !== undefined && current.version !== input.version) throw conflict();
    const values = { moLuc: new Date(input.moLuc), dongLuc: new Date(input.dongLuc) };
    const saved = await settingsRepo.writeWindow(tx, current, {
      namHocId: input.namHocId,
      hocKy: input.hocKy,
      cot: input.cot,
      ...values,
    });
    await audit(tx, caller, {
      action: current ? 'update' : 'create',
      entity: 'DiemVN.cotNhap',
      entityId: saved.id,
      before: current ? { moLuc: current.moLuc, dongLuc: current.dongLuc } : null,
      after: values,
    });
    return {
      id: saved.id,
      namHocId: saved.namHocId,
      hocKy: saved.hocKy,
      cot: saved.cot as CotNhapCot,
      moLuc: saved.moLuc.toISOString(),
      dongLuc: saved.dongLuc.toISOString(),
      dangMo: isWindowOpen(saved!, now),
      version: saved.version,
    };
  });
}

/** Publishes and/or locks a term of some (default: every) national-programme subject class of a year, primary too. */
export async function setPublication(db: Db, caller: Caller, input: CongBoInput): Promise<{ soLop: number }> {
  await yearIdOf(db, input.namHocId);
  // Secondary and primary (Circular 27) subject classes publish and lock by term alike.
  const classes = [
    ...(await repo.listClasses(db, { namHocId: input.namHocId })),
    ...(await listPrimaryClassRows(db, { namHocId: input.namHocId })),
  ];
  const ids = input.lopMonHocIds
    ? classes.filter((c) => input.lopMonHocIds!.includes(c.id)).map((c) => c.id)
    : classes.map((c) => c.id);
  if (input.lopMonHocIds && ids.length !== new Set(input.lopMonHocIds).size) throw notFound();
  if (ids.length === 0) return { soLop: 0 };
  await db.transaction(async (tx) => {
    const set: Partial<{ congBo: boolean; khoa: boolean }> = {};
    if (input.congBo !== undefined) set.congBo = input.congBo;
    if (input.khoa !== undefined) set.khoa = input.khoa;
    await settingsRepo.writePublication(tx, ids, input.hocKy, set);
    await audit(tx, caller, {
      action: 'update',
      entity: 'DiemVN.congBo',
      entityId: `${input.namHocId}:${input.hocKy}`,
      after: { ...set, lopMonHocIds: ids },
    });
  });
  return { soLop: ids.length };
}

export async function getSettings(db: Db, namHocId: number | undefined): Promise<CaiDat> {
  const yearId = await yearIdOf(db, namHocId);
  const row = await settingsRepo.readSettings(db, yearId);
  return { namHocId: yearId, caiDat: await settingsOf(db, yearId), version: row?.version ?? 0 };
}

export async function saveSettings(
  db: Db,
  caller: Caller,
  input: { namHocId: number; caiDat: VnGradingSettings; version: number },
): Promise<CaiDat> {
  await yearIdOf(db, input.namHocId);
  return db.transaction(async (tx) => {
    const current = await settingsRepo.readSettings(tx, input.namHocId);
    if ((current?.version ?? 0) !== input.version) throw conflict();
    const saved = await settingsRepo.writeSettings(tx, current, input.namHocId, input.caiDat);
    // The regular-mark bands decide averages: the year's stored averages follow the new settings at once.
    const classes = await averageRepo.listClassRules(tx, { namHocId: input.namHocId });
    await recomputeClassAverages(
      tx,
      classes.map((c) => c.id),
    );
    await audit(tx, caller, {
      action: current ? 'update' : 'create',
      entity: 'DiemVN.caiDat',
      entityId: input.namHocId,
      before: current?.caiDat ?? null,
      after: input.caiDat,
    });
    return { namHocId: input.namHocId, caiDat: input.caiDat, version: saved.version };
  });
}
