import { App, ConfigProvider, Empty, type ThemeConfig, theme } from 'antd';
import type { Locale } from 'antd/es/locale';
import enUS from 'antd/es/locale/en_US';
import viVN from 'antd/es/locale/vi_VN';
import dayjs from 'dayjs';
import 'dayjs/locale/vi';
import localizedFormat from 'dayjs/plugin/localizedFormat';
import { type ReactNode, useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { configureApi } from '../../lib/api';
import { applyDocumentSettings } from '../settings/apply-document-settings';
import type { Settings } from '../settings/settings';
import { useSettings } from '../settings/settings-store';

// Dates are written with localised formats (`LL`), which come from this plugin.
dayjs.extend(localizedFormat);

/** Mixes a #rrggbb colour with white: primary-coloured text on dark backgrounds needs the lighter tone (WCAG AA). */
export function lighten(hex: string, amount: number): string {
  const n = Number.parseInt(hex.replace('#', ''), 16);
  if (Number.isNaN(n)) return hex;
  const mix = (shift: number) => Math.round(((n >> shift) & 255) + (255 - ((n >> shift) & 255)) * amount);
  return `#${[16, 8, 0].map((s) => mix(s).toString(16).padStart(2, '0')).join('')}`;
}

/** Mixes a #rrggbb colour with black. */
export function darken(hex: string, amount: number): string {
  const n = Number.parseInt(hex.replace('#', ''), 16);
  if (Number.isNaN(n)) return hex;
  const mix = (shift: number) => Math.round(((n >> shift) & 255) * (1 - amount));
  return `#${[16, 8, 0].map((x) => mix(x).toString(16).padStart(2, '0')).join('')}`;
}

/** WCAG 2 contrast ratio of two #rrggbb colours (1 … 21). */
export function contrastRatio(a: string, b: string): number {
  const luminance = (hex: string) => {
    const n = Number.parseInt(hex.replace('#', ''), 16);
    const [r, g, bl] = [16, 8, 0].map((shift) => {
      const c = ((n >> shift) & 255) / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * (r ?? 0) + 0.7152 * (g ?? 0) + 0.0722 * (bl ?? 0);
  };
  const [high, low] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return ((high ?? 0) + 0.05) / ((low ?? 0) + 0.05);
}

/**
 * The preset darkened just enough for 4.5:1 against white (WCAG AA): white text on primary buttons and primary text on
 * white pages stay readable. The presets themselves (antd's, e.g. #1677ff at 4.1:1) are a little too light for that.
 */
export function readablePrimaryOnWhite(hex: string): string {
  for (let step = 0; step <= 30; step++) {
    const candidate = darken(hex, step * 0.02);
    if (contrastRatio(candidate, '#ffffff') >= 4.5) return candidate;
  }
  return darken(hex, 0.6);
}

/** antd theme of a settings object: dark (default), light, or night (darker, warmer text for evening work). */
export function buildTheme(settings: Settings): ThemeConfig {
  const { mode, color, success, warning, error } = settings.theme;
  const token = {
    colorPrimary: color,
    colorInfo: color,
    colorSuccess: success,
    colorWarning: warning,
    colorError: error,
  };
  if (mode === 'light') {
    // Primary-coloured text on the pale selected backgrounds needs a darker tone for a 4.5:1 contrast.
    const readableOnLight = darken(color, 0.3);
    const primary = readablePrimaryOnWhite(color);
    return {
      algorithm: theme.defaultAlgorithm,
      token: {
        ...token,
        colorPrimary: primary,
        colorInfo: primary,
        colorLink: readableOnLight,
        colorTextDescription: 'rgba(0, 0, 0, 0.62)',
        colorTextTertiary: 'rgba(0, 0, 0, 0.62)',
      },
      components: {
        Layout: { headerBg: '#ffffff', siderBg: '#ffffff', triggerBg: '#ffffff', triggerColor: 'rgba(0,0,0,0.88)' },
        Menu: { itemSelectedColor: readableOnLight, horizontalItemSelectedColor: readableOnLight },
        Tabs: { itemSelectedColor: readableOnLight, itemActiveColor: readableOnLight, itemHoverColor: readableOnLight },
      },
    };
  }
  const readable = lighten(color, 0.35);
  const darkComponents = {
    Tabs: { itemSelectedColor: readable, itemActiveColor: readable, itemHoverColor: readable, inkBarColor: readable },
  };
  if (mode === 'night') {
    return {
      algorithm: theme.darkAlgorithm,
      token: {
        ...token,
        colorLink: readable,
        colorBgBase: '#05070d',
        colorTextBase: '#e6dcc8',
        colorTextDescription: 'rgba(230, 220, 200, 0.68)',
        colorTextTertiary: 'rgba(230, 220, 200, 0.68)',
      },
      components: { ...darkComponents, Layout: { headerBg: '#0a0d16', siderBg: '#0a0d16', bodyBg: '#05070d' } },
    };
  }
  return {
    algorithm: theme.darkAlgorithm,
    token: {
      ...token,
      colorLink: readable,
      // antd's dark description grey (45% white, e.g. breadcrumb links) is 4.4:1 on the black layout: below WCAG AA.
      colorTextDescription: 'rgba(255, 255, 255, 0.65)',
      colorTextTertiary: 'rgba(255, 255, 255, 0.65)',
    },
    components: { ...darkComponents, Layout: { headerBg: '#141414', siderBg: '#141414' } },
  };
}

/** Routes the API client's messages and 401 handling into antd's App context (message) and the router. */
function ApiBridge() {
  const { message } = App.useApp();
  const navigate = useNavigate();
  useEffect(() => {
    configureApi({
      notifyError: (text) => void message.error({ content: <span style={{ whiteSpace: 'pre-line' }}>{text}</span> }),
      onUnauthorized: () => navigate('/401', { replace: true }),
    });
  }, [message, navigate]);
  return null;
}

/**
 * antd's locale with the portal's own words where antd's read wrong: a date field asks for a date ("Chọn thời điểm"
 * reads "choose a moment"), and "empty" has one wording everywhere (the catalogue's `table.empty`).
 */
function withPortalWords(base: Locale, words: { datePlaceholder: string; empty: string }): Locale {
  const datePicker = base.DatePicker!;
  return {
    ...base,
    DatePicker: { ...datePicker, lang: { ...datePicker.lang, placeholder: words.datePlaceholder } },
    Empty: { description: words.empty },
    Table: { ...base.Table, emptyText: words.empty },
  };
}

/** antd's ConfigProvider (theme, primary colour, locale) and App (message, modal) following the settings. */
export function ThemeProvider({ children }: { children: ReactNode }) {
  const settings = useSettings();
  const themeConfig = useMemo(() => buildTheme(settings), [settings]);
  dayjs.locale(settings.lang === 'vi' ? 'vi' : 'en');
  useEffect(() => applyDocumentSettings(settings), [settings]);
  const { t } = useTranslation('common', { lng: settings.lang });
  const empty = t('table.empty');
  const locale = useMemo(
    () => withPortalWords(settings.lang === 'vi' ? viVN : enUS, { datePlaceholder: t('datePlaceholder'), empty }),
    [settings.lang, t, empty],
  );
  return (
    <ConfigProvider
      theme={themeConfig}
      locale={locale}
      renderEmpty={() => <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={empty} />}
    >
      <App>
        <ApiBridge />
        {children}
      </App>
    </ConfigProvider>
  );
}
