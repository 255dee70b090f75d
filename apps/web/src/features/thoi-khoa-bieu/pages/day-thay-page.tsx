import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import type { TietTrongNgay } from '@hpl/shared/thoi-khoa-bieu/contract';
import {
  Alert,
  Button,
  DatePicker,
  Dropdown,
  Empty,
  Flex,
  Form,
  Modal,
  Segmented,
  Space,
  Spin,
  Table,
  Tabs,
  Tag,
} from 'antd';
import type { ColumnType } from 'antd/es/table';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useIsMobile } from '../../../app/shell/use-is-mobile';
import { ExportButton } from '../../../components/export-button';
import { PageHeader } from '../../../components/page-header';
import { Select } from '../../../components/select';
import { useConfirm } from '../../../components/use-confirm';
import { useFormat } from '../../../lib/format';
import { ISO_DATE } from '../../../lib/format-date';
import { useCoverDays } from '../api/cover-days';
import { useRemoveChange } from '../api/remove-change';
import { useSaveChange } from '../api/save-change';
import { exportSubstitutionCounts, useSubstitutionCounts } from '../api/substitution-counts';
import { SubstituteDrawer } from '../components/substitute-drawer';

type Span = 'day' | 'week';

/**
 * `quanlythoikhoabieu/phancongdaythay`: the lessons of teachers on approved leave that needs cover, for a day or its
 * week, each uncovered or with its substitute; assign a substitute from the ranked proposals (free, same subject,
 * fewest this month), cancel a lesson or move it to another room for that date, undo a change. Monthly counts per
 * teacher with an Excel export.
 */
export default function DayThayPage() {
  const { t } = useTranslation('thoi-khoa-bieu');
  const [tab, setTab] = useState('cover');
  return (
    <>
      <PageHeader />
      <Tabs
        activeKey={tab}
        onChange={setTab}
        items={[
          { key: 'cover', label: t('cover.tab'), children: <CoverList /> },
          { key: 'counts', label: t('cover.countsTab'), children: <MonthlyCounts /> },
        ]}
      />
    </>
  );
}

function CoverList() {
  const { t, i18n } = useTranslation('thoi-khoa-bieu');
  const format = useFormat();
  const isMobile = useIsMobile();
  const { confirmDanger } = useConfirm();
  const [day, setDay] = useState(() => dayjs().startOf('day'));
  const [span, setSpan] = useState<Span>('day');
  const from = span === 'day' ? day : day.subtract((day.day() + 6) % 7, 'day');
  const to = span === 'day' ? day : from.add(6, 'day');
  const list = useCoverDays(from.format(ISO_DATE), to.format(ISO_DATE));
  const save = useSaveChange();
  const remove = useRemoveChange();
  const [choosing, setChoosing] = useState<TietTrongNgay | null>(null);
  const [moving, setMoving] = useState<TietTrongNgay | null>(null);
  const [room, setRoom] = useState<number | undefined>();
  const rows = list.data?.tiet ?? [];
  const uncovered = rows.filter((r) => r.nghiPhep && !r.ngoaiLe).length;
  const step = span === 'day' ? 'day' : 'week';

  const openMove = (r: TietTrongNgay) => {
    setRoom(undefined);
    setMoving(r);
  };
  const cancelLesson = (r: TietTrongNgay) =>
    confirmDanger({
      title: t('cover.cancelTitle'),
      content: t('cover.cancelContent'),
      okText: t('cover.cancelLesson'),
      onOk: () =>
        save.mutateAsync({ tietHocId: r.tietHocId, ngay: r.ngay, loai: 'huy', version: r.ngoaiLe?.version ?? null }),
    });
  const undo = (r: TietTrongNgay) =>
    confirmDanger({
      title: t('cover.undoTitle'),
      content: t('cover.undoContent'),
      okText: t('cover.undo'),
      onOk: () => remove.mutateAsync({ tietHocId: r.tietHocId, ngay: r.ngay, version: r.ngoaiLe!.version }),
    });

  const columns: ColumnType<TietTrongNgay>[] = [
    ...(span === 'week'
      ? [
          {
            title: t('cover.date'),
            key: 'ngay',
            responsive: ['sm' as const],
            render: (_v: unknown, r: TietTrongNgay) => format.date(r.ngay),
          },
        ]
      : []),
    {
      title: t('cover.period'),
      key: 'tiet',
      // On a phone the week's date column is hidden: the period carries its day.
      render: (_v, r) =>
        isMobile && span === 'week' ? `${dayjs(r.ngay).format('DD/MM')} · ${r.tiet + 1}` : r.tiet + 1,
    },
    { title: t('cover.class'), dataIndex: 'lop', render: (v: string | null) => v ?? '—' },
    {
      title: t('cover.subject'),
      key: 'ten',
      responsive: ['sm'],
      render: (_v, r) => (i18n.language === 'en' ? (r.tenEn ?? r.ten) : r.ten),
    },
    {
      title: t('cover.teacher'),
      key: 'giaoVien',
      responsive: ['md'],
      render: (_v, r) => (
        <Space wrap size={4}>
          {r.giaoVien.join(', ')}
          {r.nghiPhep && <Tag color="orange">{t('cover.onLeave')}</Tag>}
        </Space>
      ),
    },
    {
      title: t('cover.room'),
      key: 'phong',
      responsive: ['md'],
      render: (_v, r) =>
        r.ngoaiLe?.loai === 'doi_phong' ? `${r.phong ?? '—'} → ${r.ngoaiLe.phong}` : (r.phong ?? '—'),
    },
    {
      title: t('cover.state'),
      key: 'state',
      render: (_v, r) =>
        r.ngoaiLe?.loai === 'day_thay' ? (
          <Tag color="green" data-testid="cover-substitute">
            {t('cover.coveredBy', { name: r.ngoaiLe.giaoVienThay ?? '' })}
          </Tag>
        ) : r.ngoaiLe?.loai === 'huy' ? (
          <Tag>{t('cover.cancelled')}</Tag>
        ) : r.ngoaiLe?.loai === 'doi_phong' ? (
          <Tag color="blue">{t('cover.roomChanged')}</Tag>
        ) : (
          <Tag color="red">{t('cover.uncovered')}</Tag>
        ),
    },
    {
      title: '',
      key: 'actions',
      render: (_v, r) => (
        <Space size={4} wrap>
          <Button size="small" type={r.ngoaiLe ? 'default' : 'primary'} onClick={() => setChoosing(r)}>
            {r.ngoaiLe?.loai === 'day_thay' ? t('cover.change') : t('cover.assign')}
          </Button>
          <Dropdown
            menu={{
              items: [
                { key: 'room', label: t('cover.moveRoom'), onClick: () => openMove(r) },
                { key: 'cancel', label: t('cover.cancelLesson'), onClick: () => cancelLesson(r) },
                ...(r.ngoaiLe ? [{ key: 'undo', label: t('cover.undo'), onClick: () => undo(r) }] : []),
              ],
            }}
          >
            <Button size="small">{t('cover.more')}</Button>
          </Dropdown>
        </Space>
      ),
    },
  ];

  return (
    <Flex vertical gap={12}>
      <Flex gap={8} wrap align="center">
        <Button
          icon={<LeftOutlined />}
          aria-label={t('cover.previous')}
          onClick={() => setDay(day.subtract(1, step))}
        />
        <DatePicker
          value={day}
          allowClear={false}
          format="DD/MM/YYYY"
          onChange={(d) => d && setDay(d.startOf('day'))}
          aria-label={t('cover.date')}
        />
        <Button icon={<RightOutlined />} aria-label={t('cover.next')} onClick={() => setDay(day.add(1, step))} />
        <Button onClick={() => setDay(dayjs().startOf('day'))}>{t('cover.today')}</Button>
        <Segmented<Span>
          value={span}
          onChange={setSpan}
          options={[
            { value: 'day', label: t('cover.day') },
            { value: 'week', label: t('cover.week') },
          ]}
        />
      </Flex>
      {list.data && uncovered > 0 && (
        <Alert type="warning" showIcon message={t('cover.uncoveredCount', { count: uncovered })} />
      )}
      {list.isPending ? (
        <Flex justify="center" style={{ padding: 32 }}>
          <Spin />
        </Flex>
      ) : (
        <Table<TietTrongNgay>
          rowKey={(r) => `${r.tietHocId}-${r.ngay}`}
          size="small"
          loading={list.isFetching}
          dataSource={rows}
          columns={columns}
          pagination={false}
          scroll={{ x: 'max-content' }}
          locale={{ emptyText: <Empty description={t('cover.none')} /> }}
        />
      )}
      <SubstituteDrawer lesson={choosing} onClose={() => setChoosing(null)} />
      <Modal
        open={moving !== null}
        title={t('cover.moveRoomTitle')}
        onCancel={() => setMoving(null)}
        okButtonProps={{ disabled: room === undefined, loading: save.isPending }}
        onOk={() =>
          moving &&
          room !== undefined &&
          save.mutate(
            {
              tietHocId: moving.tietHocId,
              ngay: moving.ngay,
              loai: 'doi_phong',
              phongId: room,
              version: moving.ngoaiLe?.version ?? null,
            },
            { onSuccess: () => setMoving(null) },
          )
        }
        destroyOnHidden
      >
        <Form layout="vertical">
          <Form.Item
            label={t('cover.newRoom')}
            required
            extra={moving?.loaiPhongCan != null ? t('cover.roomKindOnly') : undefined}
          >
            <Select<number>
              showSearch
              value={room}
              onChange={setRoom}
              options={(list.data?.phong ?? [])
                .filter((p) => moving?.loaiPhongCan == null || p.loaiPhongId === moving.loaiPhongCan)
                .map((p) => ({ value: p.id, label: p.ten }))}
              style={{ width: '100%' }}
            />
          </Form.Item>
        </Form>
      </Modal>
    </Flex>
  );
}

function MonthlyCounts() {
  const { t } = useTranslation('thoi-khoa-bieu');
  const [month, setMonth] = useState(() => dayjs().startOf('month'));
  const thang = month.format('YYYY-MM');
  const counts = useSubstitutionCounts(thang);
  const rows = counts.data?.giaoVien ?? [];
  return (
    <Flex vertical gap={12}>
      <Flex gap={8} wrap>
        <DatePicker
          picker="month"
          value={month}
          allowClear={false}
          format="MM/YYYY"
          onChange={(d) => d && setMonth(d.startOf('month'))}
          aria-label={t('cover.month')}
        />
        <ExportButton disabled={rows.length === 0} download={() => exportSubstitutionCounts(thang)}>
          {t('cover.export')}
        </ExportButton>
      </Flex>
      <Table
        rowKey="nhanVienId"
        size="small"
        loading={counts.isPending}
        dataSource={rows}
        pagination={false}
        locale={{ emptyText: <Empty description={t('cover.noCounts')} /> }}
        columns={[
          { title: t('cover.teacher'), dataIndex: 'hoTen' },
          { title: t('cover.lessonsCovered'), dataIndex: 'soTiet', align: 'right', width: 140 },
        ]}
      />
    </Flex>
  );
}
