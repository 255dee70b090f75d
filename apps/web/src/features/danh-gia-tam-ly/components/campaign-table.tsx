import { PlusOutlined } from '@ant-design/icons';
import type { DotDanhGia } from '@hpl/shared/danh-gia-tam-ly/dot-danh-gia.contract';
import { localName } from '@hpl/shared/local-name';
import { Button, Space, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../../components/data-table';
import { useConfirm } from '../../../components/use-confirm';
import { useListParams } from '../../../components/use-list-params';
import { formatDate } from '../../../lib/format-date';
import { useDeleteCampaign } from '../api/delete-campaign';
import { useCampaigns } from '../api/list-campaigns';
import { useSetCampaignState } from '../api/set-campaign-state';
import { CampaignForm } from './campaign-form';

const STATE_COLOR = { draft: 'default', open: 'green', closed: 'blue' } as const;

/** The campaigns: an instrument given to grade levels and classes between dates; draft → open → closed. */
export function CampaignTable() {
  const { t, i18n } = useTranslation('danh-gia-tam-ly');
  const list = useListParams({ pageSize: 20 });
  const campaigns = useCampaigns({ ...list.query, tab: undefined });
  const setState = useSetCampaignState();
  const remove = useDeleteCampaign();
  const { confirmDanger } = useConfirm();
  const [form, setForm] = useState<{ open: boolean; editing: DotDanhGia | null }>({ open: false, editing: null });

  const columns: ColumnsType<DotDanhGia> = [
    { title: t('dot.ten'), key: 'ten', dataIndex: 'ten', sorter: true },
    {
      title: t('dot.baiDanhGia'),
      key: 'bai',
      render: (_, r) => `${localName(i18n.language, r.tenBai, r.tenBaiEn)} (v${r.phienBan})`,
      responsive: ['md'],
    },
    {
      title: t('dot.thoiGian'),
      key: 'tuNgay',
      sorter: true,
      render: (_, r) => `${formatDate(r.tuNgay)} – ${formatDate(r.denNgay)}`,
    },
    { title: t('dot.soDaNop'), dataIndex: 'soDaNop', align: 'right' },
    {
      title: t('dot.trangThai'),
      key: 'trangThai',
      render: (_, r) => <Tag color={STATE_COLOR[r.trangThai]}>{t(`trangThai.${r.trangThai}`)}</Tag>,
    },
    {
      title: t('bai.thaoTac'),
      key: 'actions',
      width: 260,
      render: (_, r) => (
        <Space size={4} wrap>
          {r.trangThai !== 'closed' ? (
            <Button size="small" onClick={() => setForm({ open: true, editing: r })}>
              {t('bai.sua')}
            </Button>
          ) : null}
          {r.trangThai === 'draft' ? (
            <Button
              size="small"
              type="primary"
              onClick={() => setState.mutate({ id: r.id, trangThai: 'open', version: r.version })}
            >
              {t('dot.mo')}
            </Button>
          ) : null}
          {r.trangThai === 'open' ? (
            <Button
              size="small"
              onClick={() =>
                confirmDanger({
                  title: t('dot.dongTitle', { name: r.ten }),
                  content: t('dot.dongContent'),
                  okText: t('dot.dong'),
                  onOk: () => setState.mutateAsync({ id: r.id, trangThai: 'closed', version: r.version }),
                })
              }
            >
              {t('dot.dong')}
            </Button>
          ) : null}
          {r.trangThai === 'draft' ? (
            <Button
              size="small"
              danger
              onClick={() =>
                confirmDanger({ title: t('dot.xoaTitle', { name: r.ten }), onOk: () => remove.mutateAsync(r.id) })
              }
            >
              {t('bai.xoa')}
            </Button>
          ) : null}
        </Space>
      ),
    },
  ];

  return (
    <>
      <DataTable<DotDanhGia>
        columns={columns}
        rowKey="id"
        data={campaigns.data}
        loading={campaigns.isFetching}
        list={list}
        toolbar={
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setForm({ open: true, editing: null })}>
            {t('dot.taoMoi')}
          </Button>
        }
      />
      <CampaignForm open={form.open} editing={form.editing} onClose={() => setForm({ open: false, editing: null })} />
    </>
  );
}
