import { PlusOutlined } from '@ant-design/icons';
import { Button, Tabs } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageHeader } from '../../../components/page-header';
import { useBehaviourClasses } from '../api/list-behaviour-classes';
import { BehaviourTable } from '../components/behaviour-table';
import { IncidentForm } from '../components/incident-form';
import { IncidentTable } from '../components/incident-table';

/**
 * `baoCaoViPhamHocSinh/baoCaoViPham`: a teacher reports a student incident and follows their own reports; a homeroom
 * teacher also confirms the proposed conduct of their class here (the behaviour score tab).
 */
export default function ReportIncidentPage() {
  const { t } = useTranslation('bao-cao-vi-pham');
  const [open, setOpen] = useState(false);
  const [searchParams, setSearchParams] = useSearchParams();
  const homerooms = useBehaviourClasses();
  const hasHomeroom = (homerooms.data?.length ?? 0) > 0;
  const tab = hasHomeroom && searchParams.get('tab') === 'hanhVi' ? 'hanhVi' : 'mine';
  return (
    <>
      <PageHeader
        extra={
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setOpen(true)}>
            {t('action.report')}
          </Button>
        }
      />
      {hasHomeroom ? (
        <Tabs
          activeKey={tab}
          onChange={(key) => setSearchParams(key === 'hanhVi' ? { tab: key } : {}, { replace: true })}
          items={[
            { key: 'mine', label: t('tab.mine'), children: <IncidentTable mode="mine" /> },
            { key: 'hanhVi', label: t('tab.behaviour'), children: <BehaviourTable /> },
          ]}
        />
      ) : (
        <IncidentTable mode="mine" />
      )}
      <IncidentForm open={open} onClose={() => setOpen(false)} />
    </>
  );
}
