import { CheckOutlined, CopyOutlined, ReloadOutlined, SaveOutlined } from '@ant-design/icons';
import { Alert, App, Button, Divider, Drawer, Flex, Radio, Switch, Tooltip, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Select } from '../../components/select';
import { useMe } from '../../features/session';
import {
  ANIMATION_DIRECTIONS,
  ANIMATION_NAMES,
  diffSettings,
  hasStoredTheme,
  SETTING_STORAGE_KEY,
  type Settings,
  THEME_COLORS,
} from './settings';
import { useSettings, useSettingsStore } from './settings-store';

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Flex justify="space-between" align="center" gap="small" className="settings-row">
      <Typography.Text>{label}</Typography.Text>
      {children}
    </Flex>
  );
}

/**
 * The settings drawer of spec §2/§9. Changes apply at once; Save stores only the differences from the defaults under
 * `setting`; Reset (confirmed) removes them and reloads; Copy config (development only) copies the differences.
 */
export function SettingsDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const isAdmin = useMe().data?.roles.includes('Admin') ?? false;
  const { t } = useTranslation('shell');
  const { message, modal } = App.useApp();
  const settings = useSettings();
  const update = useSettingsStore((s) => s.update);
  const save = useSettingsStore((s) => s.save);
  const set = <K extends keyof Settings>(key: K, value: Settings[K]) => update({ [key]: value } as Partial<Settings>);
  const setTheme = (patch: Partial<Settings['theme']>) => update({ theme: { ...settings.theme, ...patch } });
  const setAnimate = (patch: Partial<Settings['animate']>) => update({ animate: { ...settings.animate, ...patch } });

  const onSave = async () => {
    const hide = message.loading(t('settings.saving'), 0);
    save();
    // A short pause so the "saving" notice is readable; the write itself is synchronous.
    await new Promise((resolve) => setTimeout(resolve, 400));
    hide();
    void message.success(t('settings.saved'));
  };

  const onReset = () =>
    modal.confirm({
      title: t('settings.resetConfirmTitle'),
      content: t('settings.resetConfirmContent'),
      okText: t('settings.reset'),
      cancelText: t('common:action.cancel'),
      onOk: () => {
        localStorage.removeItem(SETTING_STORAGE_KEY);
        window.location.reload();
      },
    });

  const onCopy = async () => {
    await navigator.clipboard.writeText(JSON.stringify(diffSettings(settings), null, 2));
    void message.success({ content: t('settings.copied'), duration: 6 });
  };

  const switchRow = (
    key:
      | 'fixedHeader'
      | 'fixedSideBar'
      | 'weekMode'
      | 'multiPage'
      | 'cachePage'
      | 'hideSetting'
      | 'showPageTitle'
      | 'filterMenu',
    disabled = false,
  ) => (
    <Row label={t(`settings.${key}`)}>
      <Switch
        size="small"
        checked={settings[key]}
        disabled={disabled}
        onChange={(v) => set(key, v)}
        aria-label={t(`settings.${key}`)}
      />
    </Row>
  );

  return (
    <Drawer
      title={t('settings.title')}
      open={open}
      onClose={onClose}
      size={320}
      footer={
        <Flex gap="small" wrap justify="space-between">
          <Button type="primary" icon={<SaveOutlined />} onClick={onSave}>
            {t('settings.save')}
          </Button>
          <Button icon={<ReloadOutlined />} onClick={onReset}>
            {t('settings.reset')}
          </Button>
          {import.meta.env.DEV && (
            <Button icon={<CopyOutlined />} onClick={onCopy}>
              {t('settings.copy')}
            </Button>
          )}
        </Flex>
      }
    >
      {hasStoredTheme() && (
        <Alert type="warning" showIcon message={t('settings.localTheme')} style={{ marginBottom: 16 }} />
      )}
      <Divider titlePlacement="start" plain>
        {t('settings.themeMode')}
      </Divider>
      <Radio.Group
        value={settings.theme.mode}
        onChange={(e) => setTheme({ mode: e.target.value })}
        optionType="button"
        options={(['dark', 'light', 'night'] as const).map((m) => ({ value: m, label: t(`settings.mode.${m}`) }))}
      />
      <Divider titlePlacement="start" plain>
        {t('settings.themeColor')}
      </Divider>
      <Flex gap={8} wrap>
        {THEME_COLORS.map((c) => (
          <Tooltip key={c.key} title={t(`settings.color.${c.key}`)}>
            <button
              type="button"
              aria-pressed={settings.theme.color === c.value}
              aria-label={t(`settings.color.${c.key}`)}
              className="color-swatch"
              style={{ background: c.value }}
              onClick={() => setTheme({ color: c.value })}
            >
              {settings.theme.color === c.value && <CheckOutlined />}
            </button>
          </Tooltip>
        ))}
      </Flex>
      <Divider titlePlacement="start" plain>
        {t('settings.layoutSection')}
      </Divider>
      <Row label={t('settings.layout')}>
        <Select
          size="small"
          value={settings.layout}
          onChange={(v) => set('layout', v)}
          style={{ width: 120 }}
          aria-label={t('settings.layout')}
          options={(['side', 'head', 'mix'] as const).map((v) => ({ value: v, label: t(`settings.layout.${v}`) }))}
        />
      </Row>
      <Row label={t('settings.pageWidth')}>
        <Select
          size="small"
          value={settings.pageWidth}
          onChange={(v) => set('pageWidth', v)}
          style={{ width: 120 }}
          aria-label={t('settings.pageWidth')}
          options={(['fluid', 'fixed'] as const).map((v) => ({ value: v, label: t(`settings.pageWidth.${v}`) }))}
        />
      </Row>
      {switchRow('fixedHeader')}
      {switchRow('fixedSideBar', settings.layout === 'head')}
      {switchRow('weekMode')}
      {switchRow('multiPage')}
      {switchRow('cachePage', !settings.multiPage)}
      {switchRow('showPageTitle')}
      {/* Turning the filter off only helps an Admin inspect the route table; for others it leads to /401. */}
      {isAdmin && switchRow('filterMenu')}
      {switchRow('hideSetting')}
      <Divider titlePlacement="start" plain>
        {t('settings.animation')}
      </Divider>
      <Row label={t('settings.animate.disabled')}>
        <Switch
          size="small"
          checked={settings.animate.disabled}
          onChange={(v) => setAnimate({ disabled: v })}
          aria-label={t('settings.animate.disabled')}
        />
      </Row>
      <Row label={t('settings.animate.name')}>
        <Select
          size="small"
          value={settings.animate.name}
          disabled={settings.animate.disabled}
          onChange={(v) => setAnimate({ name: v })}
          style={{ width: 120 }}
          aria-label={t('settings.animate.name')}
          options={ANIMATION_NAMES.map((v) => ({ value: v, label: t(`settings.animate.name.${v}`) }))}
        />
      </Row>
      <Row label={t('settings.animate.direction')}>
        <Select
          size="small"
          value={settings.animate.direction}
          disabled={settings.animate.disabled}
          onChange={(v) => setAnimate({ direction: v })}
          style={{ width: 120 }}
          aria-label={t('settings.animate.direction')}
          options={ANIMATION_DIRECTIONS.map((v) => ({ value: v, label: t(`settings.animate.direction.${v}`) }))}
        />
      </Row>
    </Drawer>
  );
}
