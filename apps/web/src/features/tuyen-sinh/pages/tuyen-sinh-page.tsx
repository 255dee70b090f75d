import { PlusOutlined, UploadOutlined } from '@ant-design/icons';
import { CHUONG_TRINH, type HoSoTuyenSinh, TRANG_THAI_HO_SO } from '@hpl/shared/tuyen-sinh/contract';
import { Button, Flex, Tabs, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../../components/data-table';
import { PageHeader } from '../../../components/page-header';
import { Select } from '../../../components/select';
import { useListParams } from '../../../components/use-list-params';
import { api, saveBlob } from '../../../lib/api';
import { formatDate } from '../../../lib/format-date';
import { useApplications, useBoard, useStatistics } from '../api/applications';
import { ApplicationDetail } from '../components/application-detail';
import { ApplicationForm } from '../components/application-form';
import { ImportApplicationsModal } from '../components/import-applications-modal';
import { PipelineBoard } from '../components/pipeline-board';
import { StatisticsTable } from '../components/statistics-table';
import { StatusTag } from '../components/status-tag';

const GRADES = Array.from({ length: 12 }, (_, i) => i + 1);

/**
 * `tuyensinh/xetduyethoso`: applications for next year — the pipeline board (a column per status), the list with
 * filters and search, statistics per grade level and programme, and each application's drawer where reviewers move
 * it along the workflow, score it, print the decision letter and enrol it.
 */
export default function AdmissionsPage() {
  const { t } = useTranslation('tuyen-sinh');
  const list = useListParams({ pageSize: 20 });
  const { trangThai, chuongTrinh, khoi } = list.params.filters;
  const [tab, setTab] = useState('board');
  const query = list.query;
  const applications = useApplications(query);
  const board = useBoard({ chuongTrinh, khoi });
  const stats = useStatistics();
  const [open, setOpen] = useState<number | null>(null);
  const [entering, setEntering] = useState(false);
  const [importing, setImporting] = useState(false);

  const columns: ColumnsType<HoSoTuyenSinh> = [
    { key: 'maHoSo', title: t('field.maHoSo'), dataIndex: 'maHoSo', sorter: true, responsive: ['sm'] },
    {
      key: 'hoTen',
      title: t('field.hoTen'),
      sorter: true,
      render: (_, r) => (
        <Button type="link" style={{ padding: 0 }} onClick={() => setOpen(r.id)}>
          {r.hoTen}
        </Button>
      ),
    },
    { key: 'ngaySinh', title: t('field.ngaySinh'), render: (_, r) => formatDate(r.ngaySinh), responsive: ['lg'] },
    { key: 'khoi', title: t('field.khoi'), sorter: true, render: (_, r) => t('grade', { khoi: r.khoi }) },
    { key: 'chuongTrinh', title: t('field.chuongTrinh'), render: (_, r) => t(`programme.${r.chuongTrinh}`) },
    { key: 'truongCu', title: t('field.truongCu'), dataIndex: 'truongCu', responsive: ['xl'] },
    { key: 'trangThai', title: t('field.trangThai'), render: (_, r) => <StatusTag status={r.trangThai} /> },
    { key: 'diemTrungBinh', title: t('field.diem'), dataIndex: 'diemTrungBinh', sorter: true, align: 'right' },
    {
      key: 'ngayNop',
      title: t('field.ngayNop'),
      sorter: true,
      render: (_, r) => formatDate(r.ngayNop),
      responsive: ['md'],
    },
  ];

  const filters = (
    <>
      {tab === 'list' ? (
        <Select
          allowClear
          placeholder={t('field.trangThai')}
          style={{ minWidth: 170 }}
          value={trangThai}
          onChange={(v) => list.setFilter('trangThai', v)}
          options={TRANG_THAI_HO_SO.map((s) => ({ value: s, label: t(`status.${s}`) }))}
        />
      ) : null}
      <Select
        allowClear
        placeholder={t('field.chuongTrinh')}
        style={{ minWidth: 150 }}
        value={chuongTrinh}
        onChange={(v) => list.setFilter('chuongTrinh', v)}
        options={CHUONG_TRINH.map((c) => ({ value: c, label: t(`programme.${c}`) }))}
      />
      <Select
        allowClear
        placeholder={t('field.khoi')}
        style={{ minWidth: 110 }}
        value={khoi ? Number(khoi) : undefined}
        onChange={(v) => list.setFilter('khoi', v)}
        options={GRADES.map((g) => ({ value: g, label: t('grade', { khoi: g }) }))}
      />
    </>
  );

  return (
    <>
      <PageHeader
        extra={
          <Flex gap="small" wrap>
            <Button icon={<UploadOutlined />} onClick={() => setImporting(true)}>
              {t('import.open')}
            </Button>
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setEntering(true)}>
              {t('form.add')}
            </Button>
          </Flex>
        }
      />
      <Tabs
        activeKey={tab}
        onChange={setTab}
        items={[
          {
            key: 'board',
            label: t('tab.board'),
            children: (
              <Flex vertical gap="middle">
                <Flex gap="small" wrap>
                  {filters}
                </Flex>
                <PipelineBoard board={board.data} loading={board.isFetching} onOpen={setOpen} />
              </Flex>
            ),
          },
          {
            key: 'list',
            label: t('tab.list'),
            children: (
              <DataTable<HoSoTuyenSinh>
                columns={columns}
                rowKey="id"
                data={applications.data}
                loading={applications.isFetching}
                list={list}
                searchable
                toolbar={filters}
                onExport={async () =>
                  saveBlob(await api.download('/TuyenSinh/xuatExcel', { query, timeoutMs: 30_000 }), t('exportFile'))
                }
              />
            ),
          },
          {
            key: 'stats',
            label: t('tab.stats'),
            children: (
              <Flex vertical gap="small">
                <Typography.Text type="secondary">{t('stats.hint')}</Typography.Text>
                <StatisticsTable rows={stats.data} loading={stats.isFetching} />
              </Flex>
            ),
          },
        ]}
      />
      <ApplicationDetail id={open} onClose={() => setOpen(null)} />
      <ApplicationForm open={entering} onClose={() => setEntering(false)} />
      <ImportApplicationsModal open={importing} onClose={() => setImporting(false)} />
    </>
  );
}
