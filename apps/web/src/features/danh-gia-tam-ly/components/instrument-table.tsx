import type { BaiDanhGiaSummary } from '@hpl/shared/danh-gia-tam-ly/contract';
import { Button, Space, Tag, Tooltip } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../../components/data-table';
import { useConfirm } from '../../../components/use-confirm';
import { useListParams } from '../../../components/use-list-params';
import { useCopyInstrument } from '../api/copy-instrument';
import { useDeleteInstrument } from '../api/delete-instrument';
import { useInstruments } from '../api/list-instruments';
import { useRetireInstrument } from '../api/retire-instrument';
import { InstrumentDetail } from './instrument-detail';
import { InstrumentForm } from './instrument-form';
import { ScoringForm } from './scoring-form';

/** The team's instruments and versions; a used version is read-only (copy it to change). */
export function InstrumentTable() {
  const { t, i18n } = useTranslation('danh-gia-tam-ly');
  const list = useListParams({ pageSize: 20 });
  const instruments = useInstruments({ ...list.query, tab: undefined });
  const [viewing, setViewing] = useState<number>();
  const [editing, setEditing] = useState<number>();
  const [scoring, setScoring] = useState<number>();
  const copy = useCopyInstrument();
  const retire = useRetireInstrument();
  const remove = useDeleteInstrument();
  const { confirmDanger } = useConfirm();
  const en = i18n.language.startsWith('en');

  const columns: ColumnsType<BaiDanhGiaSummary> = [
    {
      title: t('bai.ten'),
      key: 'ten',
      sorter: true,
      render: (_, r) => (
        <Button
          type="link"
          style={{ padding: 0, whiteSpace: 'normal', textAlign: 'left' }}
          onClick={() => setViewing(r.id)}
        >
          {en ? r.tenEn : r.ten}
        </Button>
      ),
    },
    { title: t('bai.ma'), key: 'ma', sorter: true, render: (_, r) => `${r.ma} · v${r.phienBan}` },
    { title: t('bai.soCauHoi'), dataIndex: 'soCauHoi', align: 'right', responsive: ['md'] },
    {
      title: t('bai.trangThai'),
      key: 'trangThai',
      render: (_, r) => (
        <Space size={4} wrap>
          {r.daSuDung ? <Tag color="blue">{t('bai.daSuDung')}</Tag> : <Tag>{t('bai.chuaSuDung')}</Tag>}
          {r.ngungSuDung ? <Tag color="default">{t('bai.ngungSuDung')}</Tag> : null}
        </Space>
      ),
    },
    {
      title: t('bai.thaoTac'),
      key: 'actions',
      width: 300,
      render: (_, r) => (
        <Space size={4} wrap>
          <Tooltip title={r.daSuDung ? t('bai.khongSuaDuoc') : undefined}>
            <Button size="small" disabled={r.daSuDung} onClick={() => setEditing(r.id)}>
              {t('bai.sua')}
            </Button>
          </Tooltip>
          <Tooltip title={r.daSuDung ? t('bai.khongSuaDuoc') : undefined}>
            <Button size="small" disabled={r.daSuDung} onClick={() => setScoring(r.id)}>
              {t('thangDiem.sua')}
            </Button>
          </Tooltip>
          <Button size="small" loading={copy.isPending && copy.variables === r.id} onClick={() => copy.mutate(r.id)}>
            {t('bai.phienBanMoi')}
          </Button>
          <Button
            size="small"
            onClick={() => retire.mutate({ id: r.id, ngungSuDung: !r.ngungSuDung, version: r.version })}
          >
            {r.ngungSuDung ? t('bai.dungLai') : t('bai.ngung')}
          </Button>
          {r.daSuDung ? null : (
            <Button
              size="small"
              danger
              onClick={() =>
                confirmDanger({
                  title: t('bai.xoaTitle', { name: `${r.ma} v${r.phienBan}` }),
                  onOk: () => remove.mutateAsync(r.id),
                })
              }
            >
              {t('bai.xoa')}
            </Button>
          )}
        </Space>
      ),
    },
  ];

  return (
    <>
      <DataTable<BaiDanhGiaSummary>
        columns={columns}
        rowKey="id"
        data={instruments.data}
        loading={instruments.isFetching}
        list={list}
      />
      <InstrumentDetail id={viewing} onClose={() => setViewing(undefined)} />
      <InstrumentForm id={editing} onClose={() => setEditing(undefined)} />
      <ScoringForm id={scoring} onClose={() => setScoring(undefined)} />
    </>
  );
}
