import type { GiaoAnInput, MyPlanClass } from '@hpl/shared/giao-an/contract';
import { ACTIVITY_FIELDS, ACTIVITY_SECTIONS, emptyPlanContent, OBJECTIVE_SECTIONS } from '@hpl/shared/giao-an/sections';
import { Button, Card, Flex, Form, Input, InputNumber } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { applyFieldErrors } from '../../../components/form-drawer';
import { Select } from '../../../components/select';
import { submitForm } from '../../../lib/api';
import { useMyPlanClasses } from '../api/get-plan';

const ROWS = { autoSize: { minRows: 2, maxRows: 12 } };

/**
 * The plan in the layout of Official Letter 5512 appendix IV: the lesson (title, classes, week, lesson number), then
 * I. objectives, II. equipment and materials, III. the four activities with aim, content, product and organisation.
 */
export function PlanForm({
  initial,
  onSave,
  onSaveAndSubmit,
}: {
  initial?: Omit<GiaoAnInput, 'version'>;
  onSave: (input: Omit<GiaoAnInput, 'version'>) => Promise<unknown>;
  /** Saves, then sends the plan to the head (the button shows only when given). */
  onSaveAndSubmit?: (input: Omit<GiaoAnInput, 'version'>) => Promise<unknown>;
}) {
  const { t, i18n } = useTranslation('giao-an');
  const [form] = Form.useForm<Omit<GiaoAnInput, 'version'>>();
  const [saving, setSaving] = useState<'save' | 'submit' | null>(null);
  const classes = useMyPlanClasses();
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
    <Form
      form={form}
      layout="vertical"
      initialValues={initial ?? { tuan: 1, tiet: 1, lopMonHocIds: [], noiDung: emptyPlanContent() }}
    >
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
      <Card size="small" title={t('section.objectives')} style={{ marginTop: 12 }}>
        {OBJECTIVE_SECTIONS.map((s) => (
          <Form.Item key={s} name={['noiDung', 'mucTieu', s]} label={t(`section.${s}`)}>
            <Input.TextArea {...ROWS} maxLength={10_000} />
          </Form.Item>
        ))}
      </Card>
      <Card size="small" title={t('section.thietBi')} style={{ marginTop: 12 }}>
        <Form.Item name={['noiDung', 'thietBi']} label={t('section.thietBi')}>
          <Input.TextArea {...ROWS} maxLength={10_000} />
        </Form.Item>
      </Card>
      <Card size="small" title={t('section.activities')} style={{ marginTop: 12 }}>
        {ACTIVITY_SECTIONS.map((s) => (
          <Card key={s} type="inner" size="small" title={t(`section.${s}`)} style={{ marginBottom: 12 }}>
            {ACTIVITY_FIELDS.map((f) => (
              <Form.Item key={f} name={['noiDung', 'hoatDong', s, f]} label={t(`field.${f}`)}>
                <Input.TextArea {...ROWS} maxLength={10_000} />
              </Form.Item>
            ))}
          </Card>
        ))}
      </Card>
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
