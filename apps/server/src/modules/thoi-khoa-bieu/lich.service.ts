import { createHash, randomBytes } from 'node:crypto';
import { type Lang, type LichToken, translateMessage } from '@hpl/shared';
import type { Db } from '../../db/client';
import { audit } from '../../lib/audit';
import type { Caller } from '../../lib/caller';
import { notFound } from '../../lib/errors';
import { schoolToday } from '../../lib/school-date';
import { findAccountOwner } from '../tai-khoan';
import { weekOwnerOf } from './thoi-khoa-bieu.policy';
import * as repo from './thoi-khoa-bieu.repository';
import { addDays, mondayOf, weekOf } from './tuan.service';

/** The secret calendar-feed address of a teacher or student, and the iCalendar feed it serves. */

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export async function getFeedToken(db: Db, caller: Caller): Promise<LichToken> {
  if (!weekOwnerOf(caller.user)) throw notFound();
  return { duongDan: null, coToken: await repo.hasToken(db, caller.user.accountId) };
}

/** A new secret feed address; the previous one stops working. The address is shown only now (a hash is kept). */
export async function regenerateFeedToken(db: Db, caller: Caller, publicUrl: string): Promise<LichToken> {
  if (!weekOwnerOf(caller.user)) throw notFound();
  const token = randomBytes(32).toString('base64url');
  await db.transaction(async (tx) => {
    await repo.replaceToken(tx, caller.user.accountId, hashToken(token));
    await audit(tx, caller, { action: 'regenerate', entity: 'LichThoiKhoaBieu', entityId: caller.user.accountId });
  });
  return { duongDan: `${publicUrl}/api/ThoiKhoaBieu/lich/${token}.ics`, coToken: true };
}

export async function revokeFeedToken(db: Db, caller: Caller): Promise<LichToken> {
  await db.transaction(async (tx) => {
    await repo.deleteToken(tx, caller.user.accountId);
    await audit(tx, caller, { action: 'revoke', entity: 'LichThoiKhoaBieu', entityId: caller.user.accountId });
  });
  return { duongDan: null, coToken: false };
}

const icsText = (text: string) =>
  text.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\n/g, '\\n');
/** School time (UTC+7, no daylight saving) as an iCalendar UTC stamp. */
const icsStamp = (ngay: string, hhmm: string) => {
  const at = new Date(`${ngay}T${hhmm}:00+07:00`);
  return at
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
};

/** The iCalendar feed of the token's owner: last week to four weeks ahead, exceptions applied; unknown token → 404. */
export async function calendarFeed(db: Db, token: string, lang: Lang): Promise<string> {
  const accountId = await repo.findTokenOwner(db, hashToken(token));
  if (accountId === undefined) throw notFound();
  const account = await findAccountOwner(db, accountId);
  if (!account || account.lockedAt) throw notFound();
  const owner = weekOwnerOf({ roles: account.roles, nhanVienId: account.nhanVienId, hocSinhId: account.hocSinhId });
  if (!owner) throw notFound();
  const start = addDays(mondayOf(schoolToday()), -7);
  const weeks = await Promise.all([0, 1, 2, 3, 4, 5].map((w) => weekOf(db, owner, addDays(start, w * 7))));
  const now = icsStamp(schoolToday(), '00:00');
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//HPL Portal//ThoiKhoaBieu//VI',
    'CALSCALE:GREGORIAN',
    `X-WR-CALNAME:${icsText(translateMessage('thoiKhoaBieu.lich.name', lang))}`,
  ];
  for (const t of weeks.flatMap((w) => w.tiet)) {
    const title = lang === 'en' ? (t.tenEn ?? t.ten) : t.ten;
    const notes = [
      t.giaoVien.join(', '),
      t.ngoaiLe === 'day_thay' && t.giaoVienThay
        ? translateMessage('thoiKhoaBieu.lich.substitute', lang, { teacher: t.giaoVienThay })
        : '',
    ].filter(Boolean);
    lines.push(
      'BEGIN:VEVENT',
      `UID:tkb-${t.tietHocId}-${t.ngay}@hpl-portal`,
      `DTSTAMP:${now}`,
      `DTSTART:${icsStamp(t.ngay, t.batDau)}`,
      `DTEND:${icsStamp(t.ngay, t.ketThuc)}`,
      `SUMMARY:${icsText(`${t.ngoaiLe === 'huy' ? `${translateMessage('thoiKhoaBieu.lich.cancelled', lang)}: ` : ''}${title}${t.lop ? ` – ${t.lop}` : ''}`)}`,
      ...(t.phong ? [`LOCATION:${icsText(t.phong)}`] : []),
      ...(notes.length ? [`DESCRIPTION:${icsText(notes.join('\n'))}`] : []),
      ...(t.ngoaiLe === 'huy' ? ['STATUS:CANCELLED'] : []),
      'END:VEVENT',
    );
  }
  lines.push('END:VCALENDAR');
  return `${lines.join('\r\n')}\r\n`;
}
