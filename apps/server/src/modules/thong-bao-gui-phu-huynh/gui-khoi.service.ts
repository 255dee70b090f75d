import type { GuiKhoiInput, GuiKhoiKetQua } from '@hpl/shared';
import type { Db } from '../../db/client';
import type { Caller } from '../../lib/caller';
import { badRequest, forbidden } from '../../lib/errors';
import { homeroomScopeOf } from '../chu-nhiem';
import { listClassSizesOfYear } from '../lop-quan-ly';
import { findActiveYear } from '../nam-hoc';
import { sanitizeNoticeHtml, textOfNoticeHtml } from './notice-html';
import type { NoticeSettings } from './notice-settings';
import * as repo from './thong-bao-gui-phu-huynh.repository';
import { ATTACHMENT_PURPOSE, queueSending } from './thong-bao-gui-phu-huynh.service';

/**
 * The office sends one notice to the guardians of a whole grade level (the active year's homeroom classes of that
 * grade that have students): one notice per class — so each class's teacher sees it in the class's list with its own
 * deliveries — made, attached and queued in ONE transaction (all classes or none), each with its send job keyed once,
 * like a class's notice; the job queue survives a restart. Only a caller who manages every class (Admin) may: the
 * route says so too, this is the service's own check.
 */
export async function sendToGradeLevel(
  db: Db,
  settings: NoticeSettings,
  caller: Caller,
  input: GuiKhoiInput,
): Promise<GuiKhoiKetQua> {
  if (homeroomScopeOf(caller.user).kind !== 'all') throw forbidden();
  const now = new Date();
  const at = input.henGuiLuc ? new Date(input.henGuiLuc) : null;
  if (at && at.getTime() <= now.getTime()) throw badRequest('thongBaoGuiPhuHuynh.henGui.past', {}, 'henGuiLuc');
  const noiDung = sanitizeNoticeHtml(input.noiDung);
  if (!textOfNoticeHtml(noiDung)) throw badRequest('thongBaoGuiPhuHuynh.noiDung.required', {}, 'noiDung');
  const fileIds = [...new Set(input.tepDinhKemIds ?? [])];
  const files = await repo.listFilesOf(db, fileIds, ATTACHMENT_PURPOSE);
  if (files.length !== fileIds.length || !files.every((f) => f.ownerAccountId === caller.user.accountId)) {
    throw badRequest('thongBaoGuiPhuHuynh.tep.invalid', {}, 'tepDinhKemIds');
  }
  const year = await findActiveYear(db);
  const classes = year
    ? (await listClassSizesOfYear(db, year.id)).filter((c) => c.khoiId === input.khoiId && c.soHocSinh > 0)
    : [];
  if (classes.length === 0) throw badRequest('thongBaoGuiPhuHuynh.khoi.noClass', {}, 'khoiId');
  return db.transaction(async (tx) => {
    const thongBaoIds: number[] = [];
    let soNguoiNhan = 0;
    for (const cls of classes) {
      const fields = {
        lopQuanLyId: cls.lopId,
        tieuDe: input.tieuDe,
        noiDung,
        canXacNhan: !!input.canXacNhan,
        hocSinhIds: null,
      };
      const id = await repo.insertNotice(tx, {
        ...fields,
        nguoiTaoId: caller.user.accountId,
        nguoiTaoTen: caller.user.hoTen,
      });
      await repo.replaceAttachments(tx, id, fileIds);
      const count = await queueSending(tx, settings, caller, { ...fields, id }, at, now, {
        khoiId: input.khoiId,
        fileIds,
      });
      // A class whose students have no guardian on record gets no notice (nothing to deliver).
      if (count === 0) await repo.deleteNotice(tx, id);
      else thongBaoIds.push(id);
      soNguoiNhan += count;
    }
    if (soNguoiNhan === 0) throw badRequest('thongBaoGuiPhuHuynh.nguoiNhan.none');
    return {
      trangThai: at ? ('da_len_lich' as const) : ('da_gui' as const),
      soLop: thongBaoIds.length,
      soNguoiNhan,
      thongBaoIds,
    };
  });
}
