import { BarChart, LineChart, PieChart } from 'echarts/charts';
import { DatasetComponent, GridComponent, LegendComponent, TitleComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import { type CSSProperties, useEffect, useRef } from 'react';
import { useSettings } from '../app/settings/settings-store';

// Only what the portal's charts use, so the chart chunk stays small (ECharts is tree-shaken by these imports).
echarts.use([
  BarChart,
  LineChart,
  PieChart,
  DatasetComponent,
  GridComponent,
  LegendComponent,
  TitleComponent,
  TooltipComponent,
  CanvasRenderer,
]);

export type ChartOption = echarts.EChartsCoreOption;

/**
 * THE chart: ECharts in the theme of the shell (dark for the dark and night modes, the default theme in light), with a
 * transparent background so it sits on cards, resized with its container. Changing the theme re-creates the chart.
 */
export function Chart({
  option,
  height = 320,
  style,
  ariaLabel,
  onItemClick,
}: {
  option: ChartOption;
  height?: number;
  style?: CSSProperties;
  ariaLabel?: string;
  /** A click on a bar, slice or point: its data index (e.g. to open the records behind a bar). */
  onItemClick?: (dataIndex: number) => void;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const chart = useRef<echarts.ECharts | null>(null);
  // The latest option, for a chart re-created by a theme change.
  const latest = useRef(option);
  latest.current = option;
  const click = useRef(onItemClick);
  click.current = onItemClick;
  const mode = useSettings().theme.mode;
  const theme = mode === 'light' ? undefined : 'dark';

  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const instance = echarts.init(element, theme, { renderer: 'canvas' });
    chart.current = instance;
    instance.setOption({ backgroundColor: 'transparent', ...latest.current });
    instance.on('click', (params) => {
      if (typeof params.dataIndex === 'number') click.current?.(params.dataIndex);
    });
    const observer = new ResizeObserver(() => instance.resize());
    observer.observe(element);
    return () => {
      observer.disconnect();
      instance.dispose();
      chart.current = null;
    };
  }, [theme]);

  useEffect(() => {
    chart.current?.setOption({ backgroundColor: 'transparent', ...option }, { notMerge: true });
  }, [option]);

  return <div ref={ref} role="img" aria-label={ariaLabel} style={{ width: '100%', height, ...style }} />;
}
