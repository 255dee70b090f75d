import { UploadOutlined } from '@ant-design/icons';
import { type GiayTo, IDENTITY_DOCUMENT_MAX_MB, LOAI_GIAY_TO } from '@hpl/shared/giay-to-tuy-than/contract';
import { App, Button, DatePicker, Flex, Form, Input, Upload } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDrawer } from '../../../components/form-drawer';
import { Select } from '../../../components/select';
import { useStaffDirectory } from '../../danh-ba';
import { uploadScan, useSaveDocument } from '../api/documents';

interface FormValues {
  nhanVienId: number;
  loai: GiayTo['loai'];
  soGiayTo: string;
  noiCap?: string | null;
  ngayCap?: Dayjs | null;
  ngayHetHan: Dayjs;
  tepId?: number | null;
}

function ScanInput({ value, onChange }: { value?: number | null; onChange?: (id: number | null) => void }) {
  const { t } = useTranslation('giay-to-tuy-than');
  const { message } = App.useApp();
  const [name, setName] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);
  return (
    <Flex gap="small" align="center" wrap>
      <Upload
        accept="application/pdf,image/png,image/jpeg,image/webp"
        showUploadList={false}
        beforeUpload={(file) => {
          if (file.size > IDENTITY_DOCUMENT_MAX_MB * 1024 * 1024) {
            message.error(t('form.fileTooLarge', { max: IDENTITY_DOCUMENT_MAX_MB }));
            return false;
          }
          setUploading(true);
          uploadScan(file, file.name)
            .then((stored) => {
              setName(stored.tenTep);
              onChange?.(stored.id);
            })
            .catch(() => undefined)
            .finally(() => setUploading(false));
          return false;
        }}
      >
        <Button icon={<UploadOutlined />} loading={uploading}>
          {value ? t('form.replaceFile') : t('form.chooseFile')}
        </Button>
      </Upload>
      {value ? <span>{name ?? t('form.fileKept')}</span> : null}
    </Flex>
  );
}

function StaffSelect(props: { value?: number; onChange?: (id: number) => void; initialName?: string }) {
  const { t } = useTranslation('giay-to-tuy-than');
  const [search, setSearch] = useState('');
  const staff = useStaffDirectory({ search: search.trim() || undefined, pageSize: 20 });
  const options = staff.data?.items.map((s) => ({ value: s.id, label: `${s.hoTen} · ${s.maNhanVien}` })) ?? [];
  if (props.value && props.initialName && !options.some((o) => o.value === props.value)) {
    options.unshift({ value: props.value, label: props.initialName });
  }
  return (
    <Select<number>
      value={props.value}
      onChange={(v) => props.onChange?.(v)}
      placeholder={t('form.pickStaff')}
      showSearch={{ filterOption: false, onSearch: setSearch }}
      loading={staff.isFetching}
      options={options}
    />
  );
}

/** HR adds or edits a document: whose, which kind, number, issuer, dates and the scan. */
export function DocumentForm({
  open,
  editing,
  onClose,
}: {
  open: boolean;
  editing: GiayTo | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('giay-to-tuy-than');
  const [form] = Form.useForm<FormValues>();
  const save = useSaveDocument();
  const required = (key: string) => [{ required: true, message: t(key) }];
  return (
    <FormDrawer<FormValues>
      open={open}
      title={editing ? t('form.editTitle') : t('form.createTitle')}
      form={form}
      initialValues={
        editing
          ? {
              ...editing,
              ngayCap: editing.ngayCap ? dayjs(editing.ngayCap) : null,
              ngayHetHan: dayjs(editing.ngayHetHan),
            }
          : { loai: 'giayPhepLaoDong' }
      }
      onSubmit={(v) =>
        save.mutateAsync({
          id: editing?.id,
          nhanVienId: v.nhanVienId,
          loai: v.loai,
          soGiayTo: v.soGiayTo,
          noiCap: v.noiCap || null,
          ngayCap: v.ngayCap ? v.ngayCap.format('YYYY-MM-DD') : null,
          ngayHetHan: v.ngayHetHan.format('YYYY-MM-DD'),
          tepId: v.tepId ?? null,
          version: editing?.version,
        })
      }
      onClose={onClose}
    >
      <Form.Item name="nhanVienId" label={t('field.nhanVien')} rules={required('form.staffRequired')}>
        <StaffSelect initialName={editing ? `${editing.hoTen} · ${editing.maNhanVien}` : undefined} />
      </Form.Item>
      <Form.Item name="loai" label={t('field.loai')} rules={required('form.loaiRequired')}>
        <Select options={LOAI_GIAY_TO.map((l) => ({ value: l, label: t(`loai.${l}`) }))} />
      </Form.Item>
      <Form.Item name="soGiayTo" label={t('field.soGiayTo')} rules={required('form.soRequired')}>
        <Input maxLength={50} />
      </Form.Item>
      <Form.Item name="noiCap" label={t('field.noiCap')}>
        <Input maxLength={200} />
      </Form.Item>
      <Flex gap="middle" wrap>
        <Form.Item name="ngayCap" label={t('field.ngayCap')}>
          <DatePicker format="DD/MM/YYYY" />
        </Form.Item>
        <Form.Item name="ngayHetHan" label={t('field.ngayHetHan')} rules={required('form.ngayHetHanRequired')}>
          <DatePicker format="DD/MM/YYYY" />
        </Form.Item>
      </Flex>
      <Form.Item name="tepId" label={t('field.tep')}>
        <ScanInput />
      </Form.Item>
    </FormDrawer>
  );
}
