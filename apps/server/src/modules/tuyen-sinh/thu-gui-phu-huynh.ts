import type { TrangThaiHoSo } from '@hpl/shared';
import type { JobKind } from '../../lib/jobs';
import { schoolToday } from '../../lib/school-date';
import { createMailer, type Mailer } from '../thong-bao-gui-phu-huynh';
import { renderDecisionLetter } from './thu-quyet-dinh';
import { getApplication } from './tuyen-sinh.service';

/** The kind's name; the service queues it by this name (it cannot import this file: the job reads the service). */
export const DECISION_MAIL_KIND = 'tuyen-sinh.decision-mail';

export interface DecisionMailPayload {
  hoSoId: number;
  trangThai: TrangThaiHoSo;
}
export interface DecisionMailResult {
  sent: number;
  failed: number;
}

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** One guardian's e-mail: a short note in Vietnamese (the guardians' language), the letter attached. */
export function composeDecisionMail(hoSo: { hoTen: string; maHoSo: string }, guardian: string, title: string) {
  const lines = [
    `Kính gửi ${guardian},`,
    `Nhà trường gửi Quý phụ huynh ${title.toLowerCase()} của học sinh ${hoSo.hoTen} (hồ sơ ${hoSo.maHoSo}).`,
    'Thư quyết định được đính kèm (PDF). Mọi thắc mắc xin liên hệ Phòng Tuyển sinh.',
  ];
  return {
    subject: `${title} – ${hoSo.hoTen} (${hoSo.maHoSo})`,
    text: lines.join('\n\n'),
    html: lines.map((l) => `<p>${escapeHtml(l)}</p>`).join('\n'),
  };
}

/**
 * The decision e-mail of one application (queued in the transaction that made the decision, once per step): each
 * guardian with an address gets the decision letter as a PDF. A decision changed again before the job runs mails
 * nothing (the later step has its own job); without SMTP nothing is sent.
 */
export function decisionMailKind(
  mail: { smtpUrl?: string; from: string },
  mailerFor: (smtpUrl: string) => Mailer = (url) => createMailer(url, mail.from),
): JobKind<DecisionMailPayload, DecisionMailResult> {
  return {
    kind: DECISION_MAIL_KIND,
    concurrency: 2,
    async run({ payload, db }) {
      if (!mail.smtpUrl) return { sent: 0, failed: 0 };
      const hoSo = await getApplication(db, payload.hoSoId);
      const recipients = hoSo.phuHuynh.filter((p) => p.email);
      if (hoSo.trangThai !== payload.trangThai || recipients.length === 0) return { sent: 0, failed: 0 };
      const { pdf, title } = await renderDecisionLetter(db, hoSo.id, schoolToday());
      const mailer = mailerFor(mail.smtpUrl);
      let sent = 0;
      try {
        for (const guardian of recipients) {
          const outcome = await mailer.send({
            to: guardian.email!,
            ...composeDecisionMail(hoSo, `${guardian.quanHe} ${guardian.hoTen}`, title),
            attachments: [
              { filename: `thu-quyet-dinh-${hoSo.maHoSo}.pdf`, content: pdf, contentType: 'application/pdf' },
            ],
          });
          if (outcome.ok) sent++;
        }
      } finally {
        mailer.close();
      }
      return { sent, failed: recipients.length - sent };
    },
  };
}
