import { SwapOutlined } from '@ant-design/icons';
import type { LopQuanLyHocSinh } from '@hpl/shared/lop-quan-ly/contract';
import { Alert, App, Button, Card, Col, DatePicker, Flex, Form, Input, Row, Table, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAcademicYearId } from '../../../app/academic-year-store';
import { applyFieldErrors } from '../../../components/form-drawer';
import { PageHeader } from '../../../components/page-header';
import { useClassOptions, useClassStudents } from '../api/list-class-options';
import { useMoveStudentsToClass } from '../api/move-students';
import { ClassSelect } from '../components/class-select';
import { formatDate, ISO_DATE } from '../components/format';

interface MoveValues {
  lopQuanLyDenId: number;
  ngay: Dayjs;
  lyDo: string;
}

/**
 * `/quanly/hocSinhChuyenLop`: pick a homeroom class, tick students, choose the class they move to, the date and the
 * reason, confirm. The old enrolment closes the day before, so the class history keeps both.
 */
export default function MoveClassPage() {
  const { t } = useTranslation('hoc-sinh');
  const { modal, message } = App.useApp();
  const namHocId = useAcademicYearId();
  const [fromId, setFromId] = useState<number | null>(null);
  const [selected, setSelected] = useState<number[]>([]);
  const [form] = Form.useForm<MoveValues>();
  const classes = useClassOptions(namHocId);
  const students = useClassStudents(fromId);
  const move = useMoveStudentsToClass();
  const current = (students.data ?? []).filter((s) => !s.denNgay);

  const submit = async () => {
    const values = await form.validateFields().catch(() => null);
    if (!values || !fromId) return;
    const from = classes.data?.items.find((c) => c.id === fromId)?.tenLop ?? '';
    const to = classes.data?.items.find((c) => c.id === values.lopQuanLyDenId)?.tenLop ?? '';
    modal.confirm({
      title: t('move.confirmTitle'),
      content: t('move.confirmContent', { count: selected.length, from, to, date: values.ngay.format('DD/MM/YYYY') }),
      okText: t('move.submit'),
      cancelText: t('common:action.cancel'),
      onOk: async () => {
        try {
          const result = await move.mutateAsync({
            hocSinhIds: selected,
            lopQuanLyDenId: values.lopQuanLyDenId,
            ngay: values.ngay.format(ISO_DATE),
            lyDo: values.lyDo.trim(),
          });
          message.success(t('move.done', { count: result.soHocSinh, to }));
          setSelected([]);
          form.resetFields(['lyDo']);
        } catch (error) {
          applyFieldErrors(form, error);
        }
      },
    });
  };

  return (
    <>
      <PageHeader />
      {namHocId === null && <Alert type="info" showIcon title={t('noYear')} />}
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={14}>
          <Card title={t('move.fromClass')} size="small">
            <Flex vertical gap="middle">
              <ClassSelect
                namHocId={namHocId}
                value={fromId ?? undefined}
                onChange={(v) => {
                  setFromId(v ?? null);
                  setSelected([]);
                }}
                style={{ width: '100%', maxWidth: 320 }}
                aria-label={t('move.fromClass')}
              />
              <Table<LopQuanLyHocSinh>
                size="small"
                rowKey="hocSinhId"
                loading={students.isFetching}
                dataSource={current}
                pagination={false}
                scroll={{ x: 'max-content', y: 480 }}
                rowSelection={{ selectedRowKeys: selected, onChange: (keys) => setSelected(keys as number[]) }}
                locale={{ emptyText: fromId ? t('move.noStudents') : t('move.pickClass') }}
                columns={[
                  { title: t('field.maHocSinh'), dataIndex: 'maHocSinh', key: 'ma' },
                  { title: t('field.hoTen'), dataIndex: 'hoTen', key: 'ten' },
                  {
                    title: t('field.ngaySinh'),
                    key: 'ns',
                    responsive: ['sm'],
                    render: (_, r) => formatDate(r.ngaySinh),
                  },
                  { title: t('move.since'), key: 'tu', responsive: ['md'], render: (_, r) => formatDate(r.tuNgay) },
                ]}
              />
            </Flex>
          </Card>
        </Col>
        <Col xs={24} lg={10}>
          <Card title={t('move.target')} size="small">
            <Form<MoveValues> form={form} layout="vertical" initialValues={{ ngay: dayjs() }}>
              <Form.Item
                name="lopQuanLyDenId"
                label={t('move.toClass')}
                rules={[{ required: true, message: t('validation.required') }]}
              >
                <ClassSelect namHocId={namHocId} exclude={fromId} style={{ width: '100%' }} />
              </Form.Item>
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
                  loading={move.isPending}
                  onClick={submit}
                >
                  {t('move.submit')}
                </Button>
              </Flex>
            </Form>
          </Card>
        </Col>
      </Row>
    </>
  );
}
