import type { ThongKeBanTru } from '@hpl/shared/ban-tru/contract';
import { Card, Col, DatePicker, Flex, Row, Table, type TableProps } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNumberColumns } from '../../../components/number-columns';
import { Statistic } from '../../../components/statistic';
import { formatDate } from '../../../lib/format-date';
import { useMonthStatistics } from '../api/statistics';
import { useMealColumns } from './meal-columns';
import { MonthChart } from './month-chart';

type ByClass = ThongKeBanTru['theoLop'][number];
type ByDay = ThongKeBanTru['theoNgay'][number];
type Refund = ThongKeBanTru['hoanTienHocSinh'][number];

/** The month: totals, per class, a chart and the table per day, and the refund per student. */
export function MonthTab() {
  const { t } = useTranslation('ban-tru');
  const [month, setMonth] = useState(() => dayjs().startOf('month'));
  const stats = useMonthStatistics(month.format('YYYY-MM'));
  const mealByClass = useMealColumns<ByClass>(true);
  const mealByDay = useMealColumns<ByDay>(true);
  const data = stats.data;
  const byClass = useNumberColumns<ByClass, NonNullable<TableProps<ByClass>['columns']>[number]>(
    [{ key: 'tenLop', dataIndex: 'tenLop', title: t('col.class'), width: 100 }, ...mealByClass],
    data?.theoLop,
  );
  const byDay = useNumberColumns<ByDay, NonNullable<TableProps<ByDay>['columns']>[number]>(
    [{ key: 'ngay', title: t('col.day'), width: 110, render: (_, r) => formatDate(r.ngay) }, ...mealByDay],
    data?.theoNgay,
  );
  const refunds = useNumberColumns<Refund, NonNullable<TableProps<Refund>['columns']>[number]>(
    [
      { key: 'tenLop', dataIndex: 'tenLop', title: t('col.class'), width: 90 },
      { key: 'hoTen', title: t('col.student'), width: 220, render: (_, r) => `${r.hoTen} (${r.maHocSinh})` },
      { key: 'soSuat', dataIndex: 'soSuat', title: t('col.meals'), align: 'right', width: 100 },
      { key: 'hoanTien', dataIndex: 'hoanTien', title: t('col.refund'), align: 'right', width: 130 },
    ],
    data?.hoanTienHocSinh,
  );
  return (
    <Flex vertical gap="middle">
      <DatePicker
        picker="month"
        allowClear={false}
        value={month}
        onChange={(d) => d && setMonth(d.startOf('month'))}
        aria-label={t('thongKe.month')}
        style={{ width: 160 }}
      />
      <Row gutter={[16, 16]}>
        {(['dangKy', 'huyDungHan', 'huyMuon', 'choDuyet', 'suatNau', 'daPhucVu', 'hoanTien'] as const).map((k) => (
          <Col key={k} xs={12} md={6} xl={3}>
            <Card size="small">
              <Statistic title={t(`total.${k}`)} value={data ? (data.tong[k] ?? '—') : 0} loading={stats.isLoading} />
            </Card>
          </Col>
        ))}
      </Row>
      <Card size="small" title={t('thongKe.byClass')}>
        <Table<ByClass>
          rowKey="lopQuanLyId"
          size="small"
          columns={byClass}
          dataSource={data?.theoLop}
          loading={stats.isFetching}
          pagination={false}
          scroll={{ x: 900 }}
        />
      </Card>
      <MonthChart data={data} loading={stats.isLoading} />
      <Card size="small" title={t('thongKe.byDay')}>
        <Table<ByDay>
          rowKey="ngay"
          size="small"
          columns={byDay}
          dataSource={data?.theoNgay}
          loading={stats.isFetching}
          pagination={false}
          scroll={{ x: 900 }}
        />
      </Card>
      <Card size="small" title={t('thongKe.refunds')}>
        <Table<Refund>
          rowKey="hocSinhId"
          size="small"
          columns={refunds}
          dataSource={data?.hoanTienHocSinh}
          loading={stats.isFetching}
          pagination={{ pageSize: 20, hideOnSinglePage: true }}
          scroll={{ x: 600 }}
        />
      </Card>
    </Flex>
  );
}
