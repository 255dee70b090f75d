import { FileExcelOutlined } from '@ant-design/icons';
import { LOAI_BAI_THI_CAM, type LoaiBaiThiCam } from '@hpl/shared/diem-cam/contract';
import type { ThongKeCamQuery } from '@hpl/shared/diem-cam/phieu-diem';
import { Alert, Card, Col, Empty, Flex, Row, Spin, Table } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Chart, type ChartOption } from '../../../components/chart';
import { ExportButton } from '../../../components/export-button';
import { PageHeader } from '../../../components/page-header';
import { Select } from '../../../components/select';
import { useFormat } from '../../../lib/format';
import { useAcademicYears } from '../../session';
import { exportCambridgeStatistics, useCambridgeStatistics } from '../api/report-cards';

/**
 * `quanlydiemcam/thongkediem`: statistics across published Cambridge exams and years, for staff only (never students):
 * the grade distribution per subject and cohort, the trend over exam series, and the value added between Checkpoint
 * and IGCSE results of the same students; the same figures as Excel.
 */
export default function CambridgeStatisticsPage() {
  const { t } = useTranslation('diem-cam');
  const { t: tc } = useTranslation('diem-cam');
  const f = useFormat();
  const [query, setQuery] = useState<ThongKeCamQuery>({});
  const stats = useCambridgeStatistics(query);
  const years = useAcademicYears();
  const d = stats.data;
  // The subject filter lists every subject of the unfiltered figures (the same query when no subject is chosen).
  const unfiltered = useCambridgeStatistics({ loai: query.loai });
  const allSubjects = [...new Map((unfiltered.data?.xuHuong ?? []).map((r) => [r.monHocId, r.tenMonHoc])).entries()];
  const subjects = d ? [...new Map(d.xuHuong.map((r) => [r.monHocId, r.tenMonHoc])).entries()] : [];
  const graded = d ? d.phanBo.filter((p) => p.soKetQua > 0) : [];

  const grades = [...new Set(graded.flatMap((p) => p.xepLoai.map((g) => g.xepLoai)))];
  // Horizontal stacked bars, one row per subject and cohort (only those with graded results).
  const distribution: ChartOption | null =
    graded.length > 0
      ? {
          tooltip: { trigger: 'axis', axisPointer: { type: 'shadow' } },
          legend: { top: 0, type: 'scroll' },
          grid: { left: 8, right: 16, top: 36, bottom: 8, containLabel: true },
          yAxis: {
            type: 'category',
            inverse: true,
            data: graded.map((p) => `${p.tenMonHoc} · ${p.khoaHoc}`),
            axisLabel: { width: 150, overflow: 'truncate' },
          },
          xAxis: { type: 'value', minInterval: 1 },
          series: grades.map((g) => ({
            type: 'bar',
            stack: 'grades',
            name: g,
            data: graded.map((p) => p.xepLoai.find((x) => x.xepLoai === g)?.soLuong ?? 0),
          })),
        }
      : null;
  const series = d ? [...new Set(d.xuHuong.map((r) => r.dot))].sort() : [];
  const trend: ChartOption | null =
    d && d.xuHuong.length > 0
      ? {
          tooltip: { trigger: 'axis' },
          legend: { top: 0, type: 'scroll' },
          grid: { left: 40, right: 16, top: 40, bottom: 16, containLabel: true },
          xAxis: { type: 'category', data: series },
          yAxis: { type: 'value', max: 100, name: t('stats.meanPct') },
          series: subjects.map(([id, name]) => ({
            type: 'line',
            name,
            connectNulls: true,
            data: series.map((s) => d.xuHuong.find((r) => r.monHocId === id && r.dot === s)?.trungBinhPhanTram ?? null),
          })),
        }
      : null;
  const valueAdded: ChartOption | null =
    d && d.giaTriGiaTang.length > 0
      ? {
          tooltip: { trigger: 'axis' },
          grid: { left: 40, right: 16, top: 24, bottom: 16, containLabel: true },
          xAxis: { type: 'category', data: d.giaTriGiaTang.map((g) => g.tenMonHoc), axisLabel: { interval: 0 } },
          yAxis: { type: 'value', name: t('stats.valueAdded') },
          series: [{ type: 'bar', name: t('stats.valueAdded'), data: d.giaTriGiaTang.map((g) => g.giaTri) }],
        }
      : null;

  return (
    <>
      <PageHeader />
      <Flex vertical gap="middle">
        <Flex gap="small" wrap>
          <Select
            allowClear
            style={{ minWidth: 160, maxWidth: '100%' }}
            value={query.namHocId}
            placeholder={t('stats.allYears')}
            aria-label={t('stats.year')}
            loading={years.isLoading}
            options={(years.data?.items ?? []).map((y) => ({ value: y.id, label: y.tenNamHoc }))}
            onChange={(namHocId?: number) => setQuery((q) => ({ ...q, namHocId }))}
          />
          <Select
            allowClear
            style={{ minWidth: 200, maxWidth: '100%' }}
            value={query.monHocId}
            placeholder={t('stats.allSubjects')}
            aria-label={t('stats.subject')}
            loading={unfiltered.isLoading}
            options={allSubjects.map(([value, label]) => ({ value, label }))}
            onChange={(monHocId?: number) => setQuery((q) => ({ ...q, monHocId }))}
          />
          <Select
            allowClear
            style={{ minWidth: 180, maxWidth: '100%' }}
            value={query.loai}
            placeholder={t('stats.allTypes')}
            aria-label={t('stats.type')}
            options={LOAI_BAI_THI_CAM.map((l) => ({ value: l, label: tc(`kind.${l}`) }))}
            onChange={(loai?: LoaiBaiThiCam) => setQuery((q) => ({ ...q, loai }))}
          />
          <ExportButton
            icon={<FileExcelOutlined />}
            disabled={!d || d.soKetQua === 0}
            download={() => exportCambridgeStatistics(query)}
          >
            {t('stats.excel')}
          </ExportButton>
        </Flex>
        <Alert type="info" showIcon title={t('stats.staffOnly')} />
        {stats.isLoading ? (
          <Spin />
        ) : !d || d.soKetQua === 0 ? (
          <Empty description={t('stats.empty')} />
        ) : (
          <>
            <Row gutter={[16, 16]}>
              <Col xs={24} xl={12}>
                <Card size="small" title={t('stats.distribution')}>
                  {distribution ? (
                    <Chart
                      option={distribution}
                      height={Math.max(240, 32 * graded.length + 80)}
                      ariaLabel={t('stats.distribution')}
                    />
                  ) : (
                    <Empty description={t('stats.noGrades')} />
                  )}
                </Card>
              </Col>
              <Col xs={24} xl={12}>
                <Card size="small" title={t('stats.trend')}>
                  {trend && <Chart option={trend} height={320} ariaLabel={t('stats.trend')} />}
                </Card>
              </Col>
            </Row>
            <Card size="small" title={t('stats.valueAddedTitle')}>
              {valueAdded ? (
                <Chart option={valueAdded} height={260} ariaLabel={t('stats.valueAddedTitle')} />
              ) : (
                <Empty description={t('stats.noValueAdded')} />
              )}
            </Card>
            <Card size="small" title={t('stats.trend')}>
              <Table
                size="small"
                rowKey={(r) => `${r.monHocId}-${r.dot}`}
                pagination={false}
                scroll={{ x: true }}
                dataSource={d.xuHuong}
                columns={[
                  { title: t('stats.subject'), dataIndex: 'tenMonHoc' },
                  { title: t('stats.series'), dataIndex: 'dot' },
                  { title: t('stats.results'), dataIndex: 'soKetQua', align: 'right' },
                  {
                    title: t('stats.meanPct'),
                    dataIndex: 'trungBinhPhanTram',
                    align: 'right',
                    render: (v: number | null) => (v == null ? '' : f.number(v, 1)),
                  },
                  {
                    title: t('stats.atLeastC'),
                    dataIndex: 'tiLeDatC',
                    align: 'right',
                    render: (v: number | null) => (v == null ? '' : `${f.number(v, 1)} %`),
                  },
                ]}
              />
            </Card>
          </>
        )}
      </Flex>
    </>
  );
}
