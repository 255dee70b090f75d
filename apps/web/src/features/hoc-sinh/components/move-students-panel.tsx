import { SwapOutlined } from '@ant-design/icons';
import type { LopQuanLyHocSinh } from '@hpl/shared/lop-quan-ly/contract';
import { App, Button, Card, Col, DatePicker, Flex, Form, type FormInstance, Input, Row, Table, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import dayjs, { type Dayjs } from 'dayjs';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { applyFieldErrors } from '../../../components/form-drawer';
import { submitForm } from '../../../lib/api';
import { formatDateNow } from '../../../lib/format';

/** The fields every move form has besides its target class. */
export interface MoveFormValues {
  ngay: Dayjs;
  lyDo: string;
}

interface MoveStudentsPanelProps<V extends MoveFormValues> {
  form: FormInstance<V>;
  /** Title of the source card and the picker of the source class (the page owns `fromId`). */
  sourceTitle: string;
  sourcePicker: ReactNode;
  fromId: number | null;
  /** Memberships of the source class; closed ones (with `denNgay`) are not offered. */
  students: LopQuanLyHocSinh[] | undefined;
  loading: boolean;
  /** Homeroom moves show the birth date to tell namesakes apart. */
  showBirthDate?: boolean;
  /** The `Form.Item` of the target class. */
  targetItem: ReactNode;
  pending: boolean;
  /** Names of the two classes for the confirmation and the success message; null when the source is unknown. */
  describe: (values: V) => { from: string; to: string } | null;
  move: (values: V, hocSinhIds: number[]) => Promise<{ soHocSinh: number }>;
}

/**
 * The two halves of a move screen: pick a class and tick its current students on the left; target class, date and
 * reason on the right; confirm, then move. The selection empties when the source class changes or the move succeeds.
 */
export function MoveStudentsPanel<V extends MoveFormValues>({
  form,
  sourceTitle,
  sourcePicker,
  fromId,
  students,
  loading,
  showBirthDate = false,
  targetItem,
  pending,
  describe,
  move,
}: MoveStudentsPanelProps<V>) {
  const { t } = useTranslation('hoc-sinh');
  const { modal, message } = App.useApp();
  // The ticks belong to one source class: switching class drops them without an effect.
  const [selection, setSelection] = useState<{ fromId: number | null; ids: number[] }>({ fromId: null, ids: [] });
  const selected = selection.fromId === fromId ? selection.ids : [];
  const setSelected = (ids: number[]) => setSelection({ fromId, ids });
  const current = (students ?? []).filter((s) => !s.denNgay);

  const columns: ColumnsType<LopQuanLyHocSinh> = [
    { title: t('field.maHocSinh'), dataIndex: 'maHocSinh', key: 'ma' },
    { title: t('field.hoTen'), dataIndex: 'hoTen', key: 'ten' },
    ...(showBirthDate
      ? [
          {
            title: t('field.ngaySinh'),
            key: 'ns',
            responsive: ['sm'],
            render: (_, r) => formatDateNow(r.ngaySinh),
          } satisfies ColumnsType<LopQuanLyHocSinh>[number],
        ]
      : []),
    { title: t('move.since'), key: 'tu', responsive: ['md'], render: (_, r) => formatDateNow(r.tuNgay) },
  ];

  const submit = async () => {
    const values = await form.validateFields().catch(() => null);
    if (!values || fromId === null) return;
    const names = describe(values);
    if (!names) return;
    modal.confirm({
      title: t('move.confirmTitle'),
      content: t('move.confirmContent', { count: selected.length, ...names, date: formatDateNow(values.ngay) }),
      okText: t('move.submit'),
      cancelText: t('common:action.cancel'),
      onOk: async () => {
        try {
          const result = await submitForm(() => move(values, selected));
          message.success(t('move.done', { count: result.soHocSinh, to: names.to }));
          setSelected([]);
          // The generic form cannot name its own fields to TypeScript; every move form has `lyDo`.
          (form as FormInstance).resetFields(['lyDo']);
        } catch (error) {
          applyFieldErrors(form, error);
        }
      },
    });
  };

  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} lg={14}>
        <Card title={sourceTitle} size="small">
          <Flex vertical gap="middle">
            {sourcePicker}
            <Table<LopQuanLyHocSinh>
              size="small"
              rowKey="hocSinhId"
              loading={loading}
              dataSource={current}
              pagination={false}
              scroll={{ x: 'max-content', y: 480 }}
              rowSelection={{ selectedRowKeys: selected, onChange: (keys) => setSelected(keys as number[]) }}
              locale={{ emptyText: fromId ? t('move.noStudents') : t('move.pickClass') }}
              columns={columns}
            />
          </Flex>
        </Card>
      </Col>
      <Col xs={24} lg={10}>
        <Card title={t('move.target')} size="small">
          <Form<V> form={form} layout="vertical" initialValues={{ ngay: dayjs() }}>
            {targetItem}
            <Form.Item
              name="ngay"
              label={t('move.date')}
              rules={[{ required: true, message: t('validation.required') }]}
            >
              <DatePicker format="DD/MM/YYYY" style={{ width: '100%' }} />
            </Form.Item>
            <Form.Item
              name="lyDo"
              label={t('move.reason')}
              rules={[{ required: true, whitespace: true, message: t('validation.required') }]}
            >
              <Input.TextArea rows={3} maxLength={500} />
            </Form.Item>
            <Flex vertical gap="small">
              <Typography.Text type="secondary">{t('move.selected', { count: selected.length })}</Typography.Text>
              <Button
                type="primary"
                icon={<SwapOutlined />}
                disabled={selected.length === 0}
                loading={pending}
                onClick={submit}
              >
                {t('move.submit')}
              </Button>
            </Flex>
          </Form>
        </Card>
      </Col>
    </Row>
  );
}
