import { CalendarOutlined, LeftOutlined, RightOutlined } from '@ant-design/icons';
import type { TietCuaToi } from '@hpl/shared/thoi-khoa-bieu/contract';
import { Alert, Button, Card, Flex, Space, Spin, Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useIsMobile } from '../../../app/shell/use-is-mobile';
import { ISO_DATE } from '../../../lib/format-date';
import { type ClassWeekSource, useClassWeek } from '../api/class-week';
import { WeekGrid, type WeekGridCell } from './week-grid';

const mondayOf = (d: dayjs.Dayjs) => d.subtract((d.day() + 6) % 7, 'day').startOf('day');

/** A class's week on its page (teacher's class, student's subject class or homeroom), with previous/next week. */
export function ClassWeek({ source }: { source: ClassWeekSource }) {
  const { t, i18n } = useTranslation('thoi-khoa-bieu');
  const isMobile = useIsMobile();
  const [monday, setMonday] = useState(() => mondayOf(dayjs()));
  const week = useClassWeek(source, monday.format(ISO_DATE));
  const data = week.data;
  const now = dayjs();
  const todayIndex = now.isBefore(monday) || !now.isBefore(monday.add(7, 'day')) ? null : (now.day() + 6) % 7;
  const name = (l: TietCuaToi) => (i18n.language === 'en' ? (l.tenEn ?? l.ten) : l.ten);
  const cells: WeekGridCell[] = (data?.tiet ?? []).map((l) => ({
    key: l.tietHocId * 10 + l.thu,
    thu: l.thu,
    tiet: l.tiet,
    soTiet: l.soTiet,
    tone: l.ngoaiLe === 'huy' ? 'muted' : l.ngoaiLe ? 'warning' : undefined,
    content: (
      <div>
        <Typography.Text strong>{name(l)}</Typography.Text>
        <div style={{ fontSize: 12 }}>{[l.lop, l.giaoVien.join(', '), l.phong].filter(Boolean).join(' · ')}</div>
        {l.ngoaiLe === 'huy' ? <Tag>{t('myWeek.cancelled')}</Tag> : null}
        {l.ngoaiLe === 'doi_phong' ? <Tag color="orange">{t('myWeek.roomChanged', { room: l.phong })}</Tag> : null}
        {l.ngoaiLe === 'day_thay' ? (
          <Tag color="orange">{t('myWeek.substitute', { name: l.giaoVienThay ?? '' })}</Tag>
        ) : null}
      </div>
    ),
  }));
  return (
    <Card
      size="small"
      title={
        <span>
          <CalendarOutlined /> {t('classWeek.title')}
        </span>
      }
      extra={
        <Space size={4}>
          <Button
            size="small"
            icon={<LeftOutlined />}
            aria-label={t('myWeek.previous')}
            onClick={() => setMonday((m) => m.subtract(7, 'day'))}
          />
          <Button size="small" onClick={() => setMonday(mondayOf(dayjs()))}>
            {t('myWeek.thisWeek')}
          </Button>
          <Button
            size="small"
            icon={<RightOutlined />}
            aria-label={t('myWeek.next')}
            onClick={() => setMonday((m) => m.add(7, 'day'))}
          />
        </Space>
      }
    >
      <Flex vertical gap={8}>
        <Typography.Text type="secondary">
          {t('myWeek.range', { from: monday.format('DD/MM/YYYY'), to: monday.add(6, 'day').format('DD/MM/YYYY') })}
        </Typography.Text>
        {week.isPending ? (
          <Spin />
        ) : week.isError ? (
          <Alert type="error" showIcon title={t('myWeek.loadFailed')} />
        ) : data && data.tiet.length > 0 ? (
          <WeekGrid
            days={data.soNgayHoc}
            periods={data.soTietNgay}
            gioBatDau={data.gioBatDau}
            cells={cells}
            today={todayIndex}
            asList={isMobile}
            dayDates={Array.from({ length: data.soNgayHoc }, (_, d) => monday.add(d, 'day').format('DD/MM'))}
          />
        ) : (
          <Alert type="info" showIcon title={t('classWeek.empty')} />
        )}
      </Flex>
    </Card>
  );
}
