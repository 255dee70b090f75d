import { DownloadOutlined } from '@ant-design/icons';
import { Button, Flex, Result } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { LanguageSwitch } from '../../../app/shell/language-switch';
import { ThemeProvider } from '../../../app/shell/theme-provider';
import { attachmentApiUrl } from '../api/public-notice';

/**
 * `/thongbaoguiphuhuynh/{id}/download?t=` (spec §2): a notice's attachment, fetched with the guardian's signed link —
 * the download starts at once; the button is there if the browser held it back. Without a valid link the API refuses.
 */
export default function AttachmentDownloadPage() {
  const { t } = useTranslation('thong-bao-gui-phu-huynh');
  const { id } = useParams();
  const [params] = useSearchParams();
  const href = attachmentApiUrl(Number(id), params.get('t') ?? '');
  useEffect(() => {
    document.title = t('download.title');
    window.location.assign(href);
  }, [href, t]);
  return (
    <ThemeProvider>
      <Flex component="main" vertical align="center" justify="center" className="bare-page">
        <Result
          status="info"
          icon={<DownloadOutlined />}
          title={<h1 className="result-heading">{t('download.title')}</h1>}
          subTitle={t('download.hint')}
          extra={
            <Button type="primary" href={href}>
              {t('download.again')}
            </Button>
          }
        />
        <LanguageSwitch />
      </Flex>
    </ThemeProvider>
  );
}
