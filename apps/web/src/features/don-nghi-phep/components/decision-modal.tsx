import { Form, Input, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { applyFieldErrors } from '../../../components/form-drawer';
import { submitForm } from '../../../lib/api';
import { type DecisionAction, useActOnLeaveRequest } from '../api/act-on-leave-request';

/** A refusal must say why; the other actions take an optional comment. */
const COMMENT_REQUIRED: DecisionAction[] = ['decline', 'rejectCancel'];

export interface PendingDecision {
  id: number;
  version: number;
  action: DecisionAction;
}

/** Confirms a status action with a comment, sending the version read (a stale one is refused with 409). */
export function DecisionModal({ decision, onClose }: { decision: PendingDecision | null; onClose: () => void }) {
  const { t } = useTranslation('don-nghi-phep');
  const [form] = Form.useForm<{ ghiChu?: string }>();
  const act = useActOnLeaveRequest();
  const required = decision ? COMMENT_REQUIRED.includes(decision.action) : false;
  const titles: Record<DecisionAction, string> = {
    approve: t('action.approve'),
    decline: t('action.decline'),
    cancel: t('action.cancel'),
    requestCancel: t('action.requestCancel'),
    confirmCancel: t('action.confirmCancel'),
    rejectCancel: t('action.rejectCancel'),
  };

  const submit = async () => {
    if (!decision) return;
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    try {
      await submitForm(() => act.mutateAsync({ ...decision, ghiChu: values.ghiChu }));
      onClose();
    } catch (error) {
      applyFieldErrors(form, error);
    }
  };

  return (
    <Modal
      open={decision != null}
      title={decision ? titles[decision.action] : ''}
      okText={t('decision.confirm')}
      okButtonProps={{
        danger: decision?.action === 'decline' || decision?.action === 'cancel',
        loading: act.isPending,
      }}
      onOk={submit}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" preserve={false}>
        <Form.Item
          name="ghiChu"
          label={t('decision.comment')}
          rules={required ? [{ required: true, whitespace: true, message: t('decision.commentRequired') }] : []}
        >
          <Input.TextArea rows={3} maxLength={1000} showCount autoFocus />
        </Form.Item>
      </Form>
    </Modal>
  );
}
