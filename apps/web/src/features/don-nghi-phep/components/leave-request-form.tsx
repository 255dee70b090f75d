import { type DinhKem, type DonNghiPhep, zDonNghiPhepInput } from '@hpl/shared/don-nghi-phep/contract';
import '@hpl/shared/don-nghi-phep/messages';
import type { Half } from '@hpl/shared/don-nghi-phep/working-days';
import { Alert, App, Checkbox, DatePicker, Form, Input, Space, Tag } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { contractRule } from '../../../components/contract-rules';
import { FormDrawer } from '../../../components/form-drawer';
import { Select } from '../../../components/select';
import { currentLanguage } from '../../../lib/i18n';
import { useWorkingDays } from '../api/count-working-days';
import { useLeaveTypes } from '../api/list-leave-types';
import { useSaveLeaveRequest } from '../api/save-leave-request';
import { AttachmentInput } from './attachment-input';
import { localName } from './format';

interface FormValues {
  loaiNghiPhepId: number;
  tuNgay: Dayjs;
  tuBuoi: Half;
  denNgay: Dayjs;
  denBuoi: Half;
  lyDo: string;
  canDayThay: boolean;
  dinhKemId: DinhKem | null;
}

const ISO = 'YYYY-MM-DD';

/** The request body of the form's values; unfilled fields stay undefined (the contract check runs while typing). */
function toInput(v: Partial<FormValues>) {
  return {
    loaiNghiPhepId: v.loaiNghiPhepId,
    tuNgay: v.tuNgay?.format(ISO),
    tuBuoi: v.tuBuoi,
    denNgay: v.denNgay?.format(ISO),
    denBuoi: v.denBuoi,
    lyDo: v.lyDo,
    canDayThay: v.canDayThay,
    dinhKemId: v.dinhKemId?.id ?? null,
  };
}

const rule = (field: keyof FormValues) =>
  contractRule<FormValues>(zDonNghiPhepInput, field, toInput, currentLanguage());

/** Files a new request or edits a pending one; the server's field errors appear under the fields. */
export function LeaveRequestForm({
  open,
  editing,
  onClose,
}: {
  open: boolean;
  editing: DonNghiPhep | null;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation('don-nghi-phep');
  const { message } = App.useApp();
  const [form] = Form.useForm<FormValues>();
  const types = useLeaveTypes();
  const save = useSaveLeaveRequest();
  const typeId = Form.useWatch('loaiNghiPhepId', form);
  const [from, fromHalf, to, toHalf] = [
    Form.useWatch('tuNgay', form),
    Form.useWatch('tuBuoi', form),
    Form.useWatch('denNgay', form),
    Form.useWatch('denBuoi', form),
  ];
  const range =
    from && to && !to.isBefore(from, 'day')
      ? {
          tuNgay: from.format(ISO),
          tuBuoi: fromHalf ?? 'morning',
          denNgay: to.format(ISO),
          denBuoi: toHalf ?? 'afternoon',
        }
      : null;
  const preview = useWorkingDays(range);
  const type = types.data?.find((x) => x.id === typeId);
  const halves = [
    { value: 'morning', label: t('half.morning') },
    { value: 'afternoon', label: t('half.afternoon') },
  ];

  const initialValues: Partial<FormValues> = editing
    ? {
        loaiNghiPhepId: editing.loaiNghiPhepId,
        tuNgay: dayjs(editing.tuNgay),
        tuBuoi: editing.tuBuoi,
        denNgay: dayjs(editing.denNgay),
        denBuoi: editing.denBuoi,
        lyDo: editing.lyDo,
        canDayThay: editing.canDayThay,
        dinhKemId: editing.dinhKem,
      }
    : { tuBuoi: 'morning', denBuoi: 'afternoon', canDayThay: false, dinhKemId: null };

  const submit = async (v: FormValues) => {
    await save.mutateAsync({
      id: editing?.id,
      version: editing?.version,
      loaiNghiPhepId: v.loaiNghiPhepId,
      tuNgay: v.tuNgay.format(ISO),
      tuBuoi: v.tuBuoi,
      denNgay: v.denNgay.format(ISO),
      denBuoi: v.denBuoi,
      lyDo: v.lyDo,
      canDayThay: v.canDayThay,
      dinhKemId: v.dinhKemId?.id ?? null,
    });
    message.success(t('saved'));
  };

  const required = [{ required: true, message: t('form.required') }];
  return (
    <FormDrawer<FormValues>
      open={open}
      title={editing ? t('form.titleEdit') : t('form.titleNew')}
      form={form}
      initialValues={initialValues}
      onSubmit={submit}
      onClose={onClose}
    >
      <Form.Item name="loaiNghiPhepId" label={t('form.type')} rules={required}>
        <Select
          loading={types.isPending}
          options={types.data?.map((x) => ({ value: x.id, label: localName(i18n.language, x.tenLoai, x.tenLoaiEn) }))}
        />
      </Form.Item>
      {type?.truPhepNam && <Tag color="blue">{t('form.countsAgainstBalance')}</Tag>}
      <Space.Compact block style={{ marginTop: 8 }}>
        <Form.Item name="tuNgay" label={t('form.from')} rules={required} style={{ flex: 1 }}>
          <DatePicker format="DD/MM/YYYY" placeholder={t('form.fromPlaceholder')} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item name="tuBuoi" label={t('form.fromHalf')} style={{ width: 140 }}>
          <Select options={halves} />
        </Form.Item>
      </Space.Compact>
      <Space.Compact block>
        <Form.Item
          name="denNgay"
          label={t('form.to')}
          rules={[...required, rule('denNgay')]}
          dependencies={['tuNgay', 'tuBuoi', 'denBuoi']}
          style={{ flex: 1 }}
        >
          <DatePicker format="DD/MM/YYYY" placeholder={t('form.toPlaceholder')} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item name="denBuoi" label={t('form.toHalf')} style={{ width: 140 }}>
          <Select options={halves} />
        </Form.Item>
      </Space.Compact>
      {range && preview.data && (
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 16 }}
          message={t('form.preview', { count: preview.data.soNgay })}
        />
      )}
      <Form.Item
        name="lyDo"
        label={t('form.reason')}
        rules={[{ required: true, whitespace: true, message: t('form.required') }, rule('lyDo')]}
      >
        <Input.TextArea rows={3} maxLength={2000} showCount />
      </Form.Item>
      <Form.Item name="canDayThay" valuePropName="checked" extra={t('form.coverHelp')}>
        <Checkbox>{t('form.cover')}</Checkbox>
      </Form.Item>
      <Form.Item
        name="dinhKemId"
        label={t('form.attachment')}
        extra={t('form.attachmentHelp')}
        rules={type?.canDinhKem ? [{ required: true, message: t('form.attachmentRequired') }] : []}
      >
        <AttachmentInput />
      </Form.Item>
    </FormDrawer>
  );
}
