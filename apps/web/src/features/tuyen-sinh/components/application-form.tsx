import { UploadOutlined } from '@ant-design/icons';
import { CHUONG_TRINH, LOAI_TAI_LIEU, type LoaiTaiLieu, TAI_LIEU_MAX_MB } from '@hpl/shared/tuyen-sinh/contract';
import { App, Button, DatePicker, Flex, Form, Input, Upload } from 'antd';
import type { Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { FormDrawer } from '../../../components/form-drawer';
import { Select } from '../../../components/select';
import { useEnterApplication } from '../api/applications';

interface Attached {
  tenTep: string;
  noiDung: string;
}
interface FormValues {
  hoTen: string;
  ngaySinh: Dayjs;
  gioiTinh?: 'nam' | 'nu';
  chuongTrinh: 'quocGia' | 'cambridge';
  khoi: number;
  truongCu?: string;
  diaChi?: string;
  phuHuynh: { quanHe: string; hoTen: string; dienThoai?: string; email?: string };
  taiLieu?: Partial<Record<LoaiTaiLieu, Attached>>;
}

/** The file's bytes in base64 (the server reads its type from them and checks the size again). */
function readBase64(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).replace(/^data:[^,]*,/, ''));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });
}

function DocumentInput({
  loai,
  value,
  onChange,
}: {
  loai: LoaiTaiLieu;
  value?: Attached;
  onChange?: (v: Attached | undefined) => void;
}) {
  const { t } = useTranslation('tuyen-sinh');
  const { message } = App.useApp();
  const max = TAI_LIEU_MAX_MB[loai];
  return (
    <Flex gap="small" align="center" wrap>
      <Upload
        accept={
          loai === 'anhThe' ? 'image/png,image/jpeg,image/webp' : 'application/pdf,image/png,image/jpeg,image/webp'
        }
        showUploadList={false}
        beforeUpload={(file) => {
          if (file.size > max * 1024 * 1024) {
            message.error(t('form.fileTooLarge', { max }));
            return false;
          }
          readBase64(file).then((noiDung) => onChange?.({ tenTep: file.name, noiDung }));
          return false;
        }}
      >
        <Button icon={<UploadOutlined />}>{value ? t('form.replaceFile') : t('form.chooseFile')}</Button>
      </Upload>
      {value ? <span>{value.tenTep}</span> : null}
    </Flex>
  );
}

/** The office enters an application by hand (a paper form, a phone call): the child, one guardian, the documents. */
export function ApplicationForm({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('tuyen-sinh');
  const [form] = Form.useForm<FormValues>();
  const enter = useEnterApplication();
  const required = [{ required: true, message: t('form.required') }];
  return (
    <FormDrawer<FormValues>
      open={open}
      title={t('form.title')}
      form={form}
      initialValues={{ chuongTrinh: 'quocGia', khoi: 1, phuHuynh: { quanHe: 'Mẹ', hoTen: '' } }}
      onSubmit={(v) =>
        enter.mutateAsync({
          hoTen: v.hoTen,
          ngaySinh: v.ngaySinh.format('YYYY-MM-DD'),
          gioiTinh: v.gioiTinh ?? null,
          chuongTrinh: v.chuongTrinh,
          khoi: v.khoi,
          truongCu: v.truongCu || null,
          diaChi: v.diaChi || null,
          ghiChu: null,
          phuHuynh: [
            {
              quanHe: v.phuHuynh.quanHe,
              hoTen: v.phuHuynh.hoTen,
              dienThoai: v.phuHuynh.dienThoai || null,
              email: v.phuHuynh.email || null,
              ngheNghiep: null,
            },
          ],
          taiLieu: LOAI_TAI_LIEU.flatMap((loai) => {
            const doc = v.taiLieu?.[loai];
            return doc ? [{ loai, ...doc }] : [];
          }),
        })
      }
      onClose={onClose}
    >
      <Form.Item name="hoTen" label={t('field.hoTen')} rules={required}>
        <Input maxLength={150} />
      </Form.Item>
      <Flex gap="middle" wrap>
        <Form.Item name="ngaySinh" label={t('field.ngaySinh')} rules={required}>
          <DatePicker format="DD/MM/YYYY" />
        </Form.Item>
        <Form.Item name="gioiTinh" label={t('field.gioiTinh')}>
          <Select
            allowClear
            style={{ minWidth: 120 }}
            options={(['nam', 'nu'] as const).map((g) => ({ value: g, label: t(`gender.${g}`) }))}
          />
        </Form.Item>
      </Flex>
      <Flex gap="middle" wrap>
        <Form.Item name="chuongTrinh" label={t('field.chuongTrinh')} rules={required}>
          <Select
            style={{ minWidth: 160 }}
            options={CHUONG_TRINH.map((c) => ({ value: c, label: t(`programme.${c}`) }))}
          />
        </Form.Item>
        <Form.Item name="khoi" label={t('field.khoi')} rules={required}>
          <Select
            style={{ minWidth: 120 }}
            options={Array.from({ length: 12 }, (_, i) => ({ value: i + 1, label: t('grade', { khoi: i + 1 }) }))}
          />
        </Form.Item>
      </Flex>
      <Form.Item name="truongCu" label={t('field.truongCu')}>
        <Input maxLength={200} />
      </Form.Item>
      <Form.Item name="diaChi" label={t('field.diaChi')}>
        <Input maxLength={300} />
      </Form.Item>
      <Flex gap="middle" wrap>
        <Form.Item name={['phuHuynh', 'quanHe']} label={t('form.quanHe')} rules={required}>
          <Input maxLength={50} style={{ width: 120 }} />
        </Form.Item>
        <Form.Item name={['phuHuynh', 'hoTen']} label={t('form.phuHuynh')} rules={required}>
          <Input maxLength={150} />
        </Form.Item>
      </Flex>
      <Flex gap="middle" wrap>
        <Form.Item name={['phuHuynh', 'dienThoai']} label={t('form.dienThoai')}>
          <Input maxLength={20} />
        </Form.Item>
        <Form.Item name={['phuHuynh', 'email']} label={t('form.email')}>
          <Input maxLength={200} type="email" />
        </Form.Item>
      </Flex>
      {LOAI_TAI_LIEU.map((loai) => (
        <Form.Item
          key={loai}
          name={['taiLieu', loai]}
          label={t('form.document', { kind: t(`document.${loai}`), max: TAI_LIEU_MAX_MB[loai] })}
        >
          <DocumentInput loai={loai} />
        </Form.Item>
      ))}
    </FormDrawer>
  );
}
