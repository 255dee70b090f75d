import type {
  GuiThongBaoInput,
  Page,
  TepDinhKem,
  ThongBaoChiTiet,
  ThongBaoGuiPhuHuynh,
  ThongBaoGuiPhuHuynhInput,
  ThongBaoGuiPhuHuynhListQuery,
} from '@hpl/shared';
import type { Db, DbOrTx } from '../../db/client';
import { audit } from '../../lib/audit';
import type { Caller } from '../../lib/caller';
import { badRequest, conflict, notFound } from '../../lib/errors';
import { enqueue } from '../../lib/jobs';
import { pageOf } from '../../lib/list';
import { detectTeachingDocumentType, type Upload } from '../../lib/multipart';
import type { SessionUser } from '../../lib/session-user';
import { storeFile } from '../../lib/uploads';
import { findManagedClass } from '../chu-nhiem';
import { listParentsOf } from '../hoc-sinh';
import { listRosterOfClass } from '../lop-quan-ly';
import { sanitizeNoticeHtml, textOfNoticeHtml } from './notice-html';
import { linkExpiryFrom, type NoticeSettings, tokenOf } from './notice-settings';
import { noticePageUrl } from './signed-link';
import { linkIsLive, mayDo } from './thong-bao-gui-phu-huynh.policy';
import * as repo from './thong-bao-gui-phu-huynh.repository';

const ENTITY = 'ThongBaoGuiPhuHuynh';
export const SEND_KIND = 'thong-bao-gui-phu-huynh.send';
/** `files.purpose` of notice attachments: the uploader and the managers of the notice's class read them. */
export const ATTACHMENT_PURPOSE = 'parent-notice-attachment';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

type NoticeRow = Awaited<ReturnType<typeof repo.listNotices>>['items'][number];
const present = (row: NoticeRow): ThongBaoGuiPhuHuynh => ({
  ...row,
  trangThai: row.trangThai as ThongBaoGuiPhuHuynh['trangThai'],
  hocSinhIds: row.hocSinhIds ?? null,
  henGuiLuc: iso(row.henGuiLuc),
  guiLuc: iso(row.guiLuc),
  thuHoiLuc: iso(row.thuHoiLuc),
  createdAt: row.createdAt.toISOString(),
});

/** The notices of a class the caller manages (another class answers 404). */
export async function listNotices(
  db: Db,
  user: SessionUser,
  query: ThongBaoGuiPhuHuynhListQuery,
): Promise<Page<ThongBaoGuiPhuHuynh>> {
  await findManagedClass(db, user, query.lopQuanLyId);
  const { items, total } = await repo.listNotices(db, query.lopQuanLyId, query);
  return pageOf(query, items.map(present), total);
}

/** A notice of a class the caller manages, resolved once; anything else answers 404. */
async function findManagedNotice(db: DbOrTx, user: SessionUser, id: number, forUpdate = false) {
  const notice = await repo.findNotice(db, id, forUpdate);
  if (!notice) throw notFound();
  await findManagedClass(db, user, notice.lopQuanLyId);
  return notice;
}

export async function getNotice(
  db: Db,
  settings: NoticeSettings,
  user: SessionUser,
  id: number,
): Promise<ThongBaoChiTiet> {
  const notice = await findManagedNotice(db, user, id);
  const [tepDinhKem, recipients, roster] = await Promise.all([
    repo.listAttachments(db, id),
    repo.listRecipients(db, id),
    listRosterOfClass(db, notice.lopQuanLyId),
  ]);
  const names = new Map(roster.map((s) => [s.hocSinhId, s.hoTen]));
  const now = new Date();
  const { noiDung, soLanGui: _rounds, nguoiTaoId: _by, ...row } = notice;
  return {
    ...present(row),
    noiDung,
    tepDinhKem,
    nguoiNhan: recipients.map(({ phienBan, ...g }) => {
      const live = linkIsLive(notice.trangThai, g, now);
      return {
        ...g,
        tenHocSinh: names.get(g.hocSinhId) ?? '',
        trangThaiEmail: g.trangThaiEmail as ThongBaoChiTiet['nguoiNhan'][number]['trangThaiEmail'],
        guiLuc: iso(g.guiLuc),
        moLuc: iso(g.moLuc),
        xacNhanLuc: iso(g.xacNhanLuc),
        hetHanLuc: iso(g.hetHanLuc),
        thuHoiLuc: iso(g.thuHoiLuc),
        lienKet: live
          ? noticePageUrl(settings.publicUrl, tokenOf(settings, { id: g.id, phienBan, hetHanLuc: g.hetHanLuc! }))
          : null,
      };
    }),
  };
}

/** The draft's fields, checked: a class the caller manages, its own students, the caller's own uploads. */
async function draftFields(db: DbOrTx, caller: Caller, input: ThongBaoGuiPhuHuynhInput, attached: number[] = []) {
  await findManagedClass(db, caller.user, input.lopQuanLyId);
  const noiDung = sanitizeNoticeHtml(input.noiDung);
  if (!textOfNoticeHtml(noiDung)) throw badRequest('thongBaoGuiPhuHuynh.noiDung.required', {}, 'noiDung');
  let hocSinhIds: number[] | null = null;
  if (input.hocSinhIds && input.hocSinhIds.length > 0) {
    const roster = new Set((await listRosterOfClass(db, input.lopQuanLyId)).map((s) => s.hocSinhId));
    hocSinhIds = [...new Set(input.hocSinhIds)];
    if (hocSinhIds.some((id) => !roster.has(id))) {
      throw badRequest('thongBaoGuiPhuHuynh.hocSinh.notInClass', {}, 'hocSinhIds');
    }
  }
  const fileIds = [...new Set(input.tepDinhKemIds ?? [])];
  const owned = await repo.listFilesOf(db, fileIds, ATTACHMENT_PURPOSE);
  // Files already on this notice (uploaded by a colleague who manages the class too) stay allowed.
  const mine = (f: { id: number; ownerAccountId: number | null }) =>
    f.ownerAccountId === caller.user.accountId || attached.includes(f.id);
  if (owned.length !== fileIds.length || !owned.every(mine)) {
    throw badRequest('thongBaoGuiPhuHuynh.tep.invalid', {}, 'tepDinhKemIds');
  }
  return {
    fields: {
      lopQuanLyId: input.lopQuanLyId,
      tieuDe: input.tieuDe,
      noiDung,
      canXacNhan: !!input.canXacNhan,
      hocSinhIds,
    },
    fileIds,
  };
}

export function createNotice(db: Db, caller: Caller, input: ThongBaoGuiPhuHuynhInput): Promise<{ id: number }> {
  return db.transaction(async (tx) => {
    const { fields, fileIds } = await draftFields(tx, caller, input);
    const id = await repo.insertNotice(tx, {
      ...fields,
      nguoiTaoId: caller.user.accountId,
      nguoiTaoTen: caller.user.hoTen,
    });
    await repo.replaceAttachments(tx, id, fileIds);
    await audit(tx, caller, { action: 'create', entity: ENTITY, entityId: id, after: { ...fields, fileIds } });
    return { id };
  });
}

export function updateNotice(db: Db, caller: Caller, id: number, input: ThongBaoGuiPhuHuynhInput) {
  return db.transaction(async (tx) => {
    const before = await findManagedNotice(tx, caller.user, id, true);
    if (!mayDo('edit', before.trangThai)) throw badRequest('thongBaoGuiPhuHuynh.trangThai.notDraft');
    if (input.version !== undefined && input.version !== before.version) throw conflict();
    const attached = (await repo.listAttachments(tx, id)).map((f) => f.id);
    const { fields, fileIds } = await draftFields(tx, caller, input, attached);
    if (!(await repo.updateDraft(tx, id, before.version, fields))) throw conflict();
    await repo.replaceAttachments(tx, id, fileIds);
    await audit(tx, caller, {
      action: 'update',
      entity: ENTITY,
      entityId: id,
      before: { tieuDe: before.tieuDe, noiDung: before.noiDung },
      after: { ...fields, fileIds },
    });
    return { id };
  });
}

export function deleteNotice(db: Db, caller: Caller, id: number) {
  return db.transaction(async (tx) => {
    const before = await findManagedNotice(tx, caller.user, id, true);
    if (!mayDo('edit', before.trangThai)) throw badRequest('thongBaoGuiPhuHuynh.trangThai.notDraft');
    await repo.deleteNotice(tx, id);
    await audit(tx, caller, { action: 'delete', entity: ENTITY, entityId: id, before: { tieuDe: before.tieuDe } });
    return { id };
  });
}

/**
 * Makes the guardians of a notice's class (or of its chosen students) its recipients, moves it to sent or scheduled
 * and queues its send job, with the audit row, all in the caller's transaction: a sent notice always has its job and
 * none is queued twice. Answers how many guardians it reached (0: nothing was changed).
 */
export async function queueSending(
  tx: DbOrTx,
  settings: NoticeSettings,
  caller: Caller,
  notice: { id: number; lopQuanLyId: number; hocSinhIds: number[] | null; tieuDe: string },
  at: Date | null,
  now: Date,
  auditExtra: Record<string, unknown> = {},
): Promise<number> {
  const roster = await listRosterOfClass(tx, notice.lopQuanLyId);
  const chosen = notice.hocSinhIds ? new Set(notice.hocSinhIds) : null;
  const students = roster.filter((s) => !chosen || chosen.has(s.hocSinhId)).map((s) => s.hocSinhId);
  const guardians = await listParentsOf(tx, students);
  if (guardians.length === 0) return 0;
  const id = notice.id;
  const hetHanLuc = linkExpiryFrom(settings, at ?? now);
  await repo.insertRecipients(
    tx,
    guardians.map((g) => ({
      thongBaoId: id,
      phuHuynhId: g.id,
      hocSinhId: g.hocSinhId,
      hoTen: g.hoTen,
      quanHe: g.quanHe,
      email: g.email?.trim() || null,
      trangThaiEmail: 'cho_gui',
      hetHanLuc,
    })),
  );
  const round = await repo.setState(
    tx,
    id,
    at
      ? { trangThai: 'da_len_lich', henGuiLuc: at, nextRound: true }
      : { trangThai: 'da_gui', guiLuc: now, nextRound: true },
  );
  await enqueue(tx, SEND_KIND, {
    payload: { thongBaoId: id },
    ownerAccountId: caller.user.accountId,
    onceKey: `${id}:${round}`,
    runAt: at ?? now,
    maxAttempts: 5,
  });
  await audit(tx, caller, {
    action: at ? 'schedule' : 'send',
    entity: ENTITY,
    entityId: id,
    after: {
      tieuDe: notice.tieuDe,
      soNguoiNhan: guardians.length,
      henGuiLuc: at?.toISOString() ?? null,
      ...auditExtra,
    },
  });
  return guardians.length;
}

/** Sends a draft now or at `henGuiLuc` (`queueSending`). */
export async function sendNotice(
  db: Db,
  settings: NoticeSettings,
  caller: Caller,
  id: number,
  input: GuiThongBaoInput,
) {
  const now = new Date();
  const at = input.henGuiLuc ? new Date(input.henGuiLuc) : null;
  if (at && at.getTime() <= now.getTime()) throw badRequest('thongBaoGuiPhuHuynh.henGui.past', {}, 'henGuiLuc');
  return db.transaction(async (tx) => {
    const notice = await findManagedNotice(tx, caller.user, id, true);
    if (!mayDo('send', notice.trangThai)) throw badRequest('thongBaoGuiPhuHuynh.trangThai.notDraft');
    const count = await queueSending(tx, settings, caller, notice, at, now);
    if (count === 0) throw badRequest('thongBaoGuiPhuHuynh.nguoiNhan.none');
    return { trangThai: at ? ('da_len_lich' as const) : ('da_gui' as const), soNguoiNhan: count };
  });
}

/** Mails the notice again to the guardians who have not opened it (their links get a new expiry). */
export function resendUnopened(db: Db, settings: NoticeSettings, caller: Caller, id: number) {
  return db.transaction(async (tx) => {
    const notice = await findManagedNotice(tx, caller.user, id, true);
    if (!mayDo('resend', notice.trangThai)) throw badRequest('thongBaoGuiPhuHuynh.trangThai.notSent');
    const count = await repo.requeueUnopened(tx, id, linkExpiryFrom(settings, new Date()), !!settings.smtpUrl);
    const round = await repo.setState(tx, id, { nextRound: true });
    await enqueue(tx, SEND_KIND, {
      payload: { thongBaoId: id },
      ownerAccountId: caller.user.accountId,
      onceKey: `${id}:${round}`,
      maxAttempts: 5,
    });
    await audit(tx, caller, { action: 'resend', entity: ENTITY, entityId: id, after: { soNguoiNhan: count } });
    return { trangThai: 'da_gui' as const, soNguoiNhan: count };
  });
}

/** Recalls a scheduled or sent notice: no more e-mail leaves and every guardian's link stops working. */
export function recallNotice(db: Db, caller: Caller, id: number) {
  return db.transaction(async (tx) => {
    const notice = await findManagedNotice(tx, caller.user, id, true);
    if (!mayDo('recall', notice.trangThai)) throw badRequest('thongBaoGuiPhuHuynh.trangThai.notSent');
    await repo.setState(tx, id, { trangThai: 'da_thu_hoi', thuHoiLuc: new Date() });
    await audit(tx, caller, {
      action: 'recall',
      entity: ENTITY,
      entityId: id,
      before: { trangThai: notice.trangThai },
      after: { trangThai: 'da_thu_hoi' },
    });
    return { trangThai: 'da_thu_hoi' as const, soNguoiNhan: notice.soNguoiNhan };
  });
}

/** Revokes one guardian's link (a wrong address, a link passed on). */
export function revokeLink(db: Db, caller: Caller, id: number, nguoiNhanId: number) {
  return db.transaction(async (tx) => {
    await findManagedNotice(tx, caller.user, id);
    const recipient = await repo.findRecipient(tx, nguoiNhanId);
    if (!recipient || recipient.thongBaoId !== id) throw notFound();
    await repo.revokeRecipient(tx, nguoiNhanId);
    await audit(tx, caller, { action: 'revoke-link', entity: ENTITY, entityId: id, after: { nguoiNhanId } });
    return { id: nguoiNhanId };
  });
}

/** Stores an attachment (PDF, image, .docx, .pptx decided from its bytes) owned by the caller. */
export async function storeAttachment(db: Db, uploadDir: string, caller: Caller, upload: Upload): Promise<TepDinhKem> {
  const mimeType = detectTeachingDocumentType(upload.buffer);
  if (!mimeType) throw badRequest('thongBaoGuiPhuHuynh.tep.type', {}, 'tepDinhKemIds');
  return db.transaction(async (tx) => {
    const id = await storeFile(tx, uploadDir, {
      buffer: upload.buffer,
      mimeType,
      originalName: upload.filename,
      purpose: ATTACHMENT_PURPOSE,
      ownerAccountId: caller.user.accountId,
    });
    await audit(tx, caller, {
      action: 'upload',
      entity: 'File',
      entityId: id,
      after: { purpose: ATTACHMENT_PURPOSE, tenTep: upload.filename },
    });
    return { id, tenTep: upload.filename, mimeType, kichThuoc: upload.buffer.length };
  });
}

/** The download policy's rule for staff: a manager of a class whose notice carries the file. */
export async function mayDownloadAttachment(db: Db, user: SessionUser, fileId: number): Promise<boolean> {
  for (const { lopQuanLyId } of await repo.listNoticesOfFile(db, fileId)) {
    try {
      await findManagedClass(db, user, lopQuanLyId);
      return true;
    } catch {}
  }
  return false;
}
