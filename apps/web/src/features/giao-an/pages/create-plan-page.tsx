import type { GiaoAnChiTiet } from '@hpl/shared/giao-an/contract';
import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PageHeader } from '../../../components/page-header';
import { useSavePlan, useSubmitPlan } from '../api/save-plan';
import { PlanForm } from '../components/plan-form';

/** `chuyenmon/giaoancuatoi/taogiaoan`: a new plan, saved as a draft (or saved and sent at once). */
export default function CreatePlanPage() {
  const { t } = useTranslation('giao-an');
  const { message } = App.useApp();
  const navigate = useNavigate();
  const save = useSavePlan();
  const submit = useSubmitPlan();
  const open = (plan: GiaoAnChiTiet) => navigate(`/chuyenmon/giaoancuatoi/${plan.id}`, { replace: true });
  return (
    <>
      <PageHeader />
      <PlanForm
        onSave={async (input) => {
          open(await save.mutateAsync({ id: null, input }));
          message.success(t('message.saved'));
        }}
        onSaveAndSubmit={async (input) => {
          const plan = await save.mutateAsync({ id: null, input });
          open(await submit.mutateAsync({ id: plan.id, version: plan.version }));
          message.success(t('message.submitted'));
        }}
      />
    </>
  );
}
