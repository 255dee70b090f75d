import { BellOutlined } from '@ant-design/icons';
import type { ThongBao } from '@hpl/shared/notifications/contract';
import { Badge, Button, Empty, Flex, List, Popover, Skeleton, Tooltip, Typography, theme } from 'antd';
import { type CSSProperties, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useNotifications } from '../api/list-notifications';
import { useMarkAllNotificationsRead } from '../api/mark-all-notifications-read';
import { useMarkNotificationRead } from '../api/mark-notification-read';
import { formatExactTime, formatRelativeTime, isPortalPath } from './relative-time';

/** How many of the latest notifications the header list shows. */
const LATEST = 10;
const PANEL_WIDTH = 360;
/** Read by screen readers, not shown: the dot already marks unread items for the eye. */
const VISUALLY_HIDDEN: CSSProperties = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
};

function NotificationItem({ item, onOpen }: { item: ThongBao; onOpen: (item: ThongBao) => void }) {
  const { t, i18n } = useTranslation('notifications');
  const { token } = theme.useToken();
  return (
    <List.Item style={{ padding: 0, borderBlockEnd: `1px solid ${token.colorSplit}` }}>
      <button
        type="button"
        onClick={() => onOpen(item)}
        style={{
          width: '100%',
          textAlign: 'start',
          border: 0,
          cursor: 'pointer',
          padding: `${token.paddingXS}px ${token.paddingSM}px`,
          background: item.daDoc ? 'transparent' : token.colorPrimaryBg,
          color: 'inherit',
          font: 'inherit',
        }}
      >
        <Flex gap="small" align="start">
          <Badge status={item.daDoc ? 'default' : 'processing'} style={{ marginTop: 4 }} />
          <Flex vertical gap={2} style={{ minWidth: 0 }}>
            <Typography.Text strong={!item.daDoc}>
              {item.tieuDe}
              {!item.daDoc && <span style={VISUALLY_HIDDEN}> ({t('unread')})</span>}
            </Typography.Text>
            <Tooltip title={formatExactTime(item.ngayTao)}>
              <Typography.Text type="secondary" style={{ fontSize: token.fontSizeSM }}>
                <time dateTime={item.ngayTao}>{formatRelativeTime(item.ngayTao, i18n.language)}</time>
              </Typography.Text>
            </Tooltip>
          </Flex>
        </Flex>
      </button>
    </List.Item>
  );
}

/**
 * The header's notification list: a bell with the unread count, the latest notifications in a popover, "mark all
 * read". Polls every minute while the page is visible and when the window regains focus. Opening an item marks it
 * read and goes to the page it is about.
 */
export function NotificationBell() {
  const { t } = useTranslation('notifications');
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const notifications = useNotifications({ pageSize: LATEST });
  const markRead = useMarkNotificationRead();
  const markAll = useMarkAllNotificationsRead();
  const page = notifications.data;
  const unread = page?.soChuaDoc ?? 0;

  const openItem = (item: ThongBao) => {
    if (!item.daDoc) markRead.mutate(item.id);
    setOpen(false);
    if (isPortalPath(item.duongDan)) navigate(item.duongDan);
  };

  let body: ReactNode;
  if (notifications.isPending) {
    body = <Skeleton active paragraph={{ rows: 3 }} style={{ padding: 12 }} />;
  } else if (notifications.isError) {
    body = (
      <Flex vertical align="center" gap="small" style={{ padding: 16 }}>
        <Typography.Text type="secondary">{t('loadFailed')}</Typography.Text>
        <Button size="small" onClick={() => notifications.refetch()}>
          {t('retry')}
        </Button>
      </Flex>
    );
  } else if (!page || page.items.length === 0) {
    body = <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('empty')} style={{ padding: 16 }} />;
  } else {
    body = (
      <>
        <List<ThongBao>
          dataSource={page.items}
          rowKey="id"
          renderItem={(item) => <NotificationItem item={item} onOpen={openItem} />}
          style={{ maxHeight: 420, overflowY: 'auto' }}
        />
        {page.totalCount > page.items.length && (
          <Typography.Text type="secondary" style={{ display: 'block', padding: '8px 12px', fontSize: 12 }}>
            {t('latestOf', { shown: page.items.length, total: page.totalCount })}
          </Typography.Text>
        )}
      </>
    );
  }

  const title = (
    <Flex justify="space-between" align="center" gap="small">
      <span>{t('title')}</span>
      <Button
        type="link"
        size="small"
        disabled={unread === 0}
        loading={markAll.isPending}
        onClick={() => markAll.mutate()}
      >
        {t('markAllRead')}
      </Button>
    </Flex>
  );

  return (
    <Popover
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (next) void notifications.refetch();
      }}
      trigger="click"
      placement="bottomRight"
      title={title}
      content={body}
      styles={{
        container: { width: PANEL_WIDTH, maxWidth: 'calc(100vw - 24px)', padding: 0 },
        title: { padding: '8px 12px 0' },
      }}
    >
      <Badge count={unread} size="small" overflowCount={99} offset={[-4, 4]}>
        <Button
          type="text"
          icon={<BellOutlined />}
          aria-label={unread > 0 ? t('bell.labelUnread', { count: unread }) : t('bell.label')}
          aria-haspopup="dialog"
          aria-expanded={open}
        />
      </Badge>
    </Popover>
  );
}
