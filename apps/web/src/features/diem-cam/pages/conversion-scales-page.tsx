import { DeleteOutlined, EditOutlined, HistoryOutlined, PlusOutlined } from '@ant-design/icons';
import { diemCamCauHinhAuthority, type ThangQuyDoi } from '@hpl/shared/diem-cam/cau-hinh';
import { Button, Space, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCan } from '../../../app/access';
import { ACTIONS_KEY, DataTable } from '../../../components/data-table';
import { PageHeader } from '../../../components/page-header';
import { Select } from '../../../components/select';
import { useConfirm } from '../../../components/use-confirm';
import { useListParams } from '../../../components/use-list-params';
import { useDeleteScale, useScales } from '../api/scales';
import { useScopeOptions } from '../api/scope-options';
import { useExactNumber } from '../components/exact-number';
import { ScaleDrawer } from '../components/scale-drawer';
import { ruleSummary } from '../components/scale-summary';
import { ScaleVersionsModal } from '../components/scale-versions-modal';

/**
 * `thangquydoidiem`: the school's conversion scales (year, programme, grade level, subject — any may be "all"), each
 * in versions. A version results used is never edited: saving it makes a new version, and the results keep the one
 * they were converted with. The most specific scope applies.
 */
export default function ConversionScalesPage() {
  const { t } = useTranslation('diem-cam');
  const exact = useExactNumber();
  const list = useListParams({ pageSize: 20 });
  const scales = useScales(list.query);
  const remove = useDeleteScale();
  const scopeOptions = useScopeOptions();
  const canEdit = useCan(diemCamCauHinhAuthority.write);
  const { confirmDanger } = useConfirm();
  const [editing, setEditing] = useState<ThangQuyDoi | 'new' | null>(null);
  const [history, setHistory] = useState<ThangQuyDoi | null>(null);
  const all = t('scales.all');

  const columns: ColumnsType<ThangQuyDoi> = [
    { title: t('scales.name'), key: 'ten', dataIndex: 'ten', sorter: true },
    {
      title: t('scales.scope'),
      key: 'scope',
      render: (_v, s) =>
        [s.tenNamHoc ?? `${t('scales.year')}: ${all}`, s.tenHeHoc, s.tenKhoi, s.tenMonHoc].filter(Boolean).join(' · '),
    },
    { title: t('scales.rule'), key: 'rule', render: (_v, s) => ruleSummary(s.quyTac, t, exact) },
    {
      title: t('scales.version'),
      key: 'phienBan',
      render: (_v, s) => (
        <Space size={4} wrap>
          <span>v{s.phienBan}</span>
          {s.daDung && <Tag color="orange">{t('scales.used')}</Tag>}
        </Space>
      ),
    },
    {
      key: ACTIONS_KEY,
      width: 130,
      render: (_v, s) => (
        <Space size={0}>
          <Button
            type="text"
            icon={<HistoryOutlined />}
            aria-label={t('scales.versionsOf', { scale: s.ten })}
            onClick={() => setHistory(s)}
          />
          {canEdit && (
            <>
              <Button
                type="text"
                icon={<EditOutlined />}
                aria-label={t('scales.editOf', { scale: s.ten, version: s.phienBan })}
                onClick={() => setEditing(s)}
              />
              <Button
                type="text"
                danger
                icon={<DeleteOutlined />}
                aria-label={t('scales.deleteOf', { scale: s.ten })}
                onClick={() =>
                  confirmDanger({
                    title: t('scales.deleteTitle', { scale: s.ten }),
                    content: t('scales.deleteContent'),
                    onOk: () => remove.mutateAsync(s.id),
                  })
                }
              />
            </>
          )}
        </Space>
      ),
    },
  ];

  return (
    <>
      <PageHeader />
      <Typography.Paragraph type="secondary">{t('scales.help')}</Typography.Paragraph>
      <DataTable<ThangQuyDoi>
        columns={columns}
        rowKey="id"
        data={scales.data}
        loading={scales.isFetching}
        list={list}
        toolbar={
          <>
            {(['namHocId', 'heHocId'] as const).map((filter) => (
              <Select
                key={filter}
                allowClear
                placeholder={filter === 'namHocId' ? t('scales.year') : t('scales.programme')}
                aria-label={filter === 'namHocId' ? t('scales.filterYear') : t('scales.filterProgramme')}
                style={{ minWidth: 170 }}
                loading={scopeOptions.isLoading}
                value={list.params.filters[filter] ? Number(list.params.filters[filter]) : undefined}
                onChange={(v) => list.setFilter(filter, v as number | undefined)}
                options={filter === 'namHocId' ? scopeOptions.data?.years : scopeOptions.data?.programmes}
              />
            ))}
            {canEdit && (
              <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')}>
                {t('scales.new')}
              </Button>
            )}
          </>
        }
      />
      {editing && (
        <ScaleDrawer
          key={editing === 'new' ? 'new' : `${editing.id}:${editing.version}`}
          scale={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
        />
      )}
      {history && <ScaleVersionsModal scale={history} onClose={() => setHistory(null)} />}
    </>
  );
}
