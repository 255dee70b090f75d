import type { MaViPham } from '@hpl/shared/bao-cao-vi-pham/contract';
import { Form, Input, InputNumber, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { Select } from '../../../components/select';
import { useViolationCodes } from '../api/list-violation-codes';
import { useSaveViolationCode } from '../api/save-violation-code';
import { codeText } from './format';
import { ManagedList } from './managed-list';

type Values = Omit<MaViPham, 'id' | 'version'>;

/** The office's managed list of violation codes (students' and staff's), retired ones included. */
export function CodesAdmin() {
  const { t, i18n } = useTranslation('bao-cao-vi-pham');
  const codes = useViolationCodes({ tatCa: 'true' });
  const save = useSaveViolationCode();
  const required = [{ required: true, message: t('form.required') }];

  return (
    <ManagedList<MaViPham, Values>
      rows={codes.data ?? []}
      loading={codes.isFetching}
      columns={[
        { title: t('code.ma'), key: 'ma', dataIndex: 'ma' },
        { title: t('code.description'), key: 'moTa', render: (_, c) => codeText(i18n.language, c) },
        { title: t('code.points'), key: 'diem', dataIndex: 'diem', align: 'right' },
        { title: t('code.level'), key: 'mucDo', render: (_, c) => t(`level.${c.mucDo}`), responsive: ['md'] },
        { title: t('code.target'), key: 'doiTuong', render: (_, c) => t(`target.${c.doiTuong}`) },
      ]}
      createLabel={t('code.create')}
      editLabel={(c) => t('code.edit', { ma: c.ma })}
      initialValues={{ doiTuong: 'hoc_sinh', mucDo: 1, diem: -2, dangDung: true }}
      onSave={(v, editing) =>
        save.mutateAsync({ ...v, mucDo: v.mucDo as 1 | 2 | 3, id: editing?.id, version: editing?.version })
      }
    >
      <Form.Item name="ma" label={t('code.ma')} rules={required}>
        <Input maxLength={20} />
      </Form.Item>
      <Form.Item name="moTa" label={t('code.descriptionVi')} rules={required}>
        <Input maxLength={300} />
      </Form.Item>
      <Form.Item name="moTaEn" label={t('code.descriptionEn')} rules={required}>
        <Input maxLength={300} />
      </Form.Item>
      <Form.Item name="diem" label={t('code.points')} rules={required} extra={t('code.pointsHint')}>
        <InputNumber min={-100} max={100} style={{ width: '100%' }} />
      </Form.Item>
      <Form.Item name="mucDo" label={t('code.level')} rules={required}>
        <Select options={[1, 2, 3].map((m) => ({ value: m, label: t(`level.${m}`) }))} />
      </Form.Item>
      <Form.Item name="doiTuong" label={t('code.target')} rules={required}>
        <Select options={['hoc_sinh', 'nhan_vien'].map((d) => ({ value: d, label: t(`target.${d}`) }))} />
      </Form.Item>
      <Form.Item name="dangDung" label={t('code.active')} valuePropName="checked">
        <Switch />
      </Form.Item>
    </ManagedList>
  );
}
