import { CheckCircleOutlined, ExclamationCircleOutlined, LoadingOutlined } from '@ant-design/icons';
import { Button, Space, Typography } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import type { SaveState } from './use-grid-editor';

/**
 * The visible autosave state: unsaved, saving, saved at a time, or failed with the reason and a retry; when the session
 * ended, a link to sign in again in a new tab.
 */
export function SaveStatus({ state, invalid, onRetry }: { state: SaveState; invalid: number; onRetry: () => void }) {
  const { t } = useTranslation('common');
  return (
    <Space role="status" aria-live="polite" wrap>
      {state.kind === 'pending' && <Typography.Text type="warning">{t('grid.save.pending')}</Typography.Text>}
      {state.kind === 'saving' && (
        <Typography.Text type="secondary">
          <LoadingOutlined /> {t('grid.save.saving')}
        </Typography.Text>
      )}
      {state.kind === 'saved' && (
        <Typography.Text type="success">
          <CheckCircleOutlined /> {t('grid.save.saved', { time: dayjs(state.at).format('HH:mm:ss') })}
        </Typography.Text>
      )}
      {state.kind === 'error' && (
        <>
          <Typography.Text type="danger">
            <ExclamationCircleOutlined />{' '}
            {state.signedOut ? t('grid.save.signedOut') : t('grid.save.failed', { message: state.message })}
          </Typography.Text>
          {state.signedOut && (
            // A new tab: leaving this page would lose what is not saved yet.
            <Typography.Link href="/login?expired=1" target="_blank" rel="noopener">
              {t('grid.save.signIn')}
            </Typography.Link>
          )}
          <Button size="small" onClick={onRetry}>
            {t('grid.save.retry')}
          </Button>
        </>
      )}
      {invalid > 0 && <Typography.Text type="danger">{t('grid.save.invalid', { count: invalid })}</Typography.Text>}
    </Space>
  );
}
