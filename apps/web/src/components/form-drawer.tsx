import { Button, Drawer, Flex, Form, type FormInstance } from 'antd';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../lib/api';

export interface FormDrawerProps<T> {
  open: boolean;
  title: ReactNode;
  form: FormInstance<T>;
  initialValues?: Partial<T>;
  /** Saves; throw (an ApiError from the client) to keep the drawer open. */
  onSubmit: (values: T) => Promise<unknown>;
  onClose: () => void;
  children: ReactNode;
  width?: number;
}

/** Puts the server's field errors (`fieldErrors`: path → message) under the matching form fields. */
export function applyFieldErrors(form: FormInstance, error: unknown): boolean {
  if (!(error instanceof ApiError)) return false;
  const entries = Object.entries(error.fieldErrors);
  if (entries.length === 0) return false;
  form.setFields(entries.map(([path, message]) => ({ name: path.split('.'), errors: [message] })));
  return true;
}

/**
 * THE form: an antd Form in a Drawer. Submit validates, calls `onSubmit`, closes on success and maps server field
 * errors onto the fields on failure (the client has already shown the request-failed message).
 */
export function FormDrawer<T>({
  open,
  title,
  form,
  initialValues,
  onSubmit,
  onClose,
  children,
  width = 520,
}: FormDrawerProps<T>) {
  const { t } = useTranslation('common');
  const [saving, setSaving] = useState(false);

  const submit = async () => {
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    setSaving(true);
    try {
      await onSubmit(values);
      onClose();
    } catch (error) {
      applyFieldErrors(form, error);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Drawer
      open={open}
      title={title}
      size={width}
      onClose={onClose}
      destroyOnHidden
      footer={
        <Flex justify="end" gap="small">
          <Button onClick={onClose}>{t('action.cancel')}</Button>
          <Button type="primary" loading={saving} onClick={submit}>
            {t('action.save')}
          </Button>
        </Flex>
      }
    >
      <Form<T> form={form} layout="vertical" initialValues={initialValues} onFinish={submit} preserve={false}>
        {children}
      </Form>
    </Drawer>
  );
}
