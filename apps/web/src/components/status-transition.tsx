import { Button, Flex, Form, type FormInstance, Input, Modal, Timeline, Typography } from 'antd';
import { type Key, type ReactNode, useState } from 'react';
import { submitForm } from '../lib/api';
import { formatDateTime } from '../lib/format-date';
import { applyFieldErrors } from './form-drawer';

/** One step a record may take from its status: the button's text and how it looks. */
export interface TransitionStep<S extends string> {
  to: S;
  label: string;
  tone?: 'primary' | 'danger';
}

export interface StatusTransitionProps<S extends string, V extends { ghiChu?: string }> {
  /** The steps the workflow allows from the current status (only these get a button). */
  steps: readonly TransitionStep<S>[];
  /** The dialog's title for a step ("Move to Accepted?"). */
  confirmTitle: (to: S) => string;
  okText: string;
  cancelText?: string;
  commentLabel: string;
  /** Fields a step needs besides the comment (a date), drawn above it. */
  fields?: (to: S, form: FormInstance<V>) => ReactNode;
  pending: boolean;
  /** Sends the step (the record's version with it); a refusal's field errors land on the dialog's fields. */
  submit: (to: S, values: V) => Promise<unknown>;
}

/**
 * THE status change of a record with a workflow (admissions, bug reports): a button per allowed step, a dialog that
 * confirms it with a comment (and what else the step needs), the server's field errors on the fields.
 */
export function StatusTransition<S extends string, V extends { ghiChu?: string } = { ghiChu?: string }>({
  steps,
  confirmTitle,
  okText,
  cancelText,
  commentLabel,
  fields,
  pending,
  submit,
}: StatusTransitionProps<S, V>) {
  const [target, setTarget] = useState<S | null>(null);
  const [form] = Form.useForm<V>();
  const danger = steps.find((s) => s.to === target)?.tone === 'danger';

  const confirm = async () => {
    if (!target) return;
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    try {
      await submitForm(() => submit(target, values));
      setTarget(null);
    } catch (error) {
      applyFieldErrors(form, error);
    }
  };

  return (
    <>
      <Flex gap="small" wrap>
        {steps.map((step) => (
          <Button
            key={step.to}
            danger={step.tone === 'danger'}
            type={step.tone === 'primary' ? 'primary' : 'default'}
            onClick={() => setTarget(step.to)}
          >
            {step.label}
          </Button>
        ))}
      </Flex>
      <Modal
        open={target !== null}
        title={target ? confirmTitle(target) : ''}
        okText={okText}
        okButtonProps={{ danger }}
        cancelText={cancelText}
        confirmLoading={pending}
        onOk={confirm}
        onCancel={() => setTarget(null)}
        destroyOnHidden
      >
        <Form form={form} layout="vertical" preserve={false}>
          {target && fields ? fields(target, form) : null}
          <Form.Item name="ghiChu" label={commentLabel}>
            <Input.TextArea rows={3} maxLength={2000} />
          </Form.Item>
        </Form>
      </Modal>
    </>
  );
}

/** One step of a record's history: the status reached, who took it and when, their comment. */
export interface StatusHistoryItem {
  key: Key;
  status: string;
  who: string;
  when: string;
  comment: string | null;
}

/** The history under a record with a workflow, oldest first. */
export function StatusHistory({ items }: { items: readonly StatusHistoryItem[] }) {
  return (
    <Timeline
      items={items.map((h) => ({
        key: h.key,
        content: (
          <Flex vertical>
            <Typography.Text strong>{h.status}</Typography.Text>
            <Typography.Text type="secondary">
              {h.who} · {formatDateTime(h.when)}
            </Typography.Text>
            {h.comment ? <Typography.Text>{h.comment}</Typography.Text> : null}
          </Flex>
        ),
      }))}
    />
  );
}
