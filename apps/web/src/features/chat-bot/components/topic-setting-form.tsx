import type { ChatBotTopicSetting } from '@hpl/shared/chat-bot/contract';
import { App, Button, Card, Form, Input } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSaveTopicSetting, useTopicSettings } from '../api/topic-settings';

/** Whom the "not found" answer of a topic suggests asking, in both languages. */
export function TopicSettingForm({ linhVuc }: { linhVuc: number }) {
  const { t } = useTranslation('chat-bot');
  const { message } = App.useApp();
  const settings = useTopicSettings();
  const save = useSaveTopicSetting();
  const [form] = Form.useForm<ChatBotTopicSetting>();
  const current = settings.data?.find((s) => s.linhVuc === linhVuc);

  useEffect(() => {
    if (current) form.setFieldsValue(current);
  }, [current, form]);

  return (
    <Card size="small" title={t('settings.title')} loading={settings.isLoading}>
      <Form
        form={form}
        layout="vertical"
        onFinish={async (values) => {
          await save.mutateAsync({ ...values, linhVuc });
          message.success(t('settings.saved'));
        }}
      >
        <Form.Item name="lienHeVi" label={t('settings.vi')} rules={[{ max: 500 }]}>
          <Input maxLength={500} />
        </Form.Item>
        <Form.Item name="lienHeEn" label={t('settings.en')} rules={[{ max: 500 }]}>
          <Input maxLength={500} />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={save.isPending}>
          {t('settings.save')}
        </Button>
      </Form>
    </Card>
  );
}
