import { EditOutlined, PlusOutlined } from '@ant-design/icons';
import type { MaViPham } from '@hpl/shared/bao-cao-vi-pham/contract';
import { Button, Form, Input, InputNumber, Switch, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../../components/data-table';
import { FormDrawer } from '../../../components/form-drawer';
import { Select } from '../../../components/select';
import { useListParams } from '../../../components/use-list-params';
import { useViolationCodes } from '../api/list-violation-codes';
import { useSaveViolationCode } from '../api/save-violation-code';
import { codeText } from './format';

type Values = Omit<MaViPham, 'id' | 'version'>;

/** The office's managed list of violation codes (students' and staff's), retired ones included. */
export function CodesAdmin() {
  const { t, i18n } = useTranslation('bao-cao-vi-pham');
  const list = useListParams({ pageSize: 100 });
  const codes = useViolationCodes({ tatCa: 'true' });
  const save = useSaveViolationCode();
  const [form] = Form.useForm<Values>();
  const [editing, setEditing] = useState<MaViPham | null>(null);
  const [open, setOpen] = useState(false);
  const required = [{ required: true, message: t('form.required') }];
  const rows = codes.data ?? [];

  const columns: ColumnsType<MaViPham> = [
    { title: t('code.ma'), key: 'ma', dataIndex: 'ma' },
    { title: t('code.description'), key: 'moTa', render: (_, c) => codeText(i18n.language, c) },
    { title: t('code.points'), key: 'diem', dataIndex: 'diem', align: 'right' },
    { title: t('code.level'), key: 'mucDo', render: (_, c) => t(`level.${c.mucDo}`), responsive: ['md'] },
    { title: t('code.target'), key: 'doiTuong', render: (_, c) => t(`target.${c.doiTuong}`) },
    {
      title: t('code.active'),
      key: 'dangDung',
      render: (_, c) => (c.dangDung ? <Tag color="success">{t('code.inUse')}</Tag> : <Tag>{t('code.retired')}</Tag>),
    },
    {
      title: t('col.actions'),
      key: 'actions',
      render: (_, c) => (
        <Button
          size="small"
          icon={<EditOutlined />}
          aria-label={t('code.edit', { ma: c.ma })}
          onClick={() => {
            setEditing(c);
            setOpen(true);
          }}
        />
      ),
    },
  ];

  return (
    <>
      <DataTable<MaViPham>
        columns={columns}
        rowKey="id"
        data={{ items: rows, totalCount: rows.length, pageIndex: 1, pageSize: -1 }}
        loading={codes.isFetching}
        list={list}
        searchable={false}
        toolbar={
          <Button
            type="primary"
            icon={<PlusOutlined />}
            onClick={() => {
              setEditing(null);
              setOpen(true);
            }}
          >
            {t('code.create')}
          </Button>
        }
      />
      <FormDrawer<Values>
        open={open}
        title={editing ? t('code.edit', { ma: editing.ma }) : t('code.create')}
        form={form}
        initialValues={editing ?? { doiTuong: 'hoc_sinh', mucDo: 1, diem: -2, dangDung: true }}
        onSubmit={(v) =>
          save.mutateAsync({ ...v, mucDo: v.mucDo as 1 | 2 | 3, id: editing?.id, version: editing?.version })
        }
        onClose={() => setOpen(false)}
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
      </FormDrawer>
    </>
  );
}
