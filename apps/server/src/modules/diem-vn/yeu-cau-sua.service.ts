import type { CellInput, YeuCauSua, YeuCauSuaInput } from '@hpl/shared';
import { and, desc, eq, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db, DbOrTx } from '../../db/client';
import { diemVnYeuCauSua, hocSinh, lopMonHoc, nhanVien } from '../../db/schema';
import { type Actor, audit } from '../../lib/audit';
import { badRequest, conflict, forbidden, notFound } from '../../lib/errors';
import type { SessionUser } from '../../lib/session-user';
import { mayRequestChange } from './diem-vn.policy';
import * as repo from './diem-vn.repository';
import { cellValueOf, cellWriteState, settingsOf, validateValue, viewerOf, writeCells } from './diem-vn.service';

/**
 * Change requests: after a column's window closes (or the term is locked) the class's teacher asks to change a cell
 * with a reason; the academic office approves — the cell then changes, audited with the request's reason — or rejects.
 */
const ENTITY = 'DiemVN.yeuCauSua';
const approver = alias(nhanVien, 'nguoi_duyet');

function selectRequests(db: DbOrTx) {
  return db
    .select({
      id: diemVnYeuCauSua.id,
      lopMonHocId: diemVnYeuCauSua.lopMonHocId,
      tenLopMonHoc: lopMonHoc.tenLop,
      hocSinhId: diemVnYeuCauSua.hocSinhId,
      hoTenHocSinh: hocSinh.hoTen,
      hocKy: diemVnYeuCauSua.hocKy,
      cot: diemVnYeuCauSua.cot,
      giaTriCu: diemVnYeuCauSua.giaTriCu,
      giaTriMoi: diemVnYeuCauSua.giaTriMoi,
      lyDo: diemVnYeuCauSua.lyDo,
      nguoiYeuCauId: diemVnYeuCauSua.nguoiYeuCauId,
      nguoiYeuCau: nhanVien.hoTen,
      trangThai: diemVnYeuCauSua.trangThai,
      nguoiDuyet: approver.hoTen,
      ghiChuDuyet: diemVnYeuCauSua.ghiChuDuyet,
      createdAt: diemVnYeuCauSua.createdAt,
      duyetLuc: diemVnYeuCauSua.duyetLuc,
      version: diemVnYeuCauSua.version,
    })
    .from(diemVnYeuCauSua)
    .innerJoin(lopMonHoc, eq(lopMonHoc.id, diemVnYeuCauSua.lopMonHocId))
    .innerJoin(hocSinh, eq(hocSinh.id, diemVnYeuCauSua.hocSinhId))
    .innerJoin(nhanVien, eq(nhanVien.id, diemVnYeuCauSua.nguoiYeuCauId))
    .leftJoin(approver, eq(approver.id, diemVnYeuCauSua.nguoiDuyetId))
    .$dynamic();
}
type Row = Awaited<ReturnType<ReturnType<typeof selectRequests>['execute']>>[number];

function present(row: Row): YeuCauSua {
  return {
    id: row.id,
    lopMonHocId: row.lopMonHocId,
    tenLopMonHoc: row.tenLopMonHoc,
    hocSinhId: row.hocSinhId,
    hoTenHocSinh: row.hoTenHocSinh,
    hocKy: row.hocKy,
    cot: row.cot as YeuCauSua['cot'],
    giaTriCu: (row.giaTriCu as CellInput | null) ?? null,
    giaTriMoi: (row.giaTriMoi as CellInput | null) ?? null,
    lyDo: row.lyDo,
    nguoiYeuCau: row.nguoiYeuCau,
    trangThai: row.trangThai as YeuCauSua['trangThai'],
    nguoiDuyet: row.nguoiDuyet,
    ghiChuDuyet: row.ghiChuDuyet,
    createdAt: row.createdAt.toISOString(),
    duyetLuc: row.duyetLuc?.toISOString() ?? null,
    version: row.version,
  };
}

async function findRequest(db: DbOrTx, id: number) {
  const [row] = await selectRequests(db).where(eq(diemVnYeuCauSua.id, id));
  return row;
}

/** The office sees every request (`tatCa`); a teacher sees the requests they filed. */
export async function listRequests(
  db: Db,
  user: SessionUser,
  q: { trangThai?: YeuCauSua['trangThai']; phamVi: 'cuaToi' | 'tatCa' },
): Promise<YeuCauSua[]> {
  const viewer = viewerOf(user);
  if (q.phamVi === 'tatCa' && !viewer.isOffice) throw forbidden();
  const where: (SQL | undefined)[] = [
    q.trangThai ? eq(diemVnYeuCauSua.trangThai, q.trangThai) : undefined,
    q.phamVi === 'cuaToi' ? eq(diemVnYeuCauSua.nguoiYeuCauId, viewer.nhanVienId ?? -1) : undefined,
  ];
  const rows = await selectRequests(db)
    .where(and(...where))
    .orderBy(sql`${diemVnYeuCauSua.trangThai} = 'cho_duyet' desc`, desc(diemVnYeuCauSua.createdAt))
    .limit(500);
  return rows.map(present);
}

export async function createRequest(db: Db, actor: Actor, user: SessionUser, input: YeuCauSuaInput) {
  const { facts, relation, members, windowOpen, locked } = await cellWriteState(
    db,
    user,
    input.lopMonHocId,
    input.hocKy,
    input.cot,
  );
  if (relation !== 'giaoVien') throw forbidden();
  if (!mayRequestChange(relation, { windowOpen, locked })) throw badRequest('diemVn.yeuCau.windowOpen');
  if (!members.has(input.hocSinhId)) throw badRequest('diemVn.hocSinh.notInClass');
  const value = validateValue(facts, input.giaTriMoi);
  const id = await db.transaction(async (tx) => {
    // Serialises requests for one cell: a second pending request for it is refused.
    await tx.execute(sql`select pg_advisory_xact_lock(${facts.id}, ${input.hocSinhId})`);
    const [pending] = await tx
      .select({ id: diemVnYeuCauSua.id })
      .from(diemVnYeuCauSua)
      .where(
        and(
          eq(diemVnYeuCauSua.lopMonHocId, facts.id),
          eq(diemVnYeuCauSua.hocSinhId, input.hocSinhId),
          eq(diemVnYeuCauSua.hocKy, input.hocKy),
          eq(diemVnYeuCauSua.cot, input.cot),
          eq(diemVnYeuCauSua.trangThai, 'cho_duyet'),
        ),
      );
    if (pending) throw conflict('diemVn.yeuCau.pending');
    const current = (await repo.listCells(tx, facts.id, { hocSinhIds: [input.hocSinhId] })).find(
      (c) => c.hocKy === input.hocKy && c.cot === input.cot,
    );
    const before = cellValueOf(current);
    if (JSON.stringify(before) === JSON.stringify(value)) throw badRequest('diemVn.yeuCau.sameValue');
    const [row] = await tx
      .insert(diemVnYeuCauSua)
      .values({
        lopMonHocId: facts.id,
        hocSinhId: input.hocSinhId,
        hocKy: input.hocKy,
        cot: input.cot,
        giaTriCu: before,
        giaTriMoi: value,
        lyDo: input.lyDo,
        nguoiYeuCauId: user.nhanVienId!,
      })
      .returning({ id: diemVnYeuCauSua.id });
    await audit(tx, actor, { action: 'create', entity: ENTITY, entityId: row!.id, after: value, reason: input.lyDo });
    return row!.id;
  });
  return present((await findRequest(db, id))!);
}

/** Approve (the cell takes the requested value, audited with the request's reason) or reject a pending request. */
export async function decideRequest(
  db: Db,
  actor: Actor,
  user: SessionUser,
  id: number,
  decision: 'da_duyet' | 'tu_choi',
  input: { version: number; ghiChu?: string },
) {
  const request = await findRequest(db, id);
  if (!request) throw notFound();
  const facts = await repo.findClass(db, request.lopMonHocId);
  if (!facts) throw notFound();
  const settings = await settingsOf(db, facts.namHocId);
  await db.transaction(async (tx) => {
    const [locked] = await tx
      .select({ trangThai: diemVnYeuCauSua.trangThai, version: diemVnYeuCauSua.version })
      .from(diemVnYeuCauSua)
      .where(eq(diemVnYeuCauSua.id, id))
      .for('update');
    if (locked!.version !== input.version) throw conflict();
    if (locked!.trangThai !== 'cho_duyet') throw conflict('diemVn.yeuCau.decided');
    await tx
      .update(diemVnYeuCauSua)
      .set({
        trangThai: decision,
        nguoiDuyetId: user.nhanVienId,
        ghiChuDuyet: input.ghiChu ?? null,
        duyetLuc: new Date(),
        version: locked!.version + 1,
      })
      .where(eq(diemVnYeuCauSua.id, id));
    await audit(tx, actor, {
      action: decision === 'da_duyet' ? 'approve' : 'reject',
      entity: ENTITY,
      entityId: id,
      reason: input.ghiChu ?? null,
    });
    if (decision === 'da_duyet') {
      await writeCells(
        tx,
        actor,
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
  });
  return present((await findRequest(db, id))!);
}
