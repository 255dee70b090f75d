import {
  type KhaoSatGiaoVien,
  type KhaoSatGiaoVienInput,
  SURVEY_QUESTIONS_MAX,
  type SurveyProgramme,
} from '@hpl/shared/khao-sat-giao-vien/contract';
import { Button, DatePicker, Form, Input } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { FormDrawer } from '../../../components/form-drawer';
import { ISO_DATE } from '../../../lib/format-date';
import { useSurveyStep } from '../api/act';

interface Values {
  ten: string;
  cauHoi: string[];
  ngay: [Dayjs, Dayjs];
}

/** Creating or editing a campaign of a programme: its name, 1–5 questions and the dates it is open. */
export function CampaignDrawer({
  open,
  chuongTrinh,
  campaign,
  onClose,
}: {
  open: boolean;
  chuongTrinh: SurveyProgramme;
  campaign: KhaoSatGiaoVien | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('khao-sat-giao-vien');
  const [form] = Form.useForm<Values>();
  const step = useSurveyStep();
  const answered = (campaign?.soPhieu ?? 0) > 0;
  const initialValues: Partial<Values> = campaign
    ? { ten: campaign.ten, cauHoi: campaign.cauHoi, ngay: [dayjs(campaign.tuNgay), dayjs(campaign.denNgay)] }
    : { cauHoi: [''], ngay: [dayjs(), dayjs().add(14, 'day')] };
  return (
    <FormDrawer<Values>
      open={open}
      title={campaign ? t('campaign.edit') : t('campaign.create')}
      form={form}
      initialValues={initialValues}
      onClose={onClose}
      onSubmit={(v) => {
        const input: KhaoSatGiaoVienInput = {
          ten: v.ten,
          chuongTrinh,
          cauHoi: v.cauHoi,
          tuNgay: v.ngay[0].format(ISO_DATE),
          denNgay: v.ngay[1].format(ISO_DATE),
          version: campaign?.version,
        };
        return step.mutateAsync(
          campaign
            ? { kind: 'update', id: campaign.id, input }
            : { kind: 'create', input: { ...input, version: undefined } },
        );
      }}
    >
      <Form.Item name="ten" label={t('campaign.name')} rules={[{ required: true, message: t('campaign.required') }]}>
        <Input maxLength={200} />
      </Form.Item>
      <Form.Item name="ngay" label={t('campaign.dates')} rules={[{ required: true, message: t('campaign.required') }]}>
        <DatePicker.RangePicker
          format="DD/MM/YYYY"
          style={{ width: '100%' }}
          aria-label={t('campaign.dates')}
          placeholder={[t('campaign.from'), t('campaign.to')]}
        />
      </Form.Item>
      <Form.List name="cauHoi">
        {(fields, { add, remove }) => (
          <>
            {fields.map((field, i) => (
              <Form.Item
                key={field.key}
                label={t('campaign.question', { n: i + 1 })}
                extra={answered && i === 0 ? t('campaign.lockedQuestions') : undefined}
              >
                <div style={{ display: 'flex', gap: 8 }}>
                  <Form.Item
                    name={field.name}
                    noStyle
                    rules={[{ required: true, whitespace: true, message: t('campaign.required') }]}
                  >
                    <Input maxLength={300} disabled={answered} aria-label={t('campaign.question', { n: i + 1 })} />
                  </Form.Item>
                  {fields.length > 1 && !answered && (
                    <Button onClick={() => remove(field.name)}>{t('campaign.removeQuestion', { n: i + 1 })}</Button>
                  )}
                </div>
              </Form.Item>
            ))}
            {fields.length < SURVEY_QUESTIONS_MAX && !answered && (
              <Form.Item>
                <Button type="dashed" onClick={() => add('')}>
                  {t('campaign.addQuestion')}
                </Button>
              </Form.Item>
            )}
          </>
        )}
      </Form.List>
    </FormDrawer>
  );
}
