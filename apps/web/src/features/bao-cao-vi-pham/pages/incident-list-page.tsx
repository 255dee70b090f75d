import { Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageHeader } from '../../../components/page-header';
import { CodesAdmin } from '../components/codes-admin';
import { IncidentTable } from '../components/incident-table';

/** `baoCaoViPhamHocSinh/danhSachViPham`: the discipline office's every incident with filters, and the code list. */
export default function IncidentListPage() {
  const { t } = useTranslation('bao-cao-vi-pham');
  const [searchParams, setSearchParams] = useSearchParams();
  const tab = searchParams.get('tab') === 'codes' ? 'codes' : 'incidents';
  return (
    <>
      <PageHeader />
      <Tabs
        activeKey={tab}
        onChange={(key) => setSearchParams(key === 'codes' ? { tab: key } : {}, { replace: true })}
        items={[
          { key: 'incidents', label: t('tab.incidents'), children: <IncidentTable mode="office" /> },
          { key: 'codes', label: t('tab.codes'), children: <CodesAdmin /> },
        ]}
      />
    </>
  );
}
