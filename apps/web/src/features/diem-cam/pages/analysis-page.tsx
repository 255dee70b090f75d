import { Alert, Card, Col, Empty, Flex, Row, Spin, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { Chart, type ChartOption } from '../../../components/chart';
import { PageHeader } from '../../../components/page-header';
import { Statistic } from '../../../components/statistic';
import { useFormat } from '../../../lib/format';
import { useAnalysis } from '../api/get-analysis';
import { ExamPicker, useChosenExam } from '../components/exam-picker';

/**
 * `quanlydiemcam/phantichdiem`: the analysis of one exam for staff (never shown to students): the distribution of
 * weighted totals, mean / median / standard deviation, grade counts, each component's facility (mean ÷ maximum), and
 * the same exam across the classes of the grade level. `?baiThi=` opens an exam.
 */
export default function AnalysisPage() {
  const { t } = useTranslation('diem-cam');
  const f = useFormat();
  const chosen = useChosenExam();
  const { examId } = chosen;
  const analysis = useAnalysis(examId);
  const a = analysis.data;

  const histogram: ChartOption | null = a
    ? {
        tooltip: { trigger: 'axis' },
        grid: { left: 40, right: 16, top: 24, bottom: 48 },
        xAxis: {
          type: 'category',
          name: t('analysis.total'),
          nameLocation: 'middle',
          nameGap: 32,
          data: a.phanBo.map((b) => `${f.number(b.tu, 0)}–${f.number(b.den, 0)}`),
        },
        yAxis: { type: 'value', minInterval: 1, name: t('analysis.students') },
        series: [{ type: 'bar', name: t('analysis.students'), data: a.phanBo.map((b) => b.soLuong) }],
      }
    : null;
  const grades: ChartOption | null =
    a && a.xepLoai.length > 0
      ? {
          tooltip: { trigger: 'axis' },
          grid: { left: 40, right: 16, top: 24, bottom: 32 },
          xAxis: { type: 'category', data: a.xepLoai.map((g) => g.xepLoai) },
          yAxis: { type: 'value', minInterval: 1 },
          series: [{ type: 'bar', name: t('analysis.students'), data: a.xepLoai.map((g) => g.soLuong) }],
        }
      : null;
  const comparison: ChartOption | null =
    a && a.soSanhLop.length > 0
      ? {
          tooltip: { trigger: 'axis' },
          legend: { top: 0 },
          grid: { left: 40, right: 16, top: 40, bottom: 16, containLabel: true },
          xAxis: {
            type: 'category',
            data: a.soSanhLop.map((c) => c.tenLop),
            axisLabel: { interval: 0, width: 120, overflow: 'break', lineHeight: 16 },
          },
          yAxis: { type: 'value', max: 100 },
          series: [
            { type: 'bar', name: t('analysis.meanPct'), data: a.soSanhLop.map((c) => c.trungBinhPhanTram) },
            { type: 'bar', name: t('analysis.atLeastC'), data: a.soSanhLop.map((c) => c.tiLeDatC) },
          ],
        }
      : null;

  return (
    <>
      <PageHeader subTitle={a ? `${a.baiThi.tenMonHoc} · ${a.baiThi.tenLop} · ${a.baiThi.ten}` : undefined} />
      <Flex vertical gap="middle">
        <ExamPicker chosen={chosen} />
        <Alert type="info" showIcon title={t('analysis.staffOnly')} />
        {chosen.loading || analysis.isLoading ? (
          <Spin />
        ) : !a ? (
          <Empty description={t('page.noExams')} />
        ) : a.soCoDiem === 0 ? (
          <Empty description={t('analysis.noMarks')} />
        ) : (
          <>
            <Row gutter={[16, 16]}>
              {[
                { key: 'graded', value: a.soCoDiem, suffix: `/ ${a.soHocSinh}`, decimals: 0 },
                { key: 'absent', value: a.soVang, decimals: 0 },
                { key: 'mean', value: a.trungBinh, suffix: `/ ${a.baiThi.tongToiDa}`, decimals: 1 },
                { key: 'median', value: a.trungVi, decimals: 1 },
                { key: 'sd', value: a.doLechChuan, decimals: 1 },
                { key: 'range', value: `${f.number(a.thapNhat ?? 0, 1)}–${f.number(a.caoNhat ?? 0, 1)}` },
              ].map((s) => (
                <Col key={s.key} xs={12} sm={8} lg={4}>
                  <Card size="small">
                    <Statistic
                      title={t(`analysis.${s.key}`)}
                      value={s.value ?? '—'}
                      suffix={s.suffix}
                      decimals={s.decimals}
                    />
                  </Card>
                </Col>
              ))}
            </Row>
            <Row gutter={[16, 16]}>
              <Col xs={24} lg={14}>
                <Card size="small" title={t('analysis.distribution')}>
                  {histogram && <Chart option={histogram} height={280} ariaLabel={t('analysis.distribution')} />}
                </Card>
              </Col>
              <Col xs={24} lg={10}>
                <Card size="small" title={t('analysis.grades')}>
                  {grades ? (
                    <Chart option={grades} height={280} ariaLabel={t('analysis.grades')} />
                  ) : (
                    <Empty description={t('analysis.noThresholds')} />
                  )}
                </Card>
              </Col>
            </Row>
            <Row gutter={[16, 16]}>
              <Col xs={24} lg={10}>
                <Card size="small" title={t('analysis.facility')}>
                  <Table
                    size="small"
                    rowKey="ten"
                    pagination={false}
                    dataSource={a.thanhPhan}
                    scroll={{ x: true }}
                    columns={[
                      { title: t('analysis.component'), dataIndex: 'ten' },
                      { title: t('analysis.max'), dataIndex: 'diemToiDa', align: 'right' },
                      {
                        title: t('analysis.meanMark'),
                        dataIndex: 'trungBinh',
                        align: 'right',
                        render: (v: number | null) => (v == null ? '' : f.number(v, 1)),
                      },
                      {
                        title: t('analysis.facilityShort'),
                        dataIndex: 'doKho',
                        align: 'right',
                        render: (v: number | null) => (v == null ? '' : `${f.number(v * 100, 1)} %`),
                      },
                    ]}
                  />
                </Card>
              </Col>
              <Col xs={24} lg={14}>
                <Card size="small" title={t('analysis.comparison')}>
                  {comparison && a.soSanhLop.length > 1 ? (
                    <Chart option={comparison} height={280} ariaLabel={t('analysis.comparison')} />
                  ) : (
                    <Empty description={t('analysis.noComparison')} />
                  )}
                </Card>
              </Col>
            </Row>
          </>
        )}
      </Flex>
    </>
  );
}
