import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { isBuilt } from '../route-components';

/** Whether a menu entry leads to a working screen (a page registered in route-components) or an external link. */
export function isWorking(entry: { fullPath: string; external?: unknown; children?: unknown[] }): boolean {
  return Boolean(entry.external) || (entry.children ? true : isBuilt(entry.fullPath));
}

/** The "coming later" mark of a screen that is not built yet (menu, home cards). */
export function ComingLaterTag() {
  const { t } = useTranslation('shell');
  return (
    <Tag className="coming-later-tag" bordered={false}>
      {t('menu.comingLater')}
    </Tag>
  );
}
