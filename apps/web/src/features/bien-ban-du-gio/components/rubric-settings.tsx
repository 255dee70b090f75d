import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { App, Button, Card, Flex, Form, Input, Skeleton, Typography } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { applyFieldErrors } from '../../../components/form-drawer';
import { submitForm } from '../../../lib/api';
import { useRubricSettings, useSaveRubricSettings } from '../api/settings';
import { ScoreScaleFields, type RubricValues as Values } from './score-scale-fields';

const KEY = /^[A-Za-z][A-Za-z0-9_]{0,39}$/;

/**
 * The observation rubric as a school setting (seeded with the 5555 lesson-analysis criteria, scored 1–4): the score
 * scale and groups of criteria, each with a key and its text in both languages. An observation keeps the rubric and
 * scale it was scheduled with.
 */
export function RubricSettings() {
  const { t } = useTranslation('bien-ban-du-gio');
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const settings = useRubricSettings();
  const save = useSaveRubricSettings();
  useEffect(() => {
    if (settings.data) {
      const { tieuChi, diemToiThieu, diemToiDa } = settings.data;
      form.setFieldsValue({ tieuChi, diemToiThieu, diemToiDa });
    }
  }, [settings.data, form]);

  const submit = async (v: Values) => {
    try {
      await submitForm(() => save.mutateAsync({ ...v, version: settings.data?.version ?? 0 }));
      message.success(t('rubric.saved'));
    } catch (error) {
      applyFieldErrors(form, error);
    }
  };
  const keyRule = { required: true, pattern: KEY, message: t('rubric.key') };
  const textRule = { required: true, whitespace: true, message: t('rubric.text') };

  return (
    <Card title={t('rubric.title')} style={{ marginTop: 16 }}>
      <Typography.Paragraph type="secondary">{t('rubric.help')}</Typography.Paragraph>
      {settings.isLoading ? (
        <Skeleton active />
      ) : (
        <Form<Values> form={form} onFinish={submit}>
          <ScoreScaleFields />
          <Form.List name="tieuChi">
            {(groups, { add, remove }) => (
              <Flex vertical gap="middle">
                {groups.map((group, g) => (
                  <Card
                    key={group.key}
                    type="inner"
                    size="small"
                    title={t('rubric.group', { n: g + 1 })}
                    extra={
                      <Button
                        aria-label={t('rubric.removeGroup', { n: g + 1 })}
                        danger
                        icon={<DeleteOutlined />}
                        onClick={() => remove(g)}
                      />
                    }
                  >
                    <Flex gap="small" wrap>
                      <Form.Item name={[group.name, 'ma']} rules={[keyRule]} style={{ width: 140 }}>
                        <Input
                          aria-label={t('rubric.groupKey', { n: g + 1 })}
                          placeholder={t('rubric.keyPlaceholder')}
                        />
                      </Form.Item>
                      <Form.Item name={[group.name, 'tieuDe']} rules={[textRule]} style={{ flex: '1 1 220px' }}>
                        <Input
                          aria-label={t('rubric.groupVi', { n: g + 1 })}
                          placeholder={t('rubric.vi')}
                          maxLength={300}
                        />
                      </Form.Item>
                      <Form.Item name={[group.name, 'tieuDeEn']} rules={[textRule]} style={{ flex: '1 1 220px' }}>
                        <Input
                          aria-label={t('rubric.groupEn', { n: g + 1 })}
                          placeholder={t('rubric.en')}
                          maxLength={300}
                        />
                      </Form.Item>
                    </Flex>
                    <Form.List name={[group.name, 'tieuChi']}>
                      {(criteria, { add: addCriterion, remove: removeCriterion }) => (
                        <Flex vertical gap={4}>
                          {criteria.map((c, i) => (
                            <Flex key={c.key} gap="small" wrap align="start">
                              <Form.Item
                                name={[c.name, 'ma']}
                                rules={[keyRule]}
                                style={{ width: 140, marginBottom: 0 }}
                              >
                                <Input
                                  aria-label={t('rubric.criterionKey', { g: g + 1, n: i + 1 })}
                                  placeholder={t('rubric.keyPlaceholder')}
                                />
                              </Form.Item>
                              <Form.Item
                                name={[c.name, 'noiDung']}
                                rules={[textRule]}
                                style={{ flex: '1 1 260px', marginBottom: 0 }}
                              >
                                <Input.TextArea
                                  autoSize={{ minRows: 1, maxRows: 4 }}
                                  aria-label={t('rubric.criterionVi', { g: g + 1, n: i + 1 })}
                                  placeholder={t('rubric.vi')}
                                  maxLength={1000}
                                />
                              </Form.Item>
                              <Form.Item
                                name={[c.name, 'noiDungEn']}
                                rules={[textRule]}
                                style={{ flex: '1 1 260px', marginBottom: 0 }}
                              >
                                <Input.TextArea
                                  autoSize={{ minRows: 1, maxRows: 4 }}
                                  aria-label={t('rubric.criterionEn', { g: g + 1, n: i + 1 })}
                                  placeholder={t('rubric.en')}
                                  maxLength={1000}
                                />
                              </Form.Item>
                              <Button
                                aria-label={t('rubric.removeCriterion', { g: g + 1, n: i + 1 })}
                                danger
                                icon={<DeleteOutlined />}
                                disabled={criteria.length === 1}
                                onClick={() => removeCriterion(i)}
                              />
                            </Flex>
                          ))}
                          <Button
                            icon={<PlusOutlined />}
                            style={{ alignSelf: 'flex-start' }}
                            onClick={() => addCriterion({ ma: '', noiDung: '', noiDungEn: '' })}
                          >
                            {t('rubric.addCriterion')}
                          </Button>
                        </Flex>
                      )}
                    </Form.List>
                  </Card>
                ))}
                <Button
                  icon={<PlusOutlined />}
                  style={{ alignSelf: 'flex-start' }}
                  onClick={() =>
                    add({ ma: '', tieuDe: '', tieuDeEn: '', tieuChi: [{ ma: '', noiDung: '', noiDungEn: '' }] })
                  }
                >
                  {t('rubric.addGroup')}
                </Button>
              </Flex>
            )}
          </Form.List>
          <Button type="primary" htmlType="submit" loading={save.isPending} style={{ marginTop: 12 }}>
            {t('rubric.save')}
          </Button>
        </Form>
      )}
    </Card>
  );
}
