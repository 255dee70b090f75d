import type { BaoCaoHanhVi } from '@hpl/shared/bao-cao-vi-pham/hanh-vi';
import { Card, Col, Empty, Flex, Row, Segmented, Spin, Table, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Chart } from '../../../components/chart';
import { ExportButton } from '../../../components/export-button';
import { PageHeader } from '../../../components/page-header';
import { Statistic } from '../../../components/statistic';
import { saveBlob } from '../../../lib/api';
import { useFormat } from '../../../lib/format';
import { downloadBehaviourReport, useBehaviourReport } from '../api/behaviour-report';

type Group = BaoCaoHanhVi['tong'];
type ClassRow = BaoCaoHanhVi['theoLop'][number];
const LEVELS = [
  ['tot', 'Tốt'],
  ['kha', 'Khá'],
  ['dat', 'Đạt'],
  ['chuaDat', 'Chưa đạt'],
] as const;

/**
 * `baoCao/hanhViHocSinh`: behaviour across the school in a term — the behaviour score's bands, the proposed conduct
 * levels per grade level and class, and the change against the same students' previous term; exported to Excel.
 */
export default function BehaviourReportPage() {
  const { t } = useTranslation('bao-cao-vi-pham');
  const f = useFormat();
  const [params, setParams] = useSearchParams();
  const hocKy = params.get('hocKy') === '2' ? 2 : 1;
  const report = useBehaviourReport(hocKy);
  const data = report.data;
  const score = (n: number | null) => (n === null ? '—' : f.number(n, 1));
  const trend = (g: Group) =>
    g.diemTrungBinh === null || g.diemTrungBinhKyTruoc === null
      ? '—'
      : `${g.diemTrungBinh >= g.diemTrungBinhKyTruoc ? '+' : ''}${f.number(g.diemTrungBinh - g.diemTrungBinhKyTruoc, 1)}`;
  const card = (title: string, body: ReactNode, span = 12) => (
    <Col xs={24} lg={span}>
      <Card title={title} size="small">
        {body}
      </Card>
    </Col>
  );
  const columns: ColumnsType<ClassRow> = [
    { title: t('report.class'), key: 'tenLop', dataIndex: 'tenLop' },
    { title: t('report.students'), key: 'soHocSinh', dataIndex: 'soHocSinh', align: 'right', responsive: ['md'] },
    { title: t('report.average'), key: 'tb', align: 'right', render: (_, r) => score(r.diemTrungBinh) },
    { title: t('report.trend'), key: 'trend', align: 'right', render: (_, r) => trend(r) },
    {
      title: t('report.lowest'),
      key: 'min',
      align: 'right',
      responsive: ['lg'],
      render: (_, r) => r.diemThapNhat ?? '—',
    },
    { title: t('report.incidents'), key: 'soViPham', dataIndex: 'soViPham', align: 'right', responsive: ['lg'] },
    ...LEVELS.map(([key, level]) => ({
      title: t(`conduct.${level}`),
      key,
      align: 'right' as const,
      responsive: ['md' as const],
      render: (_: unknown, r: ClassRow) => r.mucDo[key],
    })),
  ];

  return (
    <>
      <PageHeader
        extra={
          <Flex gap={8} wrap>
            <Segmented
              aria-label={t('behaviour.term')}
              value={hocKy}
              options={[1, 2].map((k) => ({ value: k, label: t('report.term', { n: k }) }))}
              onChange={(k) => setParams(k === 2 ? { hocKy: '2' } : {}, { replace: true })}
            />
            <ExportButton download={async () => saveBlob(await downloadBehaviourReport(hocKy), t('report.exportFile'))}>
              {t('report.export')}
            </ExportButton>
          </Flex>
        }
      />
      {!data ? (
        <Spin />
      ) : data.tong.soHocSinh === 0 ? (
        <Empty description={t('report.empty')} />
      ) : (
        <Row gutter={[16, 16]}>
          <Col span={24}>
            <Card size="small">
              <Flex gap={32} wrap>
                <Statistic title={t('report.students')} value={data.tong.soHocSinh} />
                <Statistic title={t('report.average')} value={data.tong.diemTrungBinh ?? 0} decimals={1} />
                <Statistic
                  title={t('report.previous', { ky: data.kyTruoc ?? '—' })}
                  value={score(data.tong.diemTrungBinhKyTruoc)}
                />
                <Statistic title={t('report.incidents')} value={data.tong.soViPham} />
              </Flex>
              <Typography.Text type="secondary">{t('report.note')}</Typography.Text>
            </Card>
          </Col>
          {card(
            t('report.bands'),
            <Chart
              ariaLabel={t('report.bands')}
              option={{
                tooltip: { trigger: 'axis' },
                grid: { left: 8, right: 16, top: 16, bottom: 8, containLabel: true },
                xAxis: {
                  type: 'category',
                  data: data.phanBo.map((b) => (b.tu === b.den ? `${b.tu}` : `${b.tu}–${b.den}`)),
                },
                yAxis: { type: 'value', minInterval: 1 },
                series: [{ type: 'bar', name: t('report.students'), data: data.phanBo.map((b) => b.soHocSinh) }],
              }}
            />,
          )}
          {card(
            t('report.levelsByGrade'),
            <Chart
              ariaLabel={t('report.levelsByGrade')}
              option={{
                tooltip: { trigger: 'axis' },
                legend: { bottom: 0 },
                grid: { left: 8, right: 16, top: 16, bottom: 32, containLabel: true },
                xAxis: { type: 'category', data: data.theoKhoi.map((k) => k.tenKhoi) },
                yAxis: { type: 'value', minInterval: 1 },
                series: LEVELS.map(([key, level]) => ({
                  type: 'bar',
                  stack: 'levels',
                  name: t(`conduct.${level}`),
                  data: data.theoKhoi.map((k) => k.mucDo[key]),
                })),
              }}
            />,
          )}
          {card(
            t('report.trendByGrade'),
            <Chart
              ariaLabel={t('report.trendByGrade')}
              option={{
                tooltip: { trigger: 'axis' },
                legend: { bottom: 0 },
                grid: { left: 8, right: 16, top: 16, bottom: 32, containLabel: true },
                xAxis: { type: 'category', data: data.theoKhoi.map((k) => k.tenKhoi) },
                yAxis: { type: 'value', scale: true },
                series: [
                  {
                    type: 'bar',
                    name: t('report.previous', { ky: data.kyTruoc ?? '—' }),
                    data: data.theoKhoi.map((k) => k.diemTrungBinhKyTruoc),
                  },
                  {
                    type: 'bar',
                    name: t('report.term', { n: hocKy }),
                    data: data.theoKhoi.map((k) => k.diemTrungBinh),
                  },
                ],
              }}
            />,
            24,
          )}
          <Col span={24}>
            <Card size="small" title={t('report.byClass')}>
              <Table<ClassRow>
                size="small"
                rowKey="lopQuanLyId"
                pagination={false}
                dataSource={data.theoLop}
                columns={columns}
                scroll={{ x: 'max-content' }}
              />
            </Card>
          </Col>
        </Row>
      )}
    </>
  );
}
