import {
  CustomerServiceOutlined,
  GlobalOutlined,
  LogoutOutlined,
  SettingOutlined,
  UserOutlined,
} from '@ant-design/icons';
import type { Me } from '@hpl/shared/auth/contract';
import { avatarUrl } from '@hpl/shared/medias/paths';
import { Avatar, Badge, Dropdown, type MenuProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLogout } from '../../features/session';
import { clearStoredUser } from '../../lib/user-storage';
import { useSettings, useSettingsStore } from '../settings/settings-store';
import { clearStoredTabs } from '../tabs/tabs-store';

/**
 * Name and avatar with the account menu: provider account page, settings, support chat (staff), sign-out. On a phone
 * (`compact`) the header has no room for the VN / US switch: the menu switches the language instead.
 */
export function AccountMenu({
  me,
  compact,
  onOpenSettings,
  onOpenSupport,
  supportUnseen = 0,
}: {
  me: Me;
  compact?: boolean;
  onOpenSettings?: () => void;
  /** Staff other than Admin open the chat drawer here (spec §6: the header chat icon is Admin's). */
  onOpenSupport?: () => void;
  supportUnseen?: number;
}) {
  const { t } = useTranslation('shell');
  const logout = useLogout();
  const { lang } = useSettings();
  const setLanguage = useSettingsStore((s) => s.setLanguage);
  const name = me.nhanVien?.hoTen ?? me.hocSinh?.hoTen ?? me.user.hoTen;
  const photo = me.nhanVien?.anhDaiDien ?? me.hocSinh?.anhDaiDien ?? me.user.anhDaiDien;

  const items: MenuProps['items'] = [
    ...(me.links.account
      ? [
          {
            key: 'account',
            icon: <UserOutlined />,
            label: (
              <a href={me.links.account} target="_blank" rel="noopener noreferrer">
                {t('account.provider')}
              </a>
            ),
          },
        ]
      : []),
    ...(onOpenSettings ? [{ key: 'settings', icon: <SettingOutlined />, label: t('account.settings') }] : []),
    // Each language named in itself, as the VN / US switch's titles do.
    ...(compact
      ? [
          {
            key: 'language',
            icon: <GlobalOutlined />,
            label: lang === 'vi' ? <span lang="en">English</span> : <span lang="vi">Tiếng Việt</span>,
          },
        ]
      : []),
    ...(onOpenSupport
      ? [
          {
            key: 'support',
            icon: <CustomerServiceOutlined />,
            label: (
              <Badge count={supportUnseen} size="small" offset={[10, 0]}>
                {t('account.support')}
              </Badge>
            ),
          },
        ]
      : []),
    { type: 'divider' as const },
    { key: 'logout', icon: <LogoutOutlined />, label: t('account.logout'), danger: true },
  ];

  const onClick: MenuProps['onClick'] = async ({ key }) => {
    if (key === 'settings') onOpenSettings?.();
    if (key === 'support') onOpenSupport?.();
    if (key === 'language') setLanguage(lang === 'vi' ? 'en' : 'vi');
    if (key !== 'logout') return;
    const result = await logout.mutateAsync().catch(() => null);
    clearStoredUser();
    clearStoredTabs();
    window.location.assign(result?.redirectUrl ?? '/login');
  };

  return (
    <Dropdown menu={{ items, onClick }} trigger={['click']} placement="bottomRight">
      <button type="button" className="header-account" aria-label={compact ? t('account.menu') : undefined}>
        <Badge dot={onOpenSupport !== undefined && supportUnseen > 0}>
          <Avatar size="small" src={avatarUrl(photo)} icon={<UserOutlined />} alt="" />
        </Badge>
        {!compact && <span className="header-account-name">{name}</span>}
      </button>
    </Dropdown>
  );
}
