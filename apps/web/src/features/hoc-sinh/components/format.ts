import { formatDate as formatDateIn, formatDateTime as formatDateTimeIn } from '../../../lib/format';
import { currentLanguage } from '../../../lib/i18n';

/** ISO date (yyyy-mm-dd or a timestamp) in the interface language (lib/format); empty for null. */
export function formatDate(iso: string | null | undefined): string {
  return formatDateIn(currentLanguage(), iso);
}

export function formatDateTime(iso: string | null | undefined): string {
  return formatDateTimeIn(currentLanguage(), iso);
}

export const ISO_DATE = 'YYYY-MM-DD';

/** Empty form inputs become null, so optional fields are cleared rather than sent as ''. */
export function blankToNull(value: string | null | undefined): string | null {
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
}

/** Where a stored file (document, avatar) is downloaded; the server applies the file's policy. */
export const fileUrl = (fileId: number) => `/api/medias/files/${fileId}/download`;
