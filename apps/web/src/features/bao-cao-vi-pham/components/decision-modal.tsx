import type { ViPhamHocSinhChiTiet } from '@hpl/shared/bao-cao-vi-pham/contract';
import { Form, Input, Modal, Radio } from 'antd';
import { useTranslation } from 'react-i18next';
import { useDecideIncident } from '../api/decide-incident';

export type DecisionKind = 'xacNhan' | 'boQua' | 'tuTrinh' | 'khieuNai' | 'xuLyKhieuNai';

interface Values {
  bienPhap?: string;
  ghiChu?: string;
  lyDo?: string;
  hocSinhId?: number;
  noiDung?: string;
  ketQua?: 'chap_nhan' | 'giu_nguyen';
  traLoi?: string;
}

/**
 * Confirm with a measure (only those the circular allows for the students' level, as the server answers them; a good
 * deed takes none), dismiss with a reason, or record a student's own account.
 */
export function DecisionModal({
  incident,
  kind,
  onClose,
}: {
  incident: ViPhamHocSinhChiTiet;
  kind: DecisionKind | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('bao-cao-vi-pham');
  const [form] = Form.useForm<Values>();
  const decide = useDecideIncident();
  const fault = incident.maViPham.some((c) => c.diem < 0);
  const required = [{ required: true, message: t('form.required') }];

  const submit = async () => {
    const v = await form.validateFields();
    if (kind === 'xacNhan') {
      await decide.mutateAsync({
        id: incident.id,
        action: 'xacNhan',
        version: incident.version,
        bienPhap: fault ? (v.bienPhap ?? null) : null,
        ghiChu: v.ghiChu,
      });
    } else if (kind === 'boQua') {
      await decide.mutateAsync({ id: incident.id, action: 'boQua', version: incident.version, lyDo: v.lyDo ?? '' });
    } else if (kind === 'tuTrinh') {
      await decide.mutateAsync({
        id: incident.id,
        action: 'tuTrinh',
        hocSinhId: v.hocSinhId ?? incident.hocSinh[0]!.id,
        noiDung: v.noiDung ?? '',
      });
    }
    if (kind === 'khieuNai') {
      await decide.mutateAsync({ id: incident.id, action: 'khieuNai', noiDung: v.noiDung ?? '' });
    } else if (kind === 'xuLyKhieuNai') {
      const pending = incident.khieuNai.find((a) => a.ketQua === null);
      await decide.mutateAsync({
        id: incident.id,
        action: 'xuLyKhieuNai',
        hocSinhId: v.hocSinhId ?? pending?.hocSinhId ?? 0,
        ketQua: v.ketQua ?? 'giu_nguyen',
        traLoi: v.traLoi ?? '',
      });
    }
    form.resetFields();
    onClose();
  };

  return (
    <Modal
      open={kind !== null}
      title={kind ? t(`decision.${kind}`) : ''}
      okText={kind ? t(`decision.${kind}Ok`) : ''}
      cancelText={t('action.cancel')}
      okButtonProps={{ danger: kind === 'boQua', loading: decide.isPending }}
      onOk={() => submit().catch(() => undefined)}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form
        form={form}
        layout="vertical"
        initialValues={{
          hocSinhId:
            kind === 'xuLyKhieuNai'
              ? incident.khieuNai.find((a) => a.ketQua === null)?.hocSinhId
              : incident.hocSinh[0]?.id,
          ketQua: 'giu_nguyen',
          bienPhap: incident.bienPhapDeXuat ?? undefined,
        }}
      >
        {kind === 'xacNhan' && fault && (
          <Form.Item
            name="bienPhap"
            label={t('decision.measure')}
            rules={required}
            extra={t('decision.circularLevel', { level: incident.mucDo })}
          >
            <Radio.Group
              options={incident.bienPhapChoPhep.map((m) => ({ value: m, label: t(`measure.${m}`) }))}
              style={{ display: 'flex', flexDirection: 'column', gap: 8 }}
            />
          </Form.Item>
        )}
        {kind === 'xacNhan' && (
          <Form.Item name="ghiChu" label={t('decision.note')}>
            <Input.TextArea rows={3} maxLength={2000} />
          </Form.Item>
        )}
        {kind === 'boQua' && (
          <Form.Item name="lyDo" label={t('decision.reason')} rules={required}>
            <Input.TextArea rows={3} maxLength={2000} />
          </Form.Item>
        )}
        {kind === 'khieuNai' && (
          <Form.Item name="noiDung" label={t('appeal.text')} rules={required} extra={t('appeal.once')}>
            <Input.TextArea rows={4} maxLength={4000} showCount />
          </Form.Item>
        )}
        {kind === 'xuLyKhieuNai' && (
          <>
            <Form.Item name="ketQua" label={t('appeal.result')} rules={required}>
              <Radio.Group
                options={(['giu_nguyen', 'chap_nhan'] as const).map((k) => ({ value: k, label: t(`appeal.${k}`) }))}
              />
            </Form.Item>
            <Form.Item name="traLoi" label={t('appeal.answer')} rules={required}>
              <Input.TextArea rows={3} maxLength={2000} />
            </Form.Item>
          </>
        )}
        {kind === 'tuTrinh' && (
          <>
            {incident.hocSinh.length > 1 && (
              <Form.Item name="hocSinhId" label={t('decision.student')} rules={required}>
                <Radio.Group options={incident.hocSinh.map((s) => ({ value: s.id, label: s.hoTen }))} />
              </Form.Item>
            )}
            <Form.Item name="noiDung" label={t('decision.ownAccount')} rules={required}>
              <Input.TextArea rows={4} maxLength={4000} showCount />
            </Form.Item>
          </>
        )}
      </Form>
    </Modal>
  );
}
