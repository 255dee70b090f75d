import type { Page } from '@hpl/shared/api';
import { Card, Empty, Flex, Input, List, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PersonAvatar } from '../../../components/person-avatar';
import type { ListState } from '../../../components/use-list-params';

export interface CardPerson {
  id: number;
  hoTen: string;
  anhDaiDien: string | null;
  /** Department or class. */
  group: string | null;
  lines: (string | null)[];
  href: string;
}

/**
 * The directory on small screens: one card per person (avatar, name, department or class, phone and e-mail as
 * links), with the same URL-kept search and paging as the table on wider screens.
 */
export function DirectoryCards({
  data,
  loading,
  list,
  toolbar,
}: {
  data: Page<CardPerson> | undefined;
  loading: boolean;
  list: ListState;
  toolbar?: ReactNode;
}) {
  const { t } = useTranslation('common');
  return (
    <Flex vertical gap="middle">
      <Input.Search
        key={list.params.search ?? ''}
        allowClear
        defaultValue={list.params.search}
        placeholder={t('table.searchPlaceholder')}
        aria-label={t('action.search')}
        onSearch={(value) => list.setSearch(value.trim() || undefined)}
      />
      {toolbar && (
        <Flex gap="small" wrap>
          {toolbar}
        </Flex>
      )}
      <List<CardPerson>
        loading={loading}
        dataSource={data?.items ?? []}
        locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('table.empty')} /> }}
        pagination={{
          current: list.params.pageIndex,
          pageSize: list.params.pageSize,
          total: data?.totalCount ?? 0,
          size: 'small',
          showSizeChanger: false,
          onChange: (page, size) => list.setPage(page, size),
        }}
        renderItem={(p) => (
          <List.Item key={p.id} style={{ padding: '4px 0', borderBlockEnd: 'none' }}>
            <Card size="small" style={{ width: '100%' }}>
              <Flex gap="middle" align="center">
                <PersonAvatar photo={p.anhDaiDien} name={p.hoTen} size={48} />
                <Flex vertical style={{ minWidth: 0 }}>
                  <Link to={p.href}>
                    <Typography.Text strong>{p.hoTen}</Typography.Text>
                  </Link>
                  {p.group && <Typography.Text type="secondary">{p.group}</Typography.Text>}
                  {p.lines.filter(Boolean).map((line) => (
                    <Typography.Text key={line} ellipsis>
                      {line}
                    </Typography.Text>
                  ))}
                </Flex>
              </Flex>
            </Card>
          </List.Item>
        )}
      />
    </Flex>
  );
}
