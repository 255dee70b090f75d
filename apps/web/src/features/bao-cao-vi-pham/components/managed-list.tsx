import { EditOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Form, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../../components/data-table';
import { FormDrawer } from '../../../components/form-drawer';
import { useListParams } from '../../../components/use-list-params';

/**
 * A short list the office keeps whole on one page (violation codes, class-discipline criteria): every row, retired ones
 * included, an "in use" column, an edit button per row and a "create" button, both opening one form drawer.
 */
export function ManagedList<Row extends { id: number; version: number; dangDung: boolean }, Values extends object>({
  rows,
  loading,
  columns,
  createLabel,
  editLabel,
  initialValues,
  onSave,
  children,
}: {
  rows: Row[];
  loading: boolean;
  /** The row's own columns; "in use" and the edit button are added after them. */
  columns: ColumnsType<Row>;
  createLabel: string;
  editLabel: (row: Row) => string;
  /** The form's values for a new row. */
  initialValues: Partial<Values>;
  onSave: (values: Values, editing: Row | null) => Promise<unknown>;
  /** The form's fields. */
  children: ReactNode;
}) {
  const { t } = useTranslation('bao-cao-vi-pham');
  const list = useListParams({ pageSize: 100 });
  const [form] = Form.useForm<Values>();
  const [editing, setEditing] = useState<Row | null>(null);
  const [open, setOpen] = useState(false);
  const openWith = (row: Row | null) => {
    setEditing(row);
    setOpen(true);
  };

  return (
    <>
      <DataTable<Row>
        columns={[
          ...columns,
          {
            title: t('code.active'),
            key: 'dangDung',
            render: (_, r) =>
              r.dangDung ? <Tag color="success">{t('code.inUse')}</Tag> : <Tag>{t('code.retired')}</Tag>,
          },
          {
            title: t('col.actions'),
            key: 'actions',
            render: (_, r) => (
              <Button size="small" icon={<EditOutlined />} aria-label={editLabel(r)} onClick={() => openWith(r)} />
            ),
          },
        ]}
        rowKey="id"
        data={{ items: rows, totalCount: rows.length, pageIndex: 1, pageSize: -1 }}
        loading={loading}
        list={list}
        searchable={false}
        toolbar={
          <Button type="primary" icon={<PlusOutlined />} onClick={() => openWith(null)}>
            {createLabel}
          </Button>
        }
      />
      <FormDrawer<Values>
        open={open}
        title={editing ? editLabel(editing) : createLabel}
        form={form}
        initialValues={(editing as unknown as Values | null) ?? initialValues}
        onSubmit={(v) => onSave(v, editing)}
        onClose={() => setOpen(false)}
      >
        {children}
      </FormDrawer>
    </>
  );
}
