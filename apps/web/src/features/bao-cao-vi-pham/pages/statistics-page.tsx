import type { ThongKeViPham } from '@hpl/shared/bao-cao-vi-pham/contract';
import { Card, Col, DatePicker, Empty, Row, Spin, Table } from 'antd';
import dayjs from 'dayjs';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { Chart, type ChartOption } from '../../../components/chart';
import { PageHeader } from '../../../components/page-header';
import { useStatistics } from '../api/get-statistics';

const LIST = '/baoCaoViPhamHocSinh/danhSachViPham';
const ISO = 'YYYY-MM-DD';

const bars = (labels: string[], values: number[], horizontal = false): ChartOption => ({
  tooltip: { trigger: 'axis' },
  grid: { left: 8, right: 16, top: 16, bottom: 8, containLabel: true },
  [horizontal ? 'yAxis' : 'xAxis']: { type: 'category', data: labels },
  [horizontal ? 'xAxis' : 'yAxis']: { type: 'value', minInterval: 1 },
  series: [{ type: 'bar', data: values }],
});

/**
 * `baoCaoViPhamHocSinh/thongKeViPham`: incidents per week, per class and per code (dismissed ones left out), and the
 * codes students repeat; a click on a bar opens the incidents behind it in the office list.
 */
export default function StatisticsPage() {
  const { t } = useTranslation('bao-cao-vi-pham');
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const query = { tuNgay: params.get('tuNgay') ?? undefined, denNgay: params.get('denNgay') ?? undefined };
  const stats = useStatistics(query);
  const data: ThongKeViPham | undefined = stats.data;
  const open = (filters: Record<string, string | number>) =>
    navigate(`${LIST}?${new URLSearchParams(Object.entries(filters).map(([k, v]) => [k, String(v)])).toString()}`);

  const card = (title: string, body: ReactNode) => (
    <Col xs={24} lg={12}>
      <Card title={title} size="small">
        {body}
      </Card>
    </Col>
  );

  return (
    <>
      <PageHeader
        extra={
          <DatePicker.RangePicker
            format="DD/MM/YYYY"
            aria-label={t('filter.period')}
            value={query.tuNgay && query.denNgay ? [dayjs(query.tuNgay), dayjs(query.denNgay)] : null}
            onChange={(range) =>
              setParams(range?.[0] && range[1] ? { tuNgay: range[0].format(ISO), denNgay: range[1].format(ISO) } : {}, {
                replace: true,
              })
            }
          />
        }
      />
      {!data ? (
        <Spin />
      ) : data.theoTuan.length === 0 ? (
        <Empty description={t('stats.empty')} />
      ) : (
        <Row gutter={[16, 16]}>
          {card(
            t('stats.byWeek'),
            <Chart
              ariaLabel={t('stats.byWeek')}
              option={bars(
                data.theoTuan.map((w) => dayjs(w.tuan).format('DD/MM')),
                data.theoTuan.map((w) => w.soLuong),
              )}
              onItemClick={(i) => {
                const week = data.theoTuan[i];
                if (week) open({ tuNgay: week.tuan, denNgay: dayjs(week.tuan).add(6, 'day').format(ISO) });
              }}
            />,
          )}
          {card(
            t('stats.byClass'),
            <Chart
              ariaLabel={t('stats.byClass')}
              option={bars(
                data.theoLop.map((c) => c.tenLop),
                data.theoLop.map((c) => c.soLuong),
              )}
              onItemClick={(i) => data.theoLop[i] && open({ lopQuanLyId: data.theoLop[i].lopQuanLyId })}
            />,
          )}
          {card(
            t('stats.byCode'),
            <Chart
              ariaLabel={t('stats.byCode')}
              option={bars(
                data.theoMa.map((c) => c.ma),
                data.theoMa.map((c) => c.soLuong),
                true,
              )}
              onItemClick={(i) => data.theoMa[i] && open({ maViPhamId: data.theoMa[i].maViPhamId })}
            />,
          )}
          {card(
            t('stats.repeated'),
            <Table
              size="small"
              rowKey={(r) => `${r.hocSinhId}-${r.ma}`}
              pagination={false}
              dataSource={data.lapLai}
              locale={{ emptyText: t('stats.noRepeat') }}
              columns={[
                { title: t('col.students'), key: 'hoTen', render: (_, r) => `${r.hoTen} (${r.tenLop})` },
                { title: t('col.codes'), key: 'ma', dataIndex: 'ma' },
                { title: t('stats.times'), key: 'soLan', dataIndex: 'soLan', align: 'right' },
              ]}
            />,
          )}
        </Row>
      )}
    </>
  );
}
