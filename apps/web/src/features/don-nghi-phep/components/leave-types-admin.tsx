import { PlusOutlined } from '@ant-design/icons';
import type { Page } from '@hpl/shared/api';
import type { LoaiNghiPhep } from '@hpl/shared/don-nghi-phep/contract';
import { Button, Checkbox, Form, Input, InputNumber, Space, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../../components/data-table';
import { FormDrawer } from '../../../components/form-drawer';
import { useConfirm } from '../../../components/use-confirm';
import { useListParams } from '../../../components/use-list-params';
import { useAllLeaveTypes } from '../api/list-all-leave-types';
import { type SaveLeaveTypeInput, useSaveLeaveType } from '../api/save-leave-type';

type FormValues = Omit<SaveLeaveTypeInput, 'id' | 'version'>;

/** Same rule as the contract's `ma`: the stable code reports and integrations use. */
const CODE_PATTERN = /^[a-z][a-z0-9_]{1,39}$/;
const NEW_TYPE: FormValues = {
  ma: '',
  tenLoai: '',
  tenLoaiEn: null,
  truPhepNam: false,
  canDinhKem: false,
  isActive: true,
  thuTu: 100,
};

const inputOf = (type: LoaiNghiPhep): FormValues => ({
  ma: type.ma,
  tenLoai: type.tenLoai,
  tenLoaiEn: type.tenLoaiEn,
  truPhepNam: type.truPhepNam,
  canDinhKem: type.canDinhKem,
  isActive: type.isActive,
  thuTu: type.thuTu,
});

/** The few types fit in memory: the list is paged on the client with the same URL state as server-paged tables. */
function pageOf<T>(rows: readonly T[], pageIndex: number, pageSize: number): Page<T> {
  return {
    items: rows.slice((pageIndex - 1) * pageSize, pageIndex * pageSize),
    totalCount: rows.length,
    pageIndex,
    pageSize,
  };
}

/**
 * Admin's master data of leave types: add, edit, retire and reactivate. Types are never deleted, because past
 * requests keep theirs; a retired type disappears from the request form.
 */
export function LeaveTypesAdmin() {
  const { t } = useTranslation('don-nghi-phep');
  const list = useListParams({ pageSize: 20 });
  const types = useAllLeaveTypes();
  const save = useSaveLeaveType();
  const { confirmDanger } = useConfirm();
  const [form] = Form.useForm<FormValues>();
  const [editing, setEditing] = useState<LoaiNghiPhep | null>(null);
  const [open, setOpen] = useState(false);

  const openForm = (type: LoaiNghiPhep | null) => {
    setEditing(type);
    setOpen(true);
  };
  const setActive = (type: LoaiNghiPhep, isActive: boolean) =>
    save.mutateAsync({ ...inputOf(type), isActive, id: type.id, version: type.version });
  const yesNo = (value: boolean) => (value ? <Tag color="blue">{t('types.yes')}</Tag> : t('types.no'));

  const columns: ColumnsType<LoaiNghiPhep> = [
    { title: t('types.col.order'), key: 'thuTu', dataIndex: 'thuTu', align: 'right', width: 80 },
    { title: t('types.col.code'), key: 'ma', dataIndex: 'ma' },
    { title: t('types.col.nameVi'), key: 'tenLoai', dataIndex: 'tenLoai' },
    { title: t('types.col.nameEn'), key: 'tenLoaiEn', render: (_, r) => r.tenLoaiEn ?? '—' },
    { title: t('types.col.countsAgainst'), key: 'truPhepNam', render: (_, r) => yesNo(r.truPhepNam) },
    { title: t('types.col.needsAttachment'), key: 'canDinhKem', render: (_, r) => yesNo(r.canDinhKem) },
    {
      title: t('types.col.status'),
      key: 'isActive',
      render: (_, r) => (r.isActive ? <Tag color="green">{t('types.active')}</Tag> : <Tag>{t('types.retired')}</Tag>),
    },
    {
      title: t('col.actions'),
      key: 'actions',
      render: (_, r) => (
        <Space size="small">
          <Button size="small" onClick={() => openForm(r)}>
            {t('types.edit')}
          </Button>
          {r.isActive ? (
            <Button
              size="small"
              danger
              onClick={() =>
                confirmDanger({
                  title: t('types.retireTitle', { name: r.tenLoai }),
                  content: t('types.retireContent'),
                  okText: t('types.retire'),
                  onOk: () => setActive(r, false),
                })
              }
            >
              {t('types.retire')}
            </Button>
          ) : (
            <Button size="small" loading={save.isPending} onClick={() => setActive(r, true).catch(() => undefined)}>
              {t('types.reactivate')}
            </Button>
          )}
        </Space>
      ),
    },
  ];

  return (
    <>
      <DataTable<LoaiNghiPhep>
        columns={columns}
        rowKey="id"
        data={types.data ? pageOf(types.data, list.params.pageIndex, list.params.pageSize) : undefined}
        loading={types.isFetching}
        list={list}
        searchable={false}
        toolbar={
          <Button type="primary" icon={<PlusOutlined />} onClick={() => openForm(null)}>
            {t('types.new')}
          </Button>
        }
      />
      <FormDrawer<FormValues>
        open={open}
        form={form}
        title={editing ? t('types.titleEdit') : t('types.titleNew')}
        initialValues={editing ? inputOf(editing) : NEW_TYPE}
        onClose={() => setOpen(false)}
        onSubmit={(values) =>
          save.mutateAsync(
            editing
              ? {
                  ...values,
                  ma: editing.ma,
                  tenLoaiEn: values.tenLoaiEn || null,
                  id: editing.id,
                  version: editing.version,
                }
              : { ...values, tenLoaiEn: values.tenLoaiEn || null },
          )
        }
      >
        <Form.Item
          name="ma"
          label={t('types.col.code')}
          extra={editing ? t('types.codeFixed') : t('types.codeHelp')}
          rules={[
            { required: true, message: t('form.required') },
            { pattern: CODE_PATTERN, message: t('types.codeFormat') },
          ]}
        >
          <Input disabled={editing != null} maxLength={40} autoComplete="off" />
        </Form.Item>
        <Form.Item
          name="tenLoai"
          label={t('types.col.nameVi')}
          rules={[{ required: true, whitespace: true, message: t('form.required') }]}
        >
          <Input maxLength={100} />
        </Form.Item>
        <Form.Item name="tenLoaiEn" label={t('types.col.nameEn')}>
          <Input maxLength={100} />
        </Form.Item>
        <Form.Item
          name="thuTu"
          label={t('types.col.order')}
          extra={t('types.orderHelp')}
          rules={[{ required: true, message: t('form.required') }]}
        >
          <InputNumber min={0} max={999} precision={0} />
        </Form.Item>
        <Form.Item name="truPhepNam" valuePropName="checked" extra={t('types.countsAgainstHelp')}>
          <Checkbox>{t('types.col.countsAgainst')}</Checkbox>
        </Form.Item>
        <Form.Item name="canDinhKem" valuePropName="checked">
          <Checkbox>{t('types.col.needsAttachment')}</Checkbox>
        </Form.Item>
        <Form.Item name="isActive" valuePropName="checked" extra={t('types.activeHelp')}>
          <Checkbox>{t('types.active')}</Checkbox>
        </Form.Item>
      </FormDrawer>
    </>
  );
}
