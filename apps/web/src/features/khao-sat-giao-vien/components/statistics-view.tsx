import { FileExcelOutlined } from '@ant-design/icons';
import type { ThongKeKhaoSat } from '@hpl/shared/khao-sat-giao-vien/contract';
import { App, Button, Card, Col, Empty, Flex, Row, Table, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Chart, type ChartOption } from '../../../components/chart';
import { useFormat } from '../../../lib/format';
import { exportSurveyStatistics } from '../api/surveys';

type TeacherRow = ThongKeKhaoSat['giaoVien'][number];
type DeptRow = ThongKeKhaoSat['phongBan'][number];

/** One campaign's figures: per question (chart + table), per department (chart + table), per teacher; Excel. */
export function StatisticsView({ stats }: { stats: ThongKeKhaoSat }) {
  const { t } = useTranslation('khao-sat-giao-vien');
  const f = useFormat();
  const { message } = App.useApp();
  const [exporting, setExporting] = useState(false);
  const n = stats.khaoSat.cauHoi.length;
  const score = (v: number | null) => (v == null ? '—' : f.number(v, 2));
  const questionLabels = stats.cauHoi.map((_, i) => t('stats.q', { n: i + 1 }));
  const byQuestion: ChartOption = {
    tooltip: { trigger: 'axis', axisPointer: { type: 'shadow' } },
    legend: { top: 0, type: 'scroll' },
    grid: { left: 8, right: 16, top: 36, bottom: 8, containLabel: true },
    xAxis: { type: 'category', data: questionLabels },
    yAxis: { type: 'value', minInterval: 1, name: t('stats.answers') },
    series: [1, 2, 3, 4, 5].map((s) => ({
      type: 'bar',
      stack: 'scores',
      name: t('stats.score', { s }),
      data: stats.cauHoi.map((q) => q.phanBo[s - 1] ?? 0),
    })),
  };
  const shownDepts = stats.phongBan.filter((d) => d.trungBinh != null);
  const byDepartment: ChartOption = {
    tooltip: { trigger: 'axis', axisPointer: { type: 'shadow' } },
    grid: { left: 8, right: 16, top: 16, bottom: 8, containLabel: true },
    yAxis: {
      type: 'category',
      inverse: true,
      data: shownDepts.map((d) => d.tenPhongBan ?? t('stats.noDepartment')),
      axisLabel: { width: 150, overflow: 'truncate' },
    },
    xAxis: { type: 'value', min: 0, max: 5 },
    series: [{ type: 'bar', name: t('stats.mean'), data: shownDepts.map((d) => d.trungBinh) }],
  };
  const scoreColumns = Array.from({ length: n }, (_, q) => ({
    title: questionLabels[q],
    key: `q${q}`,
    align: 'right' as const,
    render: (_: unknown, r: { diem: (number | null)[] }) => score(r.diem[q] ?? null),
  }));
  const tail = [
    ...scoreColumns,
    {
      title: t('stats.mean'),
      key: 'mean',
      align: 'right' as const,
      render: (_: unknown, r: { trungBinh: number | null }) => score(r.trungBinh),
    },
  ];
  const answers = { title: t('stats.answers'), dataIndex: 'soPhieu', key: 'soPhieu', align: 'right' as const };

  return (
    <Flex vertical gap="middle">
      <Flex gap="small" wrap align="center" justify="space-between">
        <Typography.Text type="secondary">
          {t('stats.summary', { total: stats.khaoSat.soPhieu, min: 5 })}
        </Typography.Text>
        <Button
          icon={<FileExcelOutlined />}
          loading={exporting}
          onClick={() => {
            setExporting(true);
            exportSurveyStatistics(stats.khaoSat.id)
              .catch(() => message.error(t('stats.exportFailed')))
              .finally(() => setExporting(false));
          }}
        >
          {t('stats.export')}
        </Button>
      </Flex>
      {stats.khaoSat.soPhieu === 0 ? (
        <Empty description={t('stats.noAnswers')} />
      ) : (
        <>
          <Row gutter={[16, 16]}>
            <Col xs={24} lg={12}>
              <Card size="small" title={t('stats.byQuestion')}>
                <Chart option={byQuestion} height={300} ariaLabel={t('stats.byQuestion')} />
              </Card>
            </Col>
            <Col xs={24} lg={12}>
              <Card size="small" title={t('stats.byDepartment')}>
                {shownDepts.length > 0 ? (
                  <Chart option={byDepartment} height={300} ariaLabel={t('stats.byDepartment')} />
                ) : (
                  <Empty description={t('stats.tooFew')} />
                )}
              </Card>
            </Col>
          </Row>
          <Card size="small" title={t('stats.questions')}>
            <ol className="survey-questions">
              {stats.cauHoi.map((q, i) => (
                <li key={questionLabels[i]}>
                  {q.cauHoi} — <strong>{score(q.trungBinh)}</strong>
                </li>
              ))}
            </ol>
          </Card>
          <Card size="small" title={t('stats.departments')}>
            <Table<DeptRow>
              size="small"
              rowKey={(r) => r.phongBanId ?? 0}
              dataSource={stats.phongBan}
              pagination={false}
              scroll={{ x: 'max-content' }}
              columns={[
                {
                  title: t('stats.department'),
                  key: 'dept',
                  render: (_: unknown, r: DeptRow) => r.tenPhongBan ?? t('stats.noDepartment'),
                },
                answers,
                ...tail,
              ]}
            />
          </Card>
          <Card size="small" title={t('stats.teachers')}>
            <Table<TeacherRow>
              size="small"
              rowKey="nhanVienId"
              dataSource={stats.giaoVien}
              pagination={{ pageSize: 20, showSizeChanger: false }}
              scroll={{ x: 'max-content' }}
              columns={[
                { title: t('stats.teacher'), dataIndex: 'hoTen', key: 'hoTen' },
                {
                  title: t('stats.department'),
                  key: 'dept',
                  responsive: ['md'],
                  render: (_: unknown, r: TeacherRow) => r.tenPhongBan ?? '',
                },
                answers,
                ...tail,
              ]}
            />
          </Card>
        </>
      )}
    </Flex>
  );
}
