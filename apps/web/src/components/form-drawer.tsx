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
  // The control that opened the drawer gets the focus back once the drawer closes, however it closed (Escape, the
  // close button, save). antd restores it only at the end of the closing animation, and under load that was seen to
  // leave the focus on the page's body (the focused field removed with the hidden form): so the drawer hands it back
  // itself, as soon as it closes and again for a moment after, whenever the focus is lost (on the body or still in
  // the closing drawer). A focus the user moved elsewhere meanwhile stays where it is.
  const opener = useRef<HTMLElement | null>(null);
  useLayoutEffect(() => {
    if (open) {
      const active = document.activeElement;
      if (active instanceof HTMLElement && active !== document.body) opener.current = active;
      return;
    }
    const target = opener.current;
    if (!target) return;
    opener.current = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const giveBack = (attempt: number) => {
      const active = document.activeElement;
      const lost = !active || active === document.body || !active.isConnected || !!active.closest('.ant-drawer');
      if (lost && target.isConnected) target.focus({ preventScroll: true });
      if (attempt < 10 && (lost || document.activeElement === target))
        timer = setTimeout(() => giveBack(attempt + 1), 100);
    };
    giveBack(0);
    return () => clearTimeout(timer);
  }, [open]);

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
