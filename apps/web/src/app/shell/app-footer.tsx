import { APP_VERSION } from '@hpl/shared/version';
import { Layout, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { useCanOpen } from '../access';
import { useSettings } from '../settings/settings-store';
import { LeaveLink } from './leave-link';

/** Footer of spec §2: version 1.3.1 linking to the release notes, copyright and configured links. */
export function AppFooter() {
  const { t } = useTranslation('shell');
  const settings = useSettings();
  // Release notes live under /systems (GiaoVien only, spec §2): others see the version without a link to a 401.
  const releaseNotes = '/systems/releaseNotes';
  const canOpenReleaseNotes = useCanOpen(releaseNotes);
  const version = t('footer.version', { version: APP_VERSION });
  // The bug report form names the page the user was on (systems/reportBug is GiaoVien's, like the release notes).
  const reportBug = '/systems/reportBug';
  const canReportBug = useCanOpen(reportBug);
  const location = useLocation();
  const from = location.pathname === reportBug ? null : `${location.pathname}${location.search}`;
  return (
    <Layout.Footer className="app-footer">
      <Typography.Text>
        {canOpenReleaseNotes ? <LeaveLink to={releaseNotes}>{version}</LeaveLink> : version}
        {canReportBug ? (
          <>
            {' · '}
            <LeaveLink to={from ? `${reportBug}?tuTrang=${encodeURIComponent(from)}` : reportBug}>
              {t('footer.reportBug')}
            </LeaveLink>
          </>
        ) : null}
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
