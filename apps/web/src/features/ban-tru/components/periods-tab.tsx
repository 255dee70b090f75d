import { EditOutlined, PlusOutlined, TeamOutlined, UploadOutlined } from '@ant-design/icons';
import type { KyBanTru, LopDangKyBanTru } from '@hpl/shared/ban-tru/contract';
import { Button, Drawer, Flex, Space, Table, type TableProps } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNumberColumns } from '../../../components/number-columns';
import { formatDate } from '../../../lib/format-date';
import { usePeriodClasses, usePeriods, useSetClassSubscription } from '../api/periods';
import { ImportSubscriptionsModal } from './import-subscriptions-modal';
import { PeriodDrawer } from './period-drawer';

/** The classes of a period: subscribe a whole class at once or remove its subscriptions. */
function PeriodClasses({ period, onClose }: { period: KyBanTru; onClose: () => void }) {
  const { t } = useTranslation('ban-tru');
  const classes = usePeriodClasses(period.id);
  const set = useSetClassSubscription(period.id);
  const columns = useNumberColumns<LopDangKyBanTru, NonNullable<TableProps<LopDangKyBanTru>['columns']>[number]>(
    [
      { key: 'tenLop', dataIndex: 'tenLop', title: t('col.class'), width: 90 },
      { key: 'siSo', dataIndex: 'siSo', title: t('ky.size'), align: 'right', width: 80 },
      { key: 'soDangKy', dataIndex: 'soDangKy', title: t('col.subscribed'), align: 'right', width: 100 },
      {
        key: 'actions',
        title: '',
        width: 200,
        render: (_, c) => (
          <Space>
            <Button
              size="small"
              disabled={c.soDangKy === c.siSo}
              onClick={() => set.mutate({ lopQuanLyId: c.lopQuanLyId, dangKy: true })}
            >
              {t('ky.subscribeAll')}
            </Button>
            <Button
              size="small"
              danger
              disabled={c.soDangKy === 0}
              onClick={() => set.mutate({ lopQuanLyId: c.lopQuanLyId, dangKy: false })}
            >
              {t('ky.unsubscribeAll')}
            </Button>
          </Space>
        ),
      },
    ],
    classes.data,
  );
  return (
    <Drawer open title={t('ky.classesTitle', { name: period.ten })} size={560} onClose={onClose}>
      <Table<LopDangKyBanTru>
        rowKey="lopQuanLyId"
        size="small"
        columns={columns}
        dataSource={classes.data}
        loading={classes.isLoading || set.isPending}
        pagination={false}
        scroll={{ x: 480 }}
      />
    </Drawer>
  );
}

/** The meal periods the manager keeps: dates, price, cut-off and subscribers. */
export function PeriodsTab() {
  const { t } = useTranslation('ban-tru');
  const periods = usePeriods();
  const [editing, setEditing] = useState<KyBanTru | null | undefined>(undefined);
  const [classesOf, setClassesOf] = useState<KyBanTru | null>(null);
  const [importing, setImporting] = useState<KyBanTru | null>(null);
  const columns = useNumberColumns<KyBanTru, NonNullable<TableProps<KyBanTru>['columns']>[number]>(
    [
      { key: 'ten', dataIndex: 'ten', title: t('ky.name'), width: 160 },
      {
        key: 'khoang',
        title: t('ky.dates'),
        width: 200,
        render: (_, k) => `${formatDate(k.tuNgay)} – ${formatDate(k.denNgay)}`,
      },
      { key: 'donGia', dataIndex: 'donGia', title: t('ky.price'), align: 'right', width: 120 },
      { key: 'gioChot', dataIndex: 'gioChot', title: t('ky.cutOff'), width: 90 },
      { key: 'soDangKy', dataIndex: 'soDangKy', title: t('col.subscribed'), align: 'right', width: 100 },
      {
        key: 'actions',
        title: '',
        width: 330,
        render: (_, k) => (
          <Space>
            <Button size="small" icon={<EditOutlined />} onClick={() => setEditing(k)}>
              {t('ky.edit')}
            </Button>
            <Button size="small" icon={<TeamOutlined />} onClick={() => setClassesOf(k)}>
              {t('ky.classes')}
            </Button>
            <Button size="small" icon={<UploadOutlined />} onClick={() => setImporting(k)}>
              {t('import.open')}
            </Button>
          </Space>
        ),
      },
    ],
    periods.data,
  );
  return (
    <Flex vertical gap="middle">
      <div>
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing(null)}>
          {t('ky.create')}
        </Button>
      </div>
      <Table<KyBanTru>
        rowKey="id"
        size="small"
        columns={columns}
        dataSource={periods.data}
        loading={periods.isLoading}
        pagination={false}
        scroll={{ x: 1010 }}
        locale={{ emptyText: t('ky.empty') }}
      />
      {editing !== undefined && <PeriodDrawer period={editing} onClose={() => setEditing(undefined)} />}
      {classesOf && <PeriodClasses period={classesOf} onClose={() => setClassesOf(null)} />}
      {importing && <ImportSubscriptionsModal period={importing} onClose={() => setImporting(null)} />}
    </Flex>
  );
}
