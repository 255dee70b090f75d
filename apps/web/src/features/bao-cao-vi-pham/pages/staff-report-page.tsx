import { PlusOutlined } from '@ant-design/icons';
import { Alert, Button, Flex } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/page-header';
import { StaffReportForm } from '../components/staff-report-form';
import { StaffReportTable } from '../components/staff-report-table';

/** `baoCaoViPhamNhanVien/baoCaoViPham`: report a colleague's misconduct; below, what I reported. */
export default function StaffReportPage() {
  const { t } = useTranslation('bao-cao-vi-pham');
  const [open, setOpen] = useState(false);
  return (
    <>
      <PageHeader
        extra={
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setOpen(true)}>
            {t('staff.report')}
          </Button>
        }
      />
      <Flex vertical gap="middle">
        <Alert type="info" showIcon title={t('staff.anonymous')} />
        <StaffReportTable view="lichSu" />
      </Flex>
      <StaffReportForm open={open} onClose={() => setOpen(false)} />
    </>
  );
}
