import { type CaiDatNhapCam, diemCamKetQuaAuthority } from '@hpl/shared/diem-cam/ket-qua';
import { Alert, Button, Card, DatePicker, Empty, Flex, Form, Spin, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useCan } from '../../../app/access';
import { PageHeader } from '../../../components/page-header';
import { Select } from '../../../components/select';
import { useStaffDirectory } from '../../danh-ba';
import { useEntrySettings, useSaveEntrySettings } from '../api/entry-settings';
import { ExamPicker, useChosenExam } from '../components/exam-picker';

interface Values {
  window: [Dayjs | null, Dayjs | null] | null;
  nguoiNhapIds: number[];
  nguoiKiemTraIds: number[];
}

/**
 * `quanlydiemcam/caidatnhapdiemcam`: per exam, the window in which teachers enter marks and who enters and who
 * checks them (empty = the class's teachers enter, the head of their department checks). The office edits; others
 * see the settings read-only.
 */
export default function EntrySettingsPage() {
  const { t } = useTranslation('diem-cam');
  const chosen = useChosenExam();
  const { examId } = chosen;
  const settings = useEntrySettings(examId);
  return (
    <>
      <PageHeader />
      <Flex vertical gap="middle">
        <ExamPicker chosen={chosen} />
        {chosen.loading || settings.isLoading ? (
          <Spin />
        ) : !examId || !settings.data ? (
          <Empty description={t('page.noExams')} />
        ) : (
          <SettingsForm key={`${examId}:${settings.data.version}`} examId={examId} settings={settings.data} />
        )}
      </Flex>
    </>
  );
}

function SettingsForm({ examId, settings }: { examId: number; settings: CaiDatNhapCam }) {
  const { t } = useTranslation('diem-cam');
  const [form] = Form.useForm<Values>();
  const save = useSaveEntrySettings(examId);
  const canEdit = useCan(diemCamKetQuaAuthority.manage);
  const staff = useStaffDirectory({ pageSize: -1 });
  const known = [...settings.nguoiNhap, ...settings.nguoiKiemTra].map((s) => ({ value: s.id, label: s.hoTen }));
  const options = [
    ...known,
    ...(staff.data?.items ?? [])
      .filter((s) => !known.some((k) => k.value === s.id))
      .map((s) => ({ value: s.id, label: `${s.hoTen} (${s.maNhanVien})` })),
  ];
  const initial: Values = {
    window: [
      settings.moNhapTu ? dayjs(settings.moNhapTu) : null,
      settings.moNhapDen ? dayjs(settings.moNhapDen) : null,
    ],
    nguoiNhapIds: settings.nguoiNhap.map((s) => s.id),
    nguoiKiemTraIds: settings.nguoiKiemTra.map((s) => s.id),
  };
  useEffect(() => form.setFieldsValue(initial));
  return (
    <Card style={{ maxWidth: 720 }}>
      <Typography.Paragraph type="secondary">{t('settings.help')}</Typography.Paragraph>
      <Form<Values>
        form={form}
        layout="vertical"
        disabled={!canEdit}
        initialValues={initial}
        onFinish={(v) =>
          save
            .mutateAsync({
              moNhapTu: v.window?.[0]?.toISOString() ?? null,
              moNhapDen: v.window?.[1]?.toISOString() ?? null,
              nguoiNhapIds: v.nguoiNhapIds ?? [],
              nguoiKiemTraIds: v.nguoiKiemTraIds ?? [],
              version: settings.version,
            })
            .catch(() => undefined)
        }
      >
        <Form.Item name="window" label={t('settings.window')} extra={t('settings.windowHint')}>
          <DatePicker.RangePicker showTime allowEmpty={[true, true]} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item name="nguoiNhapIds" label={t('settings.enterers')} extra={t('settings.enterersHint')}>
          <Select mode="multiple" options={options} showSearch={{ optionFilterProp: 'label' }} />
        </Form.Item>
        <Form.Item name="nguoiKiemTraIds" label={t('settings.checkers')} extra={t('settings.checkersHint')}>
          <Select mode="multiple" options={options} showSearch={{ optionFilterProp: 'label' }} />
        </Form.Item>
        {save.isError && <Alert type="error" showIcon title={t('settings.failed')} style={{ marginBottom: 12 }} />}
        {canEdit ? (
          <Button type="primary" htmlType="submit" loading={save.isPending}>
            {t('settings.save')}
          </Button>
        ) : (
          <Typography.Text type="secondary">{t('settings.readOnly')}</Typography.Text>
        )}
      </Form>
    </Card>
  );
}
