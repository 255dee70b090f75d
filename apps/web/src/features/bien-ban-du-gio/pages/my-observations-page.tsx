import { PlusOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/page-header';
import { useListParams } from '../../../components/use-list-params';
import { useSchedulableTeachers } from '../api/observations';
import { MinuteDrawer } from '../components/minute-drawer';
import { ObservationTable } from '../components/observation-table';
import { ScheduleDrawer } from '../components/schedule-drawer';

/**
 * `chuyenmon/bienbandugio`: observations of my lessons and those I observe; a department head schedules them for the
 * department's teachers.
 */
export default function MyObservationsPage() {
  const { t } = useTranslation('bien-ban-du-gio');
  const list = useListParams();
  const teachers = useSchedulableTeachers();
  const [scheduling, setScheduling] = useState(false);
  const [open, setOpen] = useState<number | null>(null);
  return (
    <>
      <PageHeader
        extra={
          (teachers.data?.length ?? 0) > 0 && (
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setScheduling(true)}>
              {t('action.schedule')}
            </Button>
          )
        }
      />
      <ObservationTable kind="mine" list={list} onOpen={setOpen} />
      <ScheduleDrawer open={scheduling} onClose={() => setScheduling(false)} />
      <MinuteDrawer id={open} onClose={() => setOpen(null)} />
    </>
  );
}
