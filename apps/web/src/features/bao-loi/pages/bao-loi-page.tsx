import { BugOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageHeader } from '../../../components/page-header';
import { useListParams } from '../../../components/use-list-params';
import { BugReportDetail } from '../components/bug-report-detail';
import { BugReportForm } from '../components/bug-report-form';
import { BugReportTable } from '../components/bug-report-table';

/**
 * `systems/reportBug`: file a bug report (the footer's link passes the page one came from as `?tuTrang=`) and follow
 * one's reports; Admin sees every report and moves it new → in progress → fixed / won't fix. `?id=` opens a report
 * (the reporter's notifications link there).
 */
export default function BugReportPage() {
  const { t } = useTranslation('bao-loi');
  const list = useListParams({ pageSize: 20 });
  const from = list.params.filters.tuTrang ?? null;
  const openId = Number(list.params.filters.id) || null;
  const [formOpen, setFormOpen] = useState(Boolean(from));
  const [, setSearchParams] = useSearchParams();
  // Opening a report keeps the list's page; `tuTrang` is dropped once the form it prefilled is closed.
  const setParam = (key: 'id' | 'tuTrang', value: number | null) =>
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value === null) next.delete(key);
        else next.set(key, String(value));
        return next;
      },
      { replace: key !== 'id' },
    );

  return (
    <>
      <PageHeader
        extra={
          <Button type="primary" icon={<BugOutlined />} onClick={() => setFormOpen(true)}>
            {t('action.report')}
          </Button>
        }
      />
      <BugReportTable list={list} onOpen={(id) => setParam('id', id)} />
      <BugReportForm
        open={formOpen}
        from={from}
        onClose={() => {
          setFormOpen(false);
          if (from) setParam('tuTrang', null);
        }}
        onFiled={(id) => setParam('id', id)}
      />
      <BugReportDetail id={openId} onClose={() => setParam('id', null)} />
    </>
  );
}
