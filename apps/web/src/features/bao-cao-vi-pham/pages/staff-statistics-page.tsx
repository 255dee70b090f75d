import type { ThongKeViPhamNv } from '@hpl/shared/bao-cao-vi-pham/nhan-vien';
import { Card, Col, DatePicker, Empty, Flex, Row, Spin, Table } from 'antd';
import dayjs from 'dayjs';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Chart, type ChartOption } from '../../../components/chart';
import { ExportButton } from '../../../components/export-button';
import { PageHeader } from '../../../components/page-header';
import { Statistic } from '../../../components/statistic';
import { saveBlob } from '../../../lib/api';
import { downloadStaffStatistics, useStaffStatistics } from '../api/staff-statistics';

const ISO = 'YYYY-MM-DD';
type Counts = ThongKeViPhamNv['tong'];
const STATUSES = ['choXuLy', 'daXacNhan', 'boQua'] as const;
const STATUS_KEY = { choXuLy: 'cho_xu_ly', daXacNhan: 'da_xac_nhan', boQua: 'bo_qua' } as const;

/**
 * `baoCaoViPhamNhanVien/thongKeBaoCaoViPham`: the managers' statistics of staff misconduct reports per department, code
 * and month, by status. Counts only: no reporter appears here, in the charts or in the export.
 */
export default function StaffStatisticsPage() {
  const { t, i18n } = useTranslation('bao-cao-vi-pham');
  const [params, setParams] = useSearchParams();
  const query = { tuNgay: params.get('tuNgay') ?? undefined, denNgay: params.get('denNgay') ?? undefined };
  const stats = useStaffStatistics(query);
  const data = stats.data;
  const none = t('staffStats.noDepartment');

  const stacked = (labels: string[], rows: Counts[], horizontal = false): ChartOption => ({
    tooltip: { trigger: 'axis' },
    legend: { bottom: 0 },
    grid: { left: 8, right: 16, top: 16, bottom: 32, containLabel: true },
    [horizontal ? 'yAxis' : 'xAxis']: { type: 'category', data: labels },
    [horizontal ? 'xAxis' : 'yAxis']: { type: 'value', minInterval: 1 },
    series: STATUSES.map((s) => ({
      type: 'bar',
      stack: 'total',
      name: t(`staffStatus.${STATUS_KEY[s]}`),
      data: rows.map((r) => r[s]),
    })),
  });
  const card = (title: string, body: ReactNode) => (
    <Col xs={24} lg={12}>
      <Card title={title} size="small">
        {body}
      </Card>
    </Col>
  );
  const countColumns = STATUSES.map((s) => ({
    title: t(`staffStatus.${STATUS_KEY[s]}`),
    key: s,
    dataIndex: s,
    align: 'right' as const,
    responsive: ['md' as const],
  }));

  return (
    <>
      <PageHeader
        extra={
          <Flex gap={8} wrap>
            <DatePicker.RangePicker
              format="DD/MM/YYYY"
              aria-label={t('filter.period')}
              value={query.tuNgay && query.denNgay ? [dayjs(query.tuNgay), dayjs(query.denNgay)] : null}
              onChange={(range) =>
                setParams(
                  range?.[0] && range[1] ? { tuNgay: range[0].format(ISO), denNgay: range[1].format(ISO) } : {},
                  { replace: true },
                )
              }
            />
            <ExportButton
              download={async () => saveBlob(await downloadStaffStatistics(query), t('staffStats.exportFile'))}
            >
              {t('staffStats.export')}
            </ExportButton>
          </Flex>
        }
      />
      {!data ? (
        <Spin />
      ) : data.tong.soLuong === 0 ? (
        <Empty description={t('staffStats.empty')} />
      ) : (
        <Row gutter={[16, 16]}>
          <Col span={24}>
            <Card size="small">
              <Flex gap={32} wrap>
                <Statistic title={t('staffStats.total')} value={data.tong.soLuong} />
                {STATUSES.map((s) => (
                  <Statistic key={s} title={t(`staffStatus.${STATUS_KEY[s]}`)} value={data.tong[s]} />
                ))}
              </Flex>
            </Card>
          </Col>
          {card(
            t('staffStats.byDepartment'),
            <Chart
              ariaLabel={t('staffStats.byDepartment')}
              option={stacked(
                data.theoPhongBan.map((d) => d.tenPhongBan ?? none),
                data.theoPhongBan,
                true,
              )}
            />,
          )}
          {card(
            t('staffStats.byMonth'),
            <Chart
              ariaLabel={t('staffStats.byMonth')}
              option={stacked(
                data.theoThang.map((m) => dayjs(`${m.thang}-01`).format('MM/YYYY')),
                data.theoThang,
              )}
            />,
          )}
          {card(
            t('staffStats.byDepartment'),
            <Table
              size="small"
              rowKey={(r) => String(r.phongBanId)}
              pagination={false}
              dataSource={data.theoPhongBan}
              columns={[
                { title: t('staffStats.department'), key: 'tenPhongBan', render: (_, r) => r.tenPhongBan ?? none },
                { title: t('staffStats.total'), key: 'soLuong', dataIndex: 'soLuong', align: 'right' },
                ...countColumns,
              ]}
            />,
          )}
          {card(
            t('staffStats.byCode'),
            <Table
              size="small"
              rowKey="maViPhamId"
              pagination={false}
              dataSource={data.theoMa}
              columns={[
                { title: t('code.ma'), key: 'ma', dataIndex: 'ma' },
                {
                  title: t('code.description'),
                  key: 'moTa',
                  responsive: ['lg'],
                  render: (_, r) => (i18n.language.startsWith('en') ? r.moTaEn : r.moTa),
                },
                { title: t('staffStats.total'), key: 'soLuong', dataIndex: 'soLuong', align: 'right' },
                ...countColumns,
              ]}
            />,
          )}
        </Row>
      )}
    </>
  );
}
