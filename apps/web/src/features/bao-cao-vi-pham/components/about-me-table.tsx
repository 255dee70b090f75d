import type { ViPhamNhanVienVeToi } from '@hpl/shared/bao-cao-vi-pham/nhan-vien';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../../components/data-table';
import { useListParams } from '../../../components/use-list-params';
import { formatDate } from '../../../lib/format-date';
import { useReportsAboutMe } from '../api/list-staff-reports';
import { codeText } from './format';

/** The confirmed reports about me: what, when and the decision; the answer carries no reporter to show. */
export function AboutMeTable() {
  const { t, i18n } = useTranslation('bao-cao-vi-pham');
  const list = useListParams({ pageSize: 20 });
  const reports = useReportsAboutMe(list.query);
  const columns: ColumnsType<ViPhamNhanVienVeToi> = [
    { title: t('col.when'), key: 'ngay', render: (_, r) => formatDate(r.ngay) },
    {
      title: t('col.codes'),
      key: 'ma',
      render: (_, r) => `${r.ma} · ${codeText(i18n.language, { moTa: r.moTaMa, moTaEn: r.moTaMaEn })}`,
    },
    { title: t('col.points'), key: 'diem', dataIndex: 'diem', align: 'right' },
    { title: t('col.description'), key: 'moTa', dataIndex: 'moTa' },
    { title: t('decision.note'), key: 'ghiChu', dataIndex: 'ghiChuQuyetDinh', responsive: ['md'] },
  ];
  return (
    <DataTable<ViPhamNhanVienVeToi>
      columns={columns}
      rowKey="id"
      data={reports.data}
      loading={reports.isFetching}
      list={list}
      searchable={false}
    />
  );
}
