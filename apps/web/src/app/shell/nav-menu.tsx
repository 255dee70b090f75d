import type { Me } from '@hpl/shared/auth/contract';
import type { MenuEntry } from '@hpl/shared/routes';
import { App, Menu, type MenuProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ComingLaterTag, isWorking } from './coming-later-tag';
import { MenuIcon } from './menu-icon';
import { useConfirmLeave } from './use-confirm-leave';

type Item = NonNullable<MenuProps['items']>[number];

function MenuLabel({ entry, text }: { entry: MenuEntry; text: string }) {
  // The title shows a label the menu's width cuts off; "coming later" marks a screen that is not built yet.
  return (
    <span className="menu-label" title={text}>
      <span className="menu-label-text">{text}</span>
      {!isWorking(entry) && <ComingLaterTag />}
    </span>
  );
}

function toItems(entries: readonly MenuEntry[], t: (key: string) => string, withChildren: boolean): Item[] {
  return entries.map((e) => {
    const base = {
      key: e.fullPath,
      icon: <MenuIcon name={e.icon} />,
      label: <MenuLabel entry={e} text={t(e.title)} />,
    };
    return withChildren && e.children ? { ...base, children: toItems(e.children, t, true) } : base;
  });
}

function findEntry(entries: readonly MenuEntry[], key: string): MenuEntry | undefined {
  for (const e of entries) {
    if (e.fullPath === key) return e;
    const child = e.children && findEntry(e.children, key);
    if (child) return child;
  }
  return undefined;
}

export interface NavMenuProps {
  entries: readonly MenuEntry[];
  me: Me;
  mode: 'inline' | 'horizontal';
  selectedPath: string | undefined;
  /** Top-level entries only (the top bar of the mix layout): a click on a group opens its first screen. */
  topLevelOnly?: boolean;
  collapsed?: boolean;
  onNavigate?: () => void;
  theme?: 'dark' | 'light';
}

/** The menu of the route table; external document links open in a new tab with URLs from `/api/auth/me`. */
export function NavMenu({ entries, me, mode, selectedPath, topLevelOnly, collapsed, onNavigate, theme }: NavMenuProps) {
  const { t } = useTranslation(['routes', 'shell']);
  const navigate = useNavigate();
  const confirmLeave = useConfirmLeave();
  const { message } = App.useApp();
  const groupOfSelected = entries.find(
    (e) => selectedPath?.startsWith(`${e.fullPath}/`) || e.fullPath === selectedPath,
  );

  const onClick: MenuProps['onClick'] = ({ key }) => {
    const entry = findEntry(entries, key);
    if (!entry) return;
    const target = topLevelOnly && entry.children ? firstScreen(entry) : entry;
    if (target.external) {
      const url = me.links[target.external];
      if (url) window.open(url, '_blank', 'noopener,noreferrer');
      else void message.info(t('shell:menu.linkMissing'));
      return;
    }
    confirmLeave(() => {
      navigate(target.fullPath);
      onNavigate?.();
    });
  };

  return (
    <Menu
      mode={mode}
      theme={theme}
      inlineCollapsed={mode === 'inline' ? collapsed : undefined}
      items={toItems(entries, (k) => t(k), !topLevelOnly)}
      selectedKeys={selectedPath ? [topLevelOnly ? (groupOfSelected?.fullPath ?? selectedPath) : selectedPath] : []}
      defaultOpenKeys={mode === 'inline' && groupOfSelected && !collapsed ? [groupOfSelected.fullPath] : undefined}
      onClick={onClick}
      style={{ borderInlineEnd: 'none' }}
    />
  );
}

function firstScreen(entry: MenuEntry): MenuEntry {
  return entry.children?.[0] ? firstScreen(entry.children[0]) : entry;
}
