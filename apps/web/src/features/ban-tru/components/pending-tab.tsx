import type { HuyAnTrua } from '@hpl/shared/ban-tru/contract';
import { App, Button, Space, Table, type TableProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDate, formatDateTime } from '../../../lib/format-date';
import { useDecideCancellation, usePendingCancellations } from '../api/cancellations';

/** Late cancellations waiting for the manager: approve (the meal is not cooked, refunded) or decline. */
export function PendingTab() {
  const { t } = useTranslation('ban-tru');
  const { modal, message } = App.useApp();
  const pending = usePendingCancellations();
  const decide = useDecideCancellation();
  const act = (r: HuyAnTrua, dongY: boolean) =>
    modal.confirm({
      title: t(dongY ? 'duyet.approveTitle' : 'duyet.declineTitle', { name: r.hoTen, date: formatDate(r.ngay) }),
      okText: t(dongY ? 'duyet.approve' : 'duyet.decline'),
      okButtonProps: { danger: !dongY },
      onOk: () =>
        decide
          .mutateAsync({ id: r.id, dongY, version: r.version })
          .then(() => void message.success(t(dongY ? 'duyet.approved' : 'duyet.declined')))
          .catch(() => undefined),
    });
  const columns: TableProps<HuyAnTrua>['columns'] = [
    { key: 'ngay', title: t('col.day'), width: 110, render: (_, r) => formatDate(r.ngay) },
    { key: 'tenLop', dataIndex: 'tenLop', title: t('col.class'), width: 80 },
    { key: 'hoTen', title: t('col.student'), width: 200, render: (_, r) => `${r.hoTen} (${r.maHocSinh})` },
    { key: 'lyDo', dataIndex: 'lyDo', title: t('col.reason'), width: 180 },
    {
      key: 'dangKy',
      title: t('col.registered'),
      width: 200,
      render: (_, r) => `${formatDateTime(r.dangKyLuc)}${r.nguoiDangKy ? ` · ${r.nguoiDangKy}` : ''}`,
    },
    {
      key: 'actions',
      title: '',
      width: 190,
      render: (_, r) => (
        <Space>
          <Button size="small" type="primary" onClick={() => act(r, true)}>
            {t('duyet.approve')}
          </Button>
          <Button size="small" danger onClick={() => act(r, false)}>
            {t('duyet.decline')}
          </Button>
        </Space>
      ),
    },
  ];
  return (
    <Table<HuyAnTrua>
      rowKey="id"
      size="small"
      columns={columns}
      dataSource={pending.data}
      loading={pending.isLoading}
      pagination={{ pageSize: 20, hideOnSinglePage: true }}
      scroll={{ x: 900 }}
      locale={{ emptyText: t('duyet.empty') }}
    />
  );
}
