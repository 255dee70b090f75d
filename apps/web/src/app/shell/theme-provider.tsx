import { App, ConfigProvider, Empty } from 'antd';
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
import { hasUnsavedWork } from '../../lib/use-warn-before-leaving';
import { applyDocumentSettings } from '../settings/apply-document-settings';
import { useSettings } from '../settings/settings-store';
import { buildTheme } from './theme-tokens';
import { usePrefersReducedMotion } from './use-prefers-reduced-motion';

// Dates are written with localised formats (`LL`), which come from this plugin.
dayjs.extend(localizedFormat);

/** Routes the API client's messages and 401 handling into antd's App context (message) and the router. */
function ApiBridge() {
  const { message } = App.useApp();
  const navigate = useNavigate();
  useEffect(() => {
    configureApi({
      notifyError: (text) => void message.error({ content: <span style={{ whiteSpace: 'pre-line' }}>{text}</span> }),
      // Not while a screen holds unsaved work: its save status offers to sign in again (lib/use-warn-before-leaving.ts).
      onUnauthorized: () => {
        if (!hasUnsavedWork()) navigate('/401', { replace: true });
      },
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
  // A system set to reduce motion gets no antd animations (drawers, menus, messages appear at once; no click wave).
  const reducedMotion = usePrefersReducedMotion();
  const themeConfig = useMemo(() => {
    const built = buildTheme(settings);
    return reducedMotion ? { ...built, token: { ...built.token, motion: false } } : built;
  }, [settings, reducedMotion]);
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
      wave={{ disabled: reducedMotion }}
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
