import { PlusOutlined } from '@ant-design/icons';
import type { ThangCuaToi } from '@hpl/shared/diem-danh/yeu-cau-sua-cham-cong';
import { Button, Calendar, Card, Flex, Grid, Table, Tag, Typography, theme } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { MonthHeader } from '../../../components/month-header';
import { Statistic } from '../../../components/statistic';
import { formatDate } from '../../../lib/format-date';
import { CorrectionStatusTag } from './correction-status-tag';

type Day = ThangCuaToi['ngay'][number];

/** My month: a calendar (each day's in, out and lateness), the month's totals, the days as a list and my requests. */
export function PunchMonth({
  month,
  data,
  loading,
  onMonthChange,
  onAsk,
}: {
  month: Dayjs;
  data: ThangCuaToi | undefined;
  loading: boolean;
  onMonthChange: (month: Dayjs) => void;
  onAsk: (day: string | null) => void;
}) {
  const { t } = useTranslation('diem-danh');
  const { token } = theme.useToken();
  const wide = Grid.useBreakpoint().md ?? false;
  const days = new Map((data?.ngay ?? []).map((d) => [d.ngay, d]));
  const pending = new Set((data?.yeuCau ?? []).filter((r) => r.trangThai === 'choDuyet').map((r) => r.ngay));

  const cell = (value: Dayjs) => {
    const key = value.format('YYYY-MM-DD');
    const day = days.get(key);
    if (!day && !pending.has(key)) return null;
    return (
      <Flex vertical gap={2} style={{ fontSize: token.fontSizeSM }}>
        {day ? (
          <>
            <span>
              {day.gioVao} – {day.gioRa ?? t('punch.noOut')}
            </span>
            {day.phutMuon > 0 ? (
              <span style={{ color: token.colorWarning }}>{t('punch.lateBy', { count: day.phutMuon })}</span>
            ) : null}
          </>
        ) : null}
        {pending.has(key) ? <span style={{ color: token.colorInfo }}>{t('punch.pendingShort')}</span> : null}
      </Flex>
    );
  };

  return (
    <Flex vertical gap="middle">
      <Flex gap="middle" wrap>
        <Card size="small">
          <Statistic title={t('punch.total.days')} value={data?.tong.soNgayCong ?? 0} />
        </Card>
        <Card size="small">
          <Statistic title={t('punch.total.lateDays')} value={data?.tong.soNgayMuon ?? 0} />
        </Card>
        <Card size="small">
          <Statistic title={t('punch.total.lateMinutes')} value={data?.tong.tongPhutMuon ?? 0} />
        </Card>
        <Flex align="center" style={{ marginInlineStart: 'auto' }}>
          <Button type="primary" icon={<PlusOutlined />} onClick={() => onAsk(null)}>
            {t('punch.ask')}
          </Button>
        </Flex>
      </Flex>
      <Typography.Text type="secondary">{t('punch.startHint', { time: data?.gioBatDau ?? '07:30' })}</Typography.Text>
      <Calendar
        fullscreen={wide}
        value={month}
        onPanelChange={(value) => onMonthChange(value.startOf('month'))}
        headerRender={(props) => <MonthHeader {...props} />}
        onSelect={(value, info) => {
          if (info.source === 'date' && !value.isAfter(dayjs(), 'day')) onAsk(value.format('YYYY-MM-DD'));
        }}
        cellRender={(value, info) => (info.type === 'date' && wide ? cell(value) : info.originNode)}
      />
      <Table<Day>
        size="small"
        rowKey="ngay"
        loading={loading}
        dataSource={data?.ngay ?? []}
        pagination={false}
        columns={[
          { key: 'ngay', title: t('punch.col.day'), render: (_, d) => formatDate(d.ngay) },
          { key: 'vao', title: t('punch.col.in'), dataIndex: 'gioVao' },
          { key: 'ra', title: t('punch.col.out'), render: (_, d) => d.gioRa ?? <Tag>{t('punch.noOut')}</Tag> },
          {
            key: 'muon',
            title: t('punch.col.late'),
            align: 'right',
            render: (_, d) => (d.phutMuon > 0 ? d.phutMuon : '—'),
          },
          {
            key: 'sua',
            title: t('punch.col.corrected'),
            responsive: ['sm'],
            render: (_, d) => (d.coDieuChinh ? <Tag color="success">{t('punch.corrected')}</Tag> : null),
          },
        ]}
      />
      <Typography.Title level={5}>{t('punch.myRequests')}</Typography.Title>
      <Table
        size="small"
        rowKey="id"
        dataSource={data?.yeuCau ?? []}
        pagination={false}
        locale={{ emptyText: t('punch.noRequests') }}
        columns={[
          { key: 'ngay', title: t('punch.col.day'), render: (_, r) => `${formatDate(r.ngay)} ${r.gio}` },
          { key: 'lyDo', title: t('punch.form.lyDo'), dataIndex: 'lyDo', responsive: ['sm'] },
          {
            key: 'trangThai',
            title: t('punch.col.status'),
            render: (_, r) => <CorrectionStatusTag status={r.trangThai} />,
          },
          { key: 'ghiChu', title: t('punch.col.comment'), dataIndex: 'ghiChuDuyet', responsive: ['md'] },
        ]}
      />
    </Flex>
  );
}
