import {
  MenuFoldOutlined,
  MenuOutlined,
  MenuUnfoldOutlined,
  MessageOutlined,
  SettingOutlined,
} from '@ant-design/icons';
import type { Me } from '@hpl/shared/auth/contract';
import { mayUseChatBot } from '@hpl/shared/chat-bot/roles';
import type { RouteMatch } from '@hpl/shared/routes';
import { App, Badge, Button, Drawer, Layout, Tooltip } from 'antd';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { ChatDrawer, mayUseChat, useChatConnection, useChatTotalUnseen } from '../../features/chat';
import { NotificationBell } from '../../features/notifications';
import { useDownloadsStore } from '../../lib/download-store';
import { loadNamespaces } from '../../lib/i18n';
import { withChunkTimeout } from '../../lib/lazy-page';
import { takeNewVersionNote } from '../../lib/new-version';
import { useSettings } from '../settings/settings-store';
import { toKeyPath } from '../tabs/tab-ops';
import { saveTabsOnUnload, useTabsStore } from '../tabs/tabs-store';
import { useVisitsStore } from '../tabs/visits-store';
import { useMenu } from '../use-menu';
import { AccountMenu } from './account-menu';
import { AppFooter } from './app-footer';
import { LanguageSwitch } from './language-switch';
import { LeaveLink } from './leave-link';
import { NavMenu } from './nav-menu';
import { PageOutlet } from './page-outlet';
import { PastYearBanner } from './past-year-banner';
import { TabsBar } from './tabs-bar';
import { useIsMobile } from './use-is-mobile';
import { YearSelect } from './year-select';

/** The chatbot's button loads after the shell (it is not needed to show the first screen), its window on first use. */
const ChatBotLauncher = lazy(() =>
  withChunkTimeout(Promise.all([import('../../features/chat-bot'), loadNamespaces(['chat-bot'])])).then(([m]) => ({
    default: m.ChatBotLauncher,
  })),
);

/** The settings drawer (radios, switches, the import/export of settings) loads when it is first opened. */
const SettingsDrawer = lazy(() =>
  withChunkTimeout(import('../settings/settings-drawer')).then((m) => ({ default: m.SettingsDrawer })),
);

/** The download panel (progress bars) loads with the first download: it shows nothing until then. */
const DownloadIndicator = lazy(() =>
  withChunkTimeout(import('./download-indicator')).then((m) => ({ default: m.DownloadIndicator })),
);

/** Spec §9: sidebar 256px expanded, 80px collapsed. */
export const SIDEBAR_WIDTH = 256;
export const SIDEBAR_COLLAPSED_WIDTH = 80;

function Logo({ collapsed, systemName }: { collapsed?: boolean; systemName: string }) {
  return (
    <LeaveLink to="/dashboard/workplace" className="app-logo" title={systemName}>
      <span className="app-logo-mark" aria-hidden="true">
        HPL
      </span>
      {!collapsed && <span className="app-logo-text">{systemName}</span>}
    </LeaveLink>
  );
}

/** The main layout of spec §2: side/head/mix menu, header, tabs, content, footer, settings and chat drawers. */
export function MainLayout({ me, match }: { me: Me; match: RouteMatch }) {
  const { t } = useTranslation(['shell', 'routes']);
  const { message } = App.useApp();
  const location = useLocation();
  const settings = useSettings();
  const isMobile = useIsMobile();
  const [collapsed, setCollapsed] = useState(false);
  const [menuOpen, setMenuOpen] = useState(false);
  const [settingsOpen, setSettingsOpen] = useState(false);
  const [chatOpen, setChatOpen] = useState(false);
  // Once opened, the drawer stays mounted (its closing animation, its state between openings).
  const chatOpened = useRef(false);
  if (chatOpen) chatOpened.current = true;
  // The settings drawer and the download panel load on first use and then stay mounted the same way.
  const settingsOpened = useRef(false);
  if (settingsOpen) settingsOpened.current = true;
  const downloading = useDownloadsStore((s) => s.entries.length > 0);
  const downloaded = useRef(false);
  if (downloading) downloaded.current = true;
  const tabs = useTabsStore((s) => s.tabs);
  const openTab = useTabsStore((s) => s.open);
  const customTitle = useTabsStore((s) => s.titles[toKeyPath(location.pathname)]);
  const recordVisit = useVisitsStore((s) => s.record);

  const menu = useMenu(me);
  const keyPath = toKeyPath(location.pathname);
  const fullPath = `${location.pathname}${location.search}`;
  const routePath = match.route.fullPath;
  const isAdmin = me.roles.includes('Admin');
  const usesChat = mayUseChat(me);
  useChatConnection(me);

  // After a reload into a new version (a page's chunk was gone after a redeploy), say so once.
  useEffect(() => {
    if (takeNewVersionNote()) void message.info(t('common:app.updated'));
  }, [message, t]);
  const totalUnseen = useChatTotalUnseen();

  useEffect(() => saveTabsOnUnload(), []);

  useEffect(() => {
    openTab(
      {
        keyPath,
        fullPath,
        path: routePath,
        title: match.route.node.title,
        loading: false,
        unclose: match.route.node.closable === false,
        cachedKey: 0,
      },
      settings.multiPage,
    );
  }, [keyPath, fullPath, routePath, match.route.node, settings.multiPage, openTab]);

  useEffect(() => recordVisit(routePath), [routePath, recordVisit]);

  const screenTitle = customTitle ?? t(`routes:${match.route.node.title}`);
  useEffect(() => {
    document.title = `${settings.systemName} - ${screenTitle}`;
  }, [settings.systemName, screenTitle]);

  const layout = isMobile ? 'side' : settings.layout;
  const mixGroup = layout === 'mix' ? menu.find((e) => routePath.startsWith(`${e.fullPath}/`)) : undefined;
  const siderEntries = layout === 'mix' ? (mixGroup?.children ?? []) : menu;
  const showSider = !isMobile && layout !== 'head' && siderEntries.length > 0;
  const menuTheme = settings.theme.mode === 'light' ? 'light' : 'dark';

  const siderMenu = (
    <NavMenu
      key={`${layout}-${routePath}`}
      entries={siderEntries}
      me={me}
      mode="inline"
      theme={menuTheme}
      selectedPath={routePath}
      collapsed={isMobile ? false : collapsed}
      onNavigate={() => setMenuOpen(false)}
    />
  );

  return (
    <Layout className={`app-layout layout-${layout}${isMobile ? ' is-mobile' : ''}`} style={{ minHeight: '100vh' }}>
      {showSider && (
        <Layout.Sider
          width={SIDEBAR_WIDTH}
          collapsedWidth={SIDEBAR_COLLAPSED_WIDTH}
          collapsed={collapsed}
          theme={menuTheme}
          className={settings.fixedSideBar ? 'app-sider app-sider-fixed' : 'app-sider'}
          aria-label={t('menu.label')}
        >
          {layout === 'side' && <Logo collapsed={collapsed} systemName={settings.systemName} />}
          <nav aria-label={t('menu.label')}>{siderMenu}</nav>
        </Layout.Sider>
      )}
      {isMobile && (
        <Drawer
          open={menuOpen}
          placement="left"
          size={SIDEBAR_WIDTH}
          onClose={() => setMenuOpen(false)}
          title={<Logo systemName={settings.systemName} />}
          styles={{ body: { padding: 0 } }}
        >
          <nav aria-label={t('menu.label')}>{siderMenu}</nav>
        </Drawer>
      )}
      <Layout>
        <Layout.Header className={`app-header${settings.fixedHeader ? ' app-header-fixed' : ''}`}>
          {isMobile ? (
            <Button type="text" icon={<MenuOutlined />} aria-label={t('menu.open')} onClick={() => setMenuOpen(true)} />
          ) : layout === 'side' ? (
            <Button
              type="text"
              icon={collapsed ? <MenuUnfoldOutlined /> : <MenuFoldOutlined />}
              aria-label={collapsed ? t('menu.expand') : t('menu.collapse')}
              onClick={() => setCollapsed(!collapsed)}
            />
          ) : (
            <Logo systemName={settings.systemName} />
          )}
          {(layout === 'head' || layout === 'mix') && (
            <nav className="app-header-menu" aria-label={t('menu.label')}>
              <NavMenu
                entries={menu}
                me={me}
                mode="horizontal"
                theme={menuTheme}
                selectedPath={routePath}
                topLevelOnly={layout === 'mix'}
              />
            </nav>
          )}
          {isMobile && <Logo systemName={settings.systemName} collapsed />}
          <div className="app-header-actions">
            <YearSelect compact={isMobile} />
            {/* A phone's header keeps room for the logo and the whole year: language and settings go to the account menu. */}
            {!isMobile && <LanguageSwitch />}
            <NotificationBell />
            {isAdmin && (
              <Tooltip title={t('chat.open')}>
                <Badge count={totalUnseen} size="small" offset={[-4, 4]}>
                  <Button
                    type="text"
                    icon={<MessageOutlined />}
                    aria-label={t('chat.open')}
                    className="header-chat"
                    onClick={() => setChatOpen(true)}
                  />
                </Badge>
              </Tooltip>
            )}
            {/* In the header rather than floating over the page's content. */}
            {!settings.hideSetting && !isMobile && (
              <Tooltip title={t('settings.title')}>
                <Button
                  className="settings-handle"
                  type="text"
                  icon={<SettingOutlined />}
                  aria-label={t('settings.title')}
                  onClick={() => setSettingsOpen(true)}
                />
              </Tooltip>
            )}
            <AccountMenu
              me={me}
              compact={isMobile}
              onOpenSettings={() => setSettingsOpen(true)}
              onOpenSupport={usesChat && !isAdmin ? () => setChatOpen(true) : undefined}
              supportUnseen={totalUnseen}
            />
          </div>
        </Layout.Header>
        {settings.multiPage && <TabsBar activeKey={keyPath} />}
        <PastYearBanner />
        {/* The chatbot's floating button (bottom right) gets room below the content so it never covers the last row. */}
        <Layout.Content className={mayUseChatBot(me) ? 'app-content app-content-float-room' : 'app-content'}>
          {/* Layout.Content is the page's one <main> landmark already. */}
          <div className={settings.pageWidth === 'fixed' ? 'app-main app-main-fixed' : 'app-main'}>
            <PageOutlet match={match} location={fullPath} activeKey={keyPath} tabs={tabs} />
          </div>
        </Layout.Content>
        <AppFooter />
      </Layout>
      {settingsOpened.current && (
        <Suspense fallback={null}>
          <SettingsDrawer open={settingsOpen} onClose={() => setSettingsOpen(false)} />
        </Suspense>
      )}
      {usesChat && chatOpened.current && (
        <Suspense fallback={null}>
          <ChatDrawer open={chatOpen} onClose={() => setChatOpen(false)} isAdmin={isAdmin} />
        </Suspense>
      )}
      {mayUseChatBot(me) && (
        <Suspense fallback={null}>
          <ChatBotLauncher me={me} />
        </Suspense>
      )}
      {downloaded.current && (
        <Suspense fallback={null}>
          <DownloadIndicator />
        </Suspense>
      )}
    </Layout>
  );
}
