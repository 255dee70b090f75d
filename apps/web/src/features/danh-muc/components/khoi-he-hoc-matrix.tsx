import type { HeHoc, Khoi, KhoiHeHoc } from '@hpl/shared/danh-muc/contract';
import { App, Checkbox, Empty, Table, type TableColumnType, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDeleteRecord } from '../../../components/crud/api/delete-record';
import { resourceKeys } from '../../../components/crud/api/keys';
import { useOptionRows } from '../../../components/crud/api/list-options';
import { useSaveRecord } from '../../../components/crud/api/save-record';
import { useConfirm } from '../../../components/use-confirm';

const keys = resourceKeys('KhoiHeHoc');

/** `khoiId:heHocId` → the association row, for O(1) lookups per cell. */
export function indexLinks(links: readonly KhoiHeHoc[]): Map<string, KhoiHeHoc> {
  return new Map(links.map((l) => [`${l.khoiId}:${l.heHocId}`, l]));
}

/**
 * Which grade levels each education system runs, as a grid of checkboxes: ticking adds the pair, unticking asks
 * first and removes it (the server refuses while classes of that pair exist, and says so).
 */
export function KhoiHeHocMatrix() {
  const { t } = useTranslation('danh-muc');
  const { message } = App.useApp();
  const { confirmDanger } = useConfirm();
  const khoi = useOptionRows<Khoi>('Khoi', { sort: 'thuTu' });
  const heHoc = useOptionRows<HeHoc>('HeHoc');
  const links = useOptionRows<KhoiHeHoc>('KhoiHeHoc');
  const create = useSaveRecord<KhoiHeHoc>('KhoiHeHoc', keys);
  const remove = useDeleteRecord('KhoiHeHoc', keys);
  const [busy, setBusy] = useState<string | null>(null);
  const byPair = indexLinks(links.data ?? []);

  const toggle = async (k: Khoi, h: HeHoc) => {
    const pair = `${k.id}:${h.id}`;
    const link = byPair.get(pair);
    const names = { khoi: k.tenKhoi, heHoc: h.tenHeHoc };
    if (link) {
      confirmDanger({
        title: t('khoiHeHoc.removeTitle', names),
        content: t('khoiHeHoc.removeContent'),
        okText: t('khoiHeHoc.remove'),
        onOk: async () => {
          await remove.mutateAsync(link.id);
          message.success(t('khoiHeHoc.removed', names));
        },
      });
      return;
    }
    setBusy(pair);
    try {
      await create.mutateAsync({ body: { khoiId: k.id, heHocId: h.id } });
      message.success(t('khoiHeHoc.added', names));
    } catch {
      // The client already showed why.
    } finally {
      setBusy(null);
    }
  };

  const columns: TableColumnType<Khoi>[] = [
    {
      key: 'khoi',
      title: t('khoiHeHoc.khoi'),
      fixed: 'left',
      render: (_, k) => (
        <>
          {k.tenKhoi} <Tag bordered={false}>{t(`capHoc.${k.capHoc}`)}</Tag>
        </>
      ),
    },
    ...(heHoc.data ?? []).map<TableColumnType<Khoi>>((h) => ({
      key: `he-${h.id}`,
      title: h.tenHeHoc,
      align: 'center',
      render: (_, k) => {
        const pair = `${k.id}:${h.id}`;
        return (
          <Checkbox
            checked={byPair.has(pair)}
            disabled={busy === pair || links.isFetching}
            aria-label={t('khoiHeHoc.toggle', { khoi: k.tenKhoi, heHoc: h.tenHeHoc })}
            onChange={() => toggle(k, h)}
          />
        );
      },
    })),
  ];

  return (
    <Table<Khoi>
      rowKey="id"
      size="middle"
      columns={columns}
      dataSource={khoi.data ?? []}
      loading={khoi.isLoading || heHoc.isLoading || links.isLoading}
      pagination={false}
      scroll={{ x: 'max-content' }}
      locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('khoiHeHoc.noData')} /> }}
    />
  );
}
