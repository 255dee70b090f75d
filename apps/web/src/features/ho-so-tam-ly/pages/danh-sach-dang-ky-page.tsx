import { type DangKyThamVan, MUC_DO_THAM_VAN, TRANG_THAI_THAM_VAN } from '@hpl/shared/ho-so-tam-ly/contract';
import { Button, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../../components/data-table';
import { PageHeader } from '../../../components/page-header';
import { Select } from '../../../components/select';
import { useListParams } from '../../../components/use-list-params';
import { formatDate, formatDateTime } from '../../../lib/format-date';
import { useIntakeSettings } from '../api/intake-settings';
import { useRequests } from '../api/list-requests';
import { HandleDrawer } from '../components/handle-drawer';
import { StatusTag } from '../components/status-tag';

const URGENCY_COLOR = { khan: 'red', can: 'orange', binhThuong: 'default' } as const;

/** `danhSachDangKyThamVan`: the team's counselling requests, urgent first: triage, schedule, close or refer. */
export default function DanhSachDangKyPage() {
  const { t } = useTranslation('ho-so-tam-ly');
  const list = useListParams({ pageSize: 20 });
  const requests = useRequests(list.query);
  const [open, setOpen] = useState<DangKyThamVan | null>(null);
  const { trangThai, mucDo, phuTrachId } = list.params.filters;
  const intake = useIntakeSettings();

  const columns: ColumnsType<DangKyThamVan> = [
    {
      title: t('col.hocSinh'),
      key: 'hocSinh',
      render: (_, r) => (
        <Button type="link" style={{ padding: 0 }} onClick={() => setOpen(r)}>
          {r.hoTenHocSinh}
        </Button>
      ),
    },
    { title: t('form.chuDe'), key: 'chuDe', render: (_, r) => t(`chuDe.${r.chuDe}`), responsive: ['md'] },
    {
      title: t('form.mucDo'),
      key: 'mucDo',
      sorter: true,
      render: (_, r) => <Tag color={URGENCY_COLOR[r.mucDo]}>{t(`mucDo.${r.mucDo}`)}</Tag>,
    },
    {
      title: t('col.nguoiGui'),
      key: 'nguoiGui',
      render: (_, r) => (r.laHocSinhTuGui ? t('col.tuGui') : r.nguoiGui),
      responsive: ['lg'],
    },
    { title: t('col.phuTrach'), key: 'phuTrach', render: (_, r) => r.phuTrach ?? '', responsive: ['lg'] },
    { title: t('col.ngayGui'), key: 'ngayGui', sorter: true, render: (_, r) => formatDate(r.ngayGui) },
    {
      title: t('col.lichHen'),
      key: 'lichHen',
      render: (_, r) => (r.lichHen ? `${formatDateTime(r.lichHen)} · ${r.phong ?? ''}` : ''),
      responsive: ['md'],
    },
    { title: t('col.trangThai'), key: 'trangThai', render: (_, r) => <StatusTag status={r.trangThai} /> },
  ];

  return (
    <>
      <PageHeader subTitle={t('list.gioiThieu')} />
      <DataTable<DangKyThamVan>
        columns={columns}
        rowKey="id"
        data={requests.data}
        loading={requests.isFetching}
        list={list}
        toolbar={
          <>
            <Select
              allowClear
              aria-label={t('col.trangThai')}
              placeholder={t('col.trangThai')}
              style={{ minWidth: 150 }}
              value={trangThai}
              onChange={(v) => list.setFilter('trangThai', v)}
              options={TRANG_THAI_THAM_VAN.map((s) => ({ value: s, label: t(`trangThai.${s}`) }))}
            />
            <Select
              allowClear
              aria-label={t('form.mucDo')}
              placeholder={t('form.mucDo')}
              style={{ minWidth: 130 }}
              value={mucDo}
              onChange={(v) => list.setFilter('mucDo', v)}
              options={MUC_DO_THAM_VAN.map((m) => ({ value: m, label: t(`mucDo.${m}`) }))}
            />
            <Select
              allowClear
              aria-label={t('col.phuTrach')}
              placeholder={t('col.phuTrach')}
              style={{ minWidth: 170 }}
              value={phuTrachId ? Number(phuTrachId) : undefined}
              onChange={(v) => list.setFilter('phuTrachId', v)}
              options={(intake.data?.chuyenVien ?? []).map((c) => ({ value: c.taiKhoanId, label: c.hoTen }))}
            />
          </>
        }
      />
      <HandleDrawer request={open} onClose={() => setOpen(null)} />
    </>
  );
}
