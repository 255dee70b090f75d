import { PageHeader } from '../../../components/page-header';
import { useListParams } from '../../../components/use-list-params';
import { PlanTable } from '../components/plan-table';
import { TeacherCounts } from '../components/teacher-counts';

/** `chuyenmon/giaoancanduyet`: the plans my department's teachers sent, oldest waiting first. */
export default function QueuePage() {
  const list = useListParams();
  return (
    <>
      <PageHeader />
      <TeacherCounts />
      <PlanTable kind="queue" list={list} href={(id) => `/chuyenmon/giaoancanduyet/${id}`} />
    </>
  );
}
