import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';

/** The note of a session or a referral: required, up to 10,000 characters, stored encrypted (the field says so). */
export function EncryptedNoteField() {
  const { t } = useTranslation('ho-so-tam-ly');
  return (
    <Form.Item
      name="ghiChu"
      label={t('hoSo.ghiChu')}
      extra={t('hoSo.maHoa')}
      rules={[{ required: true, whitespace: true, max: 10000 }]}
    >
      <Input.TextArea autoSize={{ minRows: 3 }} />
    </Form.Item>
  );
}
