import type { HocKy } from '@hpl/shared/nam-hoc/contract';
import { App, Form } from 'antd';
import { useTranslation } from 'react-i18next';
import type { FieldSpec } from '../../../components/crud/crud-config';
import { FieldInput } from '../../../components/crud/field-input';
import { toApiInput, toFormValues } from '../../../components/crud/form-values';
import { FormDrawer } from '../../../components/form-drawer';
import { type TermUpdate, useUpdateTerm } from '../api/update-term';

const termFields: FieldSpec[] = [
  { name: 'tenHocKy', label: 'hocKy.tenHocKy', type: 'text', required: true, maxLength: 50 },
  { name: 'ngayBatDau', label: 'hocKy.ngayBatDau', type: 'date' },
  { name: 'ngayKetThuc', label: 'hocKy.ngayKetThuc', type: 'date', help: 'hocKy.dates.help' },
];

/** Edits one term's name and dates; the server keeps terms inside the year and apart from each other. */
export function TermForm({ term, onClose }: { term: HocKy | null; onClose: () => void }) {
  const { t } = useTranslation('nam-hoc');
  const { message } = App.useApp();
  const [form] = Form.useForm();
  const update = useUpdateTerm();

  const submit = async (values: Record<string, unknown>) => {
    if (!term) return;
    const body = { ...toApiInput(termFields, values), version: term.version } as TermUpdate;
    await update.mutateAsync({ term, body });
    message.success(t('hocKy.saved'));
  };

  return (
    <FormDrawer
      form={form}
      open={term !== null}
      title={term ? t('hocKy.editTitle', { name: term.tenHocKy }) : ''}
      initialValues={term ? toFormValues(termFields, term) : undefined}
      onSubmit={submit}
      onClose={onClose}
    >
      {termFields.map((field) => (
        <FieldInput key={field.name} field={field} ns="nam-hoc" form={form} />
      ))}
    </FormDrawer>
  );
}
