import { DatePicker, Form, Input, TimePicker } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { FormDrawer } from '../../../components/form-drawer';
import { useAskCorrection } from '../api/punch-corrections';

interface FormValues {
  ngay: Dayjs;
  gio: Dayjs;
  lyDo: string;
}

/** Asks HR to add a missing punch (a day up to today); an approved one counts in that day's figures. */
export function CorrectionForm({ open, day, onClose }: { open: boolean; day: string | null; onClose: () => void }) {
  const { t } = useTranslation('diem-danh');
  const [form] = Form.useForm<FormValues>();
  const ask = useAskCorrection();
  return (
    <FormDrawer<FormValues>
      open={open}
      title={t('punch.form.title')}
      form={form}
      initialValues={{ ngay: day ? dayjs(day) : dayjs(), gio: dayjs('17:00', 'HH:mm') }}
      onSubmit={(values) =>
        ask.mutateAsync({ ngay: values.ngay.format('YYYY-MM-DD'), gio: values.gio.format('HH:mm'), lyDo: values.lyDo })
      }
      onClose={onClose}
    >
      <Form.Item
        name="ngay"
        label={t('punch.form.ngay')}
        rules={[{ required: true, message: t('punch.form.ngayRequired') }]}
      >
        <DatePicker format="DD/MM/YYYY" disabledDate={(d) => d.isAfter(dayjs(), 'day')} />
      </Form.Item>
      <Form.Item
        name="gio"
        label={t('punch.form.gio')}
        rules={[{ required: true, message: t('punch.form.gioRequired') }]}
      >
        <TimePicker format="HH:mm" minuteStep={5} />
      </Form.Item>
      <Form.Item
        name="lyDo"
        label={t('punch.form.lyDo')}
        rules={[{ required: true, whitespace: true, message: t('punch.form.lyDoRequired') }]}
      >
        <Input.TextArea rows={3} maxLength={1000} placeholder={t('punch.form.lyDoHint')} />
      </Form.Item>
    </FormDrawer>
  );
}
