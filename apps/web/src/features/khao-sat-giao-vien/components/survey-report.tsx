import { DeleteOutlined, EditOutlined, PlusOutlined, UploadOutlined } from '@ant-design/icons';
import type { KhaoSatGiaoVien, SurveyProgramme } from '@hpl/shared/khao-sat-giao-vien/contract';
import { Button, Card, Empty, Flex, Spin, Table, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/page-header';
import { useConfirm } from '../../../components/use-confirm';
import { useFormat } from '../../../lib/format';
import { useSurveyStep } from '../api/act';
import { useCampaigns, useSurveyStatistics } from '../api/surveys';
import { CampaignDrawer } from './campaign-drawer';
import { ImportAnswersModal } from './import-answers-modal';
import { StatisticsView } from './statistics-view';

const STATE_COLOR = { sap_mo: 'default', dang_mo: 'processing', da_dong: 'success' } as const;

/**
 * `baoCao/thongKeKhaoSatGiaoVien` (Cambridge) and `…VN` (national): the programme's campaigns (created, edited and
 * deleted here by the report managers) and the chosen campaign's statistics with charts and Excel.
 */
export function SurveyReport({ chuongTrinh }: { chuongTrinh: SurveyProgramme }) {
  const { t } = useTranslation('khao-sat-giao-vien');
  const f = useFormat();
  const campaigns = useCampaigns(chuongTrinh);
  const items = campaigns.data?.items ?? [];
  const [chosen, setChosen] = useState<number | undefined>();
  const selected = items.find((c) => c.id === chosen) ?? items.find((c) => c.trangThai === 'da_dong') ?? items[0];
  const stats = useSurveyStatistics(selected?.id);
  const [editing, setEditing] = useState<KhaoSatGiaoVien | null | 'new'>(null);
  const [importing, setImporting] = useState<KhaoSatGiaoVien | null>(null);
  const { confirmDanger } = useConfirm();
  const step = useSurveyStep();

  return (
    <>
      <PageHeader
        extra={
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')}>
            {t('campaign.create')}
          </Button>
        }
      />
      <Flex vertical gap="middle">
        <Card size="small" title={t('campaign.list')}>
          <Table<KhaoSatGiaoVien>
            size="small"
            rowKey="id"
            loading={campaigns.isLoading}
            dataSource={items}
            pagination={false}
            scroll={{ x: 'max-content' }}
            locale={{ emptyText: <Empty description={t('campaign.empty')} /> }}
            rowSelection={{
              type: 'radio',
              selectedRowKeys: selected ? [selected.id] : [],
              onChange: (keys) => setChosen(Number(keys[0])),
              getCheckboxProps: (c) => ({ 'aria-label': t('campaign.show', { name: c.ten }) }),
            }}
            columns={[
              { title: t('campaign.name'), dataIndex: 'ten', key: 'ten' },
              {
                title: t('campaign.dates'),
                key: 'dates',
                render: (_: unknown, c) => `${f.date(c.tuNgay)} – ${f.date(c.denNgay)}`,
              },
              {
                title: t('campaign.state'),
                key: 'state',
                render: (_: unknown, c) => <Tag color={STATE_COLOR[c.trangThai]}>{t(`state.${c.trangThai}`)}</Tag>,
              },
              { title: t('stats.answers'), dataIndex: 'soPhieu', key: 'soPhieu', align: 'right' },
              {
                title: t('campaign.actions'),
                key: 'actions',
                render: (_: unknown, c) => (
                  <Flex gap="small">
                    <Button
                      size="small"
                      icon={<EditOutlined />}
                      aria-label={t('campaign.editNamed', { name: c.ten })}
                      onClick={() => setEditing(c)}
                    />
                    <Button
                      size="small"
                      icon={<UploadOutlined />}
                      aria-label={t('import.named', { name: c.ten })}
                      onClick={() => setImporting(c)}
                    />
                    <Button
                      size="small"
                      danger
                      icon={<DeleteOutlined />}
                      disabled={c.soPhieu > 0}
                      aria-label={t('campaign.deleteNamed', { name: c.ten })}
                      onClick={() =>
                        confirmDanger({
                          title: t('campaign.deleteNamed', { name: c.ten }),
                          onOk: () => step.mutateAsync({ kind: 'delete', id: c.id }),
                        })
                      }
                    />
                  </Flex>
                ),
              },
            ]}
          />
        </Card>
        {selected && (
          <Card size="small" title={t('stats.title', { name: selected.ten })}>
            {stats.data ? <StatisticsView stats={stats.data} /> : <Spin />}
          </Card>
        )}
      </Flex>
      {importing && <ImportAnswersModal campaign={importing} open onClose={() => setImporting(null)} />}
      <CampaignDrawer
        open={editing !== null}
        chuongTrinh={chuongTrinh}
        campaign={editing === 'new' ? null : editing}
        onClose={() => setEditing(null)}
      />
    </>
  );
}
