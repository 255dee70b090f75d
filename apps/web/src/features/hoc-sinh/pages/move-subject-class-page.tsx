import { SwapOutlined } from '@ant-design/icons';
import type { LopQuanLyHocSinh } from '@hpl/shared/lop-quan-ly/contract';
import { Alert, App, Button, Card, Col, DatePicker, Flex, Form, Input, Row, Select, Table, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAcademicYearId } from '../../../app/academic-year-store';
import { applyFieldErrors } from '../../../components/form-drawer';
import { PageHeader } from '../../../components/page-header';
import { type LopMonHocOption, useSubjectClasses, useSubjectClassStudents } from '../api/list-subject-classes';
import { useMoveStudentsToSubjectClass } from '../api/move-students';
import { formatDate, ISO_DATE } from '../components/format';

interface MoveValues {
  lopMonHocDenId: number;
  ngay: Dayjs;
  lyDo: string;
}

// Groups of one subject often share a name across homeroom classes ("Toán - 10A"): the homeroom class tells them apart.
const label = (c: LopMonHocOption) =>
  [c.tenLop, c.tenLop.includes(c.tenMonHoc) ? null : c.tenMonHoc, c.tenLopQuanLy].filter(Boolean).join(' · ');

/**
 * `/quanly/hocSinhChuyenLopMonHoc`: move students between two subject classes of the same subject and year (the
 * target list offers only classes of the source's subject); history is kept like homeroom moves.
 */
export default function MoveSubjectClassPage() {
  const { t } = useTranslation('hoc-sinh');
  const { modal, message } = App.useApp();
  const namHocId = useAcademicYearId();
  const [fromId, setFromId] = useState<number | null>(null);
  const [selected, setSelected] = useState<number[]>([]);
  const [form] = Form.useForm<MoveValues>();
  const classes = useSubjectClasses(namHocId);
  const students = useSubjectClassStudents(fromId);
  const move = useMoveStudentsToSubjectClass();
  const all = classes.data?.items ?? [];
  const from = all.find((c) => c.id === fromId);
  const targets = all.filter((c) => from && c.monHocId === from.monHocId && c.id !== from.id);
  const current = (students.data ?? []).filter((s) => !s.denNgay);

  const submit = async () => {
    const values = await form.validateFields().catch(() => null);
    if (!values || !from) return;
    const to = all.find((c) => c.id === values.lopMonHocDenId);
    modal.confirm({
      title: t('move.confirmTitle'),
      content: t('move.confirmContent', {
        count: selected.length,
        from: label(from),
        to: to ? label(to) : '',
        date: values.ngay.format('DD/MM/YYYY'),
      }),
      okText: t('move.submit'),
      cancelText: t('common:action.cancel'),
      onOk: async () => {
        try {
          const result = await move.mutateAsync({
            hocSinhIds: selected,
            lopMonHocTuId: from.id,
            lopMonHocDenId: values.lopMonHocDenId,
            ngay: values.ngay.format(ISO_DATE),
            lyDo: values.lyDo.trim(),
          });
          message.success(t('move.done', { count: result.soHocSinh, to: to ? label(to) : '' }));
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
          <Card title={t('move.fromSubjectClass')} size="small">
            <Flex vertical gap="middle">
              <Select<number>
                showSearch={{ optionFilterProp: 'label' }}
                allowClear
                loading={classes.isLoading}
                placeholder={t('move.fromSubjectClass')}
                aria-label={t('move.fromSubjectClass')}
                style={{ width: '100%', maxWidth: 360 }}
                value={fromId ?? undefined}
                onChange={(v) => {
                  setFromId(v ?? null);
                  setSelected([]);
                  form.resetFields(['lopMonHocDenId']);
                }}
                options={all.map((c) => ({ value: c.id, label: label(c) }))}
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
                name="lopMonHocDenId"
                label={t('move.toSubjectClass')}
                extra={from ? t('move.sameSubject', { subject: from.tenMonHoc }) : undefined}
                rules={[{ required: true, message: t('validation.required') }]}
              >
                <Select<number>
                  showSearch={{ optionFilterProp: 'label' }}
                  disabled={!from}
                  options={targets.map((c) => ({ value: c.id, label: label(c) }))}
                />
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
