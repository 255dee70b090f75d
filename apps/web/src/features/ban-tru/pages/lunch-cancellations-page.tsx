import { PlusOutlined } from '@ant-design/icons';
import type { HuyAnTrua } from '@hpl/shared/ban-tru/contract';
import { cancellationTiming } from '@hpl/shared/ban-tru/rules';
import { Alert, Button, Calendar, Card, Empty, Flex, Space, Table, type TableProps, Tag, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAcademicYearId } from '../../../app/academic-year-store';
import { MonthHeader } from '../../../components/month-header';
import { PageHeader } from '../../../components/page-header';
import { Select } from '../../../components/select';
import { useConfirm } from '../../../components/use-confirm';
import { formatDate, formatDateTime, ISO_DATE } from '../../../lib/format-date';
import { useMyHomerooms } from '../../chu-nhiem';
import { useClassMonth, useWithdrawCancellation } from '../api/cancellations';
import { CancelLunchDrawer } from '../components/cancel-lunch-drawer';
import { StatusTag } from '../components/status-tag';

/**
 * `chunhiem/dangkyhuyantrua`: the homeroom teacher registers lunches the class's students will not eat — before the
 * day's cut-off accepted at once, after it waiting for the semi-boarding manager — on a month calendar.
 */
export default function LunchCancellationsPage() {
  const { t } = useTranslation('ban-tru');
  const { confirmDanger } = useConfirm();
  const classes = useMyHomerooms(useAcademicYearId());
  const [chosen, setChosen] = useState<number | null>(null);
  const classId = chosen ?? classes.data?.items[0]?.id ?? null;
  const [month, setMonth] = useState(() => dayjs().startOf('month'));
  const data = useClassMonth(classId, month.format('YYYY-MM'));
  const withdraw = useWithdrawCancellation();
  const [drawer, setDrawer] = useState<{ day: Dayjs | null } | null>(null);
  const items = data.data?.items ?? [];
  const gioChot = data.data?.gioChot ?? null;

  const mayWithdraw = (r: HuyAnTrua) => {
    const timing = cancellationTiming(r.ngay, Date.now(), gioChot ?? '00:00');
    return r.trangThai === 'cho_duyet' ? timing !== 'qua_ngay' : r.trangThai === 'dung_han' && timing === 'dung_han';
  };

  const columns: TableProps<HuyAnTrua>['columns'] = [
    { key: 'ngay', title: t('col.day'), width: 110, render: (_, r) => formatDate(r.ngay) },
    { key: 'hoTen', title: t('col.student'), width: 200, render: (_, r) => `${r.hoTen} (${r.maHocSinh})` },
    { key: 'lyDo', dataIndex: 'lyDo', title: t('col.reason'), width: 200 },
    { key: 'trangThai', title: t('col.status'), width: 130, render: (_, r) => <StatusTag status={r.trangThai} /> },
    {
      key: 'dangKy',
      title: t('col.registered'),
      width: 200,
      render: (_, r) => `${formatDateTime(r.dangKyLuc)}${r.nguoiDangKy ? ` · ${r.nguoiDangKy}` : ''}`,
    },
    {
      key: 'actions',
      title: '',
      width: 90,
      render: (_, r) =>
        mayWithdraw(r) && (
          <Button
            size="small"
            danger
            onClick={() =>
              confirmDanger({
                title: t('huy.withdrawTitle', { name: r.hoTen, date: formatDate(r.ngay) }),
                content: t('huy.withdrawContent'),
                okText: t('huy.withdraw'),
                onOk: () => withdraw.mutateAsync(r.id),
              })
            }
          >
            {t('huy.withdraw')}
          </Button>
        ),
    },
  ];

  return (
    <>
      <PageHeader
        extra={
          data.data && (
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setDrawer({ day: null })}>
              {t('huy.create')}
            </Button>
          )
        }
      />
      {!classes.isLoading && !classId ? (
        <Empty description={t('huy.noClass')} />
      ) : (
        <Flex vertical gap="middle">
          <Space wrap>
            <Select
              style={{ minWidth: 160 }}
              aria-label={t('huy.class')}
              value={classId ?? undefined}
              loading={classes.isLoading}
              onChange={setChosen}
              options={(classes.data?.items ?? []).map((c) => ({ value: c.id, label: c.tenLop }))}
            />
          </Space>
          <Alert type="info" showIcon title={gioChot ? t('huy.cutOff', { time: gioChot }) : t('huy.noPeriod')} />
          <Card size="small">
            <Calendar
              value={month}
              headerRender={(props) => <MonthHeader {...props} />}
              onSelect={(d, info) => {
                if (!d.isSame(month, 'month')) setMonth(d.startOf('month'));
                else if (info.source === 'date' && !d.isBefore(dayjs(), 'day')) setDrawer({ day: d });
              }}
              cellRender={(d, info) => {
                if (info.type !== 'date') return info.originNode;
                const day = items.filter((i) => i.ngay === d.format(ISO_DATE));
                if (day.length === 0) return null;
                const waiting = day.filter((i) => i.trangThai === 'cho_duyet').length;
                return (
                  <Tag
                    color={waiting > 0 ? 'orange' : 'green'}
                    title={t('huy.dayCount', { count: day.length, waiting })}
                  >
                    {t('huy.dayTag', { count: day.length })}
                  </Tag>
                );
              }}
            />
          </Card>
          <Card size="small" title={t('huy.listTitle', { month: month.format('MM/YYYY') })}>
            <Table<HuyAnTrua>
              rowKey="id"
              size="small"
              columns={columns}
              dataSource={items}
              loading={data.isFetching}
              pagination={{ pageSize: 20, hideOnSinglePage: true }}
              scroll={{ x: 900 }}
              locale={{ emptyText: t('huy.empty') }}
            />
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {t('huy.hint')}
            </Typography.Text>
          </Card>
        </Flex>
      )}
      {drawer && data.data && (
        <CancelLunchDrawer open onClose={() => setDrawer(null)} month={data.data} firstDay={drawer.day} />
      )}
    </>
  );
}
