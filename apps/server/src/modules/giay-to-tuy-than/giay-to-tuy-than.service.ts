import {
  EXPIRY_ALERT_DAYS,
  type GiayTo,
  type GiayToInput,
  type GiayToListQuery,
  IDENTITY_DOCUMENT_MAX_MB,
  type LoaiGiayTo,
  type Page,
} from '@hpl/shared';
import type { Db, DbOrTx } from '../../db/client';
import { audit } from '../../lib/audit';
import type { Caller } from '../../lib/caller';
import { badRequest, conflict, notFound } from '../../lib/errors';
import { pageOf } from '../../lib/list';
import { detectDocumentType, type Upload } from '../../lib/multipart';
import { schoolToday } from '../../lib/school-date';
import type { SessionUser } from '../../lib/session-user';
import { storeFile } from '../../lib/uploads';
import { findStaffByIds } from '../nhan-vien';
import { notify, publishNotifications } from '../notifications';
import { findAccountsOfStaff } from '../tai-khoan';
import { daysBetween, dueAlert, scopeOf } from './giay-to-tuy-than.policy';
import * as repo from './giay-to-tuy-than.repository';

const ENTITY = 'GiayToTuyThan';
/** `files.purpose` of identity documents: HR and the person download them, each download audit-logged. */
export const IDENTITY_DOCUMENT_PURPOSE = 'identity-document';
export const IDENTITY_DOCUMENT_MAX_BYTES = IDENTITY_DOCUMENT_MAX_MB * 1024 * 1024;
const SCREEN = '/quanlynhansu/visapassportworkpermit';
/** The person's own documents: HR's screen is not theirs to open. */
const OWN_SCREEN = '/hoSoCuaToi/giayToCuaToi';

type Row = NonNullable<Awaited<ReturnType<typeof repo.findDocument>>>;
const present = (row: Row, today: string): GiayTo => ({
  ...row,
  loai: row.loai as LoaiGiayTo,
  soNgayConLai: daysBetween(today, row.ngayHetHan),
});

/** HR's list of every document (`tatCa`), or the caller's own. */
export async function listDocuments(
  db: Db,
  user: SessionUser,
  query: GiayToListQuery,
  tatCa: boolean,
): Promise<Page<GiayTo>> {
  const scope = scopeOf(user, tatCa);
  if (!scope) return pageOf(query, [], 0);
  const today = schoolToday();
  const { items, total } = await repo.listDocuments(db, scope, today, query);
  return pageOf(
    query,
    items.map((r) => present(r, today)),
    total,
  );
}

export async function getDocument(db: DbOrTx, user: SessionUser, id: number): Promise<GiayTo> {
  const scope = scopeOf(user, true);
  const row = scope ? await repo.findDocument(db, scope, id) : undefined;
  if (!row) throw notFound();
  return present(row, schoolToday());
}

/** Whether the user may download the file (HR, or the person it belongs to); an allowed download is audit-logged. */
export async function mayDownloadFile(db: Db, user: SessionUser, fileId: number): Promise<boolean> {
  const document = await repo.findDocumentOfFile(db, fileId);
  const scope = scopeOf(user, true);
  const allowed =
    document !== undefined && scope !== null && (scope.kind === 'all' || scope.nhanVienId === document.nhanVienId);
  if (allowed) {
    await audit(
      db,
      { accountId: user.accountId },
      { action: 'read', entity: ENTITY, entityId: document.id, after: { fileId } },
    );
  }
  return allowed;
}

export async function storeDocumentFile(db: Db, uploadDir: string, caller: Caller, upload: Upload) {
  const mimeType = detectDocumentType(upload.buffer);
  if (!mimeType) throw badRequest('giayTo.tep.type', {}, 'tepId');
  return db.transaction(async (tx) => {
    const id = await storeFile(tx, uploadDir, {
      buffer: upload.buffer,
      mimeType,
      originalName: upload.filename,
      purpose: IDENTITY_DOCUMENT_PURPOSE,
      // No owner: an owner downloads without the purpose's policy, and every download here must pass it (audit).
      ownerAccountId: null,
    });
    await audit(tx, caller, {
      action: 'upload',
      entity: 'File',
      entityId: id,
      after: { purpose: IDENTITY_DOCUMENT_PURPOSE },
    });
    return { id, tenTep: upload.filename };
  });
}

async function checkInput(tx: DbOrTx, input: GiayToInput) {
  if ((await findStaffByIds(tx, [input.nhanVienId])).length === 0) {
    throw badRequest('giayTo.nhanVien.notFound', {}, 'nhanVienId');
  }
  if (input.ngayCap && input.ngayCap >= input.ngayHetHan) {
    throw badRequest('giayTo.ngayHetHan.beforeIssue', {}, 'ngayHetHan');
  }
  if (input.tepId != null && (await repo.findFilePurpose(tx, input.tepId)) !== IDENTITY_DOCUMENT_PURPOSE) {
    throw badRequest('giayTo.tep.notFound', {}, 'tepId');
  }
}

export async function createDocument(db: Db, caller: Caller, input: GiayToInput): Promise<GiayTo> {
  const id = await db.transaction(async (tx) => {
    await checkInput(tx, input);
    const created = await repo.insertDocument(tx, input);
    await audit(tx, caller, { action: 'create', entity: ENTITY, entityId: created, after: input });
    return created;
  });
  return getDocument(db, caller.user, id);
}

export async function updateDocument(db: Db, caller: Caller, id: number, input: GiayToInput): Promise<GiayTo> {
  await db.transaction(async (tx) => {
    const before = await getDocument(tx, caller.user, id);
    if (input.version !== undefined && input.version !== before.version) throw conflict();
    await checkInput(tx, input);
    if (!(await repo.updateDocument(tx, id, before.version, input))) throw conflict();
    await audit(tx, caller, { action: 'update', entity: ENTITY, entityId: id, before, after: input });
  });
  return getDocument(db, caller.user, id);
}

export async function deleteDocument(db: Db, caller: Caller, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const before = await getDocument(tx, caller.user, id);
    await repo.deleteDocument(tx, id);
    await audit(tx, caller, { action: 'delete', entity: ENTITY, entityId: id, before });
  });
}

const LOAI_LABEL: Record<string, string> = {
  hoChieu: 'Hộ chiếu / Passport',
  visa: 'Visa',
  theTamTru: 'Thẻ tạm trú / Residence card',
  giayPhepLaoDong: 'Giấy phép lao động / Work permit',
};

/**
 * The daily digest: every document 60 or 30 days from expiry that has not had that alert yet notifies HR and the
 * person. Each alert is claimed by a unique row first, so two digests running at once (two instances) send it once.
 */
export async function runExpiryDigest(db: Db, today = schoolToday()): Promise<{ sent: number }> {
  const due = await repo.listExpiringWithAlerts(db, today, EXPIRY_ALERT_DAYS[0]);
  const hr = await repo.listHrAccounts(db);
  const told = new Set<number>();
  let sent = 0;
  for (const doc of due) {
    const soNgay = daysBetween(today, doc.ngayHetHan);
    const moc = dueAlert(soNgay, new Set(doc.sent));
    if (moc === null) continue;
    await db.transaction(async (tx) => {
      if (!(await repo.claimAlert(tx, doc.id, moc, doc.ngayHetHan))) return;
      const person = (await findAccountsOfStaff(tx, [doc.nhanVienId])).map((a) => a.id).filter((a) => !hr.includes(a));
      const alert = {
        loai: 'giayTo.hetHan',
        payload: {
          loai: LOAI_LABEL[doc.loai] ?? doc.loai,
          so: doc.soGiayTo,
          hoTen: doc.hoTen,
          ngay: doc.ngayHetHan,
          soNgay,
        },
      };
      await notify(tx, hr, { ...alert, duongDan: SCREEN });
      if (person.length > 0) await notify(tx, person, { ...alert, duongDan: OWN_SCREEN });
      for (const r of [...hr, ...person]) told.add(r);
      sent += 1;
    });
  }
  publishNotifications(told);
  return { sent };
}
