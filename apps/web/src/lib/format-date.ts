import dayjs from 'dayjs';

/** An API date (`YYYY-MM-DD`, or a timestamp) as the school writes it (`DD/MM/YYYY`); empty when missing. */
export function formatDate(value: string | null | undefined): string {
  return value ? dayjs(value).format('DD/MM/YYYY') : '';
}

export function formatDateTime(iso: string | null | undefined): string {
  return iso ? dayjs(iso).format('DD/MM/YYYY HH:mm') : '';
}

/** The API's date format, for dayjs pickers and query values. */
export const ISO_DATE = 'YYYY-MM-DD';
