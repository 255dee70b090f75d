import { PlusOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/page-header';
import { IncidentForm } from '../components/incident-form';
import { IncidentTable } from '../components/incident-table';

/** `baoCaoViPhamHocSinh/baoCaoViPham`: a teacher reports a student incident and follows their own reports. */
export default function ReportIncidentPage() {
  const { t } = useTranslation('bao-cao-vi-pham');
  const [open, setOpen] = useState(false);
  return (
    <>
      <PageHeader
        extra={
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setOpen(true)}>
            {t('action.report')}
          </Button>
        }
      />
      <IncidentTable mode="mine" />
      <IncidentForm open={open} onClose={() => setOpen(false)} />
    </>
  );
}
