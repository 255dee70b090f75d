import { Segmented } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Language } from '../../lib/i18n';
import { useSettings, useSettingsStore } from '../settings/settings-store';

/** VN / US switch (spec §1): menu, tabs, page title, antd and dayjs follow at once, and the choice survives a reload. */
export function LanguageSwitch() {
  const { t } = useTranslation('shell');
  const { lang } = useSettings();
  const setLanguage = useSettingsStore((s) => s.setLanguage);
  return (
    <Segmented<Language>
      size="small"
      aria-label={t('header.language')}
      value={lang}
      onChange={setLanguage}
      options={[
        { value: 'vi', label: 'VN', title: 'Tiếng Việt' },
        { value: 'en', label: 'US', title: 'English' },
      ]}
    />
  );
}
