import { CheckCircleOutlined, PaperClipOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Flex, List, Result, Spin, Typography } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { LanguageSwitch } from '../../../app/shell/language-switch';
import { ThemeProvider } from '../../../app/shell/theme-provider';
import { formatDateTime } from '../../../lib/format-date';
import { attachmentPageUrl, useAcknowledge, usePublicNotice } from '../api/public-notice';

const kb = (bytes: number) => `${Math.max(1, Math.round(bytes / 1024))} KB`;

/**
 * `/thongbaoguiphuhuynh/xem?t=`: what a guardian's signed link opens, without an account or the portal's layout — the
 * notice, its attachments and the acknowledgement. An invalid, expired, revoked or recalled link shows one message.
 */
export default function PublicNoticePage() {
  const { t } = useTranslation('thong-bao-gui-phu-huynh');
  const [params] = useSearchParams();
  const token = params.get('t') ?? '';
  const notice = usePublicNotice(token);
  const ack = useAcknowledge(token);
  const n = notice.data;
  useEffect(() => {
    document.title = n ? `${n.tieuDe} - HPL` : t('public.pageTitle');
  }, [n, t]);

  return (
    <ThemeProvider>
      <Flex component="main" vertical align="center" className="bare-page">
        <div style={{ width: '100%', maxWidth: 760 }}>
          {notice.isLoading ? (
            <Flex justify="center" style={{ padding: 48 }}>
              <Spin aria-label={t('detail.loading')} />
            </Flex>
          ) : !n ? (
            <Result
              status="warning"
              title={<h1 className="result-heading">{t('public.invalidTitle')}</h1>}
              subTitle={t('public.invalid')}
            />
          ) : (
            <Card>
              <Typography.Text type="secondary">
                {t('public.from', { sender: n.nguoiGui, className: n.tenLop })}
                {n.guiLuc ? ` · ${formatDateTime(n.guiLuc)}` : ''}
              </Typography.Text>
              <Typography.Title level={1} style={{ fontSize: 24, marginTop: 8 }}>
                {n.tieuDe}
              </Typography.Title>
              <Typography.Paragraph>
                {t('public.greeting', { name: n.hoTenPhuHuynh, student: n.tenHocSinh })}
              </Typography.Paragraph>
              {/* biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised on the server (its allow-list). */}
              <div className="notice-body" dangerouslySetInnerHTML={{ __html: n.noiDung }} />
              {n.tepDinhKem.length > 0 && (
                <List
                  size="small"
                  header={<Typography.Text strong>{t('field.attachments')}</Typography.Text>}
                  dataSource={n.tepDinhKem}
                  renderItem={(f) => (
                    <List.Item>
                      <Typography.Link href={attachmentPageUrl(f.id, token)} target="_blank" rel="noopener">
                        <PaperClipOutlined /> {f.tenTep}
                      </Typography.Link>
                      <Typography.Text type="secondary">{kb(f.kichThuoc)}</Typography.Text>
                    </List.Item>
                  )}
                />
              )}
              {n.canXacNhan && (
                <Flex vertical gap="small" style={{ marginTop: 16 }}>
                  {n.xacNhanLuc ? (
                    <Alert
                      type="success"
                      showIcon
                      icon={<CheckCircleOutlined />}
                      title={t('public.acknowledged', { at: formatDateTime(n.xacNhanLuc) })}
                    />
                  ) : (
                    <Button type="primary" size="large" loading={ack.isPending} onClick={() => ack.mutate()}>
                      {t('public.acknowledge')}
                    </Button>
                  )}
                </Flex>
              )}
            </Card>
          )}
        </div>
        <LanguageSwitch />
      </Flex>
    </ThemeProvider>
  );
}
