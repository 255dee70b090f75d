import { ToolOutlined } from '@ant-design/icons';
import { Button, Result, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageHeader } from '../../components/page-header';
import { usePageContext } from '../page-context';

/** Every screen whose capability is not built yet shows this, in both languages — never a fake screen. */
export default function NotBuiltPage() {
  const { t } = useTranslation(['shell', 'routes', 'common']);
  const page = usePageContext();
  const screen = page ? t(`routes:${page.route.node.title}`) : '';
  return (
    <>
      <PageHeader />
      <Result
        icon={<ToolOutlined />}
        title={t('notBuilt.title')}
        subTitle={
          <>
            {t('notBuilt.description', { screen })}
            <br />
            <Typography.Text type="secondary" lang={t('notBuilt.otherLanguage').startsWith('This') ? 'en' : 'vi'}>
              {t('notBuilt.otherLanguage')}
            </Typography.Text>
          </>
        }
        extra={
          <Link to="/dashboard/workplace">
            <Button type="primary">{t('routes:workplace')}</Button>
          </Link>
        }
      />
    </>
  );
}
