import { type CellInput, isPrimaryPeriod, isPrimaryRequest, type YeuCauSua, type YeuCauSuaInput } from '@hpl/shared';
import type { Db, DbOrTx } from '../../db/client';
import { type Actor, audit } from '../../lib/audit';
import type { Caller } from '../../lib/caller';
import { badRequest, conflict, forbidden, notFound } from '../../lib/errors';
import type { SessionUser } from '../../lib/session-user';
import { mayRequestChange } from './diem-vn.policy';
import * as repo from './diem-vn.repository';
import { settingsOf, viewerOf } from './diem-vn.service';
import * as cellRepo from './so-diem.repository';
import { cellValueOf, cellWriteState, validateValue, writeCells } from './so-diem.service';
import { applyPrimaryRequest, checkPrimaryRequest, currentPrimaryValue, sameEntryValue } from './tieu-hoc.service';
import * as requestRepo from './yeu-cau-sua.repository';

/**
 * Change requests: after a column's window closes (or the term is locked) the class's teacher asks to change a cell
 * with a reason; the academic office approves — the cell then changes, audited with the request's reason — or rejects.
 * One queue for both halves: a secondary cell (`cot` a gradebook column, values `{ trangThai, giaTri, ketQua }`) or a
 * primary entry (`cot` a rating point GK1/CK1/GK2/CN, values `{ mucDat, diemKiemTra, nhanXet }`, written through the
 * primary service's write path).
 */
const ENTITY = 'DiemVN.yeuCauSua';
type Row = requestRepo.ChangeRequestRow;

function present(row: Row): YeuCauSua {
  // `cot` tells the halves apart, and the stored values are of that half.
  return {
    id: row.id,
    lopMonHocId: row.lopMonHocId,
    tenLopMonHoc: row.tenLopMonHoc,
    hocSinhId: row.hocSinhId,
    hoTenHocSinh: row.hoTenHocSinh,
    hocKy: row.hocKy,
    cot: row.cot,
    giaTriCu: row.giaTriCu ?? null,
    giaTriMoi: row.giaTriMoi ?? null,
    lyDo: row.lyDo,
    nguoiYeuCau: row.nguoiYeuCau,
    trangThai: row.trangThai as YeuCauSua['trangThai'],
    nguoiDuyet: row.nguoiDuyet,
    ghiChuDuyet: row.ghiChuDuyet,
    createdAt: row.createdAt.toISOString(),
    duyetLuc: row.duyetLuc?.toISOString() ?? null,
    version: row.version,
  } as YeuCauSua;
}

const findRequest = requestRepo.findChangeRequest;

/** The office sees every request (`tatCa`); a teacher sees the requests they filed. */
export async function listRequests(
  db: Db,
  caller: Caller,
  q: { trangThai?: YeuCauSua['trangThai']; phamVi: 'cuaToi' | 'tatCa' },
): Promise<YeuCauSua[]> {
  const { user } = caller;
  const viewer = viewerOf(user);
  if (q.phamVi === 'tatCa' && !viewer.isOffice) throw forbidden();
  const rows = await requestRepo.listChangeRequests(db, {
    trangThai: q.trangThai,
    nguoiYeuCauId: q.phamVi === 'cuaToi' ? (viewer.nhanVienId ?? -1) : undefined,
  });
  return rows.map(present);
}

export async function createRequest(db: Db, caller: Caller, input: YeuCauSuaInput) {
  const { user } = caller;
  if (isPrimaryRequest(input)) {
    const { lopMonHocId, hocKy, value } = await checkPrimaryRequest(db, caller, input);
    return fileRequest(
      db,
      caller,
      user,
      { lopMonHocId, hocSinhId: input.hocSinhId, hocKy, cot: input.cot, lyDo: input.lyDo },
      value,
      (tx) => currentPrimaryValue(tx, lopMonHocId, input.cot, input.hocSinhId),
      sameEntryValue,
    );
  }
  const { facts, relation, members, windowOpen, locked, retake } = await cellWriteState(
    db,
    caller,
    input.lopMonHocId,
    input.hocKy,
    input.cot,
  );
  if (relation !== 'giaoVien') throw forbidden();
  if (!mayRequestChange(relation, { windowOpen, locked })) throw badRequest('diemVn.yeuCau.windowOpen');
  if (!members.has(input.hocSinhId)) throw badRequest('diemVn.hocSinh.notInClass');
  if (retake && !retake.has(input.hocSinhId)) throw badRequest('diemVn.kiemTraLai.notDue');
  const value = validateValue(facts, input.giaTriMoi);
  return fileRequest(
    db,
    caller,
    user,
    { ...input, lopMonHocId: facts.id },
    value,
    async (tx) =>
      cellValueOf(
        (await cellRepo.listCells(tx, facts.id, { hocSinhIds: [input.hocSinhId] })).find(
          (c) => c.hocKy === input.hocKy && c.cot === input.cot,
        ),
      ),
    (a, b) => JSON.stringify(a) === JSON.stringify(b),
  );
}

/** Files a checked request for a cell: one pending request per cell (409), never for the value it already has. */
async function fileRequest<V>(
  db: Db,
  actor: Actor,
  user: SessionUser,
  cell: { lopMonHocId: number; hocSinhId: number; hocKy: number; cot: string; lyDo: string },
  value: V,
  currentOf: (tx: DbOrTx) => Promise<V | null>,
  same: (a: V | null, b: V) => boolean,
) {
  const id = await db.transaction(async (tx) => {
    // Serialises requests for one cell: a second pending request for it is refused.
    await requestRepo.lockStudentCells(tx, cell.lopMonHocId, cell.hocSinhId);
    if (await requestRepo.hasPendingRequest(tx, cell)) throw conflict('diemVn.yeuCau.pending');
    const before = await currentOf(tx);
    if (same(before, value)) throw badRequest('diemVn.yeuCau.sameValue');
    const requestId = await requestRepo.insertChangeRequest(tx, {
      lopMonHocId: cell.lopMonHocId,
      hocSinhId: cell.hocSinhId,
      hocKy: cell.hocKy,
      cot: cell.cot,
      giaTriCu: before,
      giaTriMoi: value,
      lyDo: cell.lyDo,
      nguoiYeuCauId: user.nhanVienId!,
    });
    await audit(tx, actor, { action: 'create', entity: ENTITY, entityId: requestId, after: value, reason: cell.lyDo });
    return requestId;
  });
  return present((await findRequest(db, id))!);
}

/** Approve (the cell takes the requested value, audited with the request's reason) or reject a pending request. */
export async function decideRequest(
  db: Db,
  caller: Caller,
  id: number,
  decision: 'da_duyet' | 'tu_choi',
  input: { version: number; ghiChu?: string },
) {
  const { user } = caller;
  const request = await findRequest(db, id);
  if (!request) throw notFound();
  const apply = await approvalOf(db, caller, request);
  await db.transaction(async (tx) => {
    const locked = await requestRepo.lockChangeRequest(tx, id);
    if (locked!.version !== input.version) throw conflict();
    if (locked!.trangThai !== 'cho_duyet') throw conflict('diemVn.yeuCau.decided');
    await requestRepo.decideChangeRequest(tx, id, {
      trangThai: decision,
      nguoiDuyetId: user.nhanVienId,
      ghiChuDuyet: input.ghiChu ?? null,
      version: locked!.version + 1,
    });
    await audit(tx, caller, {
      action: decision === 'da_duyet' ? 'approve' : 'reject',
      entity: ENTITY,
      entityId: id,
      reason: input.ghiChu ?? null,
    });
    if (decision === 'da_duyet') await apply(tx);
  });
  return present((await findRequest(db, id))!);
}

/** What approving a request writes: the primary entry through the primary write path, or the secondary cell. */
async function approvalOf(db: Db, caller: Caller, request: Row): Promise<(tx: DbOrTx) => Promise<unknown>> {
  const { cot } = request;
  if (isPrimaryPeriod(cot)) {
    const giaTriMoi = request.giaTriMoi as Parameters<typeof applyPrimaryRequest>[2]['giaTriMoi'];
    return (tx) => applyPrimaryRequest(tx, caller, { ...request, cot, giaTriMoi });
  }
  const facts = await repo.findClass(db, request.lopMonHocId);
  if (!facts) throw notFound();
  const settings = await settingsOf(db, facts.namHocId);
  return (tx) =>
    writeCells(
      tx,
      caller,
      facts,
      settings,
      [
        {
          hocSinhId: request.hocSinhId,
          hocKy: request.hocKy,
          cot: request.cot,
          value: (request.giaTriMoi as CellInput | null) ?? null,
          version: null,
        },
      ],
      request.lyDo,
    );
}
