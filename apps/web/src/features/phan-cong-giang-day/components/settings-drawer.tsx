import type { CaiDatPhanCong } from '@hpl/shared/phan-cong-giang-day/contract';
import { Divider, Form, InputNumber } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormDrawer } from '../../../components/form-drawer';
import { useSaveSettings } from '../api/save-settings';

const number = (max: number) => <InputNumber min={0} max={max} precision={0} style={{ width: 120 }} />;

/** The year's settings: teaching weeks, level norms, reductions per duty, the overload cap and the yearly warning. */
export function SettingsDrawer({
  open,
  caiDat,
  version,
  namHocId,
  onClose,
}: {
  open: boolean;
  caiDat: CaiDatPhanCong;
  version: number;
  namHocId: number;
  onClose: () => void;
}) {
  const { t } = useTranslation('phan-cong-giang-day');
  const [form] = Form.useForm<CaiDatPhanCong>();
  const save = useSaveSettings();
  return (
    <FormDrawer<CaiDatPhanCong>
      open={open}
      title={t('settings.title')}
      form={form}
      initialValues={caiDat}
      onClose={onClose}
      onSubmit={(values) => save.mutateAsync({ ...values, namHocId, version })}
    >
      <Form.Item name="soTuanNam" label={t('settings.weeks')} rules={[{ required: true }]}>
        <InputNumber min={1} max={52} precision={0} style={{ width: 120 }} />
      </Form.Item>
      <Divider titlePlacement="start">{t('settings.norms')}</Divider>
      {(['tieu_hoc', 'thcs', 'thpt'] as const).map((l) => (
        <Form.Item key={l} name={['dinhMuc', l]} label={t(`level.${l}`)} rules={[{ required: true }]}>
          {number(60)}
        </Form.Item>
      ))}
      <Divider titlePlacement="start">{t('settings.reductions')}</Divider>
      {(['chuNhiem', 'toTruong', 'toPho', 'tapSu', 'conNho', 'conNhoTieuHoc'] as const).map((k) => (
        <Form.Item key={k} name={['giamTru', k]} label={t(`settings.reduction.${k}`)} rules={[{ required: true }]}>
          {number(30)}
        </Form.Item>
      ))}
      <Divider titlePlacement="start">{t('settings.caps')}</Divider>
      <Form.Item name="vuotGioToiDaPhanTram" label={t('settings.overloadCap')} rules={[{ required: true }]}>
        {number(200)}
      </Form.Item>
      <Form.Item name="canhBaoTietThemNam" label={t('settings.extraWarning')} rules={[{ required: true }]}>
        {number(10_000)}
      </Form.Item>
    </FormDrawer>
  );
}
