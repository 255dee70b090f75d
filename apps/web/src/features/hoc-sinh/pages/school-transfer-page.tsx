import { FileOutlined, PaperClipOutlined, PlusOutlined } from '@ant-design/icons';
import type { ChuyenTruong } from '@hpl/shared/hoc-sinh/contract';
import { App, Button, Flex, Tag, Typography, Upload } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAcademicYearId } from '../../../app/academic-year-store';
import { DataTable } from '../../../components/data-table';
import { PageHeader } from '../../../components/page-header';
import { Select } from '../../../components/select';
import { useListParams } from '../../../components/use-list-params';
import { exportRecords } from '../../../lib/export-records';
import { formatDateNow, formatDateTimeNow } from '../../../lib/format';

import { useTransfers, useUploadTransferDocuments } from '../api/transfer-school';
import { fileUrl } from '../components/format';
import { TransferForm } from '../components/transfer-form';

/** `/quanly/hocSinhChuyenTruong`: the history of transfers out and in (kept for good) and recording a new one. */
export default function SchoolTransferPage() {
  const { t } = useTranslation('hoc-sinh');
  const namHocId = useAcademicYearId();
  const list = useListParams();
  const transfers = useTransfers(list.query);
  const [open, setOpen] = useState(false);
  const { message } = App.useApp();
  const attach = useUploadTransferDocuments();

  const columns: ColumnsType<ChuyenTruong> = [
    { title: t('transfer.date'), key: 'ngay', render: (_, r) => formatDateNow(r.ngay) },
    {
      title: t('transfer.student'),
      key: 'hoTen',
      render: (_, r) => (
        <Flex vertical>
          <Link to={`/quanly/hocsinh/${r.hocSinhId}/hoso`}>{r.hoTen}</Link>
          <Typography.Text type="secondary">{r.maHocSinh}</Typography.Text>
        </Flex>
      ),
    },
    {
      title: t('transfer.kindLabel'),
      key: 'loai',
      render: (_, r) => (
        <Tag color={r.loai === 'di' ? 'orange' : 'green'}>{t(`transfer.kind.${r.loai}` as 'transfer.kind.di')}</Tag>
      ),
    },
    { title: t('transfer.otherSchool'), key: 'truongKhac', dataIndex: 'truongKhac', responsive: ['md'] },
    { title: t('field.lop'), key: 'tenLop', dataIndex: 'tenLop', responsive: ['md'] },
    { title: t('move.reason'), key: 'lyDo', dataIndex: 'lyDo', ellipsis: true },
    {
      title: t('transfer.documents'),
      key: 'taiLieu',
      render: (_, r) => (
        <Flex vertical>
          {r.taiLieu.map((d) => (
            <Typography.Link key={d.fileId} href={fileUrl(d.fileId)} target="_blank" rel="noopener">
              <FileOutlined /> {d.tenTep}
            </Typography.Link>
          ))}
          {r.taiLieu.length < 5 && (
            <Upload
              accept="application/pdf,image/jpeg,image/png,image/webp"
              multiple
              showUploadList={false}
              beforeUpload={(file, batch) => {
                // antd calls this once per file: send the whole batch once, on its first file.
                if (file === batch[0]) {
                  void attach
                    .mutateAsync({ id: r.id, files: batch.slice(0, 5 - r.taiLieu.length) })
                    .then(() => message.success(t('transfer.documentsAdded')))
                    .catch(() => undefined);
                }
                return Upload.LIST_IGNORE;
              }}
            >
              <Button type="link" size="small" icon={<PaperClipOutlined />} style={{ padding: 0 }}>
                {t('transfer.addDocument')}
              </Button>
            </Upload>
          )}
        </Flex>
      ),
    },
    {
      title: t('transfer.recordedAt'),
      key: 'createdAt',
      responsive: ['lg'],
      render: (_, r) => formatDateTimeNow(r.createdAt),
    },
  ];

  return (
    <>
      <PageHeader
        extra={
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setOpen(true)}>
            {t('transfer.create')}
          </Button>
        }
      />
      <DataTable<ChuyenTruong>
        columns={columns}
        rowKey="id"
        data={transfers.data}
        loading={transfers.isFetching}
        list={list}
        onExport={() => exportRecords('/HocSinh/xuatExcelChuyenTruong', list.query, 'chuyen-truong')}
        toolbar={
          <Select
            allowClear
            placeholder={t('transfer.kindLabel')}
            style={{ minWidth: 140 }}
            value={list.params.filters.loai}
            onChange={(v) => list.setFilter('loai', v)}
            options={[
              { value: 'di', label: t('transfer.kind.di') },
              { value: 'den', label: t('transfer.kind.den') },
            ]}
          />
        }
      />
      <TransferForm open={open} namHocId={namHocId} onClose={() => setOpen(false)} />
    </>
  );
}
