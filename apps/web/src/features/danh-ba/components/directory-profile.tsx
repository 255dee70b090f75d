import { Card, Descriptions, type DescriptionsProps, Flex, Result, Skeleton } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/page-header';
import { PersonAvatar } from '../../../components/person-avatar';
import { ApiError } from '../../../lib/api';

/**
 * The states of a directory profile page: "not found" for a 404 (out of scope or gone), a skeleton while loading,
 * then `children` with the loaded profile.
 */
export function DirectoryProfile<T>({
  query,
  children,
}: {
  query: { data: T | undefined; error: unknown };
  children: (profile: T) => ReactNode;
}) {
  const { t } = useTranslation('danh-ba');
  if (query.error instanceof ApiError && query.error.status === 404) {
    return (
      <>
        <PageHeader />
        <Result status="404" title={t('profile.notFound')} />
      </>
    );
  }
  if (!query.data) {
    return (
      <>
        <PageHeader />
        <Skeleton active avatar paragraph={{ rows: 6 }} />
      </>
    );
  }
  return children(query.data);
}

/** The profile's main card: a large avatar beside the person's facts. */
export function PersonCard({
  photo,
  name,
  items,
}: {
  photo: string | null;
  name: string;
  items: DescriptionsProps['items'];
}) {
  return (
    <Card>
      <Flex gap="large" wrap>
        <PersonAvatar photo={photo} name={name} size={96} />
        <Descriptions style={{ flex: 1, minWidth: 260 }} column={{ xs: 1, md: 2 }} size="small" items={items} />
      </Flex>
    </Card>
  );
}
