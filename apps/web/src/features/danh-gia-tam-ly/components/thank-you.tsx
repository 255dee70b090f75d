import { Result, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** The kind message after submitting: no score, who to talk to, and the free national helpline for children (111). */
export function ThankYou({ action }: { action?: ReactNode }) {
  const { t } = useTranslation('danh-gia-tam-ly');
  return (
    <Result status="success" title={t('xong.title')} subTitle={t('xong.subTitle')} extra={action}>
      <Typography.Paragraph>{t('xong.hoTro')}</Typography.Paragraph>
      <ul>
        <li>{t('xong.phongThamVan')}</li>
        <li>{t('xong.gvcn')}</li>
        <li>
          <Typography.Text strong>{t('xong.tongDai')}</Typography.Text>
        </li>
      </ul>
    </Result>
  );
}
