import {
  type AnhChupBaoLoi,
  type BaoLoi,
  type BaoLoiChiTiet,
  type BaoLoiChuyenTrangThai,
  type BaoLoiInput,
  type BaoLoiListQuery,
  BUG_SCREENSHOT_MAX_MB,
  type Page,
  type TrangThaiBaoLoi,
} from '@hpl/shared';
import type { Db } from '../../db/client';
import { audit } from '../../lib/audit';
import type { Caller } from '../../lib/caller';
import { badRequest, conflict, notFound } from '../../lib/errors';
import { pageOf } from '../../lib/list';
import { detectImageType, type Upload } from '../../lib/multipart';
import { storeFile } from '../../lib/uploads';
import { notify, publishNotifications } from '../notifications';
import { mayAttach, mayMove, scopeOf } from './bao-loi.policy';
import * as repo from './bao-loi.repository';

const ENTITY = 'BaoLoi';
/** `files.purpose` of bug screenshots: the reporter (owner) and Admin download them. */
export const BUG_SCREENSHOT_PURPOSE = 'bug-screenshot';
export const BUG_SCREENSHOT_MAX_BYTES = BUG_SCREENSHOT_MAX_MB * 1024 * 1024;
const SCREEN = '/systems/reportBug';

type Row = NonNullable<Awaited<ReturnType<typeof repo.findReport>>>;

function present(row: Omit<Row, 'moTa' | 'cacBuoc' | 'trinhDuyet'>): BaoLoi {
  return {
    id: row.id,
    tieuDe: row.tieuDe,
    trangThai: row.trangThai as TrangThaiBaoLoi,
    duongDan: row.duongDan,
    nguoiBao: row.nguoiBao,
    taiKhoanId: row.taiKhoanId,
    coAnhChup: row.anhChupId !== null,
    ngayTao: row.createdAt.toISOString(),
    ngayCapNhat: row.updatedAt.toISOString(),
    version: row.version,
  };
}

export async function listReports(db: Db, caller: Caller, query: BaoLoiListQuery): Promise<Page<BaoLoi>> {
  const { items, total } = await repo.listReports(db, scopeOf(caller.user), query);
  return pageOf(query, items.map(present), total);
}

/** A report outside the caller's scope answers 404, like one that does not exist. */
export async function getReport(db: Db, caller: Caller, id: number): Promise<BaoLoiChiTiet> {
  const row = await repo.findReport(db, scopeOf(caller.user), id);
  if (!row) throw notFound();
  const history = await repo.listHistory(db, id);
  return {
    ...present(row),
    moTa: row.moTa,
    cacBuoc: row.cacBuoc,
    trinhDuyet: row.trinhDuyet,
    anhChupId: row.anhChupId,
    lichSu: history.map((h) => ({
      tuTrangThai: h.tuTrangThai as TrangThaiBaoLoi | null,
      denTrangThai: h.denTrangThai as TrangThaiBaoLoi,
      ghiChu: h.ghiChu,
      nguoiThucHien: h.nguoiThucHien,
      thoiGian: h.thoiGian.toISOString(),
    })),
  };
}

/** Stores a screenshot (typed from its bytes: PNG, JPEG or WebP) owned by the caller; a report refers to it. */
export async function storeScreenshot(
  db: Db,
  uploadDir: string,
  caller: Caller,
  upload: Upload,
): Promise<AnhChupBaoLoi> {
  const mimeType = detectImageType(upload.buffer);
  if (!mimeType) throw badRequest('baoLoi.anhChup.type', {}, 'anhChupId');
  return db.transaction(async (tx) => {
    const id = await storeFile(tx, uploadDir, {
      buffer: upload.buffer,
      mimeType,
      originalName: upload.filename,
      purpose: BUG_SCREENSHOT_PURPOSE,
      ownerAccountId: caller.user.accountId,
    });
    await audit(tx, caller, {
      action: 'upload',
      entity: 'File',
      entityId: id,
      after: { purpose: BUG_SCREENSHOT_PURPOSE, tenTep: upload.filename },
    });
    return { id, tenTep: upload.filename, kichThuoc: upload.buffer.length };
  });
}

export function createReport(db: Db, caller: Caller, input: BaoLoiInput): Promise<BaoLoiChiTiet> {
  return db
    .transaction(async (tx) => {
      if (input.anhChupId != null) {
        const file = await repo.findFile(tx, input.anhChupId);
        if (!mayAttach(file, caller.user.accountId, BUG_SCREENSHOT_PURPOSE)) {
          throw badRequest('baoLoi.anhChup.notFound', {}, 'anhChupId');
        }
      }
      const reporter = { taiKhoanId: caller.user.accountId, hoTen: caller.user.hoTen };
      const id = await repo.insertReport(tx, reporter, input);
      await repo.insertHistory(tx, {
        baoLoiId: id,
        tuTrangThai: null,
        denTrangThai: 'moi',
        ghiChu: null,
        taiKhoanId: reporter.taiKhoanId,
        tenNguoiThucHien: reporter.hoTen,
      });
      await audit(tx, caller, { action: 'create', entity: ENTITY, entityId: id, after: input });
      return id;
    })
    .then((id) => getReport(db, caller, id));
}

/** Admin's transition: explicit, with who/when/comment in the history; the reporter is notified of each change. */
export async function moveReport(
  db: Db,
  caller: Caller,
  id: number,
  input: BaoLoiChuyenTrangThai,
): Promise<BaoLoiChiTiet> {
  const reporter = await db.transaction(async (tx) => {
    const before = await repo.findReport(tx, scopeOf(caller.user), id);
    if (!before) throw notFound();
    if (input.version !== before.version) throw conflict();
    const from = before.trangThai as TrangThaiBaoLoi;
    if (!mayMove(from, input.trangThai)) {
      throw badRequest('baoLoi.transition.invalid');
    }
    if (!(await repo.updateStatus(tx, id, before.version, input.trangThai))) throw conflict();
    await repo.insertHistory(tx, {
      baoLoiId: id,
      tuTrangThai: from,
      denTrangThai: input.trangThai,
      ghiChu: input.ghiChu || null,
      taiKhoanId: caller.user.accountId,
      tenNguoiThucHien: caller.user.hoTen,
    });
    await audit(tx, caller, {
      action: 'transition',
      entity: ENTITY,
      entityId: id,
      before: { trangThai: from },
      after: { trangThai: input.trangThai, ghiChu: input.ghiChu ?? null },
    });
    await notify(tx, [before.taiKhoanId], {
      loai: `baoLoi.${input.trangThai}`,
      payload: { tieuDe: before.tieuDe, baoLoiId: id },
      duongDan: `${SCREEN}?id=${id}`,
    });
    return before.taiKhoanId;
  });
  publishNotifications([reporter]);
  return getReport(db, caller, id);
}
