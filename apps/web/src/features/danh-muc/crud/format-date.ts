import { formatDate as formatDateIn } from '../../../lib/format';
import { currentLanguage } from '../../../lib/i18n';

/** An API date (`YYYY-MM-DD`) in the interface language (lib/format); empty when missing. */
export function formatDate(value: string | null | undefined): string {
  return formatDateIn(currentLanguage(), value);
}
