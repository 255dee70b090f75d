import { CalendarOutlined } from '@ant-design/icons';
import { localName } from '@hpl/shared/local-name';
import { avatarUrl } from '@hpl/shared/medias/paths';
import { Avatar, Card, Col, Empty, Flex, Row, Tag, Typography, theme } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAcademicYearId } from '../../../app/academic-year-store';
import { MenuIcon } from '../../../app/shell/menu-icon';
import { PageHeader } from '../../../components/page-header';
import { useAcademicYears, useMe } from '../../session';
import { useShortcuts } from '../use-shortcuts';

function greetingKey(hour: number): 'greeting.morning' | 'greeting.afternoon' | 'greeting.evening' {
  if (hour < 11) return 'greeting.morning';
  if (hour < 18) return 'greeting.afternoon';
  return 'greeting.evening';
}

/** `/dashboard/workplace`: greeting, today's timetable slot, shortcuts to the user's most used screens. */
export default function WorkplacePage() {
  const { t, i18n } = useTranslation(['dashboard', 'routes']);
  const { token } = theme.useToken();
  const { data: me } = useMe();
  const shortcuts = useShortcuts(me);
  const namHocId = useAcademicYearId();
  const years = useAcademicYears().data?.items ?? [];
  const year = years.find((y) => y.id === namHocId);
  const now = dayjs();
  const name = me?.nhanVien?.hoTen ?? me?.hocSinh?.hoTen ?? me?.user.hoTen ?? '';
  const detail = me?.nhanVien
    ? [
        localName(i18n.language, me.nhanVien.chucVu, me.nhanVien.chucVuEn),
        localName(i18n.language, me.nhanVien.phongBan, me.nhanVien.phongBanEn),
      ]
        .filter(Boolean)
        .join(' · ')
    : (me?.hocSinh?.lop ?? '');

  return (
    <>
      <PageHeader />
      <Flex vertical gap="middle">
        <Card>
          <Flex gap="middle" align="center" wrap>
            <Avatar size={64} alt={name} src={avatarUrl(me?.nhanVien?.anhDaiDien ?? me?.hocSinh?.anhDaiDien ?? null)}>
              {name.split(' ').at(-1)?.[0]}
            </Avatar>
            <div>
              {/* Under the page's <h1>: a level-2 heading (axe heading-order) drawn at level-3 size. */}
              <Typography.Title level={2} style={{ margin: 0, fontSize: token.fontSizeHeading3 }}>
                {t(greetingKey(now.hour()), { name })}
              </Typography.Title>
              <Typography.Text type="secondary">
                {now.format('dddd, LL')}
                {year && ` · ${t('academicYear', { year: year.tenNamHoc })}`}
              </Typography.Text>
              {detail && (
                <div>
                  <Typography.Text>{detail}</Typography.Text>
                </div>
              )}
              <Flex gap={4} wrap style={{ marginTop: 8 }}>
                {me?.roles.map((role) => (
                  <Tag key={role} color="blue">
                    {t(`role.${role}`, { defaultValue: role })}
                  </Tag>
                ))}
              </Flex>
            </div>
          </Flex>
        </Card>
        <Row gutter={[16, 16]}>
          <Col xs={24} lg={10}>
            <Card
              title={
                <>
                  <CalendarOutlined /> {t('today.title')}
                </>
              }
            >
              <Empty description={t('today.empty')} />
            </Card>
          </Col>
          <Col xs={24} lg={14}>
            <Card title={t('shortcuts.title')}>
              {shortcuts.length === 0 ? (
                <Empty description={t('shortcuts.empty')} />
              ) : (
                <Row gutter={[12, 12]}>
                  {shortcuts.map((s) => (
                    <Col key={s.fullPath} xs={12} sm={8} md={6}>
                      <Link to={s.fullPath} className="shortcut">
                        <span className="shortcut-icon" aria-hidden="true">
                          <MenuIcon name={s.icon} />
                        </span>
                        <span>{t(`routes:${s.title}`)}</span>
                      </Link>
                    </Col>
                  ))}
                </Row>
              )}
            </Card>
          </Col>
        </Row>
      </Flex>
    </>
  );
}
