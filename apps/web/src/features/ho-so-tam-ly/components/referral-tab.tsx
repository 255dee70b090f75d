import { type ChuyenTuyen, type HoSoTamLy, TRANG_THAI_CHUYEN_TUYEN } from '@hpl/shared/ho-so-tam-ly/ho-so.contract';
import { Button, Card, DatePicker, Descriptions, Empty, Flex, Form, Input, Tag, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { applyFieldErrors } from '../../../components/form-drawer';
import { Select } from '../../../components/select';
import { submitForm } from '../../../lib/api';
import { formatDate, ISO_DATE } from '../../../lib/format-date';
import { useAddReferral, useFollowUpReferral } from '../api/referrals';
import { EncryptedNoteField } from './encrypted-note-field';

const COLOR = { daChuyen: 'blue', daTheoDoi: 'green', ketThuc: 'default' } as const;
const iso = (d: Dayjs | null | undefined) => (d ? d.format(ISO_DATE) : null);

type FollowValues = { trangThai: ChuyenTuyen['trangThai']; ngayTheoDoi?: Dayjs | null; ketQuaTheoDoi?: string };

/** One referral: who, where, when, its encrypted note, and its follow-up form. */
function ReferralCard({ hoSoId, r }: { hoSoId: number; r: ChuyenTuyen }) {
  const { t } = useTranslation('ho-so-tam-ly');
  const [form] = Form.useForm<FollowValues>();
  const follow = useFollowUpReferral();
  const save = async (v: FollowValues) => {
    try {
      await submitForm(() =>
        follow.mutateAsync({
          id: hoSoId,
          chuyenTuyenId: r.id,
          trangThai: v.trangThai,
          ngayTheoDoi: iso(v.ngayTheoDoi),
          ketQuaTheoDoi: v.ketQuaTheoDoi ?? null,
          version: r.version,
        }),
      );
    } catch (error) {
      applyFieldErrors(form, error);
    }
  };
  return (
    <Card
      size="small"
      title={r.noiChuyen}
      extra={<Tag color={COLOR[r.trangThai]}>{t(`chuyenTuyen.trangThai.${r.trangThai}`)}</Tag>}
    >
      <Descriptions size="small" column={1}>
        <Descriptions.Item label={t('chuyenTuyen.nguoiNhan')}>{r.nguoiNhan ?? '—'}</Descriptions.Item>
        <Descriptions.Item label={t('chuyenTuyen.ngayChuyen')}>{formatDate(r.ngayChuyen)}</Descriptions.Item>
        <Descriptions.Item label={t('chuyenTuyen.ngayTheoDoi')}>
          {r.ngayTheoDoi ? formatDate(r.ngayTheoDoi) : '—'}
        </Descriptions.Item>
        <Descriptions.Item label={t('chuyenTuyen.ketQuaTheoDoi')}>{r.ketQuaTheoDoi ?? '—'}</Descriptions.Item>
        <Descriptions.Item label={t('hoSo.ghiChu')}>
          {r.ghiChu === null ? (
            <Typography.Text type="danger">{t('hoSo.khongGiaiMa')}</Typography.Text>
          ) : (
            <span style={{ whiteSpace: 'pre-wrap' }}>{r.ghiChu}</span>
          )}
        </Descriptions.Item>
        <Descriptions.Item label={t('chuyenTuyen.nguoiGhi')}>{r.nguoiGhi}</Descriptions.Item>
      </Descriptions>
      <Form<FollowValues>
        form={form}
        layout="vertical"
        onFinish={save}
        initialValues={{
          trangThai: r.trangThai,
          ngayTheoDoi: r.ngayTheoDoi ? dayjs(r.ngayTheoDoi) : null,
          ketQuaTheoDoi: r.ketQuaTheoDoi ?? '',
        }}
      >
        <Flex gap={8} wrap>
          <Form.Item name="trangThai" label={t('chuyenTuyen.trangThaiLabel')} style={{ minWidth: 180 }}>
            <Select
              options={TRANG_THAI_CHUYEN_TUYEN.map((s) => ({ value: s, label: t(`chuyenTuyen.trangThai.${s}`) }))}
            />
          </Form.Item>
          <Form.Item name="ngayTheoDoi" label={t('chuyenTuyen.ngayTheoDoi')}>
            <DatePicker format="DD/MM/YYYY" />
          </Form.Item>
        </Flex>
        <Form.Item name="ketQuaTheoDoi" label={t('chuyenTuyen.ketQuaTheoDoi')} rules={[{ max: 2000 }]}>
          <Input.TextArea autoSize={{ minRows: 2 }} />
        </Form.Item>
        <Button htmlType="submit" loading={follow.isPending}>
          {t('chuyenTuyen.luuTheoDoi')}
        </Button>
      </Form>
    </Card>
  );
}

type NewValues = {
  noiChuyen: string;
  nguoiNhan?: string;
  ngayChuyen: Dayjs;
  ngayTheoDoi?: Dayjs | null;
  ghiChu: string;
};

/** The record's referrals outside the school (a record of their own, not a session) and a new one. */
export function ReferralTab({ record }: { record: HoSoTamLy }) {
  const { t } = useTranslation('ho-so-tam-ly');
  const [form] = Form.useForm<NewValues>();
  const add = useAddReferral();
  const save = async (v: NewValues) => {
    try {
      await submitForm(() =>
        add.mutateAsync({
          id: record.id,
          noiChuyen: v.noiChuyen,
          nguoiNhan: v.nguoiNhan ?? null,
          ngayChuyen: v.ngayChuyen.format(ISO_DATE),
          ngayTheoDoi: iso(v.ngayTheoDoi),
          ghiChu: v.ghiChu,
        }),
      );
      form.resetFields();
    } catch (error) {
      applyFieldErrors(form, error);
    }
  };
  return (
    <Flex vertical gap={16}>
      {record.chuyenTuyen.length === 0 ? <Empty description={t('chuyenTuyen.trong')} /> : null}
      {record.chuyenTuyen.map((r) => (
        <ReferralCard key={r.id} hoSoId={record.id} r={r} />
      ))}
      <Form<NewValues> form={form} layout="vertical" onFinish={save} initialValues={{ ngayChuyen: dayjs() }}>
        <Typography.Title level={5}>{t('chuyenTuyen.them')}</Typography.Title>
        <Form.Item
          name="noiChuyen"
          label={t('chuyenTuyen.noiChuyen')}
          rules={[{ required: true, whitespace: true, max: 300 }]}
        >
          <Input />
        </Form.Item>
        <Form.Item name="nguoiNhan" label={t('chuyenTuyen.nguoiNhan')} rules={[{ max: 200 }]}>
          <Input />
        </Form.Item>
        <Flex gap={8} wrap>
          <Form.Item name="ngayChuyen" label={t('chuyenTuyen.ngayChuyen')} rules={[{ required: true }]}>
            <DatePicker format="DD/MM/YYYY" />
          </Form.Item>
          <Form.Item name="ngayTheoDoi" label={t('chuyenTuyen.ngayTheoDoi')}>
            <DatePicker format="DD/MM/YYYY" />
          </Form.Item>
        </Flex>
        <EncryptedNoteField />
        <Button type="primary" htmlType="submit" loading={add.isPending}>
          {t('chuyenTuyen.luu')}
        </Button>
      </Form>
    </Flex>
  );
}
