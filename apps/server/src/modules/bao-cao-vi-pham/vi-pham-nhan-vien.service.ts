import {
  type Page,
  passesAuthority,
  type ThongKeViPhamNv,
  type ThongKeViPhamNvQuery,
  type ViPhamNhanVien,
  type ViPhamNhanVienListQuery,
  type ViPhamNhanVienVeToi,
  viPhamNhanVienAuthority,
  type zViPhamNhanVienInput,
} from '@hpl/shared';
import type { z } from 'zod';
import type { Db, DbOrTx } from '../../db/client';
import { audit } from '../../lib/audit';
import type { Caller } from '../../lib/caller';
import { badRequest, conflict, notFound } from '../../lib/errors';
import { pageOf } from '../../lib/list';
import { schoolToday } from '../../lib/school-date';
import type { SessionUser } from '../../lib/session-user';
import { findActiveYear } from '../nam-hoc';
import { notify, publishNotifications } from '../notifications';
import { findAccountsOfStaff } from '../tai-khoan';
import { findActiveCodes } from './ma-vi-pham.repository';
import { EVIDENCE_PURPOSE } from './minh-chung';
import * as repo from './vi-pham-nhan-vien.repository';

const ENTITY = 'ViPhamNhanVien';
type Input = z.output<typeof zViPhamNhanVienInput>;

const isManager = (user: SessionUser) => passesAuthority(viPhamNhanVienAuthority.quanLy, user);
const managerScope = (user: SessionUser): repo.StaffReportScope => ({ kind: 'all', exceptNhanVienId: user.nhanVienId });
const scopeOf = (user: SessionUser): repo.StaffReportScope =>
  isManager(user) ? managerScope(user) : { kind: 'reporter', accountId: user.accountId };
const iso = (d: Date | null) => (d ? d.toISOString() : null);

type FullRow = NonNullable<Awaited<ReturnType<typeof repo.findReport>>>;

async function present(db: DbOrTx, rows: FullRow[]): Promise<ViPhamNhanVien[]> {
  const evidence = await repo.listEvidence(
    db,
    rows.map((r) => r.id),
  );
  return rows.map(({ nguoiBaoCaoTaiKhoanId: _a, ...r }) => ({
    ...r,
    trangThai: r.trangThai as ViPhamNhanVien['trangThai'],
    quyetDinhLuc: iso(r.quyetDinhLuc),
    minhChung: evidence.filter((e) => e.viPhamId === r.id).map(({ viPhamId: _v, ...f }) => f),
  }));
}

/** My history (`lichSu`, every caller) or every report (`tatCa`, the managers). */
export async function listReports(
  db: Db,
  user: SessionUser,
  query: ViPhamNhanVienListQuery,
  all: boolean,
): Promise<Page<ViPhamNhanVien>> {
  const scope: repo.StaffReportScope =
    all && isManager(user) ? managerScope(user) : { kind: 'reporter', accountId: user.accountId };
  const { items, total } = await repo.listReports(db, scope, query);
  return pageOf(query, await present(db, items), total);
}

/** The confirmed reports about me: what, when and the decision, never who reported it. */
export async function listAboutMe(
  db: Db,
  user: SessionUser,
  query: ViPhamNhanVienListQuery,
): Promise<Page<ViPhamNhanVienVeToi>> {
  if (user.nhanVienId === null) return pageOf(query, [], 0);
  const { items, total } = await repo.listAboutMe(db, user.nhanVienId, query);
  return pageOf(
    query,
    items.map((r) => ({ ...r, quyetDinhLuc: iso(r.quyetDinhLuc) })),
    total,
  );
}

/** One report: the managers and its reporter see it whole; the reported person (confirmed only) without the reporter. */
export async function getReport(db: Db, user: SessionUser, id: number): Promise<ViPhamNhanVien | ViPhamNhanVienVeToi> {
  const row = await repo.findReport(db, scopeOf(user), id);
  if (row) return (await present(db, [row]))[0]!;
  const aboutMe = user.nhanVienId === null ? undefined : await repo.findAboutMe(db, user.nhanVienId, id);
  if (!aboutMe) throw notFound();
  return { ...aboutMe, quyetDinhLuc: iso(aboutMe.quyetDinhLuc) };
}

export function searchStaff(db: Db, user: SessionUser, search: string) {
  return repo.searchStaff(db, search, user.nhanVienId);
}

export async function reportStaff(db: Db, caller: Caller, input: Input): Promise<ViPhamNhanVien> {
  const user = caller.user;
  if (user.nhanVienId === null) throw notFound();
  if (input.nhanVienId === user.nhanVienId) throw badRequest('viPhamNv.self', {}, 'nhanVienId');
  if (input.ngay > schoolToday()) throw badRequest('viPham.ngay.future', {}, 'ngay');
  const fileIds = [...new Set(input.minhChungIds)];
  const id = await db.transaction(async (tx) => {
    if (!(await repo.findWorkingStaff(tx, input.nhanVienId)))
      throw badRequest('viPhamNv.nhanVien.invalid', {}, 'nhanVienId');
    const [code] = await findActiveCodes(tx, [input.maViPhamId], 'nhan_vien');
    if (!code) throw badRequest('viPham.maViPham.invalid', {}, 'maViPhamId');
    if (fileIds.length > 0) {
      const mine = await repo.findUnattachedStaffEvidence(tx, user.accountId, EVIDENCE_PURPOSE, fileIds);
      if (mine.length !== fileIds.length) throw badRequest('viPham.minhChung.invalid', {}, 'minhChungIds');
    }
    const created = await repo.insertReport(
      tx,
      {
        nhanVienId: input.nhanVienId,
        ngay: input.ngay,
        maViPhamId: code.id,
        diem: code.diem,
        moTa: input.moTa,
        nguoiBaoCaoId: user.nhanVienId!,
        nguoiBaoCaoTaiKhoanId: user.accountId,
      },
      fileIds,
    );
    await audit(tx, caller, {
      action: 'create',
      entity: ENTITY,
      entityId: created,
      after: { ...input, minhChungIds: fileIds },
    });
    return created;
  });
  return (await present(db, [(await repo.findReport(db, { kind: 'reporter', accountId: user.accountId }, id))!]))[0]!;
}

/** The managers confirm or dismiss a pending report; a confirmation tells the reported person, without the reporter. */
export async function decideReport(
  db: Db,
  caller: Caller,
  id: number,
  decision:
    | { action: 'xacNhan'; version: number; ghiChu?: string | null }
    | { action: 'boQua'; version: number; lyDo: string },
): Promise<ViPhamNhanVien> {
  const user = caller.user;
  if (!isManager(user)) throw notFound();
  const notified = await db.transaction(async (tx) => {
    const before = await repo.findReport(tx, managerScope(user), id);
    if (!before) throw notFound();
    if (before.version !== decision.version) throw conflict();
    if (before.trangThai !== 'cho_xu_ly') throw badRequest('viPham.trangThai.invalid');
    const now = new Date();
    const set =
      decision.action === 'xacNhan'
        ? {
            trangThai: 'da_xac_nhan',
            ghiChuQuyetDinh: decision.ghiChu || null,
            quyetDinhBoiId: user.accountId,
            quyetDinhLuc: now,
          }
        : { trangThai: 'bo_qua', lyDoBoQua: decision.lyDo, quyetDinhBoiId: user.accountId, quyetDinhLuc: now };
    if (!(await repo.decideReport(tx, id, before.version, set))) throw conflict();
    await audit(tx, caller, {
      action: decision.action === 'xacNhan' ? 'confirm' : 'dismiss',
      entity: ENTITY,
      entityId: id,
      before: { trangThai: before.trangThai },
      after: set,
    });
    if (decision.action !== 'xacNhan') return [];
    const recipients = (await findAccountsOfStaff(tx, [before.nhanVienId])).map((a) => a.id);
    // The payload names the date and code only: nothing of the reporter.
    await notify(tx, recipients, {
      loai: 'viPhamNv.confirmed',
      payload: { ngay: before.ngay, ma: before.ma },
      duongDan: '/baoCaoViPhamNhanVien/danhSachBaoCaoViPhamNhanVienCuaToi',
    });
    return recipients;
  });
  publishNotifications(notified);
  return (await present(db, [(await repo.findReport(db, managerScope(user), id))!]))[0]!;
}

/** Evidence of a staff report downloads for its reporter (the file's owner anyway) and the managers only. */
export function mayDownloadStaffEvidence(db: Db, user: SessionUser, fileId: number) {
  return repo.isStaffEvidenceVisible(db, scopeOf(user), fileId);
}

/** Statistics per department, code and month over a date range (default: the active year up to today). */
export async function statistics(db: Db, user: SessionUser, query: ThongKeViPhamNvQuery): Promise<ThongKeViPhamNv> {
  if (!isManager(user)) throw notFound();
  const year = await findActiveYear(db);
  const tuNgay = query.tuNgay ?? year?.ngayBatDau ?? `${schoolToday().slice(0, 4)}-01-01`;
  const denNgay = query.denNgay ?? schoolToday();
  return { tuNgay, denNgay, ...(await repo.statistics(db, managerScope(user), tuNgay, denNgay)) };
}
