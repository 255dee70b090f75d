import { Badge, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/page-header';
import { usePendingCancellations } from '../api/cancellations';
import { KitchenTab } from '../components/kitchen-tab';
import { MonthTab } from '../components/month-tab';
import { PendingTab } from '../components/pending-tab';
import { PeriodsTab } from '../components/periods-tab';

/**
 * `bantru/thongkediemdanh` (BanTru.ThongKe): the month's meals per class and day with refunds, the kitchen's sheet of
 * a day, the late cancellations waiting for a decision, and the meal periods (price, cut-off, subscribed classes).
 */
export default function SemiBoardingStatisticsPage() {
  const { t } = useTranslation('ban-tru');
  const waiting = usePendingCancellations().data?.length ?? 0;
  return (
    <>
      <PageHeader />
      <Tabs
        items={[
          { key: 'thang', label: t('tab.month'), children: <MonthTab /> },
          { key: 'bep', label: t('tab.kitchen'), children: <KitchenTab /> },
          {
            key: 'duyet',
            label: (
              <span>
                {t('tab.pending')} <Badge count={waiting} size="small" />
              </span>
            ),
            children: <PendingTab />,
          },
          { key: 'ky', label: t('tab.periods'), children: <PeriodsTab /> },
        ]}
      />
    </>
  );
}
