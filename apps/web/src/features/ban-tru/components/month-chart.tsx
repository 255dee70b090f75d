import type { ThongKeBanTru } from '@hpl/shared/ban-tru/contract';
import { Card, Empty } from 'antd';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Chart, type ChartOption } from '../../../components/chart';

const SERIES = ['suatNau', 'huyDungHan', 'huyMuon', 'choDuyet'] as const;

/**
 * The month as a chart: per school day, the meals to cook and the cancellations (on time, late and approved, still
 * waiting) stacked, so a bar is the day's subscribed meals, and the meals served as a line; the axis is the day of the month and days off (weekends,
 * school holidays) have no bar.
 */
export function monthChartOption(days: ThongKeBanTru['theoNgay'], t: TFunction): ChartOption {
  return {
    tooltip: { trigger: 'axis', axisPointer: { type: 'shadow' } },
    legend: { top: 0 },
    grid: { left: 48, right: 16, top: 40, bottom: 32 },
    xAxis: { type: 'category', data: days.map((d) => String(Number(d.ngay.slice(8)))) },
    yAxis: { type: 'value', minInterval: 1 },
    series: [
      ...SERIES.map((k) => ({
        name: t(`total.${k}`),
        type: 'bar' as const,
        stack: 'meals',
        data: days.map((d) => d[k]),
      })),
      // The meals actually served, beside the bar's meals to cook; a gap where the kitchen recorded nothing.
      { name: t('total.daPhucVu'), type: 'line' as const, data: days.map((d) => d.daPhucVu) },
    ],
  };
}

export function MonthChart({ data, loading }: { data: ThongKeBanTru | undefined; loading: boolean }) {
  const { t } = useTranslation('ban-tru');
  const days = data?.theoNgay ?? [];
  return (
    <Card size="small" title={t('thongKe.chart')} loading={loading && !data}>
      {days.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('thongKe.noDays')} />
      ) : (
        <Chart option={monthChartOption(days, t)} height={300} ariaLabel={t('thongKe.chart')} />
      )}
    </Card>
  );
}
