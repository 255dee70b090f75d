import type { NhiemVuGiaoVienRow, TaiGiaoVien } from '@hpl/shared/phan-cong-giang-day/contract';
import { Alert, Checkbox, Form, Input, InputNumber } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormDrawer } from '../../../components/form-drawer';
import { Select } from '../../../components/select';
import { useSaveDuties } from '../api/save-duties';

const LEVELS = ['tieu_hoc', 'thcs', 'thpt'] as const;

/**
 * A teacher's duties of the year that reduce the norm (Circular 05/2025): head or deputy head of a subject group,
 * probationary, mother of a child under 12 months, other duties in periods; the level the norm follows. The homeroom
 * reduction is not edited here: it follows the homeroom classes.
 */
export function DutiesDrawer({
  teacher,
  namHocId,
  onClose,
}: {
  teacher: TaiGiaoVien | null;
  namHocId: number;
  onClose: () => void;
}) {
  const { t } = useTranslation('phan-cong-giang-day');
  const [form] = Form.useForm<NhiemVuGiaoVienRow>();
  const save = useSaveDuties();
  return (
    <FormDrawer<NhiemVuGiaoVienRow>
      open={teacher !== null}
      title={teacher ? t('duties.title', { name: teacher.hoTen }) : ''}
      form={form}
      initialValues={teacher?.nhiemVu}
      onClose={onClose}
      onSubmit={(values) =>
        save.mutateAsync({
          id: teacher!.nhanVienId,
          input: { ...values, ghiChu: values.ghiChu?.trim() || null, namHocId, version: teacher!.version },
        })
      }
    >
      {teacher && teacher.chuNhiem.length > 0 && (
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 16 }}
          title={t('duties.homeroom', { classes: teacher.chuNhiem.join(', ') })}
        />
      )}
      <Form.Item name="capHoc" label={t('duties.level')} extra={t('duties.levelHint')}>
        <Select
          allowClear
          placeholder={t('duties.levelAuto', { level: teacher ? t(`level.${teacher.capHoc}`) : '' })}
          options={LEVELS.map((l) => ({ value: l, label: t(`level.${l}`) }))}
          onChange={(v) => form.setFieldValue('capHoc', v ?? null)}
        />
      </Form.Item>
      <Form.Item name="toTruong" valuePropName="checked" noStyle>
        <Checkbox>{t('duties.toTruong')}</Checkbox>
      </Form.Item>
      <br />
      <Form.Item name="toPho" valuePropName="checked" noStyle>
        <Checkbox>{t('duties.toPho')}</Checkbox>
      </Form.Item>
      <br />
      <Form.Item name="tapSu" valuePropName="checked" noStyle>
        <Checkbox>{t('duties.tapSu')}</Checkbox>
      </Form.Item>
      <br />
      <Form.Item name="conNho" valuePropName="checked">
        <Checkbox>{t('duties.conNho')}</Checkbox>
      </Form.Item>
      <Form.Item name="giamTruKhac" label={t('duties.other')} rules={[{ required: true }]}>
        <InputNumber min={0} max={30} precision={0} style={{ width: 120 }} />
      </Form.Item>
      <Form.Item name="ghiChu" label={t('duties.note')}>
        <Input.TextArea maxLength={500} autoSize={{ minRows: 2 }} />
      </Form.Item>
    </FormDrawer>
  );
}
