import { Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageHeader } from '../../../components/page-header';
import { ClassDisciplineCriteria } from '../components/class-discipline-criteria';
import { ClassDisciplineRanking } from '../components/class-discipline-ranking';
import { ClassDisciplineWeek } from '../components/class-discipline-week';

const TABS = ['tuan', 'xepHang', 'tieuChi'] as const;

/**
 * `doanDoi/danhGiaNenNepHocSinh`: the Youth Union's weekly class discipline — the duty team enters each homeroom class's
 * week against the criteria, approves it, and reads the weekly and monthly ranking; the criteria are a managed list.
 */
export default function ClassDisciplinePage() {
  const { t } = useTranslation('bao-cao-vi-pham');
  const [params, setParams] = useSearchParams();
  const tab = TABS.find((k) => k === params.get('tab')) ?? 'tuan';
  return (
    <>
      <PageHeader />
      <Tabs
        activeKey={tab}
        onChange={(key) => setParams(key === 'tuan' ? {} : { tab: key }, { replace: true })}
        destroyOnHidden
        items={[
          { key: 'tuan', label: t('nenNep.tab.week'), children: <ClassDisciplineWeek /> },
          { key: 'xepHang', label: t('nenNep.tab.ranking'), children: <ClassDisciplineRanking /> },
          { key: 'tieuChi', label: t('nenNep.tab.criteria'), children: <ClassDisciplineCriteria /> },
        ]}
      />
    </>
  );
}
