import type { TongQuanLop } from '@hpl/shared/danh-gia-tam-ly/tong-quan.contract';
import { Alert, Empty, Flex, Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/page-header';
import { formatNumber } from '../../../lib/format-number';
import { useCampaignOverview } from '../api/get-campaign-overview';
import { useClassOverview } from '../api/get-class-overview';
import { CampaignPicker, useCampaignParam } from '../components/campaign-picker';
import { textIn } from '../components/text2';

/** `tongQuanNhomCauHoiTamLyLopMonHoc`: each class's subscale means — aggregates only, hidden below 5 respondents. */
export default function TongQuanLopPage() {
  const { t, i18n } = useTranslation('danh-gia-tam-ly');
  const lang = i18n.language;
  const language = lang.startsWith('en') ? 'en' : 'vi';
  const [dotId, setDotId] = useCampaignParam();
  const overview = useCampaignOverview(dotId);
  const classes = useClassOverview(dotId);
  const groups = overview.data?.groups ?? [];

  return (
    <>
      <PageHeader extra={<CampaignPicker value={dotId} onChange={setDotId} />} />
      {dotId === undefined ? (
        <Empty description={t('tongQuan.chuaCoDot')} />
      ) : (
        <Flex vertical gap={12}>
          <Alert type="info" showIcon title={t('lopTongQuan.ghiChu')} />
          <Table<TongQuanLop>
            size="small"
            rowKey="lopId"
            loading={classes.isLoading}
            dataSource={classes.data ?? []}
            pagination={false}
            scroll={{ x: 'max-content' }}
            columns={[
              { title: t('dot.lop'), dataIndex: 'tenLop', fixed: 'left' },
              {
                title: t('lopTongQuan.daNop'),
                key: 'soDaNop',
                align: 'right',
                render: (_, r) => `${r.soDaNop}/${r.soHocSinh}`,
              },
              ...groups.map((g, i) => ({
                title: textIn(lang, g.title),
                key: g.group,
                align: 'right' as const,
                render: (_: unknown, r: TongQuanLop) =>
                  r.an ? (
                    <Typography.Text type="secondary">{t('lopTongQuan.an')}</Typography.Text>
                  ) : (
                    formatNumber(language, r.groups[i]?.mean ?? null, 1)
                  ),
              })),
              {
                title: t('tongQuan.canTheoDoi'),
                key: 'followUp',
                align: 'right',
                render: (_, r) => r.soCanTheoDoi ?? '—',
              },
            ]}
          />
        </Flex>
      )}
    </>
  );
}
