import { Card, Col, Row, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSettings } from '../../../app/settings/settings-store';
import { ComingLaterTag, isWorking } from '../../../app/shell/coming-later-tag';
import { MenuIcon } from '../../../app/shell/menu-icon';
import { useMenu } from '../../../app/use-menu';
import { PageHeader } from '../../../components/page-header';
import { SurveyCard } from '../../khao-sat-giao-vien';
import { useMe } from '../../session';

/** `/home`: a welcome and the areas of the portal this user may open. */
export default function HomePage() {
  const { t } = useTranslation(['dashboard', 'routes']);
  const { data: me } = useMe();
  const settings = useSettings();
  const areas = useMenu(me).filter((e) => e.children?.length);
  const name = me?.nhanVien?.hoTen ?? me?.hocSinh?.hoTen ?? me?.user.hoTen ?? '';

  return (
    <>
      <PageHeader />
      <Typography.Paragraph>{t('home.welcome', { name, system: settings.systemName })}</Typography.Paragraph>
      <Typography.Paragraph type="secondary">
        {t('home.hint')} <Link to="/dashboard/workplace">{t('routes:workplace')}</Link>
      </Typography.Paragraph>
      {/* A student's open teaching surveys (nothing when none is open). */}
      <SurveyCard enabled={me?.roles.includes('HocSinh') ?? false} />
      <Row gutter={[16, 16]}>
        {areas.map((area) => {
          const first = area.children?.find((c) => !c.external) ?? area.children?.[0];
          return (
            <Col key={area.fullPath} xs={24} sm={12} lg={8} xl={6}>
              <Card
                size="small"
                title={
                  <>
                    <MenuIcon name={area.icon} /> {t(`routes:${area.title}`)}
                  </>
                }
              >
                <ul className="home-area-list">
                  {area.children?.slice(0, 5).map((c) => (
                    <li key={c.fullPath}>
                      {c.external ? (
                        <Typography.Text type="secondary">{t(`routes:${c.title}`)}</Typography.Text>
                      ) : (
                        <>
                          <Link to={c.fullPath}>{t(`routes:${c.title}`)}</Link>
                          {!isWorking(c) && <ComingLaterTag />}
                        </>
                      )}
                    </li>
                  ))}
                  {(area.children?.length ?? 0) > 5 && first && (
                    <li>
                      <Typography.Text type="secondary">
                        {t('home.more', { count: (area.children?.length ?? 0) - 5 })}
                      </Typography.Text>
                    </li>
                  )}
                </ul>
              </Card>
            </Col>
          );
        })}
      </Row>
    </>
  );
}
