import { CloseOutlined, LockOutlined, ReloadOutlined, UnlockOutlined } from '@ant-design/icons';
import { App, Button, Dropdown, type MenuProps, Tabs, Tooltip } from 'antd';
import type { KeyboardEvent } from 'react';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { queryClient } from '../../lib/query-client';
import { useSettings, useSettingsStore } from '../settings/settings-store';
import { type CloseResult, closeLeft, closeOthers, closeRight, closeTab, type TabPage } from '../tabs/tab-ops';
import { useTabsStore } from '../tabs/tabs-store';
import { useConfirmLeave } from './use-confirm-leave';

/**
 * The tabs view of spec §2: right-click close left/right/others and refresh, the lock icon, the last-tab rule.
 *
 * Closing: antd's editable tabs put a remove <button> beside each role="tab", inside the role="tablist" — a tablist may
 * only own tabs (axe aria-required-children, critical), and a button inside the tab would be nested-interactive. So the
 * tabs are plain cards: the mouse closes with an icon inside the tab (hidden from assistive technology), the keyboard
 * with Delete or Backspace on the focused tab (the WAI-ARIA tabs pattern), and the right-click menu stays as it is.
 */
export function TabsBar({ activeKey }: { activeKey: string }) {
  const { t } = useTranslation(['shell', 'routes']);
  const { message } = App.useApp();
  const navigate = useNavigate();
  const confirmLeave = useConfirmLeave();
  const settings = useSettings();
  const update = useSettingsStore((s) => s.update);
  const save = useSettingsStore((s) => s.save);
  const store = useTabsStore();
  const barRef = useRef<HTMLElement>(null);

  const follow = (result: CloseResult) => {
    if (result.refused === 'lastTab') void message.warning(t('tabs.lastTab'));
    if (result.refused === 'unclosable') void message.warning(t('tabs.unclosable'));
    const next = result.activate && result.tabs.find((tab) => tab.keyPath === result.activate);
    if (next) navigate(next.fullPath);
  };

  const refresh = (keyPath: string) => {
    store.refresh(keyPath);
    void queryClient.invalidateQueries();
  };

  const contextItems = (keyPath: string): MenuProps['items'] => {
    const at = store.tabs.findIndex((tab) => tab.keyPath === keyPath);
    return [
      { key: 'refresh', icon: <ReloadOutlined />, label: t('tabs.refresh') },
      { type: 'divider' },
      { key: 'closeLeft', label: t('tabs.closeLeft'), disabled: at <= 0 },
      { key: 'closeRight', label: t('tabs.closeRight'), disabled: at === store.tabs.length - 1 },
      { key: 'closeOthers', label: t('tabs.closeOthers'), disabled: store.tabs.length <= 1 },
    ];
  };

  /** Closes tabs; closing the shown screen's tab asks first when that would lose work (use-confirm-leave.ts). */
  const closing = (
    keyPath: string,
    ops: (tabs: readonly TabPage[], keyPath: string, activeKey: string) => CloseResult,
    apply: (keyPath: string, activeKey: string) => CloseResult,
  ) =>
    confirmLeave(() => follow(apply(keyPath, activeKey)), {
      closesScreen: ops(store.tabs, keyPath, activeKey).activate !== undefined,
    });

  const onContext = (keyPath: string, action: string) => {
    if (action === 'refresh') return refresh(keyPath);
    if (action === 'closeLeft') return closing(keyPath, closeLeft, store.closeLeft);
    if (action === 'closeRight') return closing(keyPath, closeRight, store.closeRight);
    if (action === 'closeOthers') return closing(keyPath, closeOthers, store.closeOthers);
  };

  const close = (keyPath: string) => closing(keyPath, closeTab, store.close);

  const onTabKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Delete' && event.key !== 'Backspace') return;
    const tab = (event.target as HTMLElement).closest('[role="tab"]');
    const keyPath = tab?.querySelector<HTMLElement>('.tab-label')?.dataset.keypath;
    if (!keyPath) return;
    event.preventDefault();
    close(keyPath);
    // The focused tab may be gone: keep the keyboard in the tab bar, on the tab now shown.
    setTimeout(() => barRef.current?.querySelector<HTMLElement>('[role="tab"][aria-selected="true"]')?.focus(), 50);
  };

  const toggleLock = () => {
    update({ fixedTabs: !settings.fixedTabs });
    save();
  };

  return (
    // A <nav> landmark (axe "region": all content inside landmarks): the open pages are navigation between screens.
    <nav
      ref={barRef}
      aria-label={t('tabs.label')}
      className={`tabs-bar${settings.fixedTabs ? ' tabs-bar-fixed' : ''}`}
      data-testid="tabs-bar"
    >
      <Tabs
        type="card"
        size="small"
        activeKey={activeKey}
        onKeyDown={onTabKeyDown}
        onChange={(key) => {
          const tab = store.tabs.find((x) => x.keyPath === key);
          if (tab) confirmLeave(() => navigate(tab.fullPath));
        }}
        items={store.tabs.map((tab) => ({
          key: tab.keyPath,
          label: (
            <Dropdown
              trigger={['contextMenu']}
              menu={{ items: contextItems(tab.keyPath), onClick: ({ key }) => onContext(tab.keyPath, key) }}
            >
              <span className="tab-title">
                <span className="tab-label" data-keypath={tab.keyPath}>
                  {store.titles[tab.keyPath] ?? t(`routes:${tab.title}`)}
                </span>
                {!tab.unclose && (
                  // Mouse only (the keyboard uses Delete, see above); the click must not also activate the tab it closes.
                  <span
                    className="tab-close"
                    aria-hidden="true"
                    title={t('tabs.close')}
                    onClick={(event) => {
                      event.stopPropagation();
                      close(tab.keyPath);
                    }}
                  >
                    <CloseOutlined />
                  </span>
                )}
              </span>
            </Dropdown>
          ),
        }))}
      />
      <span className="tabs-extra">
        <Tooltip title={t('tabs.refresh')}>
          <Button
            type="text"
            size="small"
            icon={<ReloadOutlined />}
            aria-label={t('tabs.refresh')}
            onClick={() => refresh(activeKey)}
          />
        </Tooltip>
        <Tooltip title={settings.fixedTabs ? t('tabs.unlock') : t('tabs.lock')}>
          <Button
            type="text"
            size="small"
            aria-pressed={settings.fixedTabs}
            aria-label={settings.fixedTabs ? t('tabs.unlock') : t('tabs.lock')}
            icon={settings.fixedTabs ? <LockOutlined /> : <UnlockOutlined />}
            onClick={toggleLock}
          />
        </Tooltip>
      </span>
    </nav>
  );
}
