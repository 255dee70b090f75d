import { Card, Flex, Skeleton, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useAcademicYearId } from '../../../app/academic-year-store';
import { decimalsOf, Statistic } from '../../../components/statistic';
import { useLeaveBalance } from '../api/get-leave-balance';

/** The caller's annual leave for the year chosen in the header. */
export function BalanceCard() {
  const { t } = useTranslation('don-nghi-phep');
  const namHocId = useAcademicYearId();
  const balance = useLeaveBalance(namHocId);
  if (balance.isPending)
    return (
      <Card size="small">
        <Skeleton active paragraph={{ rows: 1 }} />
      </Card>
    );
  if (balance.isError || !balance.data) {
    return (
      <Card size="small">
        <Typography.Text type="secondary">{t('balance.unavailable')}</Typography.Text>
      </Card>
    );
  }
  const b = balance.data;
  const decimals = decimalsOf([b.soNgayConLai, b.soNgayDuocNghi, b.soNgayDaNghi, b.soNgayChoDuyet]);
  return (
    <Card size="small" title={t('balance.title', { year: b.tenNamHoc })} data-testid="leave-balance">
      <Flex gap="large" wrap>
        <Statistic
          title={t('balance.remaining')}
          value={b.soNgayConLai}
          decimals={decimals}
          valueStyle={{ color: 'var(--ant-color-primary)' }}
        />
        <Statistic title={t('balance.entitled')} value={b.soNgayDuocNghi} decimals={decimals} />
        <Statistic title={t('balance.used')} value={b.soNgayDaNghi} decimals={decimals} />
        <Statistic title={t('balance.pending')} value={b.soNgayChoDuyet} decimals={decimals} />
      </Flex>
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {b.caiDatRieng ? t('balance.custom') : t('balance.statutory')}
      </Typography.Text>
    </Card>
  );
}
