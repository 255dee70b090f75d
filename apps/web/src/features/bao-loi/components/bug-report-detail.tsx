import { baoLoiAuthority } from '@hpl/shared/bao-loi/authority';
import { type BaoLoiChiTiet, BUG_TRANSITIONS, type TrangThaiBaoLoi } from '@hpl/shared/bao-loi/contract';
import { Descriptions, Drawer, Empty, Flex, Image, Spin, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useCan } from '../../../app/access';
import { StatusHistory, StatusTransition } from '../../../components/status-transition';
import { formatDateTime } from '../../../lib/format-date';
import { useBugReport } from '../api/get-bug-report';
import { useMoveBugReport } from '../api/move-bug-report';
import { screenshotUrl } from '../api/upload-bug-screenshot';
import { BugStatusTag, useStatusLabels } from './bug-status-tag';

/** Admin's status buttons with a comment; the version read travels with the change (409 when stale). */
function StatusActions({ report }: { report: BaoLoiChiTiet }) {
  const { t } = useTranslation('bao-loi');
  const labels = useStatusLabels();
  const move = useMoveBugReport();
  return (
    <StatusTransition<TrangThaiBaoLoi>
      steps={BUG_TRANSITIONS[report.trangThai].map((to) => ({
        to,
        label: t(`action.${to}`),
        tone: to === 'daSua' ? ('primary' as const) : undefined,
      }))}
      confirmTitle={(to) => t('action.confirmTitle', { status: labels[to] })}
      okText={t('action.confirm')}
      commentLabel={t('field.ghiChu')}
      pending={move.isPending}
      submit={(to, values) =>
        move.mutateAsync({ id: report.id, trangThai: to, ghiChu: values.ghiChu || null, version: report.version })
      }
    />
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
          <StatusHistory
            items={data.lichSu.map((h) => ({
              key: `${h.thoiGian}-${h.denTrangThai}`,
              status: labels[h.denTrangThai],
              who: h.nguoiThucHien,
              when: h.thoiGian,
              comment: h.ghiChu,
            }))}
          />
        </Flex>
      )}
    </Drawer>
  );
}
