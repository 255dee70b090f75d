import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { type LopMonHocCamOption, thresholdProblem } from '@hpl/shared/diem-cam/cau-hinh';
import { type BaiThiCam, type BaiThiCamInput, LOAI_BAI_THI_CAM, tongToiDaOf } from '@hpl/shared/diem-cam/contract';
import { CAMBRIDGE_GRADES } from '@hpl/shared/grades-cambridge/rules';
import { translateMessage } from '@hpl/shared/messages';
import { Button, Col, DatePicker, Flex, Form, Input, InputNumber, Row, Space, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { FormDrawer } from '../../../components/form-drawer';
import { Select } from '../../../components/select';
import { ISO_DATE } from '../../../lib/format-date';
import { useSaveExam } from '../api/exams';
import { useExactNumber } from './exact-number';

interface ComponentRow {
  ten: string;
  diemToiDa: number | null;
  trongSo: number | null;
}
interface FormValues {
  lopMonHocId: number;
  ten: string;
  loai: BaiThiCamInput['loai'];
  ngayThi: Dayjs | null;
  thanhPhan: ComponentRow[];
  nguongDiem: Record<string, number | null> | undefined;
}

/** The request body from the form's values (unfilled fields included, for the contract's field checks). */
function toInput(values: Partial<FormValues>, version?: number): BaiThiCamInput {
  const thresholds = Object.fromEntries(
    Object.entries(values.nguongDiem ?? {}).filter((e): e is [string, number] => typeof e[1] === 'number'),
  );
  return {
    lopMonHocId: values.lopMonHocId as number,
    ten: values.ten ?? '',
    loai: values.loai as BaiThiCamInput['loai'],
    ngayThi: values.ngayThi ? values.ngayThi.format(ISO_DATE) : null,
    thanhPhan: (values.thanhPhan ?? []).map((c) => ({
      ten: c?.ten ?? '',
      diemToiDa: c?.diemToiDa as number,
      trongSo: c?.trongSo ?? 1,
    })),
    nguongDiem: Object.keys(thresholds).length > 0 ? thresholds : null,
    version,
  };
}

/** Minimum weighted total per grade (A* overall only), best grade first; empty = no thresholds. */
function ThresholdInputs({
  value,
  onChange,
}: {
  value?: Record<string, number | null>;
  onChange?: (value: Record<string, number | null>) => void;
}) {
  return (
    <Flex wrap gap="small">
      {CAMBRIDGE_GRADES.map((grade) => (
        <Space.Compact key={grade} style={{ width: 120 }}>
          <Input value={grade} disabled style={{ width: 44, textAlign: 'center' }} tabIndex={-1} />
          <InputNumber
            aria-label={grade}
            data-grade={grade}
            min={0}
            max={100_000}
            value={value?.[grade] ?? null}
            onChange={(n) => onChange?.({ ...value, [grade]: typeof n === 'number' ? n : null })}
            style={{ width: 76 }}
          />
        </Space.Compact>
      ))}
    </Flex>
  );
}

/** Create or edit a Cambridge exam: class, kind, date, components (max raw mark, weighting), overall thresholds. */
export function ExamDrawer({
  exam,
  classes,
  onClose,
}: {
  exam: BaiThiCam | null;
  classes: LopMonHocCamOption[];
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation('diem-cam');
  const lang = i18n.language === 'en' ? 'en' : 'vi';
  const exact = useExactNumber();
  const [form] = Form.useForm<FormValues>();
  const save = useSaveExam();
  const components = Form.useWatch('thanhPhan', form) as ComponentRow[] | undefined;
  const max = tongToiDaOf(
    (components ?? [])
      .filter((c) => typeof c?.diemToiDa === 'number')
      .map((c) => ({ diemToiDa: c.diemToiDa as number, trongSo: c.trongSo ?? 1 })),
  );
  const thresholdRule = {
    validator: async (_rule: unknown, value: FormValues['nguongDiem']) => {
      const problem = thresholdProblem(
        value,
        toInput(form.getFieldsValue(true)).thanhPhan.filter((c) => c.diemToiDa > 0),
      );
      if (problem) throw new Error(translateMessage(problem, lang));
    },
  };

  return (
    <FormDrawer<FormValues>
      open
      width={640}
      form={form}
      title={exam ? t('exams.edit') : t('exams.new')}
      initialValues={
        exam
          ? {
              lopMonHocId: exam.lopMonHocId,
              ten: exam.ten,
              loai: exam.loai,
              ngayThi: exam.ngayThi ? dayjs(exam.ngayThi) : null,
              thanhPhan: exam.thanhPhan.map(({ ten, diemToiDa, trongSo }) => ({ ten, diemToiDa, trongSo })),
              nguongDiem: exam.nguongDiem ?? undefined,
            }
          : { loai: 'kiemTraLop', thanhPhan: [{ ten: 'Paper 1', diemToiDa: null, trongSo: 1 }] }
      }
      onClose={onClose}
      onSubmit={(values) => save.mutateAsync({ ...toInput(values, exam?.version), id: exam?.id })}
    >
      <Form.Item
        name="lopMonHocId"
        label={t('exams.class')}
        rules={[{ required: true, message: t('exams.classRequired') }]}
      >
        <Select
          showSearch
          options={classes.map((c) => ({
            value: c.id,
            label: `${c.tenLop} — ${c.maSyllabus ? `${c.maSyllabus} ` : ''}${c.tenMonHoc}`,
          }))}
        />
      </Form.Item>
      <Form.Item name="ten" label={t('exams.name')} rules={[{ required: true, message: t('exams.nameRequired') }]}>
        <Input maxLength={200} />
      </Form.Item>
      <Flex gap="middle" wrap>
        <Form.Item name="loai" label={t('exams.kind')} rules={[{ required: true }]} style={{ minWidth: 220, flex: 1 }}>
          <Select options={LOAI_BAI_THI_CAM.map((k) => ({ value: k, label: t(`kind.${k}`) }))} />
        </Form.Item>
        <Form.Item name="ngayThi" label={t('exams.date')} style={{ minWidth: 180, flex: 1 }}>
          <DatePicker format="DD/MM/YYYY" style={{ width: '100%' }} />
        </Form.Item>
      </Flex>
      <Typography.Title level={5}>{t('exams.components')}</Typography.Title>
      <Row gutter={8} aria-hidden>
        <Col xs={0} sm={11}>
          <Typography.Text type="secondary">{t('exams.componentName')}</Typography.Text>
        </Col>
        <Col xs={0} sm={6}>
          <Typography.Text type="secondary">{t('exams.max')}</Typography.Text>
        </Col>
        <Col xs={0} sm={5}>
          <Typography.Text type="secondary">{t('exams.weighting')}</Typography.Text>
        </Col>
      </Row>
      <Form.List name="thanhPhan">
        {(fields, { add, remove }) => (
          <>
            {fields.map((field, index) => (
              <Row key={field.key} gutter={8} wrap data-testid={`component-${index}`}>
                <Col xs={24} sm={11}>
                  <Form.Item
                    name={[field.name, 'ten']}
                    rules={[{ required: true, message: t('exams.componentNameRequired') }]}
                  >
                    <Input
                      placeholder={t('exams.componentName')}
                      aria-label={t('exams.componentName')}
                      maxLength={200}
                    />
                  </Form.Item>
                </Col>
                <Col xs={10} sm={6}>
                  <Form.Item
                    name={[field.name, 'diemToiDa']}
                    rules={[{ required: true, message: t('exams.maxRequired') }]}
                  >
                    <InputNumber
                      min={0.5}
                      max={1000}
                      placeholder={t('exams.max')}
                      aria-label={t('exams.max')}
                      style={{ width: '100%' }}
                    />
                  </Form.Item>
                </Col>
                <Col xs={10} sm={5}>
                  <Form.Item name={[field.name, 'trongSo']}>
                    <InputNumber
                      min={0.01}
                      max={100}
                      placeholder={t('exams.weighting')}
                      aria-label={t('exams.weighting')}
                      style={{ width: '100%' }}
                    />
                  </Form.Item>
                </Col>
                <Col xs={4} sm={2}>
                  <Button
                    type="text"
                    danger
                    icon={<DeleteOutlined />}
                    aria-label={t('exams.removeComponent')}
                    disabled={fields.length <= 1}
                    onClick={() => remove(field.name)}
                  />
                </Col>
              </Row>
            ))}
            <Button
              icon={<PlusOutlined />}
              disabled={fields.length >= 10}
              onClick={() => add({ ten: `Paper ${fields.length + 1}`, diemToiDa: null, trongSo: 1 })}
            >
              {t('exams.addComponent')}
            </Button>
          </>
        )}
      </Form.List>
      <Typography.Paragraph style={{ marginTop: 12 }}>
        {t('exams.weightedMax', { max: exact(max) })}
      </Typography.Paragraph>
      <Form.Item
        name="nguongDiem"
        label={t('exams.thresholds')}
        extra={t('exams.thresholdsHelp')}
        dependencies={['thanhPhan']}
        rules={[thresholdRule]}
      >
        <ThresholdInputs />
      </Form.Item>
    </FormDrawer>
  );
}
