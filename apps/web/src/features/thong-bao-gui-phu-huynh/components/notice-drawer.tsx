import { UploadOutlined } from '@ant-design/icons';
import type { TepDinhKem, ThongBaoChiTiet } from '@hpl/shared/thong-bao-gui-phu-huynh/contract';
import { App, Button, DatePicker, Form, Input, Radio, Switch, Upload } from 'antd';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDrawer } from '../../../components/form-drawer';
import { Select } from '../../../components/select';
import { useHomeroomClass } from '../../chu-nhiem';
import { useGradeLevels } from '../api/grade-levels';
import { uploadAttachment, useCreateNotice, useSendNotice, useSendToGradeLevel, useUpdateNotice } from '../api/notices';
import { RichTextEditor } from './rich-text-editor';

const ACCEPT = '.pdf,.jpg,.jpeg,.png,.webp,.docx,.pptx';

interface Values {
  khoiId?: number;
  tieuDe: string;
  noiDung: string;
  caLop: boolean;
  hocSinhIds: number[];
  canXacNhan: boolean;
  khiNao: 'nhap' | 'ngay' | 'hen';
  henGuiLuc: Dayjs | null;
}

/**
 * Writes a notice to the guardians of the class (or chosen students): kept as a draft, sent now or scheduled. With
 * `draft`, edits that draft (its text, recipients, files; saved against its version) and keeps, sends or schedules it.
 * With `lopQuanLyId` null, the office's notice to a whole grade level: sent now or scheduled (one notice per class).
 */
export function NoticeDrawer({
  lopQuanLyId,
  draft,
  onClose,
}: {
  lopQuanLyId: number | null;
  draft?: ThongBaoChiTiet;
  onClose: () => void;
}) {
  const { t } = useTranslation('thong-bao-gui-phu-huynh');
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const toGrade = lopQuanLyId === null;
  const cls = useHomeroomClass(lopQuanLyId);
  const grades = useGradeLevels(toGrade);
  const sendToGrade = useSendToGradeLevel();
  const create = useCreateNotice();
  const update = useUpdateNotice();
  const send = useSendNotice();
  const [files, setFiles] = useState<TepDinhKem[]>(draft?.tepDinhKem ?? []);
  const [uploading, setUploading] = useState(false);
  // useWatch answers undefined until the form has rendered once: the initial values stand in for it, so a save
  // clicked at once neither validates a hidden student list nor sends a draft that should stay a draft.
  const caLop = Form.useWatch('caLop', form) ?? (draft ? draft.hocSinhIds === null : true);
  const khiNao = Form.useWatch('khiNao', form) ?? (draft ? 'nhap' : 'ngay');
  return (
    <FormDrawer<Values>
      open
      width={640}
      title={t(draft ? 'compose.editTitle' : toGrade ? 'grade.title' : 'compose.title')}
      form={form}
      initialValues={
        draft
          ? {
              tieuDe: draft.tieuDe,
              noiDung: draft.noiDung,
              caLop: draft.hocSinhIds === null,
              hocSinhIds: draft.hocSinhIds ?? [],
              canXacNhan: draft.canXacNhan,
              khiNao: 'nhap',
            }
          : { tieuDe: '', noiDung: '', caLop: true, hocSinhIds: [], canXacNhan: true, khiNao: 'ngay' }
      }
      onClose={onClose}
      onSubmit={async (v) => {
        if (lopQuanLyId === null) {
          const r = await sendToGrade.mutateAsync({
            khoiId: v.khoiId ?? 0,
            tieuDe: v.tieuDe,
            noiDung: v.noiDung,
            canXacNhan: v.canXacNhan,
            tepDinhKemIds: files.map((f) => f.id),
            henGuiLuc: v.khiNao === 'hen' ? v.henGuiLuc?.toISOString() : null,
          });
          const key = v.khiNao === 'hen' ? 'grade.scheduled' : 'grade.sent';
          void message.success(t(key, { count: r.soNguoiNhan, classes: r.soLop }));
          return;
        }
        const input = {
          lopQuanLyId,
          tieuDe: v.tieuDe,
          noiDung: v.noiDung,
          canXacNhan: v.canXacNhan,
          hocSinhIds: v.caLop ? null : v.hocSinhIds,
          tepDinhKemIds: files.map((f) => f.id),
        };
        const { id } = draft
          ? await update.mutateAsync({ ...input, id: draft.id, version: draft.version })
          : await create.mutateAsync(input);
        if (v.khiNao === 'nhap') {
          void message.success(t('compose.saved'));
          return;
        }
        const r = await send.mutateAsync({ id, henGuiLuc: v.khiNao === 'hen' ? v.henGuiLuc?.toISOString() : null });
        void message.success(t(v.khiNao === 'hen' ? 'compose.scheduled' : 'compose.sent', { count: r.soNguoiNhan }));
      }}
    >
      {toGrade && (
        <Form.Item name="khoiId" label={t('grade.field')} rules={[{ required: true, message: t('grade.required') }]}>
          <Select
            aria-label={t('grade.field')}
            loading={grades.isLoading}
            options={(grades.data?.items ?? []).map((k) => ({ value: k.id, label: k.tenKhoi }))}
          />
        </Form.Item>
      )}
      <Form.Item
        name="tieuDe"
        label={t('field.title')}
        rules={[{ required: true, whitespace: true, message: t('field.titleRequired') }]}
      >
        <Input maxLength={200} />
      </Form.Item>
      <Form.Item name="noiDung" label={t('field.body')} rules={[{ required: true, message: t('field.bodyRequired') }]}>
        <RichTextEditor label={t('field.body')} />
      </Form.Item>
      {!toGrade && (
        <Form.Item name="caLop" label={t('field.wholeClass')} valuePropName="checked">
          <Switch aria-label={t('field.wholeClass')} />
        </Form.Item>
      )}
      {!toGrade && !caLop && (
        <Form.Item
          name="hocSinhIds"
          label={t('field.students')}
          rules={[{ required: true, message: t('field.studentsRequired') }]}
        >
          <Select
            mode="multiple"
            showSearch={{ optionFilterProp: 'label' }}
            aria-label={t('field.students')}
            loading={cls.isLoading}
            options={(cls.data?.hocSinh ?? []).map((s) => ({ value: s.hocSinhId, label: s.hoTen }))}
          />
        </Form.Item>
      )}
      <Form.Item name="canXacNhan" label={t('field.ackWanted')} valuePropName="checked">
        <Switch aria-label={t('field.ackWanted')} />
      </Form.Item>
      <Form.Item label={t('field.attachments')} extra={t('field.attachmentsHint')}>
        <Upload
          accept={ACCEPT}
          multiple
          fileList={files.map((f) => ({ uid: String(f.id), name: f.tenTep, status: 'done' as const }))}
          onRemove={(file) => setFiles((list) => list.filter((f) => String(f.id) !== file.uid))}
          customRequest={({ file, onSuccess, onError }) => {
            setUploading(true);
            uploadAttachment(file as File)
              .then((stored) => {
                setFiles((list) => [...list, stored]);
                onSuccess?.(stored);
              }, onError)
              .finally(() => setUploading(false));
          }}
        >
          <Button icon={<UploadOutlined />} loading={uploading} disabled={files.length >= 10}>
            {t('field.upload')}
          </Button>
        </Upload>
      </Form.Item>
      <Form.Item name="khiNao" label={t('field.when')}>
        <Radio.Group
          options={[
            { value: 'ngay', label: t('field.whenNow') },
            { value: 'hen', label: t('field.whenLater') },
            ...(toGrade ? [] : [{ value: 'nhap', label: t('field.whenDraft') }]),
          ]}
        />
      </Form.Item>
      {khiNao === 'hen' && (
        <Form.Item
          name="henGuiLuc"
          label={t('field.scheduledAt')}
          rules={[{ required: true, message: t('field.scheduledAtRequired') }]}
        >
          <DatePicker showTime={{ format: 'HH:mm' }} format="DD/MM/YYYY HH:mm" aria-label={t('field.scheduledAt')} />
        </Form.Item>
      )}
    </FormDrawer>
  );
}
