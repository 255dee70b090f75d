import { ArrowDownOutlined, ArrowUpOutlined, DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import type { GiaoAnCaiDat } from '@hpl/shared/giao-an/contract';
import { PLAN_PROGRAMMES, type PlanLayouts, SECTION_KINDS } from '@hpl/shared/giao-an/sections';
import { App, Button, Card, Flex, Form, Input, Tabs, Typography } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { applyFieldErrors } from '../../../components/form-drawer';
import { Select } from '../../../components/select';
import { ApiError, submitForm } from '../../../lib/api';
import { useSavePlanSettings } from '../api/settings';

type Values = { mucGiaoAn: PlanLayouts };

/**
 * The sections of a new lesson plan, per programme (national: the 5512 layout; Cambridge: its own): key, titles in
 * both languages, one text or an activity. Plans already written keep their sections; removing a section that plans
 * use asks to confirm (the server names them).
 */
export function SectionsSettings({ settings }: { settings: GiaoAnCaiDat }) {
  const { t } = useTranslation('giao-an');
  const { message, modal } = App.useApp();
  const [form] = Form.useForm<Values>();
  const save = useSavePlanSettings();
  useEffect(() => form.setFieldsValue({ mucGiaoAn: settings.mucGiaoAn }), [settings, form]);

  const send = (v: Values, confirmed: boolean) =>
    submitForm(() =>
      save.mutateAsync({
        duyetCap2: settings.duyetCap2,
        nguoiDuyetCap2Ids: settings.nguoiDuyetCap2.map((p) => p.id),
        mucGiaoAn: v.mucGiaoAn,
        xacNhanXoaMuc: confirmed,
        version: settings.version,
      }),
    );
  const submit = async (v: Values) => {
    try {
      await send(v, false);
      message.success(t('settings.saved'));
    } catch (error) {
      if (error instanceof ApiError && error.status === 409 && error.fieldErrors.mucGiaoAn) {
        modal.confirm({
          title: t('settings.sections.confirmTitle'),
          content: error.fieldErrors.mucGiaoAn,
          okText: t('settings.sections.confirmOk'),
          cancelText: t('action.cancel'),
          onOk: async () => {
            await send(v, true);
            message.success(t('settings.saved'));
          },
        });
        return;
      }
      applyFieldErrors(form, error);
    }
  };

  const kinds = SECTION_KINDS.map((k) => ({ value: k, label: t(`settings.kind.${k}`) }));
  const layout = (programme: (typeof PLAN_PROGRAMMES)[number]) => (
    <Form.List name={['mucGiaoAn', programme]}>
      {(fields, { add, remove, move }) => (
        <Flex vertical gap="small">
          {fields.map((field, index) => (
            <Flex key={field.key} gap="small" wrap align="start">
              <Form.Item
                name={[field.name, 'ma']}
                rules={[
                  { required: true, pattern: /^[A-Za-z][A-Za-z0-9_]{0,39}$/, message: t('settings.sections.key') },
                ]}
                style={{ width: 150, marginBottom: 0 }}
              >
                <Input
                  aria-label={t('settings.sections.keyLabel', { n: index + 1 })}
                  placeholder={t('settings.sections.keyLabel', { n: index + 1 })}
                />
              </Form.Item>
              <Form.Item
                name={[field.name, 'tieuDe']}
                rules={[{ required: true, whitespace: true, message: t('settings.sections.title') }]}
                style={{ flex: '1 1 200px', marginBottom: 0 }}
              >
                <Input
                  aria-label={t('settings.sections.titleVi', { n: index + 1 })}
                  placeholder={t('settings.sections.titleVi', { n: index + 1 })}
                  maxLength={200}
                />
              </Form.Item>
              <Form.Item
                name={[field.name, 'tieuDeEn']}
                rules={[{ required: true, whitespace: true, message: t('settings.sections.title') }]}
                style={{ flex: '1 1 200px', marginBottom: 0 }}
              >
                <Input
                  aria-label={t('settings.sections.titleEn', { n: index + 1 })}
                  placeholder={t('settings.sections.titleEn', { n: index + 1 })}
                  maxLength={200}
                />
              </Form.Item>
              <Form.Item name={[field.name, 'loai']} style={{ width: 150, marginBottom: 0 }}>
                <Select aria-label={t('settings.sections.kindLabel', { n: index + 1 })} options={kinds} />
              </Form.Item>
              <Button
                aria-label={t('settings.up')}
                icon={<ArrowUpOutlined />}
                disabled={index === 0}
                onClick={() => move(index, index - 1)}
              />
              <Button
                aria-label={t('settings.down')}
                icon={<ArrowDownOutlined />}
                disabled={index === fields.length - 1}
                onClick={() => move(index, index + 1)}
              />
              <Button
                aria-label={t('settings.remove')}
                danger
                icon={<DeleteOutlined />}
                onClick={() => remove(index)}
              />
            </Flex>
          ))}
          <Button icon={<PlusOutlined />} onClick={() => add({ ma: '', tieuDe: '', tieuDeEn: '', loai: 'van_ban' })}>
            {t('settings.sections.add')}
          </Button>
        </Flex>
      )}
    </Form.List>
  );

  return (
    <Card title={t('settings.sections.title_')} style={{ marginTop: 16 }}>
      <Typography.Paragraph type="secondary">{t('settings.sections.help')}</Typography.Paragraph>
      <Form<Values> form={form} onFinish={submit}>
        <Tabs
          items={PLAN_PROGRAMMES.map((p) => ({
            key: p,
            label: t(`settings.programme.${p}`),
            forceRender: true,
            children: layout(p),
          }))}
        />
        <Button type="primary" htmlType="submit" loading={save.isPending} style={{ marginTop: 12 }}>
          {t('settings.save')}
        </Button>
      </Form>
    </Card>
  );
}
