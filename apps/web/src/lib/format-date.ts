import dayjs from 'dayjs';

/** An API date (`YYYY-MM-DD`) as the school writes it (`DD/MM/YYYY`); empty when missing. */
export function formatDate(value: string | null | undefined): string {
  return value ? dayjs(value).format('DD/MM/YYYY') : '';
}
