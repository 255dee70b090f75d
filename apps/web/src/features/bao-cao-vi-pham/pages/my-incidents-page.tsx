import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/page-header';
import { IncidentTable } from '../components/incident-table';

/**
 * `hocsinh/viPham`: a student's own incidents. The server lists only those they are part of (another student's are
 * neither listed nor opened: 404), and of a group incident names only them; a row opens the detail, where the student
 * gives their account before a decision and may appeal a confirmed one.
 */
export default function MyIncidentsPage() {
  const { t } = useTranslation('bao-cao-vi-pham');
  return (
    <>
      <PageHeader />
      <Typography.Paragraph type="secondary">{t('student.intro')}</Typography.Paragraph>
      <IncidentTable mode="student" />
    </>
  );
}
