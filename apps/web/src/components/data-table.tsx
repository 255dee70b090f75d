import { DownloadOutlined } from '@ant-design/icons';
import type { Page } from '@hpl/shared/api';
import { Button, Card, Empty, Flex, Input, Pagination, Spin, Table, type TableProps, Typography } from 'antd';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useIsMobile } from '../app/shell/use-is-mobile';
import { useNumberColumns } from './number-columns';
import type { ListState } from './use-list-params';

export interface DataTableProps<T> {
  /** Number columns (right-aligned plain values, or with `decimals`) are formatted by the interface language. */
  columns: (NonNullable<TableProps<T>['columns']>[number] & { decimals?: number })[];
  rowKey: TableProps<T>['rowKey'];
  /** The page of rows from the API (`zPage`). */
  data: Page<T> | undefined;
  loading: boolean;
  /** From `useListParams()`: paging, sorting and search live in the URL. */
  list: ListState;
  /** Show the search box (server-side `search`). Default true. */
  searchable?: boolean;
  /** Buttons and filters left of the export button. */
  toolbar?: ReactNode;
  /** Excel export of the current filter; the button shows while it runs. */
  onExport?: () => Promise<void>;
  /** Everything else antd's Table takes (expandable, rowSelection, scroll…). */
  tableProps?: Omit<TableProps<T>, 'columns' | 'rowKey' | 'dataSource' | 'loading' | 'pagination' | 'onChange'>;
}

function readSortOrder(sort: string | undefined, key: string): 'ascend' | 'descend' | null {
  if (!sort) return null;
  if (sort === key) return 'ascend';
  if (sort === `-${key}`) return 'descend';
  return null;
}

type Column<T> = NonNullable<TableProps<T>['columns']>[number];

/** The key of the actions column: pinned right on wide screens, the foot of each card on phones. */
export const ACTIONS_KEY = 'actions';

function keyOf<T>(row: T, index: number, rowKey: DataTableProps<T>['rowKey']): string {
  if (typeof rowKey === 'function') return String(rowKey(row, index));
  if (typeof rowKey === 'string') return String((row as Record<string, unknown>)[rowKey]);
  return String(index);
}

/** What a column shows for a row, the way antd's Table would render the cell. */
function cellOf<T>(column: Column<T>, row: T, index: number): ReactNode {
  const { dataIndex, render } = column as {
    dataIndex?: string | number | readonly (string | number)[];
    render?: (value: unknown, row: T, index: number) => unknown;
  };
  const path = dataIndex === undefined ? [] : Array.isArray(dataIndex) ? dataIndex : [dataIndex];
  let value: unknown = dataIndex === undefined ? undefined : row;
  for (const k of path) value = (value as Record<string, unknown> | undefined)?.[k as string];
  const rendered = render ? render(value, row, index) : value;
  // A render may answer antd's `{ children, props }` cell object.
  if (rendered && typeof rendered === 'object' && 'children' in rendered && !('$$typeof' in rendered)) {
    return (rendered as { children: ReactNode }).children;
  }
  return rendered as ReactNode;
}

const isEmptyCell = (cell: ReactNode) => cell === undefined || cell === null || cell === '' || cell === false;

/** Below 768 px: one card per row, each column a labelled line, the actions at the card's foot (wrapping). */
function RowCards<T extends object>({
  columns,
  rows,
  rowKey,
  loading,
}: {
  columns: readonly Column<T>[];
  rows: readonly T[];
  rowKey: DataTableProps<T>['rowKey'];
  loading: boolean;
}) {
  const { t } = useTranslation('common');
  const actions = columns.find((c) => c.key === ACTIONS_KEY);
  const fields = columns.filter((c) => c.key !== ACTIONS_KEY);
  if (!loading && rows.length === 0) {
    return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('table.empty')} />;
  }
  return (
    <Spin spinning={loading}>
      <Flex vertical gap="small" className="data-cards" role="list">
        {rows.map((row, index) => (
          <Card key={keyOf(row, index, rowKey)} size="small" role="listitem">
            <dl className="data-card-fields">
              {fields.map((column, i) => {
                const cell = cellOf(column, row, index);
                if (isEmptyCell(cell)) return null;
                return (
                  <div key={String(column.key ?? i)} className="data-card-field">
                    <dt>
                      <Typography.Text type="secondary">{column.title as ReactNode}</Typography.Text>
                    </dt>
                    <dd>{cell}</dd>
                  </div>
                );
              })}
            </dl>
            {actions && <div className="data-card-actions">{cellOf(actions, row, index)}</div>}
          </Card>
        ))}
      </Flex>
    </Spin>
  );
}

/**
 * THE table: server-side paging, sorting and search with the state in the URL, loading and empty states, an Excel
 * export slot. Sortable columns declare `sorter: true` and a `key` equal to the API's sort field. Below 768 px the rows
 * become cards (no sideways scrolling on a phone); a column keyed `actions` stays pinned right on wide screens so its
 * buttons are never scrolled out of sight, and wraps.
 */
export function DataTable<T extends object>({
  columns,
  rowKey,
  data,
  loading,
  list,
  searchable = true,
  toolbar,
  onExport,
  tableProps,
}: DataTableProps<T>) {
  const { t } = useTranslation('common');
  const [exporting, setExporting] = useState(false);
  const isMobile = useIsMobile();
  const shown: Column<T>[] = useNumberColumns(columns, data?.items);
  const withSort = shown.map((c): Column<T> => {
    const sortOrder = c.sorter && c.key !== undefined ? readSortOrder(list.params.sort, String(c.key)) : undefined;
    // Without a width the column takes its buttons' width; a column whose buttons should wrap sets one.
    const pinned = c.key === ACTIONS_KEY ? { fixed: 'right' as const } : undefined;
    return sortOrder === undefined && !pinned
      ? c
      : ({ ...c, ...pinned, ...(sortOrder !== undefined ? { sortOrder } : {}) } as Column<T>);
  });
  const pagination = {
    current: list.params.pageIndex,
    pageSize: list.params.pageSize,
    total: data?.totalCount ?? 0,
    showSizeChanger: true,
    showTotal: (total: number) => t('table.total', { total }),
  };

  const runExport = async () => {
    if (!onExport) return;
    setExporting(true);
    try {
      await onExport();
    } finally {
      setExporting(false);
    }
  };

  return (
    <Flex vertical gap="middle">
      {(searchable || toolbar || onExport) && (
        <Flex gap="small" wrap justify="space-between">
          {searchable ? (
            <Input.Search
              key={list.params.search ?? ''}
              allowClear
              defaultValue={list.params.search}
              placeholder={t('table.searchPlaceholder')}
              aria-label={t('action.search')}
              onSearch={(value) => list.setSearch(value.trim() || undefined)}
              style={{ maxWidth: 320 }}
            />
          ) : (
            <span />
          )}
          <Flex gap="small" wrap>
            {toolbar}
            {onExport && (
              <Button icon={<DownloadOutlined />} loading={exporting} onClick={runExport}>
                {t('action.export')}
              </Button>
            )}
          </Flex>
        </Flex>
      )}
      {isMobile ? (
        <>
          <RowCards<T> columns={shown} rows={data?.items ?? []} rowKey={rowKey} loading={loading} />
          <Pagination
            {...pagination}
            simple
            align="center"
            onChange={(page, pageSize) => list.setPage(page, pageSize)}
          />
        </>
      ) : (
        <Table<T>
          {...tableProps}
          columns={withSort}
          rowKey={rowKey}
          dataSource={data?.items ?? []}
          loading={loading}
          scroll={tableProps?.scroll ?? { x: 'max-content' }}
          pagination={pagination}
          onChange={(pagination, _filters, sorter, extra) => {
            if (extra.action === 'sort') {
              const one = Array.isArray(sorter) ? sorter[0] : sorter;
              const key = one?.columnKey !== undefined ? String(one.columnKey) : undefined;
              list.setSort(one?.order && key ? (one.order === 'descend' ? `-${key}` : key) : undefined);
              return;
            }
            list.setPage(pagination.current ?? 1, pagination.pageSize ?? list.params.pageSize);
          }}
        />
      )}
    </Flex>
  );
}
