import { App } from 'antd';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { hasWorkLostOnLeave } from '../../lib/use-warn-before-leaving';
import { useSettings } from '../settings/settings-store';

/**
 * Going to another screen from the shell (the menu, the logo, a footer link, a tab) when the shown screen holds work
 * that leaving would lose (a failed save, an invalid cell: lib/use-warn-before-leaving.ts) asks first, as the browser
 * does for a reload. With tabs kept open (multi pages and page cache on) going elsewhere only hides the screen, so
 * only closing its tab asks. `leave` runs at once when nothing would be lost.
 */
export function useConfirmLeave() {
  const { t } = useTranslation('shell');
  const { modal } = App.useApp();
  const { multiPage, cachePage } = useSettings();
  const keepsScreen = multiPage && cachePage;
  return useCallback(
    (leave: () => void, { closesScreen = false }: { closesScreen?: boolean } = {}) => {
      if (!hasWorkLostOnLeave() || (keepsScreen && !closesScreen)) return leave();
      modal.confirm({
        title: t('leave.title'),
        content: t('leave.content'),
        okText: t('leave.ok'),
        okButtonProps: { danger: true },
        cancelText: t('leave.cancel'),
        onOk: leave,
      });
    },
    [keepsScreen, modal, t],
  );
}
