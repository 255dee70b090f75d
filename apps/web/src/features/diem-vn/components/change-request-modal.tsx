import { Form, Input, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { useCreateChangeRequest } from '../api/change-requests';
import { parseCellText } from './cell-text';

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
          onClose();
        }}
      >
        <Form.Item label={t('request.current')}>
          <Input value={target?.current || t('history.empty')} disabled />
        </Form.Item>
        <Form.Item
          name="value"
          label={t('request.newValue')}
          extra={t('grid.help')}
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
        <Form.Item
          name="lyDo"
          label={t('request.reason')}
          rules={[{ required: true, whitespace: true, message: t('request.reasonRequired') }]}
        >
          <Input.TextArea maxLength={1000} autoSize={{ minRows: 2 }} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
