import type { ThongBaoCongKhai } from '@hpl/shared';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/errors';
import { findStudentName } from '../hoc-sinh';
import { findClass } from '../lop-quan-ly';
import type { NoticeSettings } from './notice-settings';
import { verifyLink } from './signed-link';
import * as repo from './thong-bao-gui-phu-huynh.repository';

/*
 * The guardian's side, without an account: the signed link is the whole authority. A tampered, malformed or expired
 * token, a revoked link (or one of an older version) and a recalled notice all answer the same 404, so a link says
 * nothing about why it does not open.
 */

const refused = () => new AppError(404, 'thongBaoGuiPhuHuynh.lienKet.invalid');

/** The recipient row and notice a token opens, or the refusal. */
async function resolveLink(db: Db, settings: NoticeSettings, token: string) {
  const claims = verifyLink(settings.linkKey, token);
  if (!claims) throw refused();
  const recipient = await repo.findRecipient(db, claims.nguoiNhanId);
  if (!recipient || recipient.phienBan !== claims.phienBan || recipient.thuHoiLuc) throw refused();
  const notice = await repo.findNotice(db, recipient.thongBaoId);
  if (notice?.trangThai !== 'da_gui') throw refused();
  return { recipient, notice };
}

/** The notice as its guardian reads it; the first read marks it opened. */
export async function openNotice(db: Db, settings: NoticeSettings, token: string): Promise<ThongBaoCongKhai> {
  const { recipient, notice } = await resolveLink(db, settings, token);
  const [tepDinhKem, cls, tenHocSinh] = await Promise.all([
    repo.listAttachments(db, notice.id),
    findClass(db, notice.lopQuanLyId),
    findStudentName(db, recipient.hocSinhId),
    recipient.moLuc ? null : repo.markOpened(db, recipient.id),
  ]);
  return {
    tieuDe: notice.tieuDe,
    noiDung: notice.noiDung,
    tenLop: cls?.tenLop ?? '',
    tenHocSinh: tenHocSinh ?? '',
    hoTenPhuHuynh: recipient.hoTen,
    nguoiGui: notice.nguoiTaoTen,
    guiLuc: notice.guiLuc?.toISOString() ?? null,
    canXacNhan: notice.canXacNhan,
    xacNhanLuc: recipient.xacNhanLuc?.toISOString() ?? null,
    tepDinhKem,
  };
}

/** The guardian acknowledges having read the notice (again: the first moment stays). */
export async function acknowledge(db: Db, settings: NoticeSettings, token: string) {
  const { recipient } = await resolveLink(db, settings, token);
  const xacNhanLuc = await repo.markAcknowledged(db, recipient.id);
  return { xacNhanLuc: xacNhanLuc.toISOString() };
}

/** An attachment of the notice the token opens; another file answers 404. */
export async function attachmentFor(db: Db, settings: NoticeSettings, token: string, fileId: number) {
  const { notice } = await resolveLink(db, settings, token);
  const file = await repo.findAttachment(db, notice.id, fileId);
  if (!file) throw refused();
  return file;
}
