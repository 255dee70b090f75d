import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import type { LoaiHoSoQuanLy } from '@hpl/shared/ho-so-chuyen-mon/contract';
import { Button, Card, Checkbox, DatePicker, Flex, Form, Input, InputNumber, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ACTIONS_KEY, DataTable } from '../../../components/data-table';
import { FormDrawer } from '../../../components/form-drawer';
import { useConfirm } from '../../../components/use-confirm';
import { useListParams } from '../../../components/use-list-params';
import { formatDate } from '../../../lib/format-date';
import { useRecordTypeActions, useRecordTypes } from '../api/record-types';

interface Values {
  ten: string;
  tenEn?: string | null;
  hanNop?: Dayjs | null;
  chiGvcn?: boolean;
  thuTu?: number;
}

/**
 * The record types the school asks of teachers this year (Circular 32's, plus its own) with due dates, paged, searched
 * and sorted like every list (the state in the URL): HR adds, edits and deletes them; a type teachers already have
 * records of cannot be deleted (the server says why).
 */
export function RecordTypesSettings() {
  const { t, i18n } = useTranslation('ho-so-chuyen-mon');
  const list = useListParams();
  const types = useRecordTypes(list.query);
  const { save, remove } = useRecordTypeActions();
  const { confirmDanger } = useConfirm();
  const [form] = Form.useForm<Values>();
  const [editing, setEditing] = useState<LoaiHoSoQuanLy | 'new' | null>(null);
  const en = i18n.language === 'en';

  const initial: Partial<Values> | undefined =
    editing && editing !== 'new'
      ? { ...editing, hanNop: editing.hanNop ? dayjs(editing.hanNop) : null }
      : { chiGvcn: false, thuTu: (types.data?.totalCount ?? 0) + 1 };
  const submit = (v: Values) =>
    save.mutateAsync({
      id: editing && editing !== 'new' ? editing.id : null,
      input: {
        ten: v.ten,
        tenEn: v.tenEn || null,
        hanNop: v.hanNop ? v.hanNop.format('YYYY-MM-DD') : null,
        chiGvcn: v.chiGvcn ?? false,
        thuTu: v.thuTu ?? 0,
      },
    });

  return (
    <Card
      title={t('types.title')}
      style={{ marginTop: 16 }}
      extra={
        <Button icon={<PlusOutlined />} onClick={() => setEditing('new')}>
          {t('types.add')}
        </Button>
      }
    >
      <Typography.Paragraph type="secondary">{t('types.help')}</Typography.Paragraph>
      <DataTable<LoaiHoSoQuanLy>
        rowKey="id"
        list={list}
        data={types.data}
        loading={types.isFetching}
        columns={[
          { title: t('types.order'), dataIndex: 'thuTu', key: 'thuTu', align: 'right', width: 70, sorter: true },
          { title: t('types.name'), key: 'ten', sorter: true, render: (_, r) => (en && r.tenEn) || r.ten },
          {
            title: t('types.due'),
            key: 'hanNop',
            sorter: true,
            render: (_, r) => (r.hanNop ? formatDate(r.hanNop) : '—'),
          },
          { title: t('types.homeroomOnly'), key: 'chiGvcn', render: (_, r) => (r.chiGvcn ? t('types.yes') : '') },
          { title: t('types.records'), dataIndex: 'soHoSo', key: 'soHoSo', align: 'right', sorter: true },
          {
            title: t('types.actions'),
            key: ACTIONS_KEY,
            render: (_, r) => (
              <Flex gap="small">
                <Button
                  size="small"
                  aria-label={t('types.edit', { name: r.ten })}
                  icon={<EditOutlined />}
                  onClick={() => setEditing(r)}
                />
                <Button
                  size="small"
                  danger
                  aria-label={t('types.delete', { name: r.ten })}
                  icon={<DeleteOutlined />}
                  onClick={() =>
                    confirmDanger({
                      title: t('types.deleteTitle', { name: r.ten }),
                      onOk: () => remove.mutateAsync(r.id),
                    })
                  }
                />
              </Flex>
            ),
          },
        ]}
      />
      <FormDrawer<Values>
        open={editing !== null}
        title={editing === 'new' ? t('types.add') : t('types.editTitle')}
        form={form}
        initialValues={initial}
        onSubmit={submit}
        onClose={() => setEditing(null)}
      >
        <Form.Item
          name="ten"
          label={t('types.nameVi')}
          rules={[{ required: true, whitespace: true, message: t('types.nameRequired') }]}
        >
          <Input maxLength={200} />
        </Form.Item>
        <Form.Item name="tenEn" label={t('types.nameEn')}>
          <Input maxLength={200} />
        </Form.Item>
        <Form.Item name="hanNop" label={t('types.due')}>
          <DatePicker format="DD/MM/YYYY" />
        </Form.Item>
        <Form.Item name="thuTu" label={t('types.order')}>
          <InputNumber min={0} max={999} />
        </Form.Item>
        <Form.Item name="chiGvcn" valuePropName="checked">
          <Checkbox>{t('types.homeroomOnlyLong')}</Checkbox>
        </Form.Item>
      </FormDrawer>
    </Card>
  );
}
