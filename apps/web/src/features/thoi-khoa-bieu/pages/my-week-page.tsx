import { CopyOutlined, LeftOutlined, PrinterOutlined, ReloadOutlined, RightOutlined } from '@ant-design/icons';
import type { TietCuaToi } from '@hpl/shared/thoi-khoa-bieu/contract';
import { Alert, App, Button, Card, Flex, Input, Space, Spin, Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useIsMobile } from '../../../app/shell/use-is-mobile';
import { PageHeader } from '../../../components/page-header';
import { ISO_DATE } from '../../../lib/format-date';
import { useMe } from '../../session';
import { useFeedToken, useRegenerateFeed } from '../api/feed-token';
import { useMyWeek } from '../api/my-week';
import { WeekGrid, type WeekGridCell } from '../components/week-grid';

const mondayOf = (d: dayjs.Dayjs) => d.subtract((d.day() + 6) % 7, 'day').startOf('day');

/** Whether a lesson of this week is under way at `now`. */
export function isCurrentLesson(lesson: Pick<TietCuaToi, 'ngay' | 'batDau' | 'ketThuc'>, now: dayjs.Dayjs): boolean {
  if (lesson.ngay !== now.format(ISO_DATE)) return false;
  const hm = now.format('HH:mm');
  return lesson.batDau <= hm && hm < lesson.ketThuc;
}

/**
 * `chuyenmon/thoikhoabieucuatoi` (teacher) and `hocsinh/thoiKhoaBieu` (student): my week with today highlighted, the
 * lesson under way marked, this week's substitutions, cancellations and room changes, previous/next week, a print
 * view and my calendar feed. The last fetched week is kept in local storage, so the page opens offline.
 */
export default function MyWeekPage() {
  const { t, i18n } = useTranslation('thoi-khoa-bieu');
  const { message } = App.useApp();
  const isMobile = useIsMobile();
  const me = useMe();
  const [monday, setMonday] = useState(() => mondayOf(dayjs()));
  const [now, setNow] = useState(() => dayjs());
  useEffect(() => {
    const timer = setInterval(() => setNow(dayjs()), 60_000);
    return () => clearInterval(timer);
  }, []);
  const week = useMyWeek(monday.format(ISO_DATE), me.data?.user.username);
  const feed = useFeedToken();
  const regenerate = useRegenerateFeed();
  const data = week.data?.week;
  const isStudent = me.data?.roles.includes('HocSinh') ?? false;
  const todayIndex = now.isBefore(monday) || !now.isBefore(monday.add(7, 'day')) ? null : (now.day() + 6) % 7;
  // On a phone the days are a list: bring today into view once the week is there.
  const hasWeek = data !== undefined;
  useEffect(() => {
    if (isMobile && hasWeek && todayIndex !== null)
      document.querySelector(`[data-day="${todayIndex}"]`)?.scrollIntoView({ block: 'start' });
  }, [isMobile, hasWeek, todayIndex]);
  const name = (l: TietCuaToi) => (i18n.language === 'en' ? (l.tenEn ?? l.ten) : l.ten);

  const cells: WeekGridCell[] = (data?.tiet ?? []).map((l) => ({
    key: l.tietHocId * 10 + l.thu,
    thu: l.thu,
    tiet: l.tiet,
    soTiet: l.soTiet,
    tone: l.ngoaiLe === 'huy' ? 'muted' : isCurrentLesson(l, now) ? 'current' : l.ngoaiLe ? 'warning' : undefined,
    content: (
      <div data-current={isCurrentLesson(l, now) || undefined}>
        <Typography.Text strong>{name(l)}</Typography.Text>
        <div style={{ fontSize: 12 }}>
          {[isStudent ? l.giaoVien.join(', ') : l.lop, l.phong, `${l.batDau}–${l.ketThuc}`].filter(Boolean).join(' · ')}
        </div>
        {l.ngoaiLe === 'huy' ? <Tag color="default">{t('myWeek.cancelled')}</Tag> : null}
        {l.ngoaiLe === 'doi_phong' ? <Tag color="orange">{t('myWeek.roomChanged', { room: l.phong })}</Tag> : null}
        {l.ngoaiLe === 'day_thay' ? (
          <Tag color="orange">
            {l.dayThay ? t('myWeek.youSubstitute') : t('myWeek.substitute', { name: l.giaoVienThay ?? '' })}
          </Tag>
        ) : null}
        {isCurrentLesson(l, now) ? <Tag color="blue">{t('myWeek.now')}</Tag> : null}
      </div>
    ),
  }));

  const feedUrl = regenerate.data?.duongDan ?? null;
  return (
    <>
      <PageHeader
        extra={
          <Space className="no-print" wrap>
            <Button
              icon={<LeftOutlined />}
              onClick={() => setMonday((m) => m.subtract(7, 'day'))}
              aria-label={t('myWeek.previous')}
            >
              {isMobile ? null : t('myWeek.previous')}
            </Button>
            <Button onClick={() => setMonday(mondayOf(dayjs()))}>{t('myWeek.thisWeek')}</Button>
            <Button
              icon={<RightOutlined />}
              iconPlacement="end"
              onClick={() => setMonday((m) => m.add(7, 'day'))}
              aria-label={t('myWeek.next')}
            >
              {isMobile ? null : t('myWeek.next')}
            </Button>
            <Button icon={<PrinterOutlined />} onClick={() => window.print()}>
              {t('myWeek.print')}
            </Button>
          </Space>
        }
      />
      <Flex vertical gap={12}>
        <Typography.Text>
          {t('myWeek.range', { from: monday.format('DD/MM/YYYY'), to: monday.add(6, 'day').format('DD/MM/YYYY') })}
        </Typography.Text>
        {week.data?.offline ? <Alert type="info" showIcon title={t('myWeek.offline')} className="no-print" /> : null}
        {week.isLoading ? (
          <Spin />
        ) : week.isError && !data ? (
          <Alert type="error" showIcon title={t('myWeek.loadFailed')} />
        ) : data ? (
          data.tiet.length === 0 ? (
            <Alert type="info" showIcon title={t('myWeek.empty')} />
          ) : (
            <WeekGrid
              days={data.soNgayHoc}
              periods={data.soTietNgay}
              gioBatDau={data.gioBatDau}
              cells={cells}
              today={todayIndex}
              asList={isMobile}
              dayDates={Array.from({ length: data.soNgayHoc }, (_, d) => monday.add(d, 'day').format('DD/MM'))}
            />
          )
        ) : null}
        <Card size="small" title={t('feed.title')} className="no-print">
          <Flex vertical gap={8}>
            <Typography.Text type="secondary">{t('feed.about')}</Typography.Text>
            {feedUrl ? (
              <Space.Compact style={{ width: '100%' }}>
                <Input readOnly value={feedUrl} aria-label={t('feed.title')} data-testid="feed-url" />
                <Button
                  icon={<CopyOutlined />}
                  onClick={() =>
                    navigator.clipboard
                      ?.writeText(feedUrl)
                      .then(() => message.success(t('feed.copied')))
                      .catch(() => undefined)
                  }
                >
                  {t('feed.copy')}
                </Button>
              </Space.Compact>
            ) : feed.data?.coToken ? (
              <Typography.Text>{t('feed.hidden')}</Typography.Text>
            ) : null}
            <div>
              <Button icon={<ReloadOutlined />} loading={regenerate.isPending} onClick={() => regenerate.mutate()}>
                {feed.data?.coToken || feedUrl ? t('feed.regenerate') : t('feed.create')}
              </Button>
            </div>
          </Flex>
        </Card>
      </Flex>
    </>
  );
}
