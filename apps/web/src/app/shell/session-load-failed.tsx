import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';

/** The shell's answer when the signed-in user could not be read: the error and a reload button. */
export function SessionLoadFailed({ message, onReload }: { message?: string; onReload: () => void }) {
  const { t } = useTranslation('shell');
  return (
    <Result
      status="error"
      title={t('session.loadFailed')}
      subTitle={message}
      extra={<Button onClick={onReload}>{t('common:action.reload')}</Button>}
    />
  );
}
