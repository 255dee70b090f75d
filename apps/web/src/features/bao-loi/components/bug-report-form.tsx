import type { BaoLoiInput } from '@hpl/shared/bao-loi/contract';
import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormDrawer } from '../../../components/form-drawer';
import { useFileBugReport } from '../api/file-bug-report';
import { ScreenshotInput } from './screenshot-input';

type FormValues = Omit<BaoLoiInput, 'anhChupId'> & { anhChupId?: number | null };

/** The page address the report is about: the page the user came from (`?tuTrang=`), or this one. */
export function pageAddressOf(from: string | null, origin = window.location.origin): string {
  return from?.startsWith('/') ? `${origin}${from}` : window.location.href;
}

/** Files a bug report: what happened, the steps, a screenshot; the page address and browser are filled in. */
export function BugReportForm({
  open,
  from,
  onClose,
  onFiled,
}: {
  open: boolean;
  from: string | null;
  onClose: () => void;
  onFiled: (id: number) => void;
}) {
  const { t } = useTranslation('bao-loi');
  const [form] = Form.useForm<FormValues>();
  const file = useFileBugReport();

  return (
    <FormDrawer<FormValues>
      open={open}
      title={t('form.title')}
      form={form}
      initialValues={{ duongDan: pageAddressOf(from), trinhDuyet: navigator.userAgent.slice(0, 500) }}
      onSubmit={async (values) => {
        const created = await file.mutateAsync({ ...values, anhChupId: values.anhChupId ?? null });
        onFiled(created.id);
      }}
      onClose={onClose}
    >
      <Form.Item
        name="tieuDe"
        label={t('field.tieuDe')}
        rules={[{ required: true, whitespace: true, message: t('form.tieuDeRequired') }]}
      >
        <Input maxLength={200} />
      </Form.Item>
      <Form.Item
        name="moTa"
        label={t('field.moTa')}
        rules={[{ required: true, whitespace: true, message: t('form.moTaRequired') }]}
      >
        <Input.TextArea rows={4} maxLength={4000} placeholder={t('form.moTaHint')} />
      </Form.Item>
      <Form.Item name="cacBuoc" label={t('field.cacBuoc')}>
        <Input.TextArea rows={4} maxLength={4000} placeholder={t('form.cacBuocHint')} />
      </Form.Item>
      <Form.Item name="anhChupId" label={t('field.anhChup')}>
        <ScreenshotInput />
      </Form.Item>
      <Form.Item name="duongDan" label={t('field.duongDan')}>
        <Input maxLength={1000} />
      </Form.Item>
      <Form.Item name="trinhDuyet" label={t('field.trinhDuyet')}>
        <Input maxLength={500} />
      </Form.Item>
    </FormDrawer>
  );
}
