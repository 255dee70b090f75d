import { CHU_DE_THAM_VAN, type DangKyThamVanInput, MUC_DO_THAM_VAN } from '@hpl/shared/ho-so-tam-ly/contract';
import { App, Button, Card, Form, Input, Radio } from 'antd';
import { useTranslation } from 'react-i18next';
import { applyFieldErrors } from '../../../components/form-drawer';
import { Select } from '../../../components/select';
import { submitForm } from '../../../lib/api';
import { useFileRequest } from '../api/file-request';

/**
 * The request form: a student asks for themself; anyone else names the student by code. It offers the topics the
 * intake settings offer (every topic of Circular 31 until they load).
 */
export function RequestForm({
  forSelf,
  initialCode,
  topics = CHU_DE_THAM_VAN,
}: {
  forSelf: boolean;
  initialCode?: string;
  topics?: readonly (typeof CHU_DE_THAM_VAN)[number][];
}) {
  const { t } = useTranslation('ho-so-tam-ly');
  const { message } = App.useApp();
  const [form] = Form.useForm<DangKyThamVanInput>();
  const file = useFileRequest();
  const submit = async (values: DangKyThamVanInput) => {
    try {
      await submitForm(() => file.mutateAsync(values));
      form.resetFields();
      message.success(t('form.daGui'));
    } catch (error) {
      applyFieldErrors(form, error);
    }
  };

  return (
    <Card title={forSelf ? t('form.titleSelf') : t('form.titleOther')} style={{ maxWidth: 720 }}>
      <Form<DangKyThamVanInput>
        form={form}
        layout="vertical"
        initialValues={{ mucDo: 'binhThuong', maHocSinh: initialCode }}
        onFinish={submit}
      >
        {forSelf ? null : (
          <Form.Item name="maHocSinh" label={t('form.maHocSinh')} rules={[{ required: true, whitespace: true }]}>
            <Input />
          </Form.Item>
        )}
        <Form.Item name="chuDe" label={t('form.chuDe')} rules={[{ required: true }]}>
          <Select options={topics.map((c) => ({ value: c, label: t(`chuDe.${c}`) }))} />
        </Form.Item>
        <Form.Item name="mucDo" label={t('form.mucDo')} rules={[{ required: true }]}>
          <Radio.Group
            optionType="button"
            options={MUC_DO_THAM_VAN.map((m) => ({ value: m, label: t(`mucDo.${m}`) }))}
          />
        </Form.Item>
        <Form.Item name="thoiGianMongMuon" label={t('form.thoiGian')} rules={[{ max: 300 }]}>
          <Input placeholder={t('form.thoiGianGoiY')} />
        </Form.Item>
        <Form.Item name="noiDung" label={t('form.noiDung')} rules={[{ required: true, whitespace: true, max: 4000 }]}>
          <Input.TextArea autoSize={{ minRows: 4 }} />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={file.isPending}>
          {t('form.gui')}
        </Button>
      </Form>
    </Card>
  );
}
