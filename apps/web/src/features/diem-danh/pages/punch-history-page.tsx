import { diemDanhAuthority } from '@hpl/shared/diem-danh/authority';
import { Tabs } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useCan } from '../../../app/access';
import { PageHeader } from '../../../components/page-header';
import { useMyMonth } from '../api/get-my-month';
import { CorrectionForm } from '../components/correction-form';
import { CorrectionQueue } from '../components/correction-queue';
import { PunchMonth } from '../components/punch-month';

/**
 * `hoSoCuaToi/lichSuDiemDanhMay`: my attendance-machine punches by month (first in, last out, minutes late) and my
 * requests to add a missing punch; HR (and the administrator) decide everyone's requests in a second tab (`?tab=duyet`,
 * where HR's notifications point).
 */
export default function PunchHistoryPage() {
  const { t } = useTranslation('diem-danh');
  const isHr = useCan(diemDanhAuthority.chamCong);
  const [params, setParams] = useSearchParams();
  const [month, setMonth] = useState(() => dayjs().startOf('month'));
  const [asking, setAsking] = useState<{ open: boolean; day: string | null }>({ open: false, day: null });
  const myMonth = useMyMonth(month.format('YYYY-MM'));
  const tab = isHr && params.get('tab') === 'duyet' ? 'duyet' : 'cuaToi';

  const mine = (
    <PunchMonth
      month={month}
      data={myMonth.data}
      loading={myMonth.isFetching}
      onMonthChange={setMonth}
      onAsk={(day) => setAsking({ open: true, day })}
    />
  );
  return (
    <>
      <PageHeader />
      {isHr ? (
        <Tabs
          activeKey={tab}
          onChange={(key) => setParams(key === 'duyet' ? { tab: 'duyet' } : {}, { replace: true })}
          items={[
            { key: 'cuaToi', label: t('punch.tab.mine'), children: mine },
            { key: 'duyet', label: t('punch.tab.queue'), children: <CorrectionQueue /> },
          ]}
        />
      ) : (
        mine
      )}
      <CorrectionForm open={asking.open} day={asking.day} onClose={() => setAsking({ open: false, day: null })} />
    </>
  );
}
