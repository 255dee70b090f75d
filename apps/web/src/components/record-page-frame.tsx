import { Empty, Flex, Spin } from 'antd';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { PageHeader, type PageHeaderProps } from './page-header';

/**
 * THE frame of a page that shows one record read from the server (a class I teach, one of my classes, my homeroom):
 * a spinner while it loads; the page header over an empty state when the record is not there (404, out of reach, no
 * id), with a way back when the page has a list to return to; else the record's header over its body.
 */
export function RecordPageFrame<T>({
  query,
  header,
  notFound,
  back,
  children,
}: {
  query: { isLoading: boolean; data: T | undefined };
  header: (record: T) => PageHeaderProps;
  /** What the empty state says when there is no record. */
  notFound: string;
  back?: { to: string; label: string };
  children: (record: T) => ReactNode;
}) {
  if (query.isLoading)
    return (
      <Flex justify="center" style={{ padding: 48 }}>
        <Spin />
      </Flex>
    );
  const record = query.data;
  if (record === undefined)
    return (
      <>
        <PageHeader />
        <Empty description={notFound}>{back && <Link to={back.to}>{back.label}</Link>}</Empty>
      </>
    );
  return (
    <>
      <PageHeader {...header(record)} />
      {children(record)}
    </>
  );
}
