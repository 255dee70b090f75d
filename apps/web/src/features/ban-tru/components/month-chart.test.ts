import type { ThongKeBanTru } from '@hpl/shared/ban-tru/contract';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { monthChartOption } from './month-chart';

const day = (ngay: string, suatNau: number, huyDungHan: number, huyMuon: number, choDuyet: number) =>
  ({
    ngay,
    dangKy: suatNau + huyDungHan + huyMuon + choDuyet,
    suatNau,
    huyDungHan,
    huyMuon,
    choDuyet,
    tuChoi: 0,
    hoanTien: 0,
    daPhucVu: ngay === '2026-11-02' ? suatNau - 1 : null,
  }) as ThongKeBanTru['theoNgay'][number];

describe('the semi-boarding month chart', () => {
  it('stacks per school day the meals to cook and the cancellations, named in the reader’s language', async () => {
    await i18n.changeLanguage('vi');
    const option = monthChartOption(
      [day('2026-11-02', 40, 3, 1, 0), day('2026-11-03', 38, 2, 0, 2)],
      i18n.getFixedT('vi', 'ban-tru'),
    ) as { xAxis: { data: string[] }; series: { name: string; stack?: string; data: (number | null)[] }[] };
    expect(option.xAxis.data).toEqual(['2', '3']);
    expect(option.series.map((s) => s.name)).toEqual([
      i18n.t('ban-tru:total.suatNau'),
      i18n.t('ban-tru:total.huyDungHan'),
      i18n.t('ban-tru:total.huyMuon'),
      i18n.t('ban-tru:total.choDuyet'),
      i18n.t('ban-tru:total.daPhucVu'),
    ]);
    expect(option.series.slice(0, 4).every((s) => s.stack === 'meals')).toBe(true);
    expect(option.series.map((s) => s.data)).toEqual([
      [40, 38],
      [3, 2],
      [1, 0],
      [0, 2],
      [39, null],
    ]);
    // A bar is the day's subscribed meals; the served line has a gap where nothing was recorded.
    expect(option.series.slice(0, 4).reduce((sum, s) => sum + s.data[0]!, 0)).toBe(44);
  });
});
