import { PageHeader } from '../../../components/page-header';
import { BehaviourSettingsButton } from '../components/behaviour-settings-form';
import { BehaviourTable } from '../components/behaviour-table';

/** `baoCaoViPhamHocSinh/dtbHanhVi`: the office's view of every class's behaviour scores, and the score's settings. */
export default function BehaviourPage() {
  return (
    <>
      <PageHeader extra={<BehaviourSettingsButton />} />
      <BehaviourTable />
    </>
  );
}
