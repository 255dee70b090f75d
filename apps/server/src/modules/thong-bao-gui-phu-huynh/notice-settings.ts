import type { Config } from '../../config';
import { signLink } from './signed-link';

/** What the notices need from the configuration: the link key and lifetime, the public address, SMTP. */
export interface NoticeSettings {
  linkKey: Buffer;
  linkDays: number;
  publicUrl: string;
  smtpUrl: string | undefined;
  from: string;
}

export const noticeSettingsOf = (config: Config): NoticeSettings => ({
  linkKey: config.parentNotices.linkKey,
  linkDays: config.parentNotices.linkDays,
  publicUrl: config.publicUrl,
  smtpUrl: config.mail.smtpUrl,
  from: config.mail.from,
});

/** When a link issued at `from` stops working. */
export const linkExpiryFrom = (settings: NoticeSettings, from: Date) =>
  new Date(from.getTime() + settings.linkDays * 86_400_000);

/** The token of a recipient row as it stands (its version and current expiry). */
export const tokenOf = (settings: NoticeSettings, row: { id: number; phienBan: number; hetHanLuc: Date }) =>
  signLink(settings.linkKey, {
    nguoiNhanId: row.id,
    phienBan: row.phienBan,
    exp: Math.floor(row.hetHanLuc.getTime() / 1000),
  });
