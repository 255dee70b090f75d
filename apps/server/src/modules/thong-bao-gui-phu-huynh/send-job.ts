import type { Db } from '../../db/client';
import type { JobKind } from '../../lib/jobs';
import { createMailer, type Mailer } from './mailer';
import { textOfNoticeHtml } from './notice-html';
import { type NoticeSettings, tokenOf } from './notice-settings';
import { noticePageUrl } from './signed-link';
import * as repo from './thong-bao-gui-phu-huynh.repository';

export interface SendPayload {
  thongBaoId: number;
}
export interface SendResult {
  sent: number;
  bounced: number;
}

const BATCH = 50;
const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The e-mail of one guardian: the notice's text and the button to the signed page (attachments are there). */
export function composeMail(
  notice: { tieuDe: string; noiDung: string; canXacNhan: boolean; nguoiTaoTen: string },
  link: string,
  hoTen: string,
) {
  const action = notice.canXacNhan ? 'Xem và xác nhận đã đọc' : 'Xem thông báo và tệp đính kèm';
  const html = `<p>Kính gửi ${escapeHtml(hoTen)},</p>${notice.noiDung}
<p><a href="${escapeHtml(link)}">${action}</a></p>
<p style="color:#555">${escapeHtml(notice.nguoiTaoTen)} — HPL Portal. Open the link above to read the notice (English: view and acknowledge).</p>`;
  const text = `Kính gửi ${hoTen},\n\n${textOfNoticeHtml(notice.noiDung)}\n\n${action}: ${link}\n\n${notice.nguoiTaoTen} — HPL Portal`;
  return { subject: notice.tieuDe, html, text };
}

/**
 * The send job of one notice (one per sending round, keyed `<notice>:<round>`): a scheduled notice becomes sent, then
 * each guardian still waiting is taken (`dang_gui`, committed), mailed and marked at once. A restart (or a crash, once
 * the lease expires) runs the job again and it picks up only the guardians still waiting, so nobody is left out; a
 * guardian taken but never marked (a crash between the mail server's acceptance and the update) is `chua_ro`
 * (uncertain), never mailed again by the job: at most one e-mail per guardian and round. A recalled notice mails no
 * one more.
 */
export function sendNoticeKind(
  settings: NoticeSettings,
  mailerFor: (smtpUrl: string) => Mailer = (url) => createMailer(url, settings.from),
): JobKind<SendPayload, SendResult> {
  return {
    kind: 'thong-bao-gui-phu-huynh.send',
    concurrency: 2,
    maxAttempts: 5,
    async run({ payload, db, signal, progress }) {
      return deliver(db, settings, payload.thongBaoId, signal, progress, mailerFor);
    },
  };
}

async function deliver(
  db: Db,
  settings: NoticeSettings,
  thongBaoId: number,
  signal: AbortSignal,
  progress: (value: Record<string, number>) => void,
  mailerFor: (smtpUrl: string) => Mailer,
): Promise<SendResult> {
  const result = { sent: 0, bounced: 0 };
  let notice = await repo.findNotice(db, thongBaoId);
  if (!notice || notice.trangThai === 'nhap' || notice.trangThai === 'da_thu_hoi') return result;
  if (notice.trangThai === 'da_len_lich') {
    await repo.setState(db, thongBaoId, { trangThai: 'da_gui', guiLuc: new Date() });
  }
  await repo.markInterruptedUncertain(db, thongBaoId);
  await repo.markLinkOnly(db, thongBaoId, !settings.smtpUrl);
  if (!settings.smtpUrl) return result;
  const mailer = mailerFor(settings.smtpUrl);
  try {
    for (;;) {
      const batch = await repo.listWaiting(db, thongBaoId, BATCH);
      if (batch.length === 0) return result;
      notice = await repo.findNotice(db, thongBaoId);
      if (!notice || notice.trangThai === 'da_thu_hoi') return result;
      for (const row of batch) {
        // Stopping (shutdown, cancellation) between two guardians: the job is queued again with the rest waiting.
        if (signal.aborted) throw new Error(`send job stopped: ${String(signal.reason)}`);
        if (!(await repo.claimForSending(db, row.id))) continue;
        const link = noticePageUrl(
          settings.publicUrl,
          tokenOf(settings, { id: row.id, phienBan: row.phienBan, hetHanLuc: row.hetHanLuc ?? new Date() }),
        );
        const outcome = await mailer.send({ to: row.email!, ...composeMail(notice, link, row.hoTen) });
        await repo.markDelivery(db, row.id, outcome);
        if (outcome.ok) result.sent++;
        else result.bounced++;
        progress({ done: result.sent + result.bounced });
      }
    }
  } finally {
    mailer.close();
  }
}
