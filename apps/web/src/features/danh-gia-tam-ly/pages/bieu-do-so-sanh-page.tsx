import { Card, Empty, Flex, Skeleton, Typography } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Chart, type ChartOption } from '../../../components/chart';
import { PageHeader } from '../../../components/page-header';
import { Select } from '../../../components/select';
import { useClassOverview } from '../api/get-class-overview';
import { useComparison } from '../api/get-comparison';
import { CampaignPicker, useCampaignParam } from '../components/campaign-picker';
import { textIn } from '../components/text2';

/** `bieuDoSoSanh`: subscale means of a class against its grade level and the school, or campaign against campaign. */
export default function BieuDoSoSanhPage() {
  const { t, i18n } = useTranslation('danh-gia-tam-ly');
  const lang = i18n.language;
  const [dotId, setDotId] = useCampaignParam();
  const [params, setParams] = useSearchParams();
  const lopId = Number(params.get('lop')) || undefined;
  const otherId = Number(params.get('so')) || undefined;
  const setParam = (key: string, value: number | undefined) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value === undefined) next.delete(key);
        else next.set(key, String(value));
        return next;
      },
      { replace: true },
    );
  const classes = useClassOverview(dotId);
  const comparison = useComparison({ dotId, lopId, dotSoSanhId: otherId });
  const data = comparison.data;

  const option = useMemo<ChartOption | null>(() => {
    if (!data) return null;
    const label = (s: (typeof data.series)[number]) =>
      s.key === 'truong' ? t('soSanh.truong') : s.key === 'khoi' ? t('soSanh.khoi') : s.label;
    return {
      tooltip: { trigger: 'axis' },
      legend: { top: 0 },
      grid: { left: 40, right: 16, top: 40, bottom: 40 },
      xAxis: { type: 'category', data: data.groups.map((g) => textIn(lang, g.title)) },
      yAxis: { type: 'value', name: t('soSanh.diemTB') },
      series: data.series.map((s) => ({
        type: 'bar',
        name: `${label(s)} (n=${s.soDaNop})`,
        data: s.means.map((m) => (m === null ? '-' : m)),
      })),
    };
  }, [data, lang, t]);

  return (
    <>
      <PageHeader />
      <Flex gap={8} wrap style={{ marginBottom: 16 }}>
        <CampaignPicker value={dotId} onChange={(id) => setDotId(id)} />
        <Select
          allowClear
          aria-label={t('soSanh.chonLop')}
          placeholder={t('soSanh.chonLop')}
          style={{ minWidth: 160 }}
          value={lopId}
          onChange={(v) => setParam('lop', v ?? undefined)}
          options={(classes.data ?? []).map((c) => ({ value: c.lopId, label: c.tenLop }))}
        />
        <CampaignPicker
          allowClear
          exclude={dotId}
          placeholder={t('soSanh.chonDotKhac')}
          value={otherId}
          onChange={(id) => setParam('so', id)}
        />
      </Flex>
      {dotId === undefined ? (
        <Empty description={t('tongQuan.chuaCoDot')} />
      ) : comparison.isLoading || !option ? (
        <Skeleton active />
      ) : (
        <Card size="small">
          <Chart option={option} height={360} ariaLabel={t('soSanh.bieuDo')} />
          <Typography.Text type="secondary">{t('soSanh.ghiChu')}</Typography.Text>
        </Card>
      )}
    </>
  );
}
