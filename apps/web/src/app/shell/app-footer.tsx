import { APP_VERSION } from '@hpl/shared/version';
import { Layout, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSettings } from '../settings/settings-store';

/** Footer of spec §2: version 1.3.1 linking to the release notes, copyright and configured links. */
export function AppFooter() {
  const { t } = useTranslation('shell');
  const settings = useSettings();
  return (
    <Layout.Footer className="app-footer">
      <Typography.Text>
        <Link to="/systems/releaseNotes">{t('footer.version', { version: APP_VERSION })}</Link>
        {' · '}© {new Date().getFullYear()} {settings.copyright}
        {settings.footerLinks.map((link) => (
          <span key={link.href}>
            {' · '}
            <a href={link.href} target="_blank" rel="noopener noreferrer">
              {link.title}
            </a>
          </span>
        ))}
      </Typography.Text>
    </Layout.Footer>
  );
}
