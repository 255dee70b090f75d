import { DatePicker, Form, type FormInstance, Input, InputNumber, Radio } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Select } from '../select';
import type { FieldSpec } from './crud-config';
import { useSelectOptions } from './use-select-options';

interface FieldInputProps {
  field: FieldSpec;
  ns: string;
  form: FormInstance;
}

/** A select fed by a fixed list or another resource, narrowed by its parent field's value when it has one. */
function SelectInput({
  field,
  ns,
  form,
  value,
  onChange,
  id,
}: FieldInputProps & { value?: unknown; onChange?: (v: unknown) => void; id?: string }) {
  const { t } = useTranslation('common');
  // useWatch answers undefined until it subscribes; the store already holds the edited record's value.
  const watched = Form.useWatch(field.dependsOn?.field ?? '__none', form);
  const parentValue = field.dependsOn ? (watched ?? form.getFieldValue(field.dependsOn.field)) : undefined;
  const { options, loading, ready, waitingForParent } = useSelectOptions(
    field.options!,
    ns,
    field.dependsOn,
    parentValue,
  );

  // Another parent (building) makes the chosen child (a floor of the old building) meaningless: once the new
  // parent's choices are known, a value that is not among them is cleared. An edit keeps its value, which is.
  const dependent = field.dependsOn !== undefined;
  const stale = dependent && value != null && (waitingForParent || (ready && !options.some((o) => o.value === value)));
  useEffect(() => {
    if (stale) form.setFieldValue(field.name, undefined);
  }, [stale, form, field.name]);

  return (
    <Select
      id={id}
      value={value}
      onChange={onChange}
      mode={field.type === 'multiSelect' ? 'multiple' : undefined}
      options={options}
      loading={loading}
      allowClear={!field.required || field.type === 'multiSelect'}
      disabled={waitingForParent}
      placeholder={waitingForParent ? t('crud.chooseFirst') : t('crud.choose')}
      showSearch
      notFoundContent={loading ? t('crud.loading') : t('crud.noOptions')}
    />
  );
}

function RadioInput({
  field,
  ns,
  value,
  onChange,
  id,
}: Omit<FieldInputProps, 'form'> & { value?: unknown; onChange?: (v: unknown) => void; id?: string }) {
  const { options } = useSelectOptions(field.options!, ns);
  return (
    <Radio.Group
      id={id}
      value={value}
      onChange={(e) => onChange?.(e.target.value)}
      options={options}
      optionType="button"
    />
  );
}

/** One form field of a config: label, help, client rules that mirror the contract, and the matching input. */
export function FieldInput({ field, ns, form }: FieldInputProps) {
  const { t } = useTranslation(ns);
  const { t: tc } = useTranslation('common');
  const label = t(field.label);
  const rules = [
    ...(field.required ? [{ required: true, message: tc('crud.required', { field: label }) }] : []),
    ...(field.maxLength
      ? [{ max: field.maxLength, message: tc('crud.tooLong', { field: label, max: field.maxLength }) }]
      : []),
    // Out-of-range or fractional numbers are refused with a message; InputNumber's own min/max would silently
    // turn 99 into 40 and 2.5 into 3.
    ...(field.type === 'number'
      ? [
          {
            type: 'integer' as const,
            min: field.min,
            max: field.max,
            message: tc(field.min !== undefined && field.max !== undefined ? 'crud.integerRange' : 'crud.integer', {
              field: label,
              min: field.min,
              max: field.max,
            }),
          },
        ]
      : []),
  ];

  let input: React.ReactNode;
  switch (field.type) {
    case 'number':
      input = <InputNumber style={{ width: '100%' }} />;
      break;
    case 'date':
      input = (
        <DatePicker
          format="DD/MM/YYYY"
          placeholder={tc('crud.datePlaceholder', { field: label })}
          style={{ width: '100%' }}
        />
      );
      break;
    case 'select':
    case 'multiSelect':
      input = <SelectInput field={field} ns={ns} form={form} />;
      break;
    case 'radio':
      input = <RadioInput field={field} ns={ns} />;
      break;
    default:
      input = <Input maxLength={field.maxLength} showCount={Boolean(field.maxLength && field.maxLength > 50)} />;
  }

  return (
    <Form.Item name={field.name} label={label} rules={rules} extra={field.help ? t(field.help) : undefined}>
      {input}
    </Form.Item>
  );
}
