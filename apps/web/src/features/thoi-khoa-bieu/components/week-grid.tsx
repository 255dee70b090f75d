import { Card, Empty, Flex, Typography, theme } from 'antd';
import type { CSSProperties, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** One lesson on the grid: where it starts, how many periods it lasts and what it shows. */
export interface WeekGridCell {
  key: number;
  thu: number;
  tiet: number;
  soTiet: number;
  content: ReactNode;
  /** muted = cancelled; warning = a change this week (substitute, room); current = under way now; selected. */
  tone?: 'muted' | 'warning' | 'current' | 'selected';
  draggable?: boolean;
  onClick?: () => void;
}

export interface WeekGridProps {
  days: number;
  periods: number;
  gioBatDau?: readonly string[];
  cells: readonly WeekGridCell[];
  /** The day (0 = Monday) to highlight as today. */
  today?: number | null;
  /** Day list instead of a grid (phones, 375 px). */
  asList?: boolean;
  /** Marks an empty or occupied slot while a lesson is dragged or selected. */
  slotMark?: (thu: number, tiet: number) => 'conflict' | 'free' | undefined;
  onSlotClick?: (thu: number, tiet: number) => void;
  onDrop?: (key: number, thu: number, tiet: number) => void;
  onDragStart?: (key: number) => void;
  onDragEnd?: () => void;
  /** A date under each day's name (my week). */
  dayDates?: readonly string[];
}

/**
 * The week of a class, a teacher, a room or a person: days across, periods down (a double period spans two rows), or
 * a list of days on a phone. Other features show a class's timetable with it (exported from the feature's index).
 */
const range = (n: number) => Array.from({ length: Math.max(0, n) }, (_, i) => i);

export function WeekGrid(props: WeekGridProps) {
  const { t } = useTranslation('thoi-khoa-bieu');
  const { token } = theme.useToken();
  const { days, periods, cells } = props;
  const dayName = (d: number) => t(`day.${d}`);
  const toneStyle = (tone: WeekGridCell['tone']): CSSProperties => {
    if (tone === 'muted') return { opacity: 0.55, textDecoration: 'line-through' };
    if (tone === 'warning') return { borderColor: token.colorWarning, background: token.colorWarningBg };
    if (tone === 'current')
      return { borderColor: token.colorPrimary, background: token.colorPrimaryBg, fontWeight: 600 };
    if (tone === 'selected') return { borderColor: token.colorPrimary, boxShadow: `0 0 0 2px ${token.colorPrimary}` };
    return {};
  };
  const boxStyle = (cell: WeekGridCell): CSSProperties => ({
    display: 'block',
    width: '100%',
    textAlign: 'start',
    font: 'inherit',
    color: 'inherit',
    border: `1px solid ${token.colorBorderSecondary}`,
    borderRadius: token.borderRadiusSM,
    padding: '2px 6px',
    marginBottom: 2,
    cursor: cell.onClick || cell.draggable ? 'pointer' : undefined,
    background: token.colorBgContainer,
    ...toneStyle(cell.tone),
  });
  const lessonBox = (cell: WeekGridCell) =>
    cell.onClick ? (
      <button
        type="button"
        key={cell.key}
        data-lesson={cell.key}
        draggable={cell.draggable}
        onDragStart={(e) => {
          e.dataTransfer.setData('text/plain', String(cell.key));
          props.onDragStart?.(cell.key);
        }}
        onDragEnd={() => props.onDragEnd?.()}
        onClick={(e) => {
          e.stopPropagation();
          cell.onClick?.();
        }}
        style={boxStyle(cell)}
      >
        {cell.content}
      </button>
    ) : (
      <div key={cell.key} data-lesson={cell.key} style={boxStyle(cell)}>
        {cell.content}
      </div>
    );

  if (props.asList) {
    return (
      <Flex vertical gap={8}>
        {range(days).map((d) => {
          const ofDay = cells.filter((c) => c.thu === d).sort((a, b) => a.tiet - b.tiet);
          return (
            <Card
              key={d}
              size="small"
              title={`${dayName(d)}${props.dayDates?.[d] ? ` · ${props.dayDates[d]}` : ''}`}
              style={props.today === d ? { borderColor: token.colorPrimary } : undefined}
              data-day={d}
            >
              {ofDay.length === 0 ? (
                <Typography.Text type="secondary">{t('week.noLessons')}</Typography.Text>
              ) : (
                ofDay.map((c) => (
                  <Flex key={c.key} gap={8} align="start">
                    <Typography.Text type="secondary" style={{ minWidth: 64 }}>
                      {t('week.period', { n: c.tiet + 1 })}
                      {props.gioBatDau?.[c.tiet] ? ` ${props.gioBatDau[c.tiet]}` : ''}
                    </Typography.Text>
                    <div style={{ flex: 1 }}>{lessonBox(c)}</div>
                  </Flex>
                ))
              )}
            </Card>
          );
        })}
      </Flex>
    );
  }

  if (periods <= 0 || days <= 0) return <Empty />;
  const starts = new Map<string, WeekGridCell[]>();
  const covered = new Set<string>();
  for (const c of cells) {
    const key = `${c.thu}:${c.tiet}`;
    starts.set(key, [...(starts.get(key) ?? []), c]);
    for (let i = 1; i < c.soTiet; i++) covered.add(`${c.thu}:${c.tiet + i}`);
  }
  const markStyle = (thu: number, tiet: number): CSSProperties => {
    const mark = props.slotMark?.(thu, tiet);
    if (mark === 'conflict') return { background: token.colorErrorBg, outline: `1px dashed ${token.colorError}` };
    if (mark === 'free') return { background: token.colorSuccessBg };
    return {};
  };
  const cellStyle: CSSProperties = {
    border: `1px solid ${token.colorSplit}`,
    padding: 4,
    verticalAlign: 'top',
    minWidth: 110,
    height: 44,
  };
  return (
    // Scrolls sideways on narrow screens: a labelled region keyboard users can focus and scroll with the arrow keys.
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be focusable (WCAG 2.1.1)
    <section style={{ overflowX: 'auto' }} aria-label={t('week.gridLabel')} tabIndex={0}>
      <table style={{ borderCollapse: 'collapse', width: '100%', tableLayout: 'fixed', minWidth: 120 + days * 110 }}>
        <thead>
          <tr>
            <th style={{ ...cellStyle, width: 90, minWidth: 90 }}>{t('week.periodHeader')}</th>
            {range(days).map((d) => (
              <th
                key={d}
                style={{
                  ...cellStyle,
                  // Today: a tinted cell with a primary bar on top; the text keeps the body colour (contrast).
                  background: props.today === d ? token.colorPrimaryBg : token.colorFillQuaternary,
                  boxShadow: props.today === d ? `inset 0 3px 0 ${token.colorPrimary}` : undefined,
                }}
              >
                {dayName(d)}
                {props.dayDates?.[d] ? (
                  <div style={{ fontWeight: 400, fontSize: token.fontSizeSM }}>{props.dayDates[d]}</div>
                ) : null}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {range(periods).map((p) => (
            <tr key={p}>
              <th style={{ ...cellStyle, width: 90, minWidth: 90, fontWeight: 400 }}>
                {t('week.period', { n: p + 1 })}
                {props.gioBatDau?.[p] ? (
                  <div style={{ fontSize: token.fontSizeSM, color: token.colorTextSecondary }}>
                    {props.gioBatDau[p]}
                  </div>
                ) : null}
              </th>
              {range(days).map((d) => {
                const key = `${d}:${p}`;
                if (covered.has(key) && !starts.has(key)) return null;
                const here = starts.get(key) ?? [];
                const span = Math.max(1, ...here.map((c) => c.soTiet));
                const mark = props.slotMark?.(d, p);
                return (
                  <td
                    key={key}
                    rowSpan={span}
                    data-slot={key}
                    data-mark={mark}
                    style={{
                      ...cellStyle,
                      background: props.today === d ? token.colorFillQuaternary : undefined,
                      ...markStyle(d, p),
                      cursor: props.onSlotClick ? 'pointer' : undefined,
                    }}
                    // A slot that takes a click (drop the picked lesson, mark the teacher busy) takes the keyboard too:
                    // focusable, named by its day and period, Enter or Space on the slot itself (a lesson inside keeps
                    // its own button). The live mark of the picked lesson (free / conflict) is said, not only coloured.
                    tabIndex={props.onSlotClick ? 0 : undefined}
                    aria-label={
                      props.onSlotClick
                        ? [dayName(d), t('week.period', { n: p + 1 }), mark ? t(`week.mark.${mark}`) : '']
                            .filter(Boolean)
                            .join(', ')
                        : undefined
                    }
                    onClick={() => props.onSlotClick?.(d, p)}
                    onKeyDown={(e) => {
                      if (e.target !== e.currentTarget || (e.key !== 'Enter' && e.key !== ' ')) return;
                      e.preventDefault();
                      props.onSlotClick?.(d, p);
                    }}
                    onDragOver={(e) => {
                      if (props.onDrop) e.preventDefault();
                    }}
                    onDrop={(e) => {
                      e.preventDefault();
                      const lesson = Number(e.dataTransfer.getData('text/plain'));
                      if (lesson) props.onDrop?.(lesson, d, p);
                    }}
                  >
                    {here.map(lessonBox)}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
