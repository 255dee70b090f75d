import { App } from 'antd';
import { useTranslation } from 'react-i18next';

/**
 * Confirmation before a destructive action: `confirmDanger({ onOk })` opens a modal, runs `onOk` (the OK button
 * spins while it runs) and closes; a failure keeps nothing half-done on screen because the client already told why.
 */
export function useConfirm() {
  const { modal } = App.useApp();
  const { t } = useTranslation('common');
  return {
    confirmDanger: (options: { title?: string; content?: string; okText?: string; onOk: () => Promise<unknown> }) =>
      modal.confirm({
        title: options.title ?? t('confirm.deleteTitle'),
        content: options.content ?? t('confirm.deleteContent'),
        okText: options.okText ?? t('action.delete'),
        okButtonProps: { danger: true },
        cancelText: t('action.cancel'),
        onOk: () => options.onOk().catch(() => undefined),
      }),
  };
}
