import { UploadOutlined } from '@ant-design/icons';
import '@hpl/shared/hoc-sinh/messages';
import { translateMessage } from '@hpl/shared/messages';
import { App, Button, DatePicker, Form, Input, Radio, Upload, type UploadFile } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { FormDrawer } from '../../../components/form-drawer';
import { formatDateNow } from '../../../lib/format';
import { ISO_DATE } from '../../../lib/format-date';
import { currentLanguage } from '../../../lib/i18n';

import { useRecordTransfer } from '../api/transfer-school';
import { ClassSelect } from './class-select';
import { blankToNull } from './format';
import { StudentPicker } from './student-picker';

interface TransferValues {
  hocSinhId: number;
  loai: 'di' | 'den';
  ngay: Dayjs;
  lyDo: string;
  truongKhac?: string;
  lopQuanLyId?: number | null;
  taiLieu?: UploadFile[];
}

const DOCUMENT_TYPES = 'application/pdf,image/jpeg,image/png,image/webp';
const DOCUMENT_MAX_BYTES = 10 * 1024 * 1024;
const MAX_DOCUMENTS = 5;

/** Records a transfer out of the school or into it (with documents) after a confirmation; history is never deleted. */
export function TransferForm({
  open,
  namHocId,
  onClose,
}: {
  open: boolean;
  namHocId: number | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('hoc-sinh');
  const { modal, message } = App.useApp();
  const [form] = Form.useForm<TransferValues>();
  const record = useRecordTransfer();
  const kind = Form.useWatch('loai', form);

  const submit = (v: TransferValues) =>
    new Promise<void>((resolve, reject) => {
      modal.confirm({
        title: t(v.loai === 'di' ? 'transfer.confirmOut' : 'transfer.confirmIn'),
        content: t('transfer.confirmContent', { date: formatDateNow(v.ngay) }),
        okText: t('transfer.submit'),
        cancelText: t('common:action.cancel'),
        onCancel: () => reject(new Error('cancelled')),
        onOk: async () => {
          try {
            const result = await record.mutateAsync({
              hocSinhId: v.hocSinhId,
              loai: v.loai,
              ngay: v.ngay.format(ISO_DATE),
              lyDo: v.lyDo.trim(),
              truongKhac: blankToNull(v.truongKhac),
              lopQuanLyId: v.loai === 'den' ? (v.lopQuanLyId ?? null) : null,
              files: (v.taiLieu ?? []).map((f) => f.originFileObj).filter((f): f is NonNullable<typeof f> => !!f),
            });
            if (result.documentsFailed) message.warning(t('transfer.documentsFailed'));
            else message.success(t('transfer.saved'));
            resolve();
          } catch (error) {
            reject(error);
          }
        },
      });
    });

  return (
    <FormDrawer<TransferValues>
      open={open}
      title={t('transfer.create')}
      form={form}
      initialValues={{ loai: 'di', ngay: dayjs(), taiLieu: [] }}
      onSubmit={submit}
      onClose={onClose}
    >
      <Form.Item name="loai" label={t('transfer.kindLabel')}>
        <Radio.Group
          optionType="button"
          options={[
            { value: 'di', label: t('transfer.kind.di') },
            { value: 'den', label: t('transfer.kind.den') },
          ]}
        />
      </Form.Item>
      <Form.Item
        name="hocSinhId"
        label={t('transfer.student')}
        rules={[{ required: true, message: t('validation.required') }]}
      >
        <StudentPicker />
      </Form.Item>
      <Form.Item name="ngay" label={t('transfer.date')} rules={[{ required: true, message: t('validation.required') }]}>
        <DatePicker format="DD/MM/YYYY" placeholder={t('transfer.datePlaceholder')} style={{ width: '100%' }} />
      </Form.Item>
      <Form.Item
        name="truongKhac"
        label={t(kind === 'den' ? 'transfer.fromSchool' : 'transfer.toSchool')}
        dependencies={['loai']}
        required={kind !== 'den'}
        rules={[
          {
            required: kind !== 'den',
            whitespace: true,
            message: translateMessage('chuyenTruong.truongKhac.required', currentLanguage()),
          },
        ]}
      >
        <Input maxLength={200} />
      </Form.Item>
      {kind === 'den' && (
        <Form.Item
          name="lopQuanLyId"
          label={t('transfer.receivingClass')}
          rules={[{ required: true, message: t('validation.required') }]}
        >
          <ClassSelect namHocId={namHocId} style={{ width: '100%' }} />
        </Form.Item>
      )}
      <Form.Item
        name="lyDo"
        label={t('move.reason')}
        rules={[{ required: true, whitespace: true, message: t('validation.required') }]}
      >
        <Input.TextArea rows={3} maxLength={1000} />
      </Form.Item>
      <Form.Item
        name="taiLieu"
        label={t('transfer.documents')}
        extra={t('transfer.documentsHint')}
        valuePropName="fileList"
        getValueFromEvent={(e: { fileList: UploadFile[] }) => e.fileList}
        rules={[
          {
            validator: async (_, files: UploadFile[] | undefined) => {
              if ((files ?? []).some((f) => (f.size ?? 0) > DOCUMENT_MAX_BYTES))
                throw new Error(t('transfer.documentTooLarge'));
            },
          },
        ]}
      >
        <Upload accept={DOCUMENT_TYPES} multiple maxCount={MAX_DOCUMENTS} beforeUpload={() => false}>
          <Button icon={<UploadOutlined />}>{t('transfer.addDocument')}</Button>
        </Upload>
      </Form.Item>
    </FormDrawer>
  );
}
