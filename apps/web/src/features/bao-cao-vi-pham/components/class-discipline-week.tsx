import { CheckOutlined, EditOutlined } from '@ant-design/icons';
import { mondayOf, type NenNepLop, type NenNepTuan } from '@hpl/shared/bao-cao-vi-pham/nen-nep';
import { App, Button, DatePicker, Flex, Form, Input, InputNumber, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../../components/data-table';
import { FormDrawer } from '../../../components/form-drawer';
import { useListParams } from '../../../components/use-list-params';
import {
  useApproveDisciplineEntry,
  useApproveDisciplineWeek,
  useDisciplineWeek,
  useSaveDisciplineEntry,
} from '../api/class-discipline-week';

const ISO = 'YYYY-MM-DD';
type Values = { diem: Record<string, number>; ghiChu?: string };

/** A week as the school reads it: Monday to Sunday. */
export const weekLabel = (monday: string) =>
  `${dayjs(monday).format('DD/MM')} – ${dayjs(monday).add(6, 'day').format('DD/MM/YYYY')}`;

/** The points of one class's week, one field per criterion (each from 0 to its maximum). */
function EntryDrawer({ week, row, onClose }: { week: NenNepTuan; row: NenNepLop | null; onClose: () => void }) {
  const { t, i18n } = useTranslation('bao-cao-vi-pham');
  const [form] = Form.useForm<Values>();
  const save = useSaveDisciplineEntry();
  const initial = {
    diem: Object.fromEntries(
      week.tieuChi.map((c) => [String(c.id), row?.diem.find((p) => p.tieuChiId === c.id)?.diem ?? c.diemToiDa]),
    ),
    ghiChu: row?.ghiChu ?? '',
  };
  return (
    <FormDrawer<Values>
      open={row !== null}
      title={t('nenNep.entryTitle', { lop: row?.tenLop ?? '', tuan: weekLabel(week.tuan) })}
      form={form}
      initialValues={initial}
      onSubmit={(v) =>
        save.mutateAsync({
          lopQuanLyId: row!.lopQuanLyId,
          tuan: week.tuan,
          diem: week.tieuChi.map((c) => ({ tieuChiId: c.id, diem: Number(v.diem[String(c.id)] ?? 0) })),
          ghiChu: v.ghiChu || null,
          version: row!.version,
        })
      }
      onClose={onClose}
    >
      {week.tieuChi.map((c) => (
        <Form.Item
          key={c.id}
          name={['diem', String(c.id)]}
          label={`${i18n.language.startsWith('en') ? c.tenEn : c.ten} (${t('nenNep.max', { max: c.diemToiDa })})`}
          rules={[{ required: true, message: t('form.required') }]}
        >
          <InputNumber min={0} max={c.diemToiDa} precision={0} style={{ width: '100%' }} />
        </Form.Item>
      ))}
      <Form.Item name="ghiChu" label={t('nenNep.note')}>
        <Input.TextArea rows={3} maxLength={2000} />
      </Form.Item>
    </FormDrawer>
  );
}

/** The duty team's week: every class with its points, entered in a drawer, approved one by one or all at once. */
export function ClassDisciplineWeek() {
  const { t, i18n } = useTranslation('bao-cao-vi-pham');
  const { modal } = App.useApp();
  const list = useListParams({ pageSize: 100 });
  const [tuan, setTuan] = useState(() => mondayOf(dayjs().format(ISO)));
  const week = useDisciplineWeek(tuan);
  const approve = useApproveDisciplineEntry();
  const approveAll = useApproveDisciplineWeek();
  const [editing, setEditing] = useState<NenNepLop | null>(null);
  const data = week.data;
  // Four eyes: what I entered waits for another member of the team.
  const pending = data?.lop.filter((c) => c.trangThai === 'cho_duyet' && !c.nhapBoiToi).length ?? 0;
  const en = i18n.language.startsWith('en');

  const columns: ColumnsType<NenNepLop> = [
    { title: t('nenNep.class'), key: 'tenLop', dataIndex: 'tenLop' },
    ...(data?.tieuChi ?? []).map((c) => ({
      title: en ? c.tenEn : c.ten,
      key: `c${c.id}`,
      align: 'right' as const,
      responsive: ['xl' as const],
      render: (_: unknown, r: NenNepLop) => r.diem.find((p) => p.tieuChiId === c.id)?.diem ?? '—',
    })),
    { title: t('nenNep.total'), key: 'tongDiem', align: 'right', render: (_, r) => r.tongDiem ?? '—' },
    {
      title: t('col.status'),
      key: 'trangThai',
      render: (_, r) =>
        r.trangThai === null ? (
          <Tag>{t('nenNep.status.none')}</Tag>
        ) : (
          <Tag color={r.trangThai === 'da_duyet' ? 'success' : 'processing'}>{t(`nenNep.status.${r.trangThai}`)}</Tag>
        ),
    },
    { title: t('nenNep.note'), key: 'ghiChu', dataIndex: 'ghiChu', responsive: ['lg'] },
    {
      title: t('col.actions'),
      key: 'actions',
      render: (_, r) => (
        <Flex gap={4} wrap>
          {r.trangThai !== 'da_duyet' && (
            <Button
              size="small"
              icon={<EditOutlined />}
              aria-label={t('nenNep.enter', { lop: r.tenLop })}
              onClick={() => setEditing(r)}
            />
          )}
          {r.trangThai === 'cho_duyet' && r.nhapBoiToi && <Tag>{t('nenNep.otherApproves')}</Tag>}
          {r.trangThai === 'cho_duyet' && r.id !== null && !r.nhapBoiToi && (
            <Button
              size="small"
              icon={<CheckOutlined />}
              aria-label={t('nenNep.approve', { lop: r.tenLop })}
              loading={approve.isPending && approve.variables?.id === r.id}
              onClick={() => approve.mutate({ id: r.id!, version: r.version })}
            />
          )}
        </Flex>
      ),
    },
  ];

  return (
    <>
      <DataTable<NenNepLop>
        columns={columns}
        rowKey="lopQuanLyId"
        data={data ? { items: data.lop, totalCount: data.lop.length, pageIndex: 1, pageSize: -1 } : undefined}
        loading={week.isFetching}
        list={list}
        searchable={false}
        toolbar={
          <Flex gap={8} wrap align="center">
            <DatePicker
              picker="week"
              allowClear={false}
              aria-label={t('nenNep.week')}
              value={dayjs(tuan)}
              format={(v) => weekLabel(mondayOf(v.format(ISO)))}
              onChange={(v) => v && setTuan(mondayOf(v.format(ISO)))}
            />
            <Button
              type="primary"
              icon={<CheckOutlined />}
              disabled={pending === 0}
              onClick={() =>
                modal.confirm({
                  title: t('nenNep.approveWeekTitle', { tuan: weekLabel(tuan) }),
                  content: t('nenNep.approveWeekContent', { n: pending }),
                  okText: t('nenNep.approveWeek'),
                  cancelText: t('action.cancel'),
                  onOk: () => approveAll.mutateAsync(tuan).catch(() => undefined),
                })
              }
            >
              {t('nenNep.approveWeek')}
            </Button>
          </Flex>
        }
      />
      {data && <EntryDrawer week={data} row={editing} onClose={() => setEditing(null)} />}
    </>
  );
}
