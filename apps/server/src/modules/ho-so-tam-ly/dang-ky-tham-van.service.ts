import {
  type DangKyCuaToi,
  type DangKyThamVan,
  type DangKyThamVanInput,
  type DangKyThamVanListQuery,
  NEXT_THAM_VAN,
  type Page,
  type TrangThaiThamVan,
  type XuLyThamVanInput,
} from '@hpl/shared';
import type { Db } from '../../db/client';
import { audit } from '../../lib/audit';
import type { Caller } from '../../lib/caller';
import { badRequest, conflict, notFound } from '../../lib/errors';
import { pageOf } from '../../lib/list';
import type { SessionUser } from '../../lib/session-user';
import { findStudentNames, findStudentsByCodes } from '../hoc-sinh';
import { notify } from '../notifications';
import { findAccountOfStudent } from '../tai-khoan';
import { assertTopicOffered, assigneeFor, listSpecialists } from './cai-dat-nhan.service';
import * as repo from './dang-ky-tham-van.repository';
import { handlesRequests, requestView } from './ho-so-tam-ly.policy';

const ENTITY = 'TamLyDangKyThamVan';

async function namesOf(db: Db, rows: { hocSinhId: number }[]) {
  const names = await findStudentNames(db, [...new Set(rows.map((r) => r.hocSinhId))]);
  return new Map(names.map((n) => [n.id, n]));
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** Anyone signed in asks: a student for themself; anyone else about a student named by code. */
export function fileRequest(db: Db, caller: Caller, input: DangKyThamVanInput): Promise<DangKyCuaToi> {
  return db.transaction(async (tx) => {
    const self = caller.user.roles.includes('HocSinh') ? caller.user.hocSinhId : null;
    let hocSinhId = self;
    if (hocSinhId === null) {
      if (!input.maHocSinh) throw badRequest('hoSoTamLy.hocSinh.required', undefined, 'maHocSinh');
      const [found] = await findStudentsByCodes(tx, [input.maHocSinh]);
      if (!found) throw badRequest('hoSoTamLy.hocSinh.notFound', undefined, 'maHocSinh');
      hocSinhId = found.id;
    }
    await assertTopicOffered(tx, input.chuDe);
    const phuTrachId = await assigneeFor(tx, hocSinhId);
    const id = await repo.insertRequest(tx, {
      hocSinhId,
      nguoiGuiId: caller.user.accountId,
      nguoiGuiTen: caller.user.hoTen,
      laHocSinhTuGui: self !== null,
      chuDe: input.chuDe,
      mucDo: input.mucDo,
      thoiGianMongMuon: input.thoiGianMongMuon ?? null,
      noiDung: input.noiDung,
      phuTrachId,
    });
    // The audit row names the request, its urgency and its assignee, never the message.
    await audit(tx, caller, {
      action: 'create',
      entity: ENTITY,
      entityId: id,
      after: { mucDo: input.mucDo, phuTrachId },
    });
    if (phuTrachId !== null) {
      await notify(tx, [phuTrachId], {
        loai: 'thamVan.assigned',
        payload: {},
        duongDan: '/hoSoTamLy/danhSachDangKyThamVan',
      });
    }
    const row = (await repo.findRequest(tx, id))!;
    return (await toStatus(tx as Db, caller.user, [row]))[0]!;
  });
}

async function toStatus(db: Db, user: SessionUser, rows: repo.RequestRow[]): Promise<DangKyCuaToi[]> {
  const names = await namesOf(db, rows);
  return rows.map((r) => {
    const concerned = user.hocSinhId !== null && user.hocSinhId === r.hocSinhId;
    return {
      id: r.id,
      hoTenHocSinh: names.get(r.hocSinhId)?.hoTen ?? '',
      chuDe: r.chuDe as DangKyCuaToi['chuDe'],
      trangThai: r.trangThai as TrangThaiThamVan,
      ngayGui: r.createdAt.toISOString(),
      lichHen: concerned && r.trangThai === 'scheduled' ? iso(r.lichHen) : null,
      phong: concerned && r.trangThai === 'scheduled' ? r.phong : null,
    };
  });
}

/** The requests I raised, with their status only. */
export async function myRequests(db: Db, user: SessionUser): Promise<DangKyCuaToi[]> {
  return toStatus(db, user, await repo.listFiledBy(db, user.accountId));
}

async function toTeamView(db: Db, rows: repo.RequestRow[]): Promise<DangKyThamVan[]> {
  const names = await namesOf(db, rows);
  const team = new Map((await listSpecialists(db)).map((a) => [a.id, a.hoTen]));
  return rows.map((r) => ({
    id: r.id,
    hocSinhId: r.hocSinhId,
    hoTenHocSinh: names.get(r.hocSinhId)?.hoTen ?? '',
    maHocSinh: names.get(r.hocSinhId)?.maHocSinh ?? '',
    nguoiGui: r.nguoiGui,
    laHocSinhTuGui: r.laHocSinhTuGui,
    chuDe: r.chuDe as DangKyThamVan['chuDe'],
    mucDo: r.mucDo as DangKyThamVan['mucDo'],
    thoiGianMongMuon: r.thoiGianMongMuon,
    noiDung: r.noiDung,
    trangThai: r.trangThai as TrangThaiThamVan,
    lichHen: iso(r.lichHen),
    phong: r.phong,
    ghiChuXuLy: r.ghiChuXuLy,
    phuTrachId: r.phuTrachId,
    phuTrach: r.phuTrachId === null ? null : (team.get(r.phuTrachId) ?? null),
    ngayGui: r.createdAt.toISOString(),
    version: r.version,
  }));
}

/** `danhSachDangKyThamVan`: every request, urgent first; the read of the page is audit-logged. */
export async function listRequests(
  db: Db,
  caller: Caller,
  query: DangKyThamVanListQuery,
): Promise<Page<DangKyThamVan>> {
  const { items, total } = await repo.listRequests(db, { kind: 'all' }, query);
  await audit(db, caller, { action: 'read', entity: ENTITY, after: { ids: items.map((r) => r.id) } });
  return pageOf(query, await toTeamView(db, items), total);
}

/** One request: the team sees it whole (audit-logged), its requester its status; anyone else 404. */
export async function getRequest(db: Db, caller: Caller, id: number): Promise<DangKyThamVan | DangKyCuaToi> {
  const row = await repo.findRequest(db, id);
  const view = row ? requestView(caller.user, row) : 'none';
  if (!row || view === 'none') throw notFound();
  if (view === 'status') return (await toStatus(db, caller.user, [row]))[0]!;
  await audit(db, caller, { action: 'read', entity: ENTITY, entityId: id });
  return (await toTeamView(db, [row]))[0]!;
}

/** A step of the request's life (team only); scheduling tells the requester and the student concerned. */
export function handleRequest(db: Db, caller: Caller, id: number, input: XuLyThamVanInput): Promise<DangKyThamVan> {
  return db.transaction(async (tx) => {
    const before = await repo.findRequest(tx, id);
    if (!before || !handlesRequests(caller.user)) throw notFound();
    const from = before.trangThai as TrangThaiThamVan;
    if (!NEXT_THAM_VAN[from].includes(input.trangThai)) throw conflict('hoSoTamLy.trangThai.transition');
    const scheduled = input.trangThai === 'scheduled';
    const ok = await repo.updateRequest(tx, id, input.version, {
      trangThai: input.trangThai,
      lichHen: scheduled ? new Date(input.lichHen!) : before.lichHen,
      phong: scheduled ? input.phong! : before.phong,
      ghiChuXuLy: input.ghiChuXuLy ?? before.ghiChuXuLy,
      phuTrachId: before.phuTrachId ?? caller.user.accountId,
    });
    if (!ok) throw conflict();
    const after = (await repo.findRequest(tx, id))!;
    await audit(tx, caller, {
      action: 'update',
      entity: ENTITY,
      entityId: id,
      before: { trangThai: from },
      after: { trangThai: after.trangThai, lichHen: iso(after.lichHen), phong: after.phong },
    });
    const student = await findAccountOfStudent(tx, before.hocSinhId);
    const recipients = [before.nguoiGuiId, ...(scheduled && student ? [student.id] : [])];
    await notify(
      tx,
      recipients,
      scheduled
        ? {
            loai: 'thamVan.scheduled',
            payload: { time: after.lichHen!.toISOString().slice(0, 16).replace('T', ' '), phong: after.phong ?? '' },
            duongDan: '/dangkythamvan',
          }
        : { loai: 'thamVan.status', payload: {}, duongDan: '/dangkythamvan' },
    );
    return (await toTeamView(tx as Db, [after]))[0]!;
  });
}
