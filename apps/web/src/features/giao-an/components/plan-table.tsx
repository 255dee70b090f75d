import type { GiaoAn, PlanStatus } from '@hpl/shared/giao-an/contract';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DataTable } from '../../../components/data-table';
import { Select } from '../../../components/select';
import type { ListState } from '../../../components/use-list-params';
import { formatDate, formatDateTime } from '../../../lib/format-date';
import { usePlans } from '../api/list-plans';
import { PlanStatusTag } from './status-tag';

const STATUSES: PlanStatus[] = ['nhap', 'cho_duyet', 'tra_lai', 'da_duyet'];

/** The teacher's plans (`mine`) or the head's queue (`queue`), paged on the server, filtered by status. */
export function PlanTable({
  kind,
  list,
  href,
}: {
  kind: 'mine' | 'queue';
  list: ListState;
  href: (id: number) => string;
}) {
  const { t, i18n } = useTranslation('giao-an');
  const plans = usePlans(kind, list.query);
  const en = i18n.language === 'en';
  return (
    <DataTable<GiaoAn>
      rowKey="id"
      list={list}
      data={plans.data}
      loading={plans.isFetching}
      toolbar={
        <Select
          allowClear
          aria-label={t('col.status')}
          placeholder={t('col.status')}
          style={{ minWidth: 160 }}
          value={list.params.filters.trangThai}
          onChange={(value) => list.setFilter('trangThai', value)}
          options={STATUSES.filter((s) => kind === 'mine' || s !== 'nhap').map((s) => ({
            value: s,
            label: t(`status.${s}`),
          }))}
        />
      }
      columns={[
        {
          title: t('col.title'),
          key: 'tieuDe',
          sorter: true,
          render: (_, p) => <Link to={href(p.id)}>{p.tieuDe}</Link>,
        },
        ...(kind === 'queue' ? [{ title: t('col.teacher'), key: 'giaoVien', dataIndex: 'hoTenGiaoVien' }] : []),
        { title: t('col.subject'), key: 'mon', render: (_, p) => (en && p.tenMonHocEn) || p.tenMonHoc },
        { title: t('col.classes'), key: 'lop', render: (_, p) => p.lopMonHoc.map((c) => c.tenLop).join(', ') },
        {
          title: t('col.weekLesson'),
          key: 'tuan',
          sorter: true,
          render: (_, p) => t('weekLesson', { tuan: p.tuan, tiet: p.tiet }),
        },
        {
          title: t('col.status'),
          key: 'trangThai',
          render: (_, p) => (
            <>
              <PlanStatusTag status={p.trangThai} phienBan={p.phienBan} />
              {p.treHan && <Tag color="red">{t('late')}</Tag>}
            </>
          ),
        },
        { title: t('col.due'), key: 'hanNop', render: (_, p) => (p.hanNop ? formatDate(p.hanNop) : '—') },
        {
          title: t('col.submitted'),
          key: 'ngayNop',
          sorter: true,
          render: (_, p) => (p.ngayNop ? formatDateTime(p.ngayNop) : '—'),
        },
      ]}
    />
  );
}
