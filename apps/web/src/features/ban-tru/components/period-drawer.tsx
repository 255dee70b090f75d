import type { KyBanTru } from '@hpl/shared/ban-tru/contract';
import { DatePicker, Form, Input, InputNumber } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { FormDrawer } from '../../../components/form-drawer';
import { ISO_DATE } from '../../../lib/format-date';
import { useSavePeriod } from '../api/periods';

interface Values {
  ten: string;
  khoang: [Dayjs, Dayjs];
  donGia: number;
  gioChot: string;
}

/** Adds or edits a meal period: dates, the price of a lunch and the day's cut-off. */
export function PeriodDrawer({ period, onClose }: { period: KyBanTru | null; onClose: () => void }) {
  const { t } = useTranslation('ban-tru');
  const [form] = Form.useForm<Values>();
  const save = useSavePeriod();
  return (
    <FormDrawer<Values>
      open
      title={period ? t('ky.editTitle') : t('ky.create')}
      form={form}
      initialValues={
        period
          ? {
              ten: period.ten,
              khoang: [dayjs(period.tuNgay), dayjs(period.denNgay)],
              donGia: period.donGia,
              gioChot: period.gioChot,
            }
          : { donGia: 30_000, gioChot: '09:00' }
      }
      onClose={onClose}
      onSubmit={(v) =>
        save.mutateAsync({
          id: period?.id,
          version: period?.version,
          ten: v.ten,
          tuNgay: v.khoang[0].format(ISO_DATE),
          denNgay: v.khoang[1].format(ISO_DATE),
          donGia: v.donGia,
          gioChot: v.gioChot,
        })
      }
    >
      <Form.Item
        name="ten"
        label={t('ky.name')}
        rules={[{ required: true, whitespace: true, message: t('ky.nameRequired') }]}
      >
        <Input maxLength={100} />
      </Form.Item>
      <Form.Item name="khoang" label={t('ky.dates')} rules={[{ required: true, message: t('ky.datesRequired') }]}>
        <DatePicker.RangePicker style={{ width: '100%' }} />
      </Form.Item>
      <Form.Item name="donGia" label={t('ky.price')} rules={[{ required: true, message: t('ky.priceRequired') }]}>
        <InputNumber min={0} max={10_000_000} step={1000} style={{ width: '100%' }} />
      </Form.Item>
      <Form.Item
        name="gioChot"
        label={t('ky.cutOff')}
        extra={t('ky.cutOffHint')}
        rules={[{ required: true, pattern: /^([01]\d|2[0-3]):[0-5]\d$/, message: t('ky.cutOffInvalid') }]}
      >
        <Input placeholder="09:00" maxLength={5} />
      </Form.Item>
    </FormDrawer>
  );
}
