import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { DEFAULT_VN_GRADING_SETTINGS, type VnGradingSettings } from '@hpl/shared/grades-vn/settings';
import { Alert, Button, Card, Flex, Form, InputNumber, Space, Spin, Switch, Typography } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { applyFieldErrors } from '../../../components/form-drawer';
import { submitForm } from '../../../lib/api';
import { useSaveSettings, useSettings } from '../api/settings';

const mark = { min: 0, max: 10, step: 0.1, precision: 1, style: { width: 110 } };
const count = { min: 0, max: 20, precision: 0, style: { width: 110 } };

/**
 * The rules the domain notes mark "verify" (found only in secondary sources), as the year's settings with the
 * circulars' defaults: regular marks by periods, learning-result thresholds and adjustment, absences for promotion,
 * awards, and the primary (Circular 27) test marks. Saving recomputes the stored averages of the year.
 */
export function GradingSettingsForm({ namHocId }: { namHocId: number }) {
  const { t } = useTranslation('diem-vn');
  const settings = useSettings(namHocId);
  const save = useSaveSettings();
  const [form] = Form.useForm<VnGradingSettings>();
  useEffect(() => {
    if (settings.data) form.setFieldsValue(settings.data.caiDat);
  }, [settings.data, form]);
  if (!settings.data) return <Spin />;
  const submit = async (values: VnGradingSettings) => {
    try {
      await submitForm(() => save.mutateAsync({ namHocId, caiDat: values, version: settings.data!.version }));
    } catch (error) {
      applyFieldErrors(form, error);
    }
  };
  const item = (name: (string | number)[], label: string, props: object) => (
    <Form.Item name={name} label={label} rules={[{ required: true }]}>
      <InputNumber {...props} />
    </Form.Item>
  );
  return (
    <Form<VnGradingSettings> form={form} layout="vertical" onFinish={submit} initialValues={settings.data.caiDat}>
      <Alert type="info" showIcon title={t('rules.help')} style={{ marginBottom: 12 }} />
      <Flex gap="middle" wrap align="start">
        <Card title={t('rules.regular')} size="small" style={{ minWidth: 300 }}>
          <Form.List name={['soDiemThuongXuyen', 'bands']}>
            {(fields, { add, remove }) => (
              <>
                {fields.map((field) => (
                  <Space key={field.key} align="baseline">
                    <Form.Item name={[field.name, 'upTo']} label={t('rules.upTo')} rules={[{ required: true }]}>
                      <InputNumber min={1} max={400} precision={0} style={{ width: 90 }} />
                    </Form.Item>
                    <Form.Item name={[field.name, 'count']} label={t('rules.count')} rules={[{ required: true }]}>
                      <InputNumber min={1} max={6} precision={0} style={{ width: 80 }} />
                    </Form.Item>
                    {fields.length > 1 && (
                      <Button
                        type="text"
                        icon={<DeleteOutlined />}
                        aria-label={t('rules.removeBand')}
                        onClick={() => remove(field.name)}
                      />
                    )}
                  </Space>
                ))}
                {fields.length < 6 && (
                  <Button
                    icon={<PlusOutlined />}
                    onClick={() => add({ upTo: 100, count: 4 })}
                    style={{ marginBottom: 12 }}
                  >
                    {t('rules.addBand')}
                  </Button>
                )}
              </>
            )}
          </Form.List>
          {item(['soDiemThuongXuyen', 'more'], t('rules.more'), { min: 1, max: 6, precision: 0, style: { width: 90 } })}
        </Card>
        <Card title={t('rules.learning')} size="small" style={{ minWidth: 300 }}>
          <Flex gap="small" wrap>
            {item(['hocLuc', 'totFloor'], t('rules.totFloor'), mark)}
            {item(['hocLuc', 'totHigh'], t('rules.totHigh'), mark)}
            {item(['hocLuc', 'totHighCount'], t('rules.totHighCount'), count)}
            {item(['hocLuc', 'khaFloor'], t('rules.khaFloor'), mark)}
            {item(['hocLuc', 'khaHigh'], t('rules.khaHigh'), mark)}
            {item(['hocLuc', 'khaHighCount'], t('rules.khaHighCount'), count)}
            {item(['hocLuc', 'datPass'], t('rules.datPass'), mark)}
            {item(['hocLuc', 'datPassCount'], t('rules.datPassCount'), count)}
            {item(['hocLuc', 'datFloor'], t('rules.datFloor'), mark)}
            {item(['hocLuc', 'datMaxCommentFails'], t('rules.datMaxCommentFails'), count)}
          </Flex>
          <Form.Item name={['hocLuc', 'dieuChinh']} label={t('rules.adjust')} valuePropName="checked">
            <Switch />
          </Form.Item>
        </Card>
        <Card title={t('rules.yearEnd')} size="small" style={{ minWidth: 300 }}>
          {item(['soBuoiNghiToiDa'], t('rules.absences'), { min: 0, max: 200, precision: 0, style: { width: 110 } })}
          {item(['khenThuong', 'xuatSacMark'], t('rules.xuatSacMark'), mark)}
          {item(['khenThuong', 'xuatSacCount'], t('rules.xuatSacCount'), count)}
          <Typography.Text strong>{t('rules.primary')}</Typography.Text>
          <Flex gap="small" wrap>
            {item(['tieuHoc', 'xuatSacTest'], t('rules.primaryExcellent'), { min: 1, max: 10, precision: 0 })}
            {item(['tieuHoc', 'totTest'], t('rules.primaryGood'), { min: 1, max: 10, precision: 0 })}
            {item(['tieuHoc', 'hoanThanhTest'], t('rules.primaryDone'), { min: 1, max: 10, precision: 0 })}
          </Flex>
        </Card>
      </Flex>
      <Space style={{ marginTop: 12 }}>
        <Button type="primary" htmlType="submit" loading={save.isPending}>
          {t('rules.save')}
        </Button>
        <Button onClick={() => form.setFieldsValue(DEFAULT_VN_GRADING_SETTINGS)}>{t('rules.defaults')}</Button>
      </Space>
    </Form>
  );
}
