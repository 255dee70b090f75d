import { SettingOutlined } from '@ant-design/icons';
import type { HanhViCaiDatDto } from '@hpl/shared/bao-cao-vi-pham/hanh-vi';
import { Button, Form, InputNumber } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDrawer } from '../../../components/form-drawer';
import { useBehaviourSettings, useSaveBehaviourSettings } from '../api/behaviour-settings';

type Values = Omit<HanhViCaiDatDto, 'version'>;
const FIELDS = ['diemBatDau', 'diemToiThieu', 'diemToiDa', 'nguongTot', 'nguongKha', 'nguongDat'] as const;

/** The office's settings of the behaviour score: start value, clamp, and the thresholds of each conduct level. */
export function BehaviourSettingsButton() {
  const { t } = useTranslation('bao-cao-vi-pham');
  const [open, setOpen] = useState(false);
  const [form] = Form.useForm<Values>();
  const settings = useBehaviourSettings();
  const save = useSaveBehaviourSettings();
  return (
    <>
      <Button icon={<SettingOutlined />} onClick={() => setOpen(true)} disabled={!settings.data}>
        {t('behaviour.settings')}
      </Button>
      {settings.data && (
        <FormDrawer<Values>
          open={open}
          title={t('behaviour.settings')}
          form={form}
          initialValues={settings.data}
          onSubmit={(v) => save.mutateAsync({ ...v, version: settings.data!.version })}
          onClose={() => setOpen(false)}
        >
          {FIELDS.map((f) => (
            <Form.Item
              key={f}
              name={f}
              label={t(`behaviour.${f}`)}
              rules={[{ required: true, message: t('form.required') }]}
            >
              <InputNumber min={-1000} max={1000} style={{ width: '100%' }} />
            </Form.Item>
          ))}
        </FormDrawer>
      )}
    </>
  );
}
