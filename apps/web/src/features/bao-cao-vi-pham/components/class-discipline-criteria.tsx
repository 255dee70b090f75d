import { EditOutlined, PlusOutlined } from '@ant-design/icons';
import type { TieuChiNenNep } from '@hpl/shared/bao-cao-vi-pham/nen-nep';
import { Button, Form, Input, InputNumber, Switch, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../../components/data-table';
import { FormDrawer } from '../../../components/form-drawer';
import { useListParams } from '../../../components/use-list-params';
import { useDisciplineCriteria, useSaveDisciplineCriterion } from '../api/class-discipline-criteria';

type Values = Omit<TieuChiNenNep, 'id' | 'version'>;

/** The managed list of the weekly criteria and their maximum points, retired ones included. */
export function ClassDisciplineCriteria() {
  const { t, i18n } = useTranslation('bao-cao-vi-pham');
  const list = useListParams({ pageSize: 100 });
  const criteria = useDisciplineCriteria(true);
  const save = useSaveDisciplineCriterion();
  const [form] = Form.useForm<Values>();
  const [editing, setEditing] = useState<TieuChiNenNep | null>(null);
  const [open, setOpen] = useState(false);
  const required = [{ required: true, message: t('form.required') }];
  const rows = criteria.data ?? [];
  const name = (c: TieuChiNenNep) => (i18n.language.startsWith('en') ? c.tenEn : c.ten);

  const columns: ColumnsType<TieuChiNenNep> = [
    { title: t('nenNep.order'), key: 'thuTu', dataIndex: 'thuTu', align: 'right', responsive: ['md'] },
    { title: t('nenNep.criterion'), key: 'ten', render: (_, c) => name(c) },
    { title: t('nenNep.maxPoints'), key: 'diemToiDa', dataIndex: 'diemToiDa', align: 'right' },
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
          aria-label={t('nenNep.editCriterion', { name: name(c) })}
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
      <DataTable<TieuChiNenNep>
        columns={columns}
        rowKey="id"
        data={{ items: rows, totalCount: rows.length, pageIndex: 1, pageSize: -1 }}
        loading={criteria.isFetching}
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
            {t('nenNep.createCriterion')}
          </Button>
        }
      />
      <FormDrawer<Values>
        open={open}
        title={editing ? t('nenNep.editCriterion', { name: name(editing) }) : t('nenNep.createCriterion')}
        form={form}
        initialValues={editing ?? { diemToiDa: 10, thuTu: rows.length + 1, dangDung: true }}
        onSubmit={(v) => save.mutateAsync({ ...v, id: editing?.id, version: editing?.version })}
        onClose={() => setOpen(false)}
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
      </FormDrawer>
    </>
  );
}
