import type { BaiDanhGia, TamLyDefinition } from '@hpl/shared/danh-gia-tam-ly/contract';
import { Button, Card, Checkbox, Flex, Form, Input, InputNumber, Tabs, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormDrawer } from '../../../components/form-drawer';
import { Select } from '../../../components/select';
import { useInstrument } from '../api/get-instrument';
import { useSaveInstrument } from '../api/save-instrument';

/** A text in both languages: two inputs side by side under one label. */
function BothLanguages({ name, label }: { name: (string | number)[]; label: string }) {
  const { t } = useTranslation('danh-gia-tam-ly');
  return (
    <Flex gap={8} wrap>
      <Form.Item
        name={[...name, 'vi']}
        label={`${label} (${t('thangDiem.vi')})`}
        rules={[{ required: true, whitespace: true, max: 1000 }]}
        style={{ flex: 1, minWidth: 200 }}
      >
        <Input />
      </Form.Item>
      <Form.Item
        name={[...name, 'en']}
        label={`${label} (${t('thangDiem.en')})`}
        rules={[{ required: true, whitespace: true, max: 1000 }]}
        style={{ flex: 1, minWidth: 200 }}
      >
        <Input />
      </Form.Item>
    </Flex>
  );
}

const KEY_RULES = [{ required: true, pattern: /^[A-Za-z0-9_-]{1,40}$/ }];

/**
 * Edits the questions and scoring of an unused version: the option scores, each group's multiplier and score bands
 * (with their meaning and the follow-up flag), the questions with their group and reverse scoring. A version a
 * campaign has used is never edited (the server refuses it, 409): its answers keep the meaning they were given under;
 * a change there is made on a new version.
 */
export function ScoringForm({ id, onClose }: { id: number | undefined; onClose: () => void }) {
  const { t } = useTranslation('danh-gia-tam-ly');
  const [form] = Form.useForm<TamLyDefinition>();
  const { data } = useInstrument(id);
  const save = useSaveInstrument();
  const groups = Form.useWatch('groups', form) ?? data?.dinhNghia.groups ?? [];
  const submit = (dinhNghia: TamLyDefinition) => {
    const current = data as BaiDanhGia;
    return save.mutateAsync({
      id: current.id,
      ma: current.ma,
      ten: current.ten,
      tenEn: current.tenEn,
      moTa: current.moTa,
      nguoiTraLoi: current.nguoiTraLoi,
      nguon: current.nguon,
      giayPhep: current.giayPhep,
      dinhNghia,
      version: current.version,
    });
  };
  const remove = (fn: () => void, label: string) => (
    <Button size="small" danger onClick={fn}>
      {label}
    </Button>
  );

  return (
    <FormDrawer<TamLyDefinition>
      open={id !== undefined && data !== undefined}
      title={data ? t('thangDiem.title', { ma: data.ma, phienBan: data.phienBan }) : ''}
      form={form}
      initialValues={data?.dinhNghia}
      onSubmit={submit}
      onClose={onClose}
      width={860}
    >
      <Typography.Paragraph type="secondary">{t('thangDiem.gioiThieu')}</Typography.Paragraph>
      <BothLanguages name={['instructions']} label={t('bai.huongDan')} />
      <Tabs
        items={[
          {
            key: 'options',
            label: t('bai.luaChon'),
            forceRender: true,
            children: (
              <Form.List name="options">
                {(fields, { add, remove: drop }) => (
                  <Flex vertical gap={8}>
                    {fields.map((f) => (
                      <Card key={f.key} size="small">
                        <BothLanguages name={[f.name, 'label']} label={t('thangDiem.nhan')} />
                        <Flex gap={8} align="end">
                          <Form.Item name={[f.name, 'score']} label={t('thangDiem.diem')} rules={[{ required: true }]}>
                            <InputNumber min={-100} max={100} precision={0} />
                          </Form.Item>
                          <Form.Item>{remove(() => drop(f.name), t('thangDiem.xoa'))}</Form.Item>
                        </Flex>
                      </Card>
                    ))}
                    <Button onClick={() => add({ label: { vi: '', en: '' }, score: fields.length })}>
                      {t('thangDiem.themLuaChon')}
                    </Button>
                  </Flex>
                )}
              </Form.List>
            ),
          },
          {
            key: 'groups',
            label: t('thangDiem.nhom'),
            forceRender: true,
            children: (
              <Form.List name="groups">
                {(fields, { add, remove: drop }) => (
                  <Flex vertical gap={8}>
                    {fields.map((g) => (
                      <Card key={g.key} size="small">
                        <Flex gap={8} wrap align="end">
                          <Form.Item name={[g.name, 'key']} label={t('thangDiem.ma')} rules={KEY_RULES}>
                            <Input style={{ width: 160 }} />
                          </Form.Item>
                          <Form.Item
                            name={[g.name, 'multiplier']}
                            label={t('thangDiem.heSo')}
                            rules={[{ required: true }]}
                          >
                            <InputNumber min={0.01} max={100} />
                          </Form.Item>
                          <Form.Item>{remove(() => drop(g.name), t('thangDiem.xoa'))}</Form.Item>
                        </Flex>
                        <BothLanguages name={[g.name, 'title']} label={t('thangDiem.tenNhom')} />
                        <Form.List name={[g.name, 'bands']}>
                          {(bands, { add: addBand, remove: dropBand }) => (
                            <Flex vertical gap={4}>
                              <Typography.Text strong>{t('thangDiem.muc')}</Typography.Text>
                              {bands.map((b) => (
                                <Card key={b.key} size="small" type="inner">
                                  <Flex gap={8} wrap align="end">
                                    <Form.Item name={[b.name, 'key']} label={t('thangDiem.ma')} rules={KEY_RULES}>
                                      <Input style={{ width: 140 }} />
                                    </Form.Item>
                                    <Form.Item name={[b.name, 'min']} label={t('bai.tu')} rules={[{ required: true }]}>
                                      <InputNumber />
                                    </Form.Item>
                                    <Form.Item name={[b.name, 'max']} label={t('bai.den')}>
                                      <InputNumber placeholder="—" />
                                    </Form.Item>
                                    <Form.Item name={[b.name, 'followUp']} valuePropName="checked">
                                      <Checkbox>{t('bai.canTheoDoi')}</Checkbox>
                                    </Form.Item>
                                    <Form.Item>{remove(() => dropBand(b.name), t('thangDiem.xoa'))}</Form.Item>
                                  </Flex>
                                  <BothLanguages name={[b.name, 'label']} label={t('thangDiem.yNghia')} />
                                </Card>
                              ))}
                              <Button
                                size="small"
                                onClick={() =>
                                  addBand({ key: '', label: { vi: '', en: '' }, min: 0, max: null, followUp: false })
                                }
                              >
                                {t('thangDiem.themMuc')}
                              </Button>
                            </Flex>
                          )}
                        </Form.List>
                      </Card>
                    ))}
                    <Button onClick={() => add({ key: '', title: { vi: '', en: '' }, multiplier: 1, bands: [] })}>
                      {t('thangDiem.themNhom')}
                    </Button>
                  </Flex>
                )}
              </Form.List>
            ),
          },
          {
            key: 'questions',
            label: t('thangDiem.cauHoi'),
            forceRender: true,
            children: (
              <Form.List name="questions">
                {(fields, { add, remove: drop }) => (
                  <Flex vertical gap={8}>
                    {fields.map((q, i) => (
                      <Card key={q.key} size="small" title={`${i + 1}.`}>
                        <Flex gap={8} wrap align="end">
                          <Form.Item name={[q.name, 'key']} label={t('thangDiem.ma')} rules={KEY_RULES}>
                            <Input style={{ width: 120 }} />
                          </Form.Item>
                          <Form.Item name={[q.name, 'group']} label={t('thangDiem.nhom')} rules={[{ required: true }]}>
                            <Select
                              style={{ minWidth: 160 }}
                              options={groups
                                .filter(Boolean)
                                .map((g) => ({ value: g.key, label: g.title?.vi || g.key }))}
                            />
                          </Form.Item>
                          <Form.Item name={[q.name, 'reverse']} valuePropName="checked">
                            <Checkbox>{t('bai.daoDiem')}</Checkbox>
                          </Form.Item>
                          <Form.Item>{remove(() => drop(q.name), t('thangDiem.xoa'))}</Form.Item>
                        </Flex>
                        <BothLanguages name={[q.name, 'text']} label={t('thangDiem.noiDung')} />
                      </Card>
                    ))}
                    <Button
                      onClick={() =>
                        add({
                          key: `q${fields.length + 1}`,
                          group: groups[0]?.key ?? '',
                          text: { vi: '', en: '' },
                          reverse: false,
                        })
                      }
                    >
                      {t('thangDiem.themCauHoi')}
                    </Button>
                  </Flex>
                )}
              </Form.List>
            ),
          },
        ]}
      />
    </FormDrawer>
  );
}
