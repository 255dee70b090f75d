import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import {
  type CaiDatNhan,
  type CaiDatNhanInput,
  NGAY_TRONG_TUAN,
  QUY_TAC_PHAN_CONG,
} from '@hpl/shared/ho-so-tam-ly/cai-dat-nhan.contract';
import { CHU_DE_THAM_VAN } from '@hpl/shared/ho-so-tam-ly/contract';
import { localName } from '@hpl/shared/local-name';
import { App, Button, Card, Checkbox, Flex, Form, Input, Radio, Skeleton, TimePicker, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useOptionRows } from '../../../components/crud/api/list-options';
import { applyFieldErrors } from '../../../components/form-drawer';
import { PageHeader } from '../../../components/page-header';
import { Select } from '../../../components/select';
import { submitForm } from '../../../lib/api';
import { useIntakeSettings, useSaveIntakeSettings } from '../api/intake-settings';

type Values = Omit<CaiDatNhanInput, 'gioBatDau' | 'gioKetThuc' | 'version'> & { gioBatDau: Dayjs; gioKetThuc: Dayjs };

const clock = (hhmm: string) => dayjs(`2000-01-01T${hhmm}`);
const toValues = (s: CaiDatNhan): Values => ({
  nguoiNhan: s.nguoiNhan.map((n) => ({ taiKhoanId: n.taiKhoanId, khoiIds: n.khoiIds })),
  quyTac: s.quyTac,
  chuDe: s.chuDe,
  ngayLamViec: s.ngayLamViec,
  gioBatDau: clock(s.gioBatDau),
  gioKetThuc: clock(s.gioKetThuc),
  khanCapTen: s.khanCapTen,
  khanCapDienThoai: s.khanCapDienThoai,
  khanCapGhiChu: s.khanCapGhiChu,
});

/** `caiDatNhanTamLy`: who receives counselling requests and how they are assigned, topics, hours, urgent contact. */
export default function CaiDatNhanPage() {
  const { t, i18n } = useTranslation('ho-so-tam-ly');
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const settings = useIntakeSettings();
  const save = useSaveIntakeSettings();
  const grades = useOptionRows<{ id: number; tenKhoi: string; tenKhoiEn: string | null }>('Khoi');
  const quyTac = Form.useWatch('quyTac', form);

  useEffect(() => {
    if (settings.data) form.setFieldsValue(toValues(settings.data));
  }, [settings.data, form]);

  const submit = async (v: Values) => {
    try {
      await submitForm(() =>
        save.mutateAsync({
          ...v,
          nguoiNhan: (v.nguoiNhan ?? []).map((n) => ({ taiKhoanId: n.taiKhoanId, khoiIds: n.khoiIds ?? [] })),
          gioBatDau: v.gioBatDau.format('HH:mm'),
          gioKetThuc: v.gioKetThuc.format('HH:mm'),
          khanCapGhiChu: v.khanCapGhiChu || null,
          version: settings.data?.version ?? 0,
        }),
      );
      message.success(t('caiDat.daLuu'));
    } catch (error) {
      applyFieldErrors(form, error);
    }
  };

  const specialists = (settings.data?.chuyenVien ?? []).map((c) => ({ value: c.taiKhoanId, label: c.hoTen }));
  const gradeOptions = (grades.data ?? []).map((g) => ({
    value: g.id,
    label: localName(i18n.language, g.tenKhoi, g.tenKhoiEn),
  }));

  return (
    <>
      <PageHeader subTitle={t('caiDat.gioiThieu')} />
      {settings.isLoading ? (
        <Skeleton active />
      ) : (
        <Form<Values> form={form} layout="vertical" onFinish={submit} style={{ maxWidth: 820 }}>
          <Flex vertical gap={16}>
            <Card title={t('caiDat.phanCong')}>
              <Form.Item name="quyTac" label={t('caiDat.quyTac')} rules={[{ required: true }]}>
                <Radio.Group>
                  <Flex vertical gap={4}>
                    {QUY_TAC_PHAN_CONG.map((q) => (
                      <Radio key={q} value={q}>
                        {t(`quyTac.${q}`)}
                      </Radio>
                    ))}
                  </Flex>
                </Radio.Group>
              </Form.Item>
              <Typography.Text strong>{t('caiDat.nguoiNhan')}</Typography.Text>
              <Form.List name="nguoiNhan">
                {(fields, { add, remove }, { errors }) => (
                  <Flex vertical gap={8} style={{ marginTop: 8 }}>
                    {fields.length === 0 ? (
                      <Typography.Text type="secondary">{t('caiDat.chuaCoNguoiNhan')}</Typography.Text>
                    ) : null}
                    {fields.map((field, index) => (
                      <Flex key={field.key} gap={8} wrap align="start">
                        <Form.Item
                          name={[field.name, 'taiKhoanId']}
                          rules={[{ required: true, message: t('caiDat.chonChuyenVien') }]}
                          style={{ flex: '1 1 220px', marginBottom: 0 }}
                        >
                          <Select
                            aria-label={t('caiDat.chuyenVienThu', { n: index + 1 })}
                            placeholder={t('caiDat.chonChuyenVien')}
                            options={specialists}
                          />
                        </Form.Item>
                        <Form.Item name={[field.name, 'khoiIds']} style={{ flex: '1 1 220px', marginBottom: 0 }}>
                          <Select
                            mode="multiple"
                            allowClear
                            disabled={quyTac !== 'theoKhoi'}
                            aria-label={t('caiDat.khoiCua', { n: index + 1 })}
                            placeholder={t('caiDat.moiKhoi')}
                            options={gradeOptions}
                          />
                        </Form.Item>
                        <Button
                          icon={<DeleteOutlined />}
                          aria-label={t('caiDat.boNguoiNhan', { n: index + 1 })}
                          onClick={() => remove(field.name)}
                        />
                      </Flex>
                    ))}
                    <Form.ErrorList errors={errors} />
                    <Button
                      icon={<PlusOutlined />}
                      onClick={() => add({ khoiIds: [] })}
                      style={{ alignSelf: 'flex-start' }}
                    >
                      {t('caiDat.themNguoiNhan')}
                    </Button>
                  </Flex>
                )}
              </Form.List>
            </Card>
            <Card title={t('caiDat.chuDeVaGio')}>
              {/* No `required` rule on a checkbox group: antd would put aria-required on its div (not allowed there); the
                  server answers an empty choice under the field. */}
              <Form.Item name="chuDe" label={t('caiDat.chuDe')}>
                <Checkbox.Group>
                  <Flex vertical gap={4}>
                    {CHU_DE_THAM_VAN.map((c) => (
                      <Checkbox key={c} value={c}>
                        {t(`chuDe.${c}`)}
                      </Checkbox>
                    ))}
                  </Flex>
                </Checkbox.Group>
              </Form.Item>
              <Form.Item name="ngayLamViec" label={t('caiDat.ngayLamViec')}>
                <Checkbox.Group options={NGAY_TRONG_TUAN.map((d) => ({ value: d, label: t(`thu.${d}`) }))} />
              </Form.Item>
              <Flex gap={16} wrap>
                <Form.Item name="gioBatDau" label={t('caiDat.gioBatDau')} rules={[{ required: true }]}>
                  <TimePicker format="HH:mm" minuteStep={5} allowClear={false} />
                </Form.Item>
                <Form.Item name="gioKetThuc" label={t('caiDat.gioKetThuc')} rules={[{ required: true }]}>
                  <TimePicker format="HH:mm" minuteStep={5} allowClear={false} />
                </Form.Item>
              </Flex>
            </Card>
            <Card title={t('caiDat.khanCap')}>
              <Typography.Paragraph type="secondary">{t('caiDat.khanCapGoiY')}</Typography.Paragraph>
              <Form.Item
                name="khanCapTen"
                label={t('caiDat.khanCapTen')}
                rules={[{ required: true, whitespace: true, max: 200 }]}
              >
                <Input />
              </Form.Item>
              <Form.Item
                name="khanCapDienThoai"
                label={t('caiDat.khanCapDienThoai')}
                rules={[{ required: true, whitespace: true, max: 40 }]}
              >
                <Input inputMode="tel" />
              </Form.Item>
              <Form.Item name="khanCapGhiChu" label={t('caiDat.khanCapGhiChu')} rules={[{ max: 500 }]}>
                <Input.TextArea autoSize={{ minRows: 2 }} />
              </Form.Item>
            </Card>
            <Button type="primary" htmlType="submit" loading={save.isPending} style={{ alignSelf: 'flex-start' }}>
              {t('caiDat.luu')}
            </Button>
          </Flex>
        </Form>
      )}
    </>
  );
}
