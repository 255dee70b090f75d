import { Result, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { PageHeader } from '../../../components/page-header';
import { useIncident } from '../api/get-incident';
import { IncidentDetail } from '../components/incident-detail';

/**
 * `baoCaoViPhamHocSinh/:id` (and `/baoCaoViPham/baocaovipham/:id`): one incident for its reporter, the students
 * concerned, their homeroom teacher and the office; anyone else gets "not found", like an id that does not exist.
 */
export default function IncidentDetailPage() {
  const { t } = useTranslation('bao-cao-vi-pham');
  const id = Number(useParams().id);
  const incident = useIncident(Number.isInteger(id) ? id : 0);
  return (
    <>
      <PageHeader title={t('detail.title', { id: Number.isInteger(id) ? id : '' })} />
      {incident.isPending && incident.fetchStatus !== 'idle' ? (
        <Spin />
      ) : incident.data ? (
        <IncidentDetail incident={incident.data} />
      ) : (
        <Result status="404" title={t('detail.notFound')} />
      )}
    </>
  );
}
