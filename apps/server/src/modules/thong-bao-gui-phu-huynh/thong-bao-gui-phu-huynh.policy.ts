import type { TrangThaiThongBao } from '@hpl/shared';

/*
 * Who manages a class's notices is chu-nhiem's policy (`findManagedClass`: the homeroom teacher, or Admin). This file
 * holds the notice's own transitions: explicit steps, never a free edit of the state.
 */

export type NoticeAction = 'edit' | 'send' | 'resend' | 'recall' | 'revokeLink';

const ALLOWED: Record<NoticeAction, readonly TrangThaiThongBao[]> = {
  edit: ['nhap'],
  send: ['nhap'],
  resend: ['da_gui'],
  recall: ['da_len_lich', 'da_gui'],
  revokeLink: ['da_gui', 'da_len_lich'],
};

export function mayDo(action: NoticeAction, state: string): boolean {
  return (ALLOWED[action] as readonly string[]).includes(state);
}

/** Whether a guardian's link opens now: the notice is sent, the link neither revoked nor expired. */
export function linkIsLive(
  noticeState: string,
  link: { thuHoiLuc: Date | null; hetHanLuc: Date | null },
  now: Date = new Date(),
): boolean {
  return (
    noticeState === 'da_gui' && !link.thuHoiLuc && link.hetHanLuc !== null && link.hetHanLuc.getTime() > now.getTime()
  );
}
