import type { TieuChiNenNep } from '@hpl/shared/bao-cao-vi-pham/nen-nep';
import { Form, Input, InputNumber, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { useDisciplineCriteria, useSaveDisciplineCriterion } from '../api/class-discipline-criteria';
import { ManagedList } from './managed-list';

type Values = Omit<TieuChiNenNep, 'id' | 'version'>;

/** The managed list of the weekly criteria and their maximum points, retired ones included. */
export function ClassDisciplineCriteria() {
  const { t, i18n } = useTranslation('bao-cao-vi-pham');
  const criteria = useDisciplineCriteria(true);
  const save = useSaveDisciplineCriterion();
  const required = [{ required: true, message: t('form.required') }];
  const rows = criteria.data ?? [];
  const name = (c: TieuChiNenNep) => (i18n.language.startsWith('en') ? c.tenEn : c.ten);

  return (
    <ManagedList<TieuChiNenNep, Values>
      rows={rows}
      loading={criteria.isFetching}
      columns={[
        { title: t('nenNep.order'), key: 'thuTu', dataIndex: 'thuTu', align: 'right', responsive: ['md'] },
        { title: t('nenNep.criterion'), key: 'ten', render: (_, c) => name(c) },
        { title: t('nenNep.maxPoints'), key: 'diemToiDa', dataIndex: 'diemToiDa', align: 'right' },
      ]}
      createLabel={t('nenNep.createCriterion')}
      editLabel={(c) => t('nenNep.editCriterion', { name: name(c) })}
      initialValues={{ diemToiDa: 10, thuTu: rows.length + 1, dangDung: true }}
      onSave={(v, editing) => save.mutateAsync({ ...v, id: editing?.id, version: editing?.version })}
    >
      <Form.Item name="ten" label={t('nenNep.nameVi')} rules={required}>
        <Input maxLength={200} />
      </Form.Item>
      <Form.Item name="tenEn" label={t('nenNep.nameEn')} rules={required}>
        <Input maxLength={200} />
      </Form.Item>
      <Form.Item name="diemToiDa" label={t('nenNep.maxPoints')} rules={required}>
        <InputNumber min={1} max={100} precision={0} style={{ width: '100%' }} />
      </Form.Item>
      <Form.Item name="thuTu" label={t('nenNep.order')}>
        <InputNumber min={0} max={1000} precision={0} style={{ width: '100%' }} />
      </Form.Item>
      <Form.Item name="dangDung" label={t('code.active')} valuePropName="checked">
        <Switch />
      </Form.Item>
    </ManagedList>
  );
}
