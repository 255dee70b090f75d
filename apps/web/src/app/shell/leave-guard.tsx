import { App } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useBlocker } from 'react-router';
import { useUnsavedWork } from '../../lib/use-warn-before-leaving';

/**
 * Going to another screen inside the app (the menu, a tab, a link) while a screen holds unsaved work asks first, as
 * the browser does for a reload (lib/use-warn-before-leaving.ts). A change of the address's query (another class in
 * the same mark book) is the screen's own business and is not asked about.
 */
export function LeaveGuard() {
  const { t } = useTranslation('shell');
  const { modal } = App.useApp();
  const unsaved = useUnsavedWork();
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => unsaved && currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    const dialog = modal.confirm({
      title: t('leave.title'),
      content: t('leave.content'),
      okText: t('leave.ok'),
      okButtonProps: { danger: true },
      cancelText: t('leave.cancel'),
      onOk: () => blocker.proceed(),
      onCancel: () => blocker.reset(),
    });
    return () => dialog.destroy();
  }, [blocker, modal, t]);
  return null;
}
