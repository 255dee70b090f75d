import { CheckOutlined, RollbackOutlined } from '@ant-design/icons';
import { App, Button, Card, Flex, Input, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { RecordPageFrame } from '../../../components/record-page-frame';
import { usePlan } from '../api/get-plan';
import { useDecidePlan } from '../api/save-plan';
import { CommentHistory } from '../components/comment-history';
import { PlanFiles } from '../components/plan-files';
import { PlanView } from '../components/plan-view';
import { PlanStatusTag } from '../components/status-tag';
import { VersionDiff } from '../components/version-diff';

/**
 * `chuyenmon/giaoancanduyet/:id`: the head reads a submitted plan — what changed since the last version first — writes
 * comments per section and approves it or returns it (returning needs a comment).
 */
export default function ReviewPage() {
  const { t } = useTranslation('giao-an');
  const { message, modal } = App.useApp();
  const id = Number(useParams().id) || null;
  const decide = useDecidePlan();
  const [comments, setComments] = useState<Record<string, string>>({});
  const filled = Object.entries(comments)
    .map(([muc, noiDung]) => ({ muc, noiDung: (noiDung ?? '').trim() }))
    .filter((c) => c.noiDung !== '');
  const box = (section: string, title: string) => (
    <Input.TextArea
      aria-label={t('review.commentOn', { section: title })}
      placeholder={t('review.commentPlaceholder')}
      autoSize={{ minRows: 1, maxRows: 6 }}
      maxLength={4000}
      style={{ marginTop: 8 }}
      value={comments[section] ?? ''}
      onChange={(e) => setComments((c) => ({ ...c, [section]: e.target.value }))}
    />
  );
  return (
    <RecordPageFrame
      query={usePlan(id)}
      notFound={t('detail.notFound')}
      back={{ to: '/chuyenmon/giaoancanduyet', label: t('detail.backQueue') }}
      header={(plan) => ({
        title: plan.tieuDe,
        subTitle: (
          <Flex gap="small" align="center" wrap>
            <PlanStatusTag status={plan.trangThai} phienBan={plan.phienBan} />
            {plan.hoTenGiaoVien} · {plan.tenMonHoc} · {plan.lopMonHoc.map((c) => c.tenLop).join(', ')} ·{' '}
            {t('weekLesson', { tuan: plan.tuan, tiet: plan.tiet })}
          </Flex>
        ),
      })}
    >
      {(plan) => {
        const canDecide = plan.hanhDong.includes('approve');
        const act = (action: 'approve' | 'return') => {
          if (action === 'return' && filled.length === 0) {
            message.warning(t('review.needsComment'));
            return;
          }
          modal.confirm({
            title: action === 'approve' ? t('review.approveTitle') : t('review.returnTitle'),
            content: t('review.commentCount', { count: filled.length }),
            okText: action === 'approve' ? t('action.approve') : t('action.return'),
            cancelText: t('action.cancel'),
            onOk: async () => {
              await decide.mutateAsync({ id: plan.id, action, decision: { version: plan.version, nhanXet: filled } });
              setComments({});
              message.success(action === 'approve' ? t('message.approved') : t('message.returned'));
            },
          });
        };
        return (
          <Flex vertical gap="middle">
            {plan.phienBanCu.length > 1 && (
              <Card size="small" title={t('review.changes')}>
                <VersionDiff versions={plan.phienBanCu} />
              </Card>
            )}
            <PlanView
              content={plan.noiDung}
              comments={plan.nhanXet.filter((c) => c.phienBan === plan.phienBan)}
              below={canDecide ? box : undefined}
            />
            <PlanFiles plan={plan} />
            {canDecide && (
              <Card size="small" title={t('review.decision')}>
                <Typography.Text>{t('section.chung')}</Typography.Text>
                {box('chung', t('section.chung'))}
                <Flex gap="small" wrap style={{ marginTop: 12 }}>
                  <Button type="primary" icon={<CheckOutlined />} onClick={() => act('approve')}>
                    {t('action.approve')}
                  </Button>
                  <Button danger icon={<RollbackOutlined />} onClick={() => act('return')}>
                    {t('action.return')}
                  </Button>
                </Flex>
              </Card>
            )}
            <CommentHistory plan={plan} />
          </Flex>
        );
      }}
    </RecordPageFrame>
  );
}
