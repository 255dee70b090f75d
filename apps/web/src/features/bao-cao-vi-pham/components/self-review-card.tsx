import type { TrangThaiTuKiemDiem, ViPhamHocSinhChiTiet } from '@hpl/shared/bao-cao-vi-pham/contract';
import { Button, Card, DatePicker, Flex, Form, Input, List, Modal, Tag, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate, formatDateTime } from '../../../lib/format-date';
import { useRecordGuardianConfirmation, useWriteSelfReview } from '../api/self-review';

const COLORS: Record<TrangThaiTuKiemDiem, string> = {
  cho_hoc_sinh: 'warning',
  cho_phu_huynh: 'processing',
  hoan_thanh: 'success',
};

export function SelfReviewTag({ status }: { status: TrangThaiTuKiemDiem }) {
  const { t } = useTranslation('bao-cao-vi-pham');
  return <Tag color={COLORS[status]}>{t(`selfReview.status.${status}`)}</Tag>;
}

interface GuardianValues {
  hoTen: string;
  ngay: Dayjs;
  ghiChu?: string;
}

/**
 * The self-reviews of an incident confirmed with that measure (Circular 19/2025): each student's state, the text
 * they submitted and the guardian's confirmation. The student writes their own here; the homeroom teacher or the
 * office records the guardian's confirmation (who, which day, the family's note).
 */
export function SelfReviewCard({ incident }: { incident: ViPhamHocSinhChiTiet }) {
  const { t } = useTranslation('bao-cao-vi-pham');
  const [writing, setWriting] = useState(false);
  const [guardianFor, setGuardianFor] = useState<number | null>(null);
  const [textForm] = Form.useForm<{ noiDung: string }>();
  const [guardianForm] = Form.useForm<GuardianValues>();
  const write = useWriteSelfReview(incident.id);
  const confirm = useRecordGuardianConfirmation(incident.id);
  const required = [{ required: true, whitespace: true, message: t('form.required') }];
  if (incident.tuKiemDiem.length === 0) return null;
  const name = (id: number) => incident.hocSinh.find((s) => s.id === id)?.hoTen ?? '';

  const submitText = async () => {
    const v = await textForm.validateFields();
    await write.mutateAsync({ noiDung: v.noiDung });
    setWriting(false);
  };
  const submitGuardian = async () => {
    const v = await guardianForm.validateFields();
    await confirm.mutateAsync({
      hocSinhId: guardianFor ?? 0,
      hoTen: v.hoTen,
      ngay: v.ngay.format('YYYY-MM-DD'),
      ghiChu: v.ghiChu || null,
    });
    setGuardianFor(null);
  };

  return (
    <Card
      title={t('selfReview.title')}
      size="small"
      extra={
        incident.quyen.vietTuKiemDiem && (
          <Button type="primary" onClick={() => setWriting(true)}>
            {t('selfReview.write')}
          </Button>
        )
      }
    >
      <List
        dataSource={incident.tuKiemDiem}
        renderItem={(r) => (
          <List.Item
            actions={
              incident.quyen.xacNhanPhuHuynh.includes(r.hocSinhId)
                ? [
                    <Button key="guardian" onClick={() => setGuardianFor(r.hocSinhId)}>
                      {t('selfReview.recordGuardian')}
                    </Button>,
                  ]
                : []
            }
          >
            <List.Item.Meta
              title={
                <Flex gap="small" wrap align="center">
                  <span>{name(r.hocSinhId)}</span>
                  <SelfReviewTag status={r.trangThai} />
                </Flex>
              }
              description={
                <Flex vertical gap={4}>
                  {r.noiDung === null ? (
                    <Typography.Text type="secondary">{t('selfReview.notWritten')}</Typography.Text>
                  ) : (
                    <>
                      <Typography.Text type="secondary">
                        {t('selfReview.submittedAt', { at: r.luc ? formatDateTime(r.luc) : '' })}
                      </Typography.Text>
                      <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', marginBottom: 0 }}>
                        {r.noiDung}
                      </Typography.Paragraph>
                    </>
                  )}
                  {r.phuHuynh && (
                    <Typography.Text>
                      {t('selfReview.confirmedBy', { name: r.phuHuynh.hoTen, date: formatDate(r.phuHuynh.ngay) })}
                      {r.phuHuynh.ghiChu ? ` — ${r.phuHuynh.ghiChu}` : ''}
                    </Typography.Text>
                  )}
                </Flex>
              }
            />
          </List.Item>
        )}
      />
      <Modal
        open={writing}
        title={t('selfReview.write')}
        okText={t('selfReview.submit')}
        cancelText={t('action.cancel')}
        okButtonProps={{ loading: write.isPending }}
        onOk={() => submitText().catch(() => undefined)}
        onCancel={() => setWriting(false)}
        destroyOnHidden
      >
        <Form form={textForm} layout="vertical" preserve={false}>
          <Form.Item name="noiDung" label={t('selfReview.text')} rules={required} extra={t('selfReview.hint')}>
            <Input.TextArea rows={10} maxLength={8000} showCount />
          </Form.Item>
        </Form>
      </Modal>
      <Modal
        open={guardianFor !== null}
        title={t('selfReview.recordGuardianOf', { name: guardianFor === null ? '' : name(guardianFor) })}
        okText={t('selfReview.recordGuardian')}
        cancelText={t('action.cancel')}
        okButtonProps={{ loading: confirm.isPending }}
        onOk={() => submitGuardian().catch(() => undefined)}
        onCancel={() => setGuardianFor(null)}
        destroyOnHidden
      >
        <Form form={guardianForm} layout="vertical" preserve={false} initialValues={{ ngay: dayjs() }}>
          <Typography.Paragraph type="secondary">{t('selfReview.guardianHint')}</Typography.Paragraph>
          <Form.Item name="hoTen" label={t('selfReview.guardianName')} rules={required}>
            <Input maxLength={200} />
          </Form.Item>
          <Form.Item
            name="ngay"
            label={t('selfReview.guardianDate')}
            rules={[{ required: true, message: t('form.required') }]}
          >
            <DatePicker format="DD/MM/YYYY" style={{ width: '100%' }} disabledDate={(d) => d.isAfter(dayjs(), 'day')} />
          </Form.Item>
          <Form.Item name="ghiChu" label={t('selfReview.guardianNote')}>
            <Input.TextArea rows={3} maxLength={2000} />
          </Form.Item>
        </Form>
      </Modal>
    </Card>
  );
}
