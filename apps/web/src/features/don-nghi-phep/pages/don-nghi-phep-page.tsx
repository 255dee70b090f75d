import { PlusOutlined } from '@ant-design/icons';
import { donNghiPhepAuthority } from '@hpl/shared/don-nghi-phep/authority';
import type { DonNghiPhep } from '@hpl/shared/don-nghi-phep/contract';
import { Button, Flex, Tabs } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Can, useCan } from '../../../app/access';
import { PageHeader } from '../../../components/page-header';
import type { DecisionAction } from '../api/act-on-leave-request';
import { BalanceCard } from '../components/balance-card';
import { DecisionModal, type PendingDecision } from '../components/decision-modal';
import { LeaveCalendar } from '../components/leave-calendar';
import { LeaveEntitlementsTable } from '../components/leave-entitlements-table';
import { LeaveRequestDetail } from '../components/leave-request-detail';
import { LeaveRequestForm } from '../components/leave-request-form';
import { LeaveRequestTable } from '../components/leave-request-table';
import { LeaveTypesAdmin } from '../components/leave-types-admin';

type TabKey = 'mine' | 'queue' | 'all' | 'calendar' | 'entitlements' | 'types';

const HR = donNghiPhepAuthority.nhanSu;
const ADMIN = donNghiPhepAuthority.loaiNghiPhep;

/**
 * `yeucaudexuat/donnghiphep`: my requests and balance, the approver's queue, and for HR every request with filters,
 * the export, the calendar of who is away and each person's annual entitlement; for Admin the leave types (master
 * data). `?id=` opens one request (links from notifications).
 */
export default function LeaveRequestsPage() {
  const { t } = useTranslation('don-nghi-phep');
  const isHr = useCan(HR);
  const isAdmin = useCan(ADMIN);
  const [searchParams, setSearchParams] = useSearchParams();
  const tab = (searchParams.get('tab') as TabKey | null) ?? 'mine';
  const openId = Number(searchParams.get('id')) || null;
  const [formOpen, setFormOpen] = useState(false);
  const [editing, setEditing] = useState<DonNghiPhep | null>(null);
  const [decision, setDecision] = useState<PendingDecision | null>(null);

  const setParam = (key: string, value: string | null) =>
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(key === 'tab' ? '' : current);
        if (value) next.set(key, value);
        else next.delete(key);
        return next;
      },
      { replace: key !== 'id' },
    );
  const handlers = {
    onDecide: (r: DonNghiPhep, action: DecisionAction) => setDecision({ id: r.id, version: r.version, action }),
    onEdit: (r: DonNghiPhep) => {
      setEditing(r);
      setFormOpen(true);
    },
  };
  const open = (id: number) => setParam('id', String(id));

  const items = [
    {
      key: 'mine',
      label: t('tab.mine'),
      children: (
        <Flex vertical gap="middle">
          <BalanceCard />
          <LeaveRequestTable scope="cuaToi" handlers={handlers} onOpen={open} />
        </Flex>
      ),
    },
    {
      key: 'queue',
      label: t('tab.queue'),
      children: <LeaveRequestTable scope="canDuyet" handlers={handlers} onOpen={open} />,
    },
    ...(isHr
      ? [
          {
            key: 'all',
            label: t('tab.all'),
            children: <LeaveRequestTable scope="tatCa" handlers={handlers} onOpen={open} />,
          },
          { key: 'calendar', label: t('tab.calendar'), children: <LeaveCalendar /> },
          {
            key: 'entitlements',
            label: t('tab.entitlements'),
            children: (
              <Can authority={HR}>
                <LeaveEntitlementsTable />
              </Can>
            ),
          },
        ]
      : []),
    ...(isAdmin
      ? [
          {
            key: 'types',
            label: t('tab.types'),
            children: (
              <Can authority={ADMIN}>
                <LeaveTypesAdmin />
              </Can>
            ),
          },
        ]
      : []),
  ];

  return (
    <>
      <PageHeader
        extra={
          <Button
            type="primary"
            icon={<PlusOutlined />}
            onClick={() => {
              setEditing(null);
              setFormOpen(true);
            }}
          >
            {t('action.new')}
          </Button>
        }
      />
      <Tabs
        activeKey={tab}
        onChange={(key) => setParam('tab', key === 'mine' ? null : key)}
        items={items}
        destroyOnHidden
      />
      <LeaveRequestForm open={formOpen} editing={editing} onClose={() => setFormOpen(false)} />
      <LeaveRequestDetail id={openId} onClose={() => setParam('id', null)} handlers={handlers} />
      <DecisionModal decision={decision} onClose={() => setDecision(null)} />
    </>
  );
}
