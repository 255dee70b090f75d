import type { ChuyenTuyenInput, HoSoTamLy, TheoDoiChuyenTuyenInput } from '@hpl/shared';
import type { Db } from '../../db/client';
import type { Caller } from '../../lib/caller';
import { AppError, conflict, notFound } from '../../lib/errors';
import * as repo from './ho-so.repository';
import { getRecord, logRecord } from './ho-so.service';
import { encryptNote, type NoteKeys } from './note-cipher';

/**
 * A referral outside the school, on a student's record (the psychology team's alone): where and to whom, when, the
 * follow-up. Its note is encrypted before it reaches the database; the audit rows (the record's access log) name the
 * referral, never the note; reading it is reading the record (logged).
 */
export async function addReferral(
  db: Db,
  caller: Caller,
  keys: NoteKeys,
  id: number,
  input: ChuyenTuyenInput,
): Promise<HoSoTamLy> {
  if (!keys.current) throw new AppError(503, 'hoSoTamLy.khoa.missing');
  const key = keys.current;
  await db.transaction(async (tx) => {
    const record = await repo.findRecord(tx, id);
    if (!record) throw notFound();
    const chuyenTuyenId = await repo.insertReferral(tx, {
      hoSoId: id,
      noiChuyen: input.noiChuyen,
      nguoiNhan: input.nguoiNhan,
      ngayChuyen: input.ngayChuyen,
      ngayTheoDoi: input.ngayTheoDoi ?? null,
      ghiChuMaHoa: encryptNote(key, id, input.ghiChu),
      taoBoiId: caller.user.accountId,
      nguoiGhiTen: caller.user.hoTen,
    });
    await logRecord(tx as Db, caller, id, 'refer', { chuyenTuyenId, ngay: input.ngayChuyen });
  });
  return getRecord(db, caller, keys, id);
}

/** Records a referral's follow-up (state, next date, outcome); a referral of another record is 404, a stale one 409. */
export async function followUpReferral(
  db: Db,
  caller: Caller,
  keys: NoteKeys,
  id: number,
  chuyenTuyenId: number,
  input: TheoDoiChuyenTuyenInput,
): Promise<HoSoTamLy> {
  await db.transaction(async (tx) => {
    const referral = await repo.findReferral(tx, id, chuyenTuyenId);
    if (!referral) throw notFound();
    const saved = await repo.updateReferral(tx, chuyenTuyenId, input.version, {
      trangThai: input.trangThai,
      ngayTheoDoi: input.ngayTheoDoi ?? null,
      ketQuaTheoDoi: input.ketQuaTheoDoi,
    });
    if (!saved) throw conflict();
    await logRecord(tx as Db, caller, id, 'followUp', { chuyenTuyenId, trangThai: input.trangThai });
  });
  return getRecord(db, caller, keys, id);
}
