import { DownloadOutlined } from '@ant-design/icons';
import type { Page } from '@hpl/shared/api';
import { Button, Empty, Flex, Input, Table, type TableProps } from 'antd';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ListState } from './use-list-params';

export interface DataTableProps<T> {
  columns: NonNullable<TableProps<T>['columns']>;
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

/**
 * THE table: server-side paging, sorting and search with the state in the URL, loading and empty states, an Excel
 * export slot. Sortable columns declare `sorter: true` and a `key` equal to the API's sort field.
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
  const withSort = columns.map((c) =>
    c.sorter && c.key !== undefined ? { ...c, sortOrder: readSortOrder(list.params.sort, String(c.key)) } : c,
  );

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
      <Table<T>
        {...tableProps}
        columns={withSort}
        rowKey={rowKey}
        dataSource={data?.items ?? []}
        loading={loading}
        locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('table.empty')} /> }}
        scroll={tableProps?.scroll ?? { x: 'max-content' }}
        pagination={{
          current: list.params.pageIndex,
          pageSize: list.params.pageSize,
          total: data?.totalCount ?? 0,
          showSizeChanger: true,
          showTotal: (total) => t('table.total', { total }),
        }}
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
    </Flex>
  );
}
