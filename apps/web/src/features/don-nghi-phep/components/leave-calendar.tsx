import { Calendar, Empty, Flex, Popover, Tag, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateNow } from '../../../lib/format';
import { useLeaveCalendar } from '../api/list-leave-calendar';

/** HR's month view of who is away (approved leave), one count per working day with the names on hover. */
export function LeaveCalendar() {
  const { t } = useTranslation('don-nghi-phep');
  const [month, setMonth] = useState<Dayjs>(dayjs().startOf('month'));
  const query = {
    tuNgay: month.startOf('month').format('YYYY-MM-DD'),
    denNgay: month.endOf('month').format('YYYY-MM-DD'),
  };
  const calendar = useLeaveCalendar(query);
  const byDay = new Map<string, { hoTen: string; soNgay: number; tenPhongBan: string | null }[]>();
  for (const e of calendar.data ?? []) byDay.set(e.ngay, [...(byDay.get(e.ngay) ?? []), e]);

  return (
    <Flex vertical gap="small">
      {calendar.data?.length === 0 && <Empty description={t('calendar.none')} image={Empty.PRESENTED_IMAGE_SIMPLE} />}
      <Calendar
        value={month}
        mode="month"
        onPanelChange={(value) => setMonth(value.startOf('month'))}
        cellRender={(date, info) => {
          if (info.type !== 'date' || !date.isSame(month, 'month')) return info.originNode;
          const away = byDay.get(date.format('YYYY-MM-DD'));
          if (!away?.length) return null;
          return (
            <Popover
              title={formatDateNow(date)}
              content={
                <Flex vertical>
                  {away.map((a) => (
                    <Typography.Text key={a.hoTen}>
                      {a.hoTen}
                      {a.tenPhongBan ? ` — ${a.tenPhongBan}` : ''}
                      {a.soNgay < 1 ? ` (${t('calendar.halfDay')})` : ''}
                    </Typography.Text>
                  ))}
                </Flex>
              }
            >
              <Tag color="orange">{t('calendar.away', { count: away.length })}</Tag>
            </Popover>
          );
        }}
      />
    </Flex>
  );
}
