import type { GiaoAnCaiDatInput } from '@hpl/shared/giao-an/contract';
import { App, Button, Card, Form, Skeleton, Switch, Typography } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { applyFieldErrors } from '../../../components/form-drawer';
import { PageHeader } from '../../../components/page-header';
import { Select } from '../../../components/select';
import { submitForm } from '../../../lib/api';
import { RubricSettings } from '../../bien-ban-du-gio';
import { RecordTypesSettings } from '../../ho-so-chuyen-mon';
import { usePlanSettings, useSavePlanSettings, useWorkingStaff } from '../api/settings';
import { SectionsSettings } from '../components/sections-settings';

type Values = Omit<GiaoAnCaiDatInput, 'version'>;

/**
 * `quanlynhansu/caidatchuyenmon`: the school's teaching-quality settings — lesson-plan approval (whether a plan the
 * department head approved goes on to a second approver, and who holds it), the sections of a plan per programme,
 * the observation rubric and the professional record types.
 */
export default function PlanSettingsPage() {
  const { t } = useTranslation('giao-an');
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const settings = usePlanSettings();
  const staff = useWorkingStaff();
  const save = useSavePlanSettings();
  const on = Form.useWatch('duyetCap2', form);

  useEffect(() => {
    if (settings.data) {
      form.setFieldsValue({
        duyetCap2: settings.data.duyetCap2,
        nguoiDuyetCap2Ids: settings.data.nguoiDuyetCap2.map((p) => p.id),
      });
    }
  }, [settings.data, form]);

  const chosen = settings.data?.nguoiDuyetCap2 ?? [];
  const options = [
    ...(staff.data?.items ?? []).map((s) => ({
      value: s.id,
      label: s.tenPhongBan ? `${s.hoTen} — ${s.tenPhongBan}` : s.hoTen,
    })),
    ...chosen
      .filter((p) => !(staff.data?.items ?? []).some((s) => s.id === p.id))
      .map((p) => ({ value: p.id, label: p.hoTen })),
  ];

  const submit = async (v: Values) => {
    try {
      await submitForm(() =>
        save.mutateAsync({
          duyetCap2: v.duyetCap2 ?? false,
          nguoiDuyetCap2Ids: v.nguoiDuyetCap2Ids ?? [],
          version: settings.data?.version ?? 0,
        }),
      );
      message.success(t('settings.saved'));
    } catch (error) {
      applyFieldErrors(form, error);
    }
  };

  return (
    <>
      <PageHeader subTitle={t('settings.intro')} />
      {settings.isLoading ? (
        <Skeleton active />
      ) : (
        <Form<Values> form={form} layout="vertical" onFinish={submit} style={{ maxWidth: 820 }}>
          <Card title={t('settings.approval')}>
            <Form.Item name="duyetCap2" label={t('settings.secondApproval')} valuePropName="checked">
              <Switch />
            </Form.Item>
            <Typography.Paragraph type="secondary">{t('settings.secondApprovalHelp')}</Typography.Paragraph>
            <Form.Item
              name="nguoiDuyetCap2Ids"
              label={t('settings.secondApprovers')}
              rules={[{ required: on === true, type: 'array', min: on ? 1 : 0, message: t('settings.chooseApprover') }]}
            >
              <Select
                mode="multiple"
                allowClear
                showSearch
                optionFilterProp="label"
                loading={staff.isLoading}
                placeholder={t('settings.chooseApprover')}
                options={options}
              />
            </Form.Item>
            <Button type="primary" htmlType="submit" loading={save.isPending}>
              {t('settings.save')}
            </Button>
          </Card>
        </Form>
      )}
      {settings.data && <SectionsSettings settings={settings.data} />}
      <RubricSettings />
      <RecordTypesSettings />
    </>
  );
}
