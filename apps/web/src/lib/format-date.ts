/** Dates in the interface language: the date part of the one formatter set (lib/format). */
export { formatDateNow as formatDate, formatDateTimeNow as formatDateTime } from './format';

/** The API's date format, for dayjs pickers and query values. */
export const ISO_DATE = 'YYYY-MM-DD';
