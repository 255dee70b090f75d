import type { Page } from '@hpl/shared/api';
import { Space } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useIsMobile } from '../../../app/shell/use-is-mobile';
import { DataTable } from '../../../components/data-table';
import { PersonAvatar } from '../../../components/person-avatar';
import type { ListState } from '../../../components/use-list-params';
import { exportRecords } from '../../../lib/export-records';
import { type CardPerson, DirectoryCards } from './directory-cards';

/** What every directory row has: the name column and the mobile card are built from it. */
export interface DirectoryPerson {
  id: number;
  hoTen: string;
  anhDaiDien: string | null;
}

interface DirectoryListProps<T extends DirectoryPerson> {
  list: ListState;
  data: Page<T> | undefined;
  loading: boolean;
  toolbar: ReactNode;
  /** The person's directory profile. */
  href: (id: number) => string;
  /** Columns after the name (avatar + link), which comes first and sorts on `hoTen`. */
  columns: ColumnsType<T>;
  /** The mobile card's secondary line and contact lines. */
  describe: (row: T) => Pick<CardPerson, 'group' | 'lines'>;
  /** Excel export of the current filter: API path and file stem. */
  exportPath: string;
  exportName: string;
}

/**
 * A directory list: a table on wide screens, one card per person on phones — same URL-kept search, filters and paging.
 */
export function DirectoryList<T extends DirectoryPerson>({
  list,
  data,
  loading,
  toolbar,
  href,
  columns,
  describe,
  exportPath,
  exportName,
}: DirectoryListProps<T>) {
  const { t } = useTranslation('danh-ba');
  const isMobile = useIsMobile();

  if (isMobile) {
    const cards = data && {
      ...data,
      items: data.items.map((r) => ({
        id: r.id,
        hoTen: r.hoTen,
        anhDaiDien: r.anhDaiDien,
        href: href(r.id),
        ...describe(r),
      })),
    };
    return <DirectoryCards list={list} loading={loading} toolbar={toolbar} data={cards} />;
  }
  const nameColumn: ColumnsType<T>[number] = {
    title: t('col.name'),
    key: 'hoTen',
    sorter: true,
    render: (_, r) => (
      <Space>
        <PersonAvatar photo={r.anhDaiDien} name={r.hoTen} />
        <Link to={href(r.id)}>{r.hoTen}</Link>
      </Space>
    ),
  };
  return (
    <DataTable<T>
      columns={[nameColumn, ...columns]}
      rowKey="id"
      data={data}
      loading={loading}
      list={list}
      onExport={() => exportRecords(exportPath, list.query, exportName)}
      toolbar={toolbar}
    />
  );
}
