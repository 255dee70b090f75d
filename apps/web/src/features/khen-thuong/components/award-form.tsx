import { UploadOutlined } from '@ant-design/icons';
import { AWARD_PHOTO_MAX_MB, type KhenThuong, LOAI_KHEN_THUONG } from '@hpl/shared/khen-thuong/contract';
import { App, Button, DatePicker, Flex, Form, Image, Input, Upload } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDrawer } from '../../../components/form-drawer';
import { Select } from '../../../components/select';
import { photoUrl, uploadAwardPhoto, useSaveAward } from '../api/save-award';
import { type Recipient, RecipientsInput } from './recipients-input';

interface FormValues {
  tieuDe: string;
  loai: KhenThuong['loai'];
  ngayTrao: Dayjs;
  moTa?: string | null;
  anhId?: number | null;
  nguoiNhan: Recipient[];
}

const TYPES = ['image/png', 'image/jpeg', 'image/webp'];

function PhotoInput({ value, onChange }: { value?: number | null; onChange?: (id: number | null) => void }) {
  const { t } = useTranslation('khen-thuong');
  const { message } = App.useApp();
  const [uploading, setUploading] = useState(false);
  return (
    <Flex vertical gap="small" align="start">
      {value ? <Image src={photoUrl(value)} alt={t('field.anh')} width={240} /> : null}
      <Upload
        accept={TYPES.join(',')}
        showUploadList={false}
        beforeUpload={(file) => {
          if (!TYPES.includes(file.type) || file.size > AWARD_PHOTO_MAX_MB * 1024 * 1024) {
            message.error(t('form.photoRule', { max: AWARD_PHOTO_MAX_MB }));
            return false;
          }
          setUploading(true);
          uploadAwardPhoto(file, file.name)
            .then((stored) => onChange?.(stored.id))
            .catch(() => undefined)
            .finally(() => setUploading(false));
          return false;
        }}
      >
        <Button icon={<UploadOutlined />} loading={uploading}>
          {value ? t('form.replacePhoto') : t('form.choosePhoto')}
        </Button>
      </Upload>
    </Flex>
  );
}

/** Admin posts or edits an entry of the board for the year shown. */
export function AwardForm({
  open,
  editing,
  namHocId,
  onClose,
}: {
  open: boolean;
  editing: KhenThuong | null;
  namHocId: number;
  onClose: () => void;
}) {
  const { t } = useTranslation('khen-thuong');
  const [form] = Form.useForm<FormValues>();
  const save = useSaveAward();
  const required = (key: string) => [{ required: true, message: t(key) }];

  return (
    <FormDrawer<FormValues>
      open={open}
      title={editing ? t('form.editTitle') : t('form.createTitle')}
      form={form}
      initialValues={
        editing
          ? { ...editing, ngayTrao: dayjs(editing.ngayTrao) }
          : { loai: 'hocTap', ngayTrao: dayjs(), nguoiNhan: [] }
      }
      onSubmit={(values) =>
        save.mutateAsync({
          id: editing?.id,
          namHocId: editing?.namHocId ?? namHocId,
          tieuDe: values.tieuDe,
          loai: values.loai,
          ngayTrao: values.ngayTrao.format('YYYY-MM-DD'),
          moTa: values.moTa || null,
          anhId: values.anhId ?? null,
          nguoiNhan: values.nguoiNhan.map((r) =>
            r.hocSinhId || r.nhanVienId ? { hocSinhId: r.hocSinhId, nhanVienId: r.nhanVienId } : { hoTen: r.hoTen },
          ),
          version: editing?.version,
        })
      }
      onClose={onClose}
    >
      <Form.Item name="tieuDe" label={t('field.tieuDe')} rules={required('form.tieuDeRequired')}>
        <Input maxLength={200} />
      </Form.Item>
      <Flex gap="middle" wrap>
        <Form.Item name="loai" label={t('field.loai')} rules={required('form.loaiRequired')} style={{ flex: 1 }}>
          <Select options={LOAI_KHEN_THUONG.map((l) => ({ value: l, label: t(`loai.${l}`) }))} />
        </Form.Item>
        <Form.Item name="ngayTrao" label={t('field.ngayTrao')} rules={required('form.ngayTraoRequired')}>
          <DatePicker format="DD/MM/YYYY" />
        </Form.Item>
      </Flex>
      <Form.Item
        name="nguoiNhan"
        label={t('field.nguoiNhan')}
        rules={[{ required: true, type: 'array', min: 1, message: t('form.nguoiNhanRequired') }]}
      >
        <RecipientsInput />
      </Form.Item>
      <Form.Item name="moTa" label={t('field.moTa')}>
        <Input.TextArea rows={3} maxLength={2000} />
      </Form.Item>
      <Form.Item name="anhId" label={t('field.anh')}>
        <PhotoInput />
      </Form.Item>
    </FormDrawer>
  );
}
