import { DeleteOutlined } from '@ant-design/icons';
import type { GiaoAnChiTiet } from '@hpl/shared/giao-an/contract';
import { planValuesOf, sectionsOf } from '@hpl/shared/giao-an/sections';
import { App, Button, Flex, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { RecordPageFrame } from '../../../components/record-page-frame';
import { useConfirm } from '../../../components/use-confirm';
import { usePlan } from '../api/get-plan';
import { useDeletePlan, useSavePlan, useSubmitPlan } from '../api/save-plan';
import { CommentHistory, LatestComments } from '../components/comment-history';
import { CopyPlanButton } from '../components/copy-plan';
import { PlanFiles } from '../components/plan-files';
import { PlanForm } from '../components/plan-form';
import { PlanView } from '../components/plan-view';
import { PlanStatusTag } from '../components/status-tag';
import { VersionDiff } from '../components/version-diff';

function inputOf(plan: GiaoAnChiTiet) {
  return {
    tieuDe: plan.tieuDe,
    lopMonHocIds: plan.lopMonHoc.map((c) => c.id),
    tuan: plan.tuan,
    tiet: plan.tiet,
    noiDung: planValuesOf(plan.noiDung),
  };
}

/** `chuyenmon/giaoancuatoi/:id`: my plan — edited while a draft or returned, then sent; read-only once sent. */
export default function PlanPage() {
  const { t } = useTranslation('giao-an');
  const { message } = App.useApp();
  const navigate = useNavigate();
  const id = Number(useParams().id) || null;
  const save = useSavePlan();
  const submit = useSubmitPlan();
  const remove = useDeletePlan();
  const { confirmDanger } = useConfirm();
  return (
    <RecordPageFrame
      query={usePlan(id)}
      notFound={t('detail.notFound')}
      back={{ to: '/chuyenmon/giaoancuatoi', label: t('detail.back') }}
      header={(plan) => ({
        title: plan.tieuDe,
        subTitle: (
          <Flex gap="small" align="center" wrap>
            <PlanStatusTag status={plan.trangThai} phienBan={plan.phienBan} />
            {plan.tenMonHoc} · {plan.lopMonHoc.map((c) => c.tenLop).join(', ')}
          </Flex>
        ),
        extra: (
          <Flex gap="small" wrap>
            {plan.hanhDong.includes('copy') && <CopyPlanButton plan={plan} />}
            {plan.hanhDong.includes('delete') && (
              <Button
                danger
                icon={<DeleteOutlined />}
                onClick={() =>
                  confirmDanger({
                    title: t('detail.deleteTitle', { name: plan.tieuDe }),
                    onOk: async () => {
                      await remove.mutateAsync(plan.id);
                      navigate('/chuyenmon/giaoancuatoi', { replace: true });
                    },
                  })
                }
              >
                {t('action.delete')}
              </Button>
            )}
          </Flex>
        ),
      })}
    >
      {(plan) => (
        <Flex vertical gap="middle">
          <LatestComments plan={plan} />
          <Tabs
            items={[
              {
                key: 'plan',
                label: t('tab.plan'),
                children: plan.hanhDong.includes('update') ? (
                  <PlanForm
                    key={plan.version}
                    initial={inputOf(plan)}
                    sections={sectionsOf(plan.noiDung)}
                    onSave={async (input) => {
                      await save.mutateAsync({ id: plan.id, input: { ...input, version: plan.version } });
                      message.success(t('message.saved'));
                    }}
                    onSaveAndSubmit={async (input) => {
                      const saved = await save.mutateAsync({ id: plan.id, input: { ...input, version: plan.version } });
                      await submit.mutateAsync({ id: plan.id, version: saved.version });
                      message.success(t('message.submitted'));
                    }}
                  />
                ) : (
                  <PlanView content={plan.noiDung} comments={[]} />
                ),
              },
              { key: 'files', label: t('tab.files', { count: plan.tep.length }), children: <PlanFiles plan={plan} /> },
              {
                key: 'history',
                label: t('tab.history'),
                children: (
                  <Flex vertical gap="middle">
                    <CommentHistory plan={plan} />
                    <VersionDiff versions={plan.phienBanCu} />
                  </Flex>
                ),
              },
            ]}
          />
        </Flex>
      )}
    </RecordPageFrame>
  );
}
