import { findLineage } from '@hpl/shared/routes';
import { Breadcrumb, Flex, Typography, theme } from 'antd';
import { type ReactNode, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePageContext } from '../app/page-context';
import { useSettings } from '../app/settings/settings-store';
import { useTabsStore } from '../app/tabs/tabs-store';

export interface PageHeaderProps {
  /** A custom title (e.g. the student's name on a profile); it also becomes the tab title. */
  title?: string;
  subTitle?: ReactNode;
  /** Buttons on the right (create, export…). */
  extra?: ReactNode;
  /** Replaces the breadcrumb built from the route table. */
  breadcrumb?: { title: ReactNode; href?: string }[];
}

/**
 * THE page header: title from the custom title or the route's name, breadcrumb from the route table (spec §2 Layout).
 * Every page starts with it.
 */
export function PageHeader({ title, subTitle, extra, breadcrumb }: PageHeaderProps) {
  const { t } = useTranslation('routes');
  const page = usePageContext();
  const settings = useSettings();
  const { token } = theme.useToken();
  const setTitle = useTabsStore((s) => s.setTitle);
  const customTitle = useTabsStore((s) => (page ? s.titles[page.keyPath] : undefined));

  useEffect(() => {
    if (!page || title === undefined) return;
    setTitle(page.keyPath, title);
  }, [page, title, setTitle]);

  const routeTitle = page ? t(page.route.node.title) : '';
  const shown = title ?? customTitle ?? routeTitle;
  const crumbs =
    breadcrumb ??
    (page
      ? findLineage(page.route.fullPath).map((r, i, all) => ({
          title:
            i < all.length - 1 && !r.node.children?.length ? (
              <Link to={r.fullPath}>{t(r.node.title)}</Link>
            ) : (
              t(r.node.title)
            ),
        }))
      : []);

  return (
    <div className="page-header">
      {crumbs.length > 1 && <Breadcrumb items={crumbs} />}
      <Flex justify="space-between" align="center" wrap gap="small">
        {/* The page's one <h1> (axe page-has-heading-one; screen-reader users jump to it), drawn at level-4 size.
            With the page title hidden by the settings it stays for assistive technology only. */}
        {!settings.showPageTitle && <h1 className="visually-hidden">{shown}</h1>}
        {settings.showPageTitle && (
          <Typography.Title
            level={1}
            className="page-title"
            style={{ margin: 0, fontSize: token.fontSizeHeading4, lineHeight: token.lineHeightHeading4 }}
          >
            {shown}
            {subTitle && (
              <Typography.Text type="secondary" style={{ fontSize: 14, marginInlineStart: 12, fontWeight: 400 }}>
                {subTitle}
              </Typography.Text>
            )}
          </Typography.Title>
        )}
        {extra && (
          <Flex gap="small" wrap>
            {extra}
          </Flex>
        )}
      </Flex>
    </div>
  );
}
