import type { KetQuaCuaToi } from '@hpl/shared/khao-sat-giao-vien/contract';
import { Alert, Card, Col, Empty, Flex, List, Row, Spin, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Chart, type ChartOption } from '../../../components/chart';
import { PageHeader } from '../../../components/page-header';
import { Statistic } from '../../../components/statistic';
import { useFormat } from '../../../lib/format';
import { useMyResults } from '../api/surveys';

function Result({ r }: { r: KetQuaCuaToi }) {
  const { t } = useTranslation('khao-sat-giao-vien');
  const f = useFormat();
  const chart: ChartOption = {
    tooltip: { trigger: 'axis', axisPointer: { type: 'shadow' } },
    grid: { left: 8, right: 16, top: 16, bottom: 8, containLabel: true },
    yAxis: {
      type: 'category',
      inverse: true,
      data: r.cauHoi.map((_, i) => t('stats.q', { n: i + 1 })),
    },
    xAxis: { type: 'value', min: 0, max: 5 },
    series: [{ type: 'bar', name: t('stats.mean'), data: r.cauHoi.map((q) => q.trungBinh) }],
  };
  return (
    <Card size="small" title={r.ten} extra={<Tag>{t(`programme.${r.chuongTrinh}`)}</Tag>} aria-label={r.ten}>
      <Typography.Paragraph type="secondary">{t('mine.closedOn', { date: f.date(r.denNgay) })}</Typography.Paragraph>
      {!r.duDieuKien ? (
        <Alert type="info" showIcon title={t('mine.tooFew', { total: r.soPhieu, min: 5 })} />
      ) : (
        <Flex vertical gap="middle">
          <Row gutter={[16, 16]}>
            <Col xs={12} md={6}>
              <Statistic title={t('stats.answers')} value={r.soPhieu} />
            </Col>
            <Col xs={12} md={6}>
              <Statistic title={t('stats.mean')} value={r.trungBinh ?? 0} decimals={2} />
            </Col>
          </Row>
          <Chart option={chart} height={60 + r.cauHoi.length * 40} ariaLabel={t('stats.byQuestion')} />
          <ol className="survey-questions">
            {r.cauHoi.map((q) => (
              <li key={q.cauHoi}>
                {q.cauHoi} — <strong>{f.number(q.trungBinh, 2)}</strong>
              </li>
            ))}
          </ol>
          <List
            size="small"
            header={<Typography.Text strong>{t('mine.comments', { total: r.nhanXet.length })}</Typography.Text>}
            dataSource={r.nhanXet}
            locale={{ emptyText: t('mine.noComments') }}
            renderItem={(c) => <List.Item>{c}</List.Item>}
          />
        </Flex>
      )}
    </Card>
  );
}

/**
 * `chuyenmon/thongkekhaosat`: the teacher's own results of closed campaigns; scores and comments only from 5 answers
 * on (the server sends nothing below that), comments as a list with no names.
 */
export default function KetQuaCuaToiPage() {
  const { t } = useTranslation('khao-sat-giao-vien');
  const results = useMyResults();
  return (
    <>
      <PageHeader />
      <Typography.Paragraph type="secondary">{t('mine.hint', { min: 5 })}</Typography.Paragraph>
      {results.isLoading ? (
        <Spin />
      ) : (results.data ?? []).length === 0 ? (
        <Empty description={t('mine.empty')} />
      ) : (
        <Flex vertical gap="middle">
          {results.data!.map((r) => (
            <Result key={r.id} r={r} />
          ))}
        </Flex>
      )}
    </>
  );
}
