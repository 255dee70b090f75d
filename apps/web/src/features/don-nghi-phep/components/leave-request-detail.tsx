import type { DonNghiPhep, LeaveAction } from '@hpl/shared/don-nghi-phep/contract';
import { Alert, Button, Descriptions, Drawer, Flex, Skeleton, Timeline, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDateNow, formatDateTimeNow } from '../../../lib/format';
import type { DecisionAction } from '../api/act-on-leave-request';
import { useLeaveRequest } from '../api/get-leave-request';
import { attachmentUrl } from '../api/upload-leave-attachment';
import { formatPeriod, localName } from './format';
import { LeaveStatusTag } from './leave-status-tag';

const DECISIONS: DecisionAction[] = ['approve', 'decline', 'confirmCancel', 'rejectCancel', 'requestCancel', 'cancel'];

export interface LeaveActionHandlers {
  onDecide: (request: DonNghiPhep, action: DecisionAction) => void;
  onEdit: (request: DonNghiPhep) => void;
}

/** Action buttons of the actions the server allows the caller now (`thaoTac`). */
export function LeaveActionButtons({
  request,
  handlers,
  size,
}: {
  request: DonNghiPhep;
  handlers: LeaveActionHandlers;
  size?: 'small';
}) {
  const { t } = useTranslation('don-nghi-phep');
  const labels: Record<LeaveAction, string> = {
    view: t('action.view'),
    update: t('action.update'),
    cancel: t('action.cancel'),
    requestCancel: t('action.requestCancel'),
    approve: t('action.approve'),
    decline: t('action.decline'),
    confirmCancel: t('action.confirmCancel'),
    rejectCancel: t('action.rejectCancel'),
    downloadAttachment: t('action.downloadAttachment'),
  };
  return (
    <Flex gap="small" wrap>
      {request.thaoTac.includes('update') && (
        <Button size={size} onClick={() => handlers.onEdit(request)}>
          {labels.update}
        </Button>
      )}
      {DECISIONS.filter((a) => request.thaoTac.includes(a)).map((action) => (
        <Button
          key={action}
          size={size}
          type={action === 'approve' || action === 'confirmCancel' ? 'primary' : 'default'}
          danger={action === 'decline' || action === 'cancel'}
          onClick={() => handlers.onDecide(request, action)}
        >
          {labels[action]}
        </Button>
      ))}
    </Flex>
  );
}

/** One request with its history and cover need, opened from a list or a notification (`?id=`). */
export function LeaveRequestDetail({
  id,
  onClose,
  handlers,
}: {
  id: number | null;
  onClose: () => void;
  handlers: LeaveActionHandlers;
}) {
  const { t, i18n } = useTranslation('don-nghi-phep');
  const detail = useLeaveRequest(id);
  const r = detail.data;
  const statusLabel = (s: string | null) => (s ? t(`status.${s}` as 'status.pending') : t('detail.created'));
  return (
    <Drawer open={id != null} onClose={onClose} title={t('detail.title')} size={560} destroyOnHidden>
      {!r ? (
        <Skeleton active />
      ) : (
        <Flex vertical gap="middle">
          <Descriptions column={1} size="small" bordered>
            <Descriptions.Item label={t('col.person')}>{`${r.hoTen} (${r.maNhanVien})`}</Descriptions.Item>
            <Descriptions.Item label={t('detail.department')}>
              {localName(i18n.language, r.tenPhongBan, r.tenPhongBanEn)}
            </Descriptions.Item>
            <Descriptions.Item label={t('col.type')}>
              {localName(i18n.language, r.tenLoai, r.tenLoaiEn)}
            </Descriptions.Item>
            <Descriptions.Item label={t('col.period')}>{formatPeriod(t, r)}</Descriptions.Item>
            <Descriptions.Item label={t('col.days')}>{t('days', { count: r.soNgay })}</Descriptions.Item>
            <Descriptions.Item label={t('col.reason')}>
              <Typography.Paragraph style={{ margin: 0, whiteSpace: 'pre-wrap' }}>{r.lyDo}</Typography.Paragraph>
            </Descriptions.Item>
            <Descriptions.Item label={t('col.status')}>
              <LeaveStatusTag status={r.trangThai} />
            </Descriptions.Item>
            <Descriptions.Item label={t('col.approver')}>
              {r.nguoiDuyet?.hoTen ?? (r.capDuyet === 'phongBan' ? t('approver.department') : t('approver.hr'))}
            </Descriptions.Item>
            {r.yKienDuyet && <Descriptions.Item label={t('detail.decision')}>{r.yKienDuyet}</Descriptions.Item>}
            {r.dinhKem && (
              <Descriptions.Item label={t('form.attachment')}>
                <Typography.Link href={attachmentUrl(r.dinhKem.id)} target="_blank" rel="noopener">
                  {r.dinhKem.tenTep}
                </Typography.Link>
              </Descriptions.Item>
            )}
            <Descriptions.Item label={t('detail.filedAt')}>{formatDateTimeNow(r.ngayTao)}</Descriptions.Item>
          </Descriptions>
          {r.nhuCauDayThay && (
            <Alert
              type={r.nhuCauDayThay.trangThai === 'open' ? 'warning' : 'info'}
              showIcon
              message={t('detail.cover')}
              description={
                r.nhuCauDayThay.trangThai === 'open'
                  ? t('detail.coverOpen', {
                      from: formatDateNow(r.nhuCauDayThay.tuNgay),
                      to: formatDateNow(r.nhuCauDayThay.denNgay),
                    })
                  : t('detail.coverCancelled')
              }
            />
          )}
          <LeaveActionButtons request={r} handlers={handlers} />
          <Typography.Title level={5}>{t('detail.history')}</Typography.Title>
          <Timeline
            items={r.lichSu.map((h) => ({
              key: h.id,
              children: (
                <>
                  <Typography.Text strong>{statusLabel(h.denTrangThai)}</Typography.Text>
                  {' · '}
                  {h.nguoiThucHien} · {formatDateTimeNow(h.thoiGian)}
                  {h.ghiChu && <div>{h.ghiChu}</div>}
                </>
              ),
            }))}
          />
        </Flex>
      )}
    </Drawer>
  );
}
