import type { ColumnType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../lib/format';
import type { Language } from '../lib/i18n';
import { decimalsOf } from './statistic';

/**
 * Numbers in tables through THE formatters (lib/format): vi "1.488" · "0,5", en "1,488" · "0.5", and the same number
 * of decimals down a column ("1,0" above "0,5", never "1" above "0,5"). A number column is a right-aligned column
 * (the house style for figures) or one that declares `decimals`, whose cells are plain values (no `render`); the
 * shared DataTable applies this to every table it draws, and `useNumberColumns` does it for a bare antd Table.
 */

/** A table column that may fix its decimals; without, it takes as many as its most precise value needs (≤ 2). */
export type NumberAwareColumn<T> = ColumnType<T> & { decimals?: number };

function valueAt(row: unknown, dataIndex: ColumnType<unknown>['dataIndex']): unknown {
  const path = dataIndex === undefined ? [] : Array.isArray(dataIndex) ? dataIndex : [dataIndex];
  let value: unknown = row;
  for (const key of path) value = (value as Record<string, unknown> | null | undefined)?.[key as string];
  return value;
}

/**
 * The columns with their number columns formatted for `lang`; other columns (and number columns whose values are not
 * all numbers) are left as they are. Pure: the caller passes the rows of the page shown.
 */
export function formatNumberColumns<T, C extends object>(
  columns: readonly C[],
  rows: readonly T[],
  lang: Language,
): C[] {
  return columns.map((column) => {
    const { decimals: declared, ...rest } = column as NumberAwareColumn<T>;
    const isNumberColumn =
      !('children' in column) &&
      rest.render === undefined &&
      rest.dataIndex !== undefined &&
      (declared !== undefined || rest.align === 'right');
    if (!isNumberColumn) return declared === undefined ? column : (rest as C);
    const values = rows.map((row) => valueAt(row, rest.dataIndex));
    if (!values.every((v) => v === null || v === undefined || (typeof v === 'number' && Number.isFinite(v)))) {
      return rest as C;
    }
    const decimals = declared ?? decimalsOf(values as (number | null | undefined)[], 2);
    return {
      ...rest,
      align: rest.align ?? 'right',
      render: (value: number | null | undefined) => formatNumber(lang, value, decimals),
    } as C;
  });
}

/** `formatNumberColumns` in the current interface language, for a table drawn with antd's Table directly. */
export function useNumberColumns<T, C extends object>(columns: readonly C[], rows: readonly T[] | undefined): C[] {
  const { i18n } = useTranslation();
  return formatNumberColumns(columns, rows ?? [], i18n.language === 'en' ? 'en' : 'vi');
}
