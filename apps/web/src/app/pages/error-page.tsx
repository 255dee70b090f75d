import { App, Button, Flex, Result } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { LanguageSwitch } from '../shell/language-switch';
import { ThemeProvider } from '../shell/theme-provider';

/** The warning toast of spec §6/§8, shown once when the page opens with a notice. */
function NoticeToast({ text }: { text: string }) {
  const { message } = App.useApp();
  useEffect(() => {
    void message.warning(text);
  }, [message, text]);
  return null;
}

/** The 401, 403 and 404 pages: outside the layout, themed, with a way back. */
export function ErrorPage({ status, notice }: { status: '401' | '403' | '404'; notice?: string }) {
  const { t } = useTranslation(['shell', 'common']);
  const navigate = useNavigate();
  return (
    <ThemeProvider>
      {notice && <NoticeToast text={notice} />}
      {/* A <main> with an <h1>: axe "region" and "page-has-heading-one" (the page has no layout around it). */}
      <Flex component="main" vertical align="center" justify="center" className="bare-page">
        <Result
          status={status === '401' ? '403' : status}
          title={<h1 className="result-heading">{`${status} · ${t(`error.${status}.title`)}`}</h1>}
          subTitle={
            <>
              {notice && (
                <>
                  <strong>{notice}</strong>
                  <br />
                </>
              )}
              {t(`error.${status}.description`)}
            </>
          }
          extra={
            <Flex gap="small" justify="center" wrap>
              <Button onClick={() => navigate(-1)}>{t('common:action.back')}</Button>
              <Button type="primary" onClick={() => navigate('/home')}>
                {t('common:action.goHome')}
              </Button>
            </Flex>
          }
        />
        <LanguageSwitch />
      </Flex>
    </ThemeProvider>
  );
}
