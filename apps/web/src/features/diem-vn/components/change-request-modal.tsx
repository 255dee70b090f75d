import type { TieuHocValueInput } from '@hpl/shared/diem-vn/yeu-cau-sua.contract';
import { PRIMARY_RATINGS } from '@hpl/shared/grades-vn/rules';
import { App, Form, Input, InputNumber, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { Select } from '../../../components/select';
import { useCreateChangeRequest } from '../api/change-requests';
import { parseCellText } from './cell-text';
import { formatPrimaryValue } from './primary-cell-text';

export interface ChangeTarget {
  lopMonHocId: number;
  hocSinhId: number;
  hoTen: string;
  hocKy: number;
  cot: string;
  current: string;
  kind: 'diem' | 'nhan_xet';
}

/** After a column's window closes, the teacher asks the office to change a cell, with a reason. */
export function ChangeRequestModal({ target, onClose }: { target: ChangeTarget | null; onClose: () => void }) {
  const { t } = useTranslation('diem-vn');
  const { message } = App.useApp();
  const [form] = Form.useForm<{ value: string; lyDo: string }>();
  const create = useCreateChangeRequest();
  return (
    <Modal
      open={target !== null}
      title={t('request.title', { name: target?.hoTen ?? '', column: target ? t(`cot.${target.cot}`) : '' })}
      okText={t('request.send')}
      cancelText={t('comment.cancel')}
      okButtonProps={{ loading: create.isPending }}
      onCancel={onClose}
      onOk={() => form.submit()}
      destroyOnHidden
    >
      <Form
        form={form}
        layout="vertical"
        preserve={false}
        onFinish={async (values) => {
          if (!target) return;
          const parsed = parseCellText(values.value ?? '', target.kind);
          if (!parsed.ok) return;
          await create.mutateAsync({
            lopMonHocId: target.lopMonHocId,
            hocSinhId: target.hocSinhId,
            hocKy: target.hocKy,
            cot: target.cot as never,
            giaTriMoi: parsed.value,
            lyDo: values.lyDo,
          });
          message.success(t('request.sent'));
          onClose();
        }}
      >
        <Form.Item label={t('request.current')}>
          <Input value={target?.current || t('history.empty')} disabled />
        </Form.Item>
        <Form.Item
          name="value"
          label={t('request.newValue')}
          extra={t(target?.kind === 'nhan_xet' ? 'request.valueHelpComment' : 'request.valueHelpMark')}
          rules={[
            {
              validator: (_, value: string | undefined) =>
                target && parseCellText(value ?? '', target.kind).ok
                  ? Promise.resolve()
                  : Promise.reject(new Error(t('grid.invalid'))),
            },
          ]}
        >
          <Input autoFocus />
        </Form.Item>
        <ReasonField />
      </Form>
    </Modal>
  );
}

function ReasonField() {
  const { t } = useTranslation('diem-vn');
  return (
    <Form.Item
      name="lyDo"
      label={t('request.reason')}
      rules={[{ required: true, whitespace: true, message: t('request.reasonRequired') }]}
    >
      <Input.TextArea maxLength={1000} autoSize={{ minRows: 2 }} />
    </Form.Item>
  );
}

export interface PrimaryChangeTarget {
  lopMonHocId: number;
  hocSinhId: number;
  hoTen: string;
  /** The rating point (GK1, CK1, GK2, CN). */
  ky: 'GK1' | 'CK1' | 'GK2' | 'CN';
  /** A periodic test is due at this rating point. */
  kiemTra: boolean;
  current: TieuHocValueInput | null;
}

type PrimaryForm = {
  mucDat?: TieuHocValueInput['mucDat'];
  diemKiemTra?: number | null;
  nhanXet?: string;
  lyDo: string;
};

/**
 * The primary half of the same request: after a rating point's window closes (or its term is locked) the teacher
 * asks for the whole entry's new value — the rating, the test mark where one is due, the comment — with a reason.
 */
export function PrimaryChangeRequestModal({
  target,
  onClose,
}: {
  target: PrimaryChangeTarget | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('diem-vn');
  const { message } = App.useApp();
  const [form] = Form.useForm<PrimaryForm>();
  const create = useCreateChangeRequest();
  return (
    <Modal
      open={target !== null}
      title={t('request.titlePrimary', {
        name: target?.hoTen ?? '',
        period: target ? t(`tieuHoc.ky.${target.ky}`) : '',
      })}
      okText={t('request.send')}
      cancelText={t('comment.cancel')}
      okButtonProps={{ loading: create.isPending }}
      onCancel={onClose}
      onOk={() => form.submit()}
      destroyOnHidden
    >
      <Form<PrimaryForm>
        form={form}
        layout="vertical"
        preserve={false}
        initialValues={{
          mucDat: target?.current?.mucDat ?? undefined,
          diemKiemTra: target?.current?.diemKiemTra ?? null,
          nhanXet: target?.current?.nhanXet ?? '',
        }}
        onFinish={async (values) => {
          if (!target) return;
          await create.mutateAsync({
            lopMonHocId: target.lopMonHocId,
            hocSinhId: target.hocSinhId,
            cot: target.ky,
            giaTriMoi: {
              mucDat: values.mucDat ?? null,
              diemKiemTra: target.kiemTra ? (values.diemKiemTra ?? null) : null,
              nhanXet: values.nhanXet?.trim() ? values.nhanXet : null,
            },
            lyDo: values.lyDo,
          });
          message.success(t('request.sent'));
          onClose();
        }}
      >
        <Form.Item label={t('request.current')}>
          <Input value={formatPrimaryValue(target?.current, t) || t('history.empty')} disabled />
        </Form.Item>
        <Form.Item name="mucDat" label={t('tieuHoc.field.muc')} extra={t('request.primaryHelp')}>
          <Select
            allowClear
            placeholder={t('tieuHoc.rating.none')}
            options={PRIMARY_RATINGS.map((r) => ({ value: r, label: t(`tieuHoc.result.${r}`) }))}
          />
        </Form.Item>
        {target?.kiemTra && (
          <Form.Item name="diemKiemTra" label={t('tieuHoc.field.kt')} extra={t('tieuHoc.fieldHint.kt')}>
            <InputNumber min={1} max={10} precision={0} style={{ width: 120 }} />
          </Form.Item>
        )}
        <Form.Item name="nhanXet" label={t('tieuHoc.field.nx')}>
          <Input.TextArea maxLength={1000} autoSize={{ minRows: 2 }} />
        </Form.Item>
        <ReasonField />
      </Form>
    </Modal>
  );
}
