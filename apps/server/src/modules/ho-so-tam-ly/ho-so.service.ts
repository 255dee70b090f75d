import type { BuoiInput, HoSoSummary, HoSoTamLy, TruyCapHoSo } from '@hpl/shared';
import type { Db } from '../../db/client';
import { audit } from '../../lib/audit';
import type { Caller } from '../../lib/caller';
import { AppError, badRequest, conflict, notFound } from '../../lib/errors';
import { findStudentNames, findStudentsByCodes } from '../hoc-sinh';
import * as repo from './ho-so.repository';
import { decryptNote, encryptNote, type NoteKeys } from './note-cipher';

const ENTITY = 'TamLyHoSo';

/** Every audit row of a record names who acted, so its access log reads without another table. */
export const logRecord = (db: Db, caller: Caller, id: number, action: string, after: Record<string, unknown> = {}) =>
  audit(db, caller, { action, entity: ENTITY, entityId: id, after: { nguoi: caller.user.hoTen, ...after } });

async function withNames(db: Db, rows: Awaited<ReturnType<typeof repo.listRecords>>): Promise<HoSoSummary[]> {
  const names = new Map(
    (
      await findStudentNames(
        db,
        rows.map((r) => r.hocSinhId),
      )
    ).map((n) => [n.id, n]),
  );
  return rows.map((r) => ({
    id: r.id,
    hocSinhId: r.hocSinhId,
    hoTen: names.get(r.hocSinhId)?.hoTen ?? '',
    maHocSinh: names.get(r.hocSinhId)?.maHocSinh ?? '',
    trangThai: r.trangThai as HoSoSummary['trangThai'],
    soBuoi: r.soBuoi,
    buoiGanNhat: r.buoiGanNhat,
    moLuc: r.createdAt.toISOString(),
  }));
}

/** The team's records; the list read is audit-logged (it names students with a record). */
export async function listRecords(db: Db, caller: Caller): Promise<HoSoSummary[]> {
  const rows = await repo.listRecords(db);
  await audit(db, caller, {
    action: 'read',
    entity: ENTITY,
    after: { nguoi: caller.user.hoTen, ids: rows.map((r) => r.id) },
  });
  return withNames(db, rows);
}

/** Opens the record of a student (or answers the one that exists). */
export async function openRecord(db: Db, caller: Caller, maHocSinh: string): Promise<HoSoSummary> {
  const [student] = await findStudentsByCodes(db, [maHocSinh]);
  if (!student) throw badRequest('hoSoTamLy.hocSinh.notFound', undefined, 'maHocSinh');
  let id = await repo.findRecordOfStudent(db, student.id);
  if (id === undefined) {
    id = await repo.insertRecord(db, student.id, caller.user.accountId);
    await logRecord(db, caller, id, 'create');
  }
  return (await withNames(db, [(await repo.findRecord(db, id))!]))[0]!;
}

/** A record with its sessions, notes decrypted with the configured keys; the read is audit-logged. */
export async function getRecord(db: Db, caller: Caller, keys: NoteKeys, id: number): Promise<HoSoTamLy> {
  const row = await repo.findRecord(db, id);
  if (!row) throw notFound();
  await logRecord(db, caller, id, 'read');
  const [summary] = await withNames(db, [row]);
  const [sessions, referrals] = await Promise.all([repo.sessionsOf(db, id), repo.referralsOf(db, id)]);
  return {
    ...summary!,
    chuyenTuyen: referrals.map((r) => ({
      id: r.id,
      noiChuyen: r.noiChuyen,
      nguoiNhan: r.nguoiNhan,
      ngayChuyen: r.ngayChuyen,
      ngayTheoDoi: r.ngayTheoDoi,
      trangThai: r.trangThai as HoSoTamLy['chuyenTuyen'][number]['trangThai'],
      ketQuaTheoDoi: r.ketQuaTheoDoi,
      ghiChu: decryptNote(keys, id, r.ghiChuMaHoa),
      nguoiGhi: r.nguoiGhiTen,
      version: r.version,
    })),
    buoi: sessions.map((s) => ({
      id: s.id,
      ngay: s.ngay,
      hinhThuc: s.hinhThuc as HoSoTamLy['buoi'][number]['hinhThuc'],
      ghiChu: decryptNote(keys, id, s.ghiChuMaHoa),
      nguoiGhi: s.nguoiGhi,
    })),
  };
}

/** Adds a session; its note is encrypted before it reaches the database (the audit row holds no note). */
export async function addSession(
  db: Db,
  caller: Caller,
  keys: NoteKeys,
  id: number,
  input: BuoiInput,
): Promise<HoSoTamLy> {
  if (!keys.current) throw new AppError(503, 'hoSoTamLy.khoa.missing');
  const key = keys.current;
  await db.transaction(async (tx) => {
    const record = await repo.findRecord(tx, id);
    if (!record) throw notFound();
    if (record.trangThai === 'closed') throw conflict('hoSoTamLy.hoSo.daDong');
    await repo.insertSession(tx, {
      hoSoId: id,
      ngay: input.ngay,
      hinhThuc: input.hinhThuc,
      ghiChuMaHoa: encryptNote(key, id, input.ghiChu),
      taoBoiId: caller.user.accountId,
      nguoiGhiTen: caller.user.hoTen,
    });
    await logRecord(tx as Db, caller, id, 'update', { ngay: input.ngay });
  });
  return getRecord(db, caller, keys, id);
}

/** Closes a record (the case ended, or the student was referred on) or reopens it; logged in its access log. */
export async function setRecordState(
  db: Db,
  caller: Caller,
  keys: NoteKeys,
  id: number,
  trangThai: 'open' | 'closed',
): Promise<HoSoTamLy> {
  await db.transaction(async (tx) => {
    const record = await repo.findRecord(tx, id);
    if (!record) throw notFound();
    if (record.trangThai === trangThai) return;
    await repo.setRecordState(tx, id, trangThai);
    await logRecord(tx as Db, caller, id, trangThai === 'closed' ? 'close' : 'reopen');
  });
  return getRecord(db, caller, keys, id);
}

/** Who opened or changed the record, when (the team sees it). */
export async function recordAccessLog(db: Db, id: number): Promise<TruyCapHoSo[]> {
  if (!(await repo.findRecord(db, id))) throw notFound();
  const rows = await repo.accessLog(db, id);
  return rows.map((r) => ({
    at: r.at.toISOString(),
    nguoi: String((r.after as { nguoi?: string } | null)?.nguoi ?? ''),
    hanhDong: r.action,
  }));
}

export const notesExist = repo.anyNotes;
