import { type ThongKeTuyenSinh, TRANG_THAI_HO_SO } from '@hpl/shared/tuyen-sinh/contract';
import { Table } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { useNumberColumns } from '../../../components/number-columns';

type Row = ThongKeTuyenSinh[number];

/** Applications per grade level and programme, by status. */
export function StatisticsTable({ rows, loading }: { rows: ThongKeTuyenSinh | undefined; loading: boolean }) {
  const { t } = useTranslation('tuyen-sinh');
  const columns: ColumnsType<Row> = [
    { key: 'khoi', title: t('field.khoi'), render: (_, r) => t('grade', { khoi: r.khoi }), fixed: 'left' },
    { key: 'chuongTrinh', title: t('field.chuongTrinh'), render: (_, r) => t(`programme.${r.chuongTrinh}`) },
    { key: 'tong', title: t('stats.total'), dataIndex: 'tong', align: 'right' },
    ...TRANG_THAI_HO_SO.map((s) => ({
      key: s,
      title: t(`status.${s}`),
      align: 'right' as const,
      render: (_: unknown, r: Row) => r.theoTrangThai[s] ?? 0,
    })),
  ];
  return (
    <Table<Row>
      rowKey={(r) => `${r.khoi}-${r.chuongTrinh}`}
      columns={useNumberColumns(columns, rows)}
      dataSource={rows ?? []}
      loading={loading}
      pagination={false}
      size="small"
      scroll={{ x: 'max-content' }}
    />
  );
}
