import { Button, Drawer, Flex, Form, type FormInstance } from 'antd';
import { type ReactNode, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, notifyApiError, submitForm } from '../lib/api';

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

function hasField(values: unknown, path: readonly string[]): boolean {
  let node = values;
  for (const key of path) {
    if (node === null || typeof node !== 'object' || !(key in node)) return false;
    node = (node as Record<string, unknown>)[key];
  }
  return true;
}

/**
 * Puts the server's field errors (`fieldErrors`: path → message) under the matching form fields. A message no field
 * of this form can show (or a failure without field errors) is shown as the client's usual pop-up instead, so
 * nothing is lost. Use with `submitForm` (lib/api), which holds the pop-up back for field errors.
 */
export function applyFieldErrors(form: FormInstance, error: unknown): boolean {
  if (!(error instanceof ApiError)) return false;
  const entries = Object.entries(error.fieldErrors);
  if (entries.length === 0) return false;
  const registered = form.getFieldsValue();
  const placed = entries.filter(([path]) => hasField(registered, path.split('.')));
  form.setFields(placed.map(([path, message]) => ({ name: path.split('.'), errors: [message] })));
  if (placed.length < entries.length) notifyApiError(error);
  return placed.length > 0;
}

/**
 * THE form: an antd Form in a Drawer. Submit validates, calls `onSubmit`, closes on success and maps server field
 * errors onto the fields on failure, without the generic request-failed pop-up.
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
  // The control that opened the drawer, so the focus goes back to it when the drawer has closed, however it closed
  // (Escape, the close button, save): antd restores it only when the focus was inside the drawer at that moment.
  const opener = useRef<HTMLElement | null>(null);
  useLayoutEffect(() => {
    if (open && document.activeElement instanceof HTMLElement && document.activeElement !== document.body) {
      opener.current = document.activeElement;
    }
  }, [open]);
  const returnFocus = (visible: boolean) => {
    const target = opener.current;
    if (visible || !target) return;
    opener.current = null;
    // After the closing animation, once the hidden form is gone: the focus left on the page's body or still in the
    // closed drawer goes back to the opener (a focus the user moved elsewhere meanwhile stays where it is).
    requestAnimationFrame(() => {
      const active = document.activeElement;
      const lost = !active || active === document.body || !active.isConnected || !!active.closest('.ant-drawer');
      if (lost && target.isConnected) target.focus();
    });
  };

  const submit = async () => {
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    setSaving(true);
    try {
      await submitForm(() => onSubmit(values));
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
      afterOpenChange={returnFocus}
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
