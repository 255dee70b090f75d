import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import type { ThangQuyDoi } from '@hpl/shared/diem-cam/cau-hinh';
import { Alert, App, Button, Divider, Flex, Form, Input, InputNumber, Radio, Table, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDrawer } from '../../../components/form-drawer';
import { Select } from '../../../components/select';
import { useSaveScale } from '../api/scales';
import { useScopeOptions } from '../api/scope-options';
import { useExactNumber } from './exact-number';
import {
  formOfRule,
  inputOf,
  previewOf,
  ruleOf,
  SAMPLE_GRADES,
  SAMPLE_PERCENTAGES,
  type ScaleFormValues,
} from './scale-rule';

const NEW_SCALE: Partial<ScaleFormValues> = {
  kind: 'band',
  bandBy: 'min',
  bands: [
    { key: '90', result: 'A*' },
    { key: '80', result: 'A' },
    { key: '70', result: 'B' },
    { key: '60', result: 'C' },
  ],
  divisor: 10,
  decimals: 1,
};

/** The live preview: sample marks (or grades) converted with the rule as it stands in the form. */
function Preview({ values }: { values: Partial<ScaleFormValues> }) {
  const { t } = useTranslation('diem-cam');
  const exact = useExactNumber();
  const byGrade = values.kind === 'band' && values.bandBy === 'grade';
  const [samples, setSamples] = useState<Record<'min' | 'grade', string>>({
    min: SAMPLE_PERCENTAGES,
    grade: SAMPLE_GRADES,
  });
  const text = samples[byGrade ? 'grade' : 'min'];
  const rule = ruleOf(values);
  const rows = text
    .split(/[;\s]+|,(?=\s)/)
    .map((s) => s.trim())
    .filter(Boolean)
    .slice(0, 20)
    .map((sample, i) => ({ key: `${i}:${sample}`, sample, result: previewOf(sample, rule) }));
  return (
    <div data-testid="scale-preview">
      <Typography.Title level={5}>{t('scales.preview')}</Typography.Title>
      <Input
        aria-label={t('scales.samples')}
        value={text}
        onChange={(e) => setSamples({ ...samples, [byGrade ? 'grade' : 'min']: e.target.value })}
        addonBefore={byGrade ? t('scales.sampleGrades') : t('scales.samplePercent')}
      />
      <Table
        size="small"
        style={{ marginTop: 8 }}
        pagination={false}
        dataSource={rows}
        columns={[
          { title: t('scales.sample'), dataIndex: 'sample' },
          {
            title: t('scales.result'),
            dataIndex: 'result',
            render: (r: string | number | null) =>
              r === null ? (
                <Typography.Text type="secondary">{t('scales.cannotConvert')}</Typography.Text>
              ) : typeof r === 'number' ? (
                exact(r)
              ) : (
                r
              ),
          },
        ]}
      />
    </div>
  );
}

/**
 * Create or edit a conversion scale: scope (any part may be "all"), and a band lookup (≥ 90 % → A*, A* → 9.5) or the
 * linear rule (% ÷ 10, rounded to 0.1). Editing a version results have used saves a new version instead.
 */
export function ScaleDrawer({ scale, onClose }: { scale: ThangQuyDoi | null; onClose: () => void }) {
  const { t } = useTranslation('diem-cam');
  const { message } = App.useApp();
  const [form] = Form.useForm<ScaleFormValues>();
  const save = useSaveScale();
  const options = useScopeOptions();
  const values = (Form.useWatch([], form) ?? {}) as Partial<ScaleFormValues>;
  const kind = values.kind ?? (scale ? scale.quyTac.kind : 'band');
  const bandBy = values.bandBy ?? 'min';
  const all = t('scales.all');

  const scopeSelect = (name: keyof ScaleFormValues, label: string, list: { value: number; label: string }[] = []) => (
    <Form.Item name={name} label={label} style={{ minWidth: 150, flex: 1 }}>
      <Select allowClear showSearch placeholder={all} aria-label={label} options={list} loading={options.isLoading} />
    </Form.Item>
  );

  return (
    <FormDrawer<ScaleFormValues>
      open
      width={640}
      form={form}
      title={scale ? t('scales.editOf', { scale: scale.ten, version: scale.phienBan }) : t('scales.new')}
      initialValues={
        scale
          ? {
              ten: scale.ten,
              namHocId: scale.namHocId,
              heHocId: scale.heHocId,
              khoiId: scale.khoiId,
              monHocId: scale.monHocId,
              ...formOfRule(scale.quyTac),
            }
          : NEW_SCALE
      }
      onClose={onClose}
      onSubmit={async (v) => {
        const saved = await save.mutateAsync({ ...inputOf(v, scale?.version), id: scale?.id });
        message.success(
          'phienBanMoi' in saved && saved.phienBanMoi
            ? t('scales.newVersionMade', { version: saved.phienBan })
            : t('scales.saved'),
        );
      }}
    >
      {scale?.daDung && (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 16 }}
          message={t('scales.usedWarning', { version: scale.phienBan, next: scale.phienBan + 1 })}
        />
      )}
      <Form.Item name="ten" label={t('scales.name')} rules={[{ required: true, message: t('scales.nameRequired') }]}>
        <Input maxLength={200} />
      </Form.Item>
      <Flex gap="small" wrap>
        {scopeSelect('namHocId', t('scales.year'), options.data?.years)}
        {scopeSelect('heHocId', t('scales.programme'), options.data?.programmes)}
        {scopeSelect('khoiId', t('scales.grade'), options.data?.grades)}
        {scopeSelect('monHocId', t('scales.subject'), options.data?.subjects)}
      </Flex>
      <Form.Item name="kind" label={t('scales.kind')}>
        <Radio.Group
          optionType="button"
          options={[
            { value: 'band', label: t('scales.kind.band') },
            { value: 'linear', label: t('scales.kind.linear') },
          ]}
        />
      </Form.Item>
      {kind === 'linear' ? (
        <Flex gap="middle" wrap>
          <Form.Item name="divisor" label={t('scales.divisor')} rules={[{ required: true }]}>
            <InputNumber min={0.1} max={100} style={{ width: 140 }} />
          </Form.Item>
          <Form.Item name="decimals" label={t('scales.decimals')} rules={[{ required: true }]}>
            <InputNumber min={0} max={3} precision={0} style={{ width: 140 }} />
          </Form.Item>
          <Typography.Paragraph type="secondary" style={{ flexBasis: '100%' }}>
            {t('scales.linearHelp')}
          </Typography.Paragraph>
        </Flex>
      ) : (
        <>
          <Form.Item name="bandBy" label={t('scales.bandBy')}>
            <Radio.Group
              options={[
                { value: 'min', label: t('scales.bandBy.min') },
                { value: 'grade', label: t('scales.bandBy.grade') },
              ]}
            />
          </Form.Item>
          <Form.List name="bands">
            {(fields, { add, remove }) => (
              <>
                {fields.map((field, index) => (
                  <Flex key={field.key} gap="small" align="start" data-testid={`band-${index}`}>
                    <Form.Item
                      name={[field.name, 'key']}
                      rules={[{ required: true, message: t('scales.bandKeyRequired') }]}
                      style={{ flex: 1 }}
                    >
                      <Input
                        aria-label={bandBy === 'grade' ? t('scales.bandGrade') : t('scales.bandMin')}
                        placeholder={bandBy === 'grade' ? t('scales.bandGrade') : t('scales.bandMin')}
                        inputMode={bandBy === 'grade' ? 'text' : 'decimal'}
                      />
                    </Form.Item>
                    <span style={{ lineHeight: '32px' }}>→</span>
                    <Form.Item
                      name={[field.name, 'result']}
                      rules={[{ required: true, message: t('scales.bandResultRequired') }]}
                      style={{ flex: 1 }}
                    >
                      <Input aria-label={t('scales.result')} placeholder={t('scales.result')} maxLength={20} />
                    </Form.Item>
                    <Button
                      type="text"
                      danger
                      icon={<DeleteOutlined />}
                      aria-label={t('scales.removeBand')}
                      disabled={fields.length <= 1}
                      onClick={() => remove(field.name)}
                    />
                  </Flex>
                ))}
                <Button
                  icon={<PlusOutlined />}
                  disabled={fields.length >= 30}
                  onClick={() => add({ key: '', result: '' })}
                >
                  {t('scales.addBand')}
                </Button>
              </>
            )}
          </Form.List>
          <Form.Item name="below" label={t('scales.below')} extra={t('scales.belowHelp')} style={{ marginTop: 16 }}>
            <Input maxLength={20} style={{ width: 160 }} />
          </Form.Item>
        </>
      )}
      <Divider />
      <Preview values={{ ...values, kind, bandBy }} />
    </FormDrawer>
  );
}
