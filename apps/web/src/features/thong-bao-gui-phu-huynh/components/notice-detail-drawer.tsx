import { CopyOutlined, PaperClipOutlined } from '@ant-design/icons';
import type { NguoiNhanThongBao } from '@hpl/shared/thong-bao-gui-phu-huynh/contract';
import {
  App,
  Button,
  Descriptions,
  Drawer,
  Empty,
  Flex,
  Progress,
  Spin,
  Table,
  type TableProps,
  Typography,
} from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useConfirm } from '../../../components/use-confirm';
import { formatDateTime } from '../../../lib/format-date';
import {
  sendingProgress,
  staffAttachmentUrl,
  useDeleteNotice,
  useNotice,
  useRecallNotice,
  useResendNotice,
  useRevokeLink,
  useSendNotice,
} from '../api/notices';
import { NoticeDrawer } from './notice-drawer';
import { MailTag, NoticeStateTag, ReadTag } from './status-tags';

/** One notice: its text and files, each guardian's delivery and reading, and the actions its state allows. */
export function NoticeDetailDrawer({ id, onClose }: { id: number; onClose: () => void }) {
  const { t } = useTranslation('thong-bao-gui-phu-huynh');
  const { message } = App.useApp();
  const { confirmDanger } = useConfirm();
  const notice = useNotice(id);
  const send = useSendNotice();
  const resend = useResendNotice();
  const recall = useRecallNotice();
  const remove = useDeleteNotice();
  const revoke = useRevokeLink();
  const n = notice.data;
  const [editing, setEditing] = useState(false);

  const columns: TableProps<NguoiNhanThongBao>['columns'] = [
    { key: 'hoTen', title: t('col.guardian'), width: 190, render: (_, g) => `${g.hoTen} (${g.quanHe})` },
    { key: 'hocSinh', dataIndex: 'tenHocSinh', title: t('col.student'), width: 170 },
    { key: 'email', title: t('col.email'), width: 120, render: (_, g) => <MailTag g={g} /> },
    { key: 'read', title: t('col.read'), width: 120, render: (_, g) => <ReadTag g={g} /> },
    {
      key: 'actions',
      title: '',
      width: 170,
      render: (_, g) => (
        <Flex gap={4} wrap>
          {g.lienKet && (
            <Button
              size="small"
              icon={<CopyOutlined />}
              aria-label={t('link.copyFor', { name: g.hoTen })}
              onClick={() =>
                void navigator.clipboard?.writeText(g.lienKet!).then(() => message.success(t('link.copied')))
              }
            >
              {t('link.copy')}
            </Button>
          )}
          {g.lienKet && (
            <Button
              size="small"
              danger
              onClick={() =>
                confirmDanger({
                  title: t('link.revokeTitle', { name: g.hoTen }),
                  content: t('link.revokeContent'),
                  okText: t('link.revoke'),
                  onOk: () => revoke.mutateAsync({ id, nguoiNhanId: g.id }),
                })
              }
            >
              {t('link.revoke')}
            </Button>
          )}
        </Flex>
      ),
    },
  ];

  const progress = n ? sendingProgress(n) : null;
  const unopened = n ? n.nguoiNhan.filter((g) => !g.moLuc && !g.thuHoiLuc).length : 0;
  const actions = n && (
    <Flex gap="small" wrap>
      {n.trangThai === 'nhap' && <Button onClick={() => setEditing(true)}>{t('action.edit')}</Button>}
      {n.trangThai === 'nhap' && (
        <Button type="primary" loading={send.isPending} onClick={() => send.mutateAsync({ id })}>
          {t('action.sendNow')}
        </Button>
      )}
      {n.trangThai === 'nhap' && (
        <Button
          danger
          onClick={() =>
            confirmDanger({
              title: t('action.deleteTitle', { title: n.tieuDe }),
              onOk: () => remove.mutateAsync(id).then(onClose),
            })
          }
        >
          {t('action.delete')}
        </Button>
      )}
      {n.trangThai === 'da_gui' && (
        <Button
          disabled={unopened === 0}
          onClick={() =>
            confirmDanger({
              title: t('action.resendTitle', { count: unopened }),
              content: t('action.resendContent'),
              okText: t('action.resend'),
              onOk: () =>
                resend.mutateAsync(id).then((r) => message.success(t('action.resent', { count: r.soNguoiNhan }))),
            })
          }
        >
          {t('action.resend')}
        </Button>
      )}
      {(n.trangThai === 'da_gui' || n.trangThai === 'da_len_lich') && (
        <Button
          danger
          onClick={() =>
            confirmDanger({
              title: t('action.recallTitle', { title: n.tieuDe }),
              content: t('action.recallContent'),
              okText: t('action.recall'),
              onOk: () => recall.mutateAsync(id),
            })
          }
        >
          {t('action.recall')}
        </Button>
      )}
    </Flex>
  );

  return (
    <>
      <Drawer open size={900} title={n?.tieuDe ?? t('detail.title')} onClose={onClose} extra={actions}>
        {!n ? (
          <Flex justify="center">
            <Spin aria-label={t('detail.loading')} />
          </Flex>
        ) : (
          <Flex vertical gap="middle">
            <Descriptions size="small" column={{ xs: 1, sm: 2 }}>
              <Descriptions.Item label={t('col.state')}>
                <NoticeStateTag state={n.trangThai} />
              </Descriptions.Item>
              <Descriptions.Item label={t('col.sentAt')}>
                {n.guiLuc
                  ? formatDateTime(n.guiLuc)
                  : n.henGuiLuc
                    ? t('detail.scheduledFor', { at: formatDateTime(n.henGuiLuc) })
                    : '—'}
              </Descriptions.Item>
              <Descriptions.Item label={t('col.ackWanted')}>
                {n.canXacNhan ? t('detail.yes') : t('detail.no')}
              </Descriptions.Item>
              <Descriptions.Item label={t('col.counts')}>
                {t('detail.counts', {
                  total: n.soNguoiNhan,
                  opened: n.soDaMo,
                  acknowledged: n.soDaXacNhan,
                  bounced: n.soLoi,
                })}
              </Descriptions.Item>
            </Descriptions>
            {progress && progress.waiting > 0 && (
              <Flex vertical gap={2}>
                <Typography.Text>{t('detail.sending', { done: progress.done, total: progress.total })}</Typography.Text>
                <Progress
                  percent={Math.floor((progress.done * 100) / progress.total)}
                  status="active"
                  aria-label={t('detail.sending', { done: progress.done, total: progress.total })}
                />
              </Flex>
            )}
            {/* The server keeps only its allow-list of tags in a notice's text: rendering it is safe. */}
            {/* biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised on the server (notice-html.ts). */}
            <div className="notice-body" dangerouslySetInnerHTML={{ __html: n.noiDung }} />
            {n.tepDinhKem.length > 0 && (
              <Flex gap="small" wrap>
                {n.tepDinhKem.map((f) => (
                  <Typography.Link key={f.id} href={staffAttachmentUrl(f.id)} target="_blank" rel="noopener">
                    <PaperClipOutlined /> {f.tenTep}
                  </Typography.Link>
                ))}
              </Flex>
            )}
            <Table<NguoiNhanThongBao>
              rowKey="id"
              size="small"
              columns={columns}
              dataSource={n.nguoiNhan}
              pagination={{ pageSize: 50, hideOnSinglePage: true }}
              scroll={{ x: 780 }}
              locale={{
                emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('detail.noRecipients')} />,
              }}
            />
          </Flex>
        )}
      </Drawer>
      {editing && n && <NoticeDrawer lopQuanLyId={n.lopQuanLyId} draft={n} onClose={() => setEditing(false)} />}
    </>
  );
}
