import { Form, Input, InputNumber, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormDrawer } from '../../../components/form-drawer';
import { Select } from '../../../components/select';
import { useSaveTimetableSettings, useTimetableSettings } from '../api/settings';

interface Values {
  soNgayHoc: number;
  soTietNgay: number;
  soTietSang: number;
  gioBatDau: string;
  thoiLuongTiet: number;
  soTuanNam: number;
  tietCam: string[];
}

/** The year's school day: days, periods (morning ones first), start times, forbidden slots and weeks per year. */
/** Opens once the settings are read, so the form starts from them. */
export function SettingsForm({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('thoi-khoa-bieu');
  const [form] = Form.useForm<Values>();
  const settings = useTimetableSettings(true);
  const save = useSaveTimetableSettings();
  const days = Form.useWatch('soNgayHoc', form) ?? settings.data?.soNgayHoc ?? 6;
  const periods = Form.useWatch('soTietNgay', form) ?? settings.data?.soTietNgay ?? 8;
  const slotOptions = Array.from({ length: days * periods }, (_, i) => {
    const day = Math.floor(i / periods);
    const period = i % periods;
    return { value: `${day}:${period}`, label: `${t(`day.${day}`)} – ${t('week.period', { n: period + 1 })}` };
  });
  const data = settings.data;
  return (
    <FormDrawer
      open={open && settings.data !== undefined}
      title={t('settings.title')}
      form={form}
      initialValues={
        data
          ? {
              soNgayHoc: data.soNgayHoc,
              soTietNgay: data.soTietNgay,
              soTietSang: data.soTietSang,
              gioBatDau: data.gioBatDau.join(', '),
              thoiLuongTiet: data.thoiLuongTiet,
              soTuanNam: data.soTuanNam,
              tietCam: data.tietCam.map((s) => `${s.day}:${s.period}`),
            }
          : undefined
      }
      onClose={onClose}
      onSubmit={(v) =>
        save.mutateAsync({
          namHocId: data?.namHocId,
          soNgayHoc: v.soNgayHoc,
          soTietNgay: v.soTietNgay,
          soTietSang: v.soTietSang,
          gioBatDau: v.gioBatDau
            .split(',')
            .map((x) => x.trim())
            .filter(Boolean),
          thoiLuongTiet: v.thoiLuongTiet,
          soTuanNam: v.soTuanNam,
          tietCam: (v.tietCam ?? []).map((s) => {
            const [day, period] = s.split(':').map(Number);
            return { day: day!, period: period! };
          }),
          version: data?.version ?? 0,
        })
      }
    >
      {!data ? (
        <Spin />
      ) : (
        <>
          <Form.Item name="soNgayHoc" label={t('settings.days')} rules={[{ required: true }]}>
            <InputNumber min={1} max={7} style={{ width: '100%' }} />
          </Form.Item>
          <Form.Item name="soTietNgay" label={t('settings.periods')} rules={[{ required: true }]}>
            <InputNumber min={1} max={14} style={{ width: '100%' }} />
          </Form.Item>
          <Form.Item name="soTietSang" label={t('settings.morningPeriods')} rules={[{ required: true }]}>
            <InputNumber min={0} max={14} style={{ width: '100%' }} />
          </Form.Item>
          <Form.Item name="gioBatDau" label={t('settings.startTimes')} extra={t('settings.startTimesHelp')}>
            <Input />
          </Form.Item>
          <Form.Item name="thoiLuongTiet" label={t('settings.periodMinutes')} rules={[{ required: true }]}>
            <InputNumber min={20} max={120} style={{ width: '100%' }} />
          </Form.Item>
          <Form.Item name="soTuanNam" label={t('settings.weeks')} rules={[{ required: true }]}>
            <InputNumber min={1} max={53} style={{ width: '100%' }} />
          </Form.Item>
          <Form.Item name="tietCam" label={t('settings.forbidden')}>
            <Select mode="multiple" options={slotOptions} />
          </Form.Item>
        </>
      )}
    </FormDrawer>
  );
}
