import { baoLoiAuthority } from '@hpl/shared/bao-loi/authority';
import { type BaoLoiChiTiet, BUG_TRANSITIONS, type TrangThaiBaoLoi } from '@hpl/shared/bao-loi/contract';
import { Button, Descriptions, Drawer, Empty, Flex, Form, Image, Input, Modal, Spin, Timeline, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCan } from '../../../app/access';
import { applyFieldErrors } from '../../../components/form-drawer';
import { submitForm } from '../../../lib/api';
import { formatDateTime } from '../../../lib/format-date';
import { useBugReport } from '../api/get-bug-report';
import { useMoveBugReport } from '../api/move-bug-report';
import { screenshotUrl } from '../api/upload-bug-screenshot';
import { BugStatusTag, useStatusLabels } from './bug-status-tag';

/** Admin's status buttons with a comment; the version read travels with the change (409 when stale). */
function StatusActions({ report }: { report: BaoLoiChiTiet }) {
  const { t } = useTranslation('bao-loi');
  const labels = useStatusLabels();
  const [target, setTarget] = useState<TrangThaiBaoLoi | null>(null);
  const [form] = Form.useForm<{ ghiChu?: string }>();
  const move = useMoveBugReport();

  const submit = async () => {
    if (!target) return;
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    try {
      await submitForm(() =>
        move.mutateAsync({ id: report.id, trangThai: target, ghiChu: values.ghiChu || null, version: report.version }),
      );
      setTarget(null);
    } catch (error) {
      applyFieldErrors(form, error);
    }
  };

  return (
    <>
      <Flex gap="small" wrap>
        {BUG_TRANSITIONS[report.trangThai].map((to) => (
          <Button key={to} onClick={() => setTarget(to)} type={to === 'daSua' ? 'primary' : 'default'}>
            {t(`action.${to}`)}
          </Button>
        ))}
      </Flex>
      <Modal
        open={target !== null}
        title={target ? t('action.confirmTitle', { status: labels[target] }) : ''}
        okText={t('action.confirm')}
        confirmLoading={move.isPending}
        onOk={submit}
        onCancel={() => setTarget(null)}
        destroyOnHidden
      >
        <Form form={form} layout="vertical" preserve={false}>
          <Form.Item name="ghiChu" label={t('field.ghiChu')}>
            <Input.TextArea rows={3} maxLength={2000} />
          </Form.Item>
        </Form>
      </Modal>
    </>
  );
}

/** One report: what happened, the steps, the page and browser, the screenshot and every status change. */
export function BugReportDetail({ id, onClose }: { id: number | null; onClose: () => void }) {
  const { t } = useTranslation('bao-loi');
  const labels = useStatusLabels();
  const mayMove = useCan(baoLoiAuthority.xuLy);
  const report = useBugReport(id);
  const data = report.data;

  return (
    <Drawer open={id !== null} onClose={onClose} size={640} title={data?.tieuDe ?? t('detail.title')} destroyOnHidden>
      {report.isLoading ? (
        <Spin />
      ) : !data ? (
        <Empty description={t('detail.notFound')} />
      ) : (
        <Flex vertical gap="middle">
          <Flex gap="small" align="center" wrap>
            <BugStatusTag status={data.trangThai} />
            {mayMove ? <StatusActions report={data} /> : null}
          </Flex>
          <Descriptions column={1} size="small" bordered>
            <Descriptions.Item label={t('field.nguoiBao')}>{data.nguoiBao}</Descriptions.Item>
            <Descriptions.Item label={t('field.ngayTao')}>{formatDateTime(data.ngayTao)}</Descriptions.Item>
            <Descriptions.Item label={t('field.moTa')}>
              <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', margin: 0 }}>{data.moTa}</Typography.Paragraph>
            </Descriptions.Item>
            <Descriptions.Item label={t('field.cacBuoc')}>
              <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', margin: 0 }}>
                {data.cacBuoc ?? '—'}
              </Typography.Paragraph>
            </Descriptions.Item>
            <Descriptions.Item label={t('field.duongDan')}>
              <Typography.Text style={{ wordBreak: 'break-all' }}>{data.duongDan ?? '—'}</Typography.Text>
            </Descriptions.Item>
            <Descriptions.Item label={t('field.trinhDuyet')}>{data.trinhDuyet ?? '—'}</Descriptions.Item>
          </Descriptions>
          {data.anhChupId ? (
            <Image src={screenshotUrl(data.anhChupId)} alt={t('field.anhChup')} style={{ maxWidth: '100%' }} />
          ) : null}
          <Typography.Title level={5}>{t('detail.history')}</Typography.Title>
          <Timeline
            items={data.lichSu.map((h) => ({
              key: `${h.thoiGian}-${h.denTrangThai}`,
              content: (
                <Flex vertical>
                  <Typography.Text strong>{labels[h.denTrangThai]}</Typography.Text>
                  <Typography.Text type="secondary">
                    {h.nguoiThucHien} · {formatDateTime(h.thoiGian)}
                  </Typography.Text>
                  {h.ghiChu ? <Typography.Text>{h.ghiChu}</Typography.Text> : null}
                </Flex>
              ),
            }))}
          />
        </Flex>
      )}
    </Drawer>
  );
}
