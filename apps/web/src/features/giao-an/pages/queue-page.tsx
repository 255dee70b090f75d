import { PageHeader } from '../../../components/page-header';
import { useListParams } from '../../../components/use-list-params';
import { PlanTable } from '../components/plan-table';

/** `chuyenmon/giaoancanduyet`: the plans my department's teachers sent, oldest waiting first. */
export default function QueuePage() {
  const list = useListParams();
  return (
    <>
      <PageHeader />
      <PlanTable kind="queue" list={list} href={(id) => `/chuyenmon/giaoancanduyet/${id}`} />
    </>
  );
}
