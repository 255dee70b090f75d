import { TRANG_THAI_VI_PHAM, type ViPhamHocSinh } from '@hpl/shared/bao-cao-vi-pham/contract';
import { App, Button, DatePicker, Flex } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DataTable } from '../../../components/data-table';
import { Select } from '../../../components/select';
import { useListParams } from '../../../components/use-list-params';
import { api, saveBlob } from '../../../lib/api';
import { useVerifyIncidents } from '../api/decide-incident';
import { useIncidents } from '../api/list-incidents';
import { useViolationCodes } from '../api/list-violation-codes';
import { formatStudents, formatWhen } from './format';
import { SelfReviewTag } from './self-review-card';
import { IncidentStatusTag } from './status-tag';

const ISO = 'YYYY-MM-DD';

/**
 * A list of incidents: the teacher's own reports (`mine`), the office's every incident with filters and bulk
 * verification (`office`), or a student's own incidents (`student`: the server lists only theirs, and of a group
 * incident only themself). Paging and filters live in the URL.
 */
export function IncidentTable({ mode }: { mode: 'mine' | 'office' | 'student' }) {
  const { t } = useTranslation('bao-cao-vi-pham');
  const { message } = App.useApp();
  const list = useListParams({ pageSize: 20 });
  const { tab: _tab, ...filters } = list.params.filters;
  const query = { ...list.query, tab: undefined, ...(mode === 'mine' ? { cuaToi: 'true' } : {}) };
  const incidents = useIncidents(query);
  // The managed code list is the teachers' to read; a student filters by status and period only.
  const codes = useViolationCodes({ doiTuong: 'hoc_sinh' }, mode !== 'student');
  const verify = useVerifyIncidents();
  const [selected, setSelected] = useState<number[]>([]);

  const columns: ColumnsType<ViPhamHocSinh> = [
    {
      title: t('col.when'),
      key: 'ngay',
      sorter: true,
      render: (_, r) => <Link to={`/baoCaoViPhamHocSinh/${r.id}`}>{formatWhen(t, r)}</Link>,
    },
    { title: t('col.students'), key: 'hocSinh', render: (_, r) => formatStudents(t, r) },
    { title: t('col.codes'), key: 'ma', render: (_, r) => r.maViPham.map((c) => c.ma).join(', ') },
    { title: t('col.points'), key: 'tongDiem', dataIndex: 'tongDiem', align: 'right' },
    ...(mode === 'office'
      ? [{ title: t('col.reporter'), key: 'nguoiBaoCao', dataIndex: 'nguoiBaoCao', responsive: ['md' as const] }]
      : []),
    {
      title: t('col.status'),
      key: 'trangThai',
      sorter: true,
      render: (_, r) => <IncidentStatusTag status={r.trangThai} />,
    },
    {
      title: t('col.measure'),
      key: 'bienPhap',
      render: (_, r) => (r.bienPhap ? t(`measure.${r.bienPhap}`) : ''),
      responsive: ['md'],
    },
    {
      title: t('selfReview.column'),
      key: 'tuKiemDiem',
      render: (_, r) => {
        const asked = r.hocSinh.filter((s) => s.tuKiemDiem !== null);
        return (
          <Flex vertical gap={2}>
            {asked.map((s) => (
              <span key={s.id}>
                {r.hocSinh.length > 1 ? `${s.hoTen} ` : ''}
                <SelfReviewTag status={s.tuKiemDiem!} />
              </span>
            ))}
          </Flex>
        );
      },
      responsive: ['md'],
    },
  ];

  const toolbar = (
    <>
      <Select
        allowClear
        placeholder={t('filter.status')}
        style={{ minWidth: 150 }}
        value={filters.trangThai}
        onChange={(v) => list.setFilter('trangThai', v)}
        options={TRANG_THAI_VI_PHAM.map((s) => ({ value: s, label: t(`status.${s}`) }))}
      />
      {mode !== 'student' && (
        <Select
          allowClear
          showSearch={{ optionFilterProp: 'label' }}
          placeholder={t('filter.code')}
          style={{ minWidth: 150 }}
          value={filters.maViPhamId ? Number(filters.maViPhamId) : undefined}
          onChange={(v) => list.setFilter('maViPhamId', v)}
          options={codes.data?.map((c) => ({ value: c.id, label: c.ma }))}
        />
      )}
      <DatePicker.RangePicker
        format="DD/MM/YYYY"
        aria-label={t('filter.period')}
        value={filters.tuNgay && filters.denNgay ? [dayjs(filters.tuNgay), dayjs(filters.denNgay)] : null}
        onChange={(range) => {
          list.setFilter('tuNgay', range?.[0]?.format(ISO));
          list.setFilter('denNgay', range?.[1]?.format(ISO));
        }}
      />
      {mode === 'office' && (
        <Button
          disabled={selected.length === 0}
          loading={verify.isPending}
          onClick={async () => {
            const done = await verify.mutateAsync(selected);
            message.success(t('verifiedMany', { count: done.daXacMinh }));
            setSelected([]);
          }}
        >
          {t('action.verifySelected', { count: selected.length })}
        </Button>
      )}
    </>
  );

  return (
    <DataTable<ViPhamHocSinh>
      columns={columns}
      rowKey="id"
      data={incidents.data}
      loading={incidents.isFetching}
      list={list}
      searchable={mode === 'office'}
      toolbar={toolbar}
      onExport={
        mode === 'office'
          ? async () =>
              saveBlob(await api.download('/BaoCaoViPham/xuatExcel', { query, timeoutMs: 30_000 }), t('exportFile'))
          : undefined
      }
      tableProps={
        mode === 'office'
          ? {
              rowSelection: {
                selectedRowKeys: selected,
                onChange: (keys) => setSelected(keys as number[]),
                getCheckboxProps: (r) => ({ disabled: r.trangThai !== 'da_bao_cao' }),
              },
              // No width-measuring row: antd's hidden measure row would hold a copy of the select-all checkbox,
              // focusable inside aria-hidden (axe aria-hidden-focus).
              scroll: {},
            }
          : undefined
      }
    />
  );
}
