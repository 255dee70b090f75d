import { Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageHeader } from '../../../components/page-header';
import { CampaignTable } from '../components/campaign-table';
import { InstrumentTable } from '../components/instrument-table';

/** `quanLyBaiDanhGiaTamLy`: the team's instruments (with versions) and the campaigns that give them to students. */
export default function QuanLyBaiDanhGiaPage() {
  const { t } = useTranslation('danh-gia-tam-ly');
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab') === 'dot' ? 'dot' : 'bai';
  return (
    <>
      <PageHeader subTitle={t('bai.gioiThieu')} />
      <Tabs
        activeKey={tab}
        onChange={(key) => setParams(key === 'dot' ? { tab: 'dot' } : {}, { replace: true })}
        destroyOnHidden
        items={[
          { key: 'bai', label: t('tab.bai'), children: <InstrumentTable /> },
          { key: 'dot', label: t('tab.dot'), children: <CampaignTable /> },
        ]}
      />
    </>
  );
}
