import { DeleteOutlined, EditOutlined, FileOutlined, PlusOutlined } from '@ant-design/icons';
import { type GiayTo, LOAI_GIAY_TO } from '@hpl/shared/giay-to-tuy-than/contract';
import { Button, Flex, Switch, Tooltip, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../../components/data-table';
import { PageHeader } from '../../../components/page-header';
import { Select } from '../../../components/select';
import { useConfirm } from '../../../components/use-confirm';
import { useListParams } from '../../../components/use-list-params';
import { formatDate } from '../../../lib/format-date';
import { scanUrl, useDeleteDocument, useDocuments } from '../api/documents';
import { DocumentForm } from '../components/document-form';
import { ExpiryTag } from '../components/expiry-tag';

/**
 * `quanlynhansu/visapassportworkpermit`: foreign staff's passports, visas, residence cards and work permits by expiry
 * (soonest first, alerts go out 60 and 30 days before); HR adds, edits and removes them, each scan download is logged.
 */
export default function IdentityDocumentsPage() {
  const { t } = useTranslation('giay-to-tuy-than');
  const list = useListParams({ pageSize: 20 });
  const { loai, hetHanTrong } = list.params.filters;
  const documents = useDocuments(list.query);
  const remove = useDeleteDocument();
  const { confirmDanger } = useConfirm();
  const [form, setForm] = useState<{ open: boolean; editing: GiayTo | null }>({ open: false, editing: null });

  const columns: ColumnsType<GiayTo> = [
    { key: 'hoTen', title: t('field.nhanVien'), sorter: true, render: (_, d) => `${d.hoTen} (${d.maNhanVien})` },
    { key: 'loai', title: t('field.loai'), sorter: true, render: (_, d) => t(`loai.${d.loai}`) },
    { key: 'soGiayTo', title: t('field.soGiayTo'), dataIndex: 'soGiayTo', responsive: ['sm'] },
    { key: 'noiCap', title: t('field.noiCap'), dataIndex: 'noiCap', responsive: ['lg'] },
    { key: 'ngayHetHan', title: t('field.ngayHetHan'), sorter: true, render: (_, d) => formatDate(d.ngayHetHan) },
    { key: 'conLai', title: t('field.conLai'), render: (_, d) => <ExpiryTag days={d.soNgayConLai} /> },
    {
      key: 'actions',
      title: t('field.actions'),
      render: (_, d) => (
        <Flex gap={4}>
          {d.tepId ? (
            <Tooltip title={t('action.openFile')}>
              <Button
                type="text"
                size="small"
                icon={<FileOutlined />}
                href={scanUrl(d.tepId)}
                target="_blank"
                aria-label={t('action.openFileNamed', { so: d.soGiayTo })}
              />
            </Tooltip>
          ) : null}
          <Tooltip title={t('action.edit')}>
            <Button
              type="text"
              size="small"
              icon={<EditOutlined />}
              aria-label={t('action.editNamed', { so: d.soGiayTo })}
              onClick={() => setForm({ open: true, editing: d })}
            />
          </Tooltip>
          <Tooltip title={t('action.delete')}>
            <Button
              type="text"
              size="small"
              danger
              icon={<DeleteOutlined />}
              aria-label={t('action.deleteNamed', { so: d.soGiayTo })}
              onClick={() =>
                confirmDanger({
                  title: t('deleteTitle', { so: d.soGiayTo, name: d.hoTen }),
                  onOk: () => remove.mutateAsync(d.id),
                })
              }
            />
          </Tooltip>
        </Flex>
      ),
    },
  ];

  return (
    <>
      <PageHeader
        extra={
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setForm({ open: true, editing: null })}>
            {t('action.create')}
          </Button>
        }
      />
      <DataTable<GiayTo>
        columns={columns}
        rowKey="id"
        data={documents.data}
        loading={documents.isFetching}
        list={list}
        searchable
        toolbar={
          <>
            <Select
              allowClear
              placeholder={t('field.loai')}
              style={{ minWidth: 180 }}
              value={loai}
              onChange={(v) => list.setFilter('loai', v)}
              options={LOAI_GIAY_TO.map((l) => ({ value: l, label: t(`loai.${l}`) }))}
            />
            <Flex gap="small" align="center">
              <Switch
                id="giay-to-soon"
                checked={hetHanTrong === '60'}
                onChange={(on) => list.setFilter('hetHanTrong', on ? 60 : undefined)}
              />
              <Typography.Text>
                <label htmlFor="giay-to-soon">{t('filter.soon')}</label>
              </Typography.Text>
            </Flex>
          </>
        }
      />
      <DocumentForm open={form.open} editing={form.editing} onClose={() => setForm({ open: false, editing: null })} />
    </>
  );
}
