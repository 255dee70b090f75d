import type { GiaoAnInput, MyPlanClass } from '@hpl/shared/giao-an/contract';
import { ACTIVITY_FIELDS, type SectionDef } from '@hpl/shared/giao-an/sections';
import { Button, Card, Flex, Form, Input, InputNumber } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { applyFieldErrors } from '../../../components/form-drawer';
import { Select } from '../../../components/select';
import { submitForm } from '../../../lib/api';
import { useMyPlanClasses, usePlanLayouts } from '../api/get-plan';
import { titleOf } from './section-title';

const ROWS = { autoSize: { minRows: 2, maxRows: 12 } };

/**
 * The plan: the lesson (title, classes, week, lesson number), then its sections — an existing plan's own, or for a
 * new plan the sections the school set for the programme of the chosen classes' subject (the 5512 appendix IV
 * layout for the national programme: objectives, equipment and materials, four activities with aim, content, product
 * and organisation; the Cambridge layout for Cambridge subjects).
 */
export function PlanForm({
  initial,
  sections: ownSections,
  onSave,
  onSaveAndSubmit,
}: {
  initial?: Omit<GiaoAnInput, 'version'>;
  /** An existing plan's sections (absent: a new plan, which takes its programme's). */
  sections?: SectionDef[];
  onSave: (input: Omit<GiaoAnInput, 'version'>) => Promise<unknown>;
  /** Saves, then sends the plan to the head (the button shows only when given). */
  onSaveAndSubmit?: (input: Omit<GiaoAnInput, 'version'>) => Promise<unknown>;
}) {
  const { t, i18n } = useTranslation('giao-an');
  const [form] = Form.useForm<Omit<GiaoAnInput, 'version'>>();
  const [saving, setSaving] = useState<'save' | 'submit' | null>(null);
  const classes = useMyPlanClasses();
  const layouts = usePlanLayouts(!ownSections);
  const chosen = Form.useWatch('lopMonHocIds', form) ?? initial?.lopMonHocIds ?? [];
  const programme = (classes.data ?? []).find((c) => c.id === chosen[0])?.chuongTrinh ?? 'vn';
  const sections = ownSections ?? layouts.data?.[programme] ?? [];
  const en = i18n.language === 'en';
  const subjectOf = (c: MyPlanClass) => (en && c.tenMonHocEn) || c.tenMonHoc;
  const groups = [...new Set((classes.data ?? []).map(subjectOf))].map((subject) => ({
    label: subject,
    options: (classes.data ?? [])
      .filter((c) => subjectOf(c) === subject)
      .map((c) => ({ value: c.id, label: c.tenLop })),
  }));

  const run = async (which: 'save' | 'submit') => {
    const values = await form.validateFields();
    setSaving(which);
    try {
      await submitForm(() => (which === 'save' || !onSaveAndSubmit ? onSave(values) : onSaveAndSubmit(values)));
    } catch (error) {
      applyFieldErrors(form, error);
    } finally {
      setSaving(null);
    }
  };

  return (
    <Form form={form} layout="vertical" initialValues={initial ?? { tuan: 1, tiet: 1, lopMonHocIds: [], noiDung: {} }}>
      <Card size="small" title={t('form.lesson')}>
        <Form.Item
          name="tieuDe"
          label={t('form.title')}
          rules={[{ required: true, whitespace: true, message: t('form.titleRequired') }]}
        >
          <Input maxLength={300} />
        </Form.Item>
        <Form.Item
          name="lopMonHocIds"
          label={t('form.classes')}
          rules={[{ required: true, message: t('form.classesRequired') }]}
        >
          <Select mode="multiple" options={groups} loading={classes.isLoading} optionFilterProp="label" />
        </Form.Item>
        <Flex gap="middle" wrap>
          <Form.Item name="tuan" label={t('form.week')} rules={[{ required: true }]}>
            <InputNumber min={1} max={53} />
          </Form.Item>
          <Form.Item name="tiet" label={t('form.lessonNo')} rules={[{ required: true }]}>
            <InputNumber min={1} max={999} />
          </Form.Item>
        </Flex>
      </Card>
      {sections.map((m) => (
        <Card key={m.ma} size="small" title={titleOf(m, en)} style={{ marginTop: 12 }}>
          {m.loai === 'van_ban' ? (
            <Form.Item name={['noiDung', m.ma, 'text']} noStyle>
              <Input.TextArea {...ROWS} maxLength={10_000} aria-label={titleOf(m, en)} />
            </Form.Item>
          ) : (
            ACTIVITY_FIELDS.map((f) => (
              <Form.Item key={f} name={['noiDung', m.ma, f]} label={t(`field.${f}`)}>
                <Input.TextArea {...ROWS} maxLength={10_000} />
              </Form.Item>
            ))
          )}
        </Card>
      ))}
      <Flex gap="small" wrap style={{ marginTop: 12 }}>
        <Button loading={saving === 'save'} disabled={saving !== null} onClick={() => run('save')}>
          {t('action.save')}
        </Button>
        {onSaveAndSubmit && (
          <Button type="primary" loading={saving === 'submit'} disabled={saving !== null} onClick={() => run('submit')}>
            {t('action.saveAndSubmit')}
          </Button>
        )}
      </Flex>
    </Form>
  );
}
