import nodemailer, { type Transporter } from 'nodemailer';

/** One message to one guardian. */
export interface NoticeMail {
  to: string;
  subject: string;
  html: string;
  text: string;
  /** Files sent with the message (admissions' decision letter). */
  attachments?: { filename: string; content: Buffer; contentType: string }[];
}

export type DeliveryOutcome = { ok: true } | { ok: false; error: string };

/** Sends mail through the configured SMTP server (nodemailer); one pooled transport per SMTP address. */
export interface Mailer {
  send(mail: NoticeMail): Promise<DeliveryOutcome>;
  close(): void;
}

/**
 * A mailer over `smtpUrl`. A refusal by the server (a 5xx answer, a rejected recipient) is the guardian's bounce; a
 * network failure or a 4xx answer is reported the same way with its message, so the teacher sees it and can resend.
 */
export function createMailer(smtpUrl: string, from: string): Mailer {
  const url = new URL(smtpUrl);
  const transport: Transporter = nodemailer.createTransport({
    host: url.hostname,
    port: Number(url.port) || (url.protocol === 'smtps:' ? 465 : 587),
    secure: url.protocol === 'smtps:',
    auth: url.username ? { user: decodeURIComponent(url.username), pass: decodeURIComponent(url.password) } : undefined,
    pool: true,
    maxConnections: 2,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  });
  return {
    async send(mail) {
      try {
        const info = await transport.sendMail({ ...mail, from });
        if (info.rejected?.length) return { ok: false, error: `rejected: ${String(info.rejected[0])}` };
        return { ok: true };
      } catch (error) {
        const e = error as { responseCode?: number; response?: string; message?: string };
        return { ok: false, error: e.response ?? e.message ?? 'send failed' };
      }
    },
    close: () => transport.close(),
  };
}
