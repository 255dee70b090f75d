import type { DanhBaNhanVien } from '@hpl/shared/danh-ba/contract';
import { Select, Space, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useIsMobile } from '../../../app/shell/use-is-mobile';
import { DataTable } from '../../../components/data-table';
import { PageHeader } from '../../../components/page-header';
import { useListParams } from '../../../components/use-list-params';
import { exportRecords } from '../../danh-muc/api/export-records';
import { useDepartments } from '../api/list-departments';
import { useStaffDirectory } from '../api/list-staff-directory';
import { DirectoryCards } from '../components/directory-cards';
import { PersonAvatar } from '../components/person-avatar';

/** `/danhba/nhanvien`: who works here — avatar, department, position, phone and e-mail; search ignores accents. */
export default function StaffDirectoryPage() {
  const { t, i18n } = useTranslation('danh-ba');
  const isMobile = useIsMobile();
  const list = useListParams({ sort: 'hoTen' });
  const staff = useStaffDirectory(list.query);
  const departments = useDepartments();
  const en = i18n.language.startsWith('en');
  const href = (id: number) => `/danhba/nhanvien/${id}/hoso`;

  const toolbar = (
    <Select
      allowClear
      showSearch={{ optionFilterProp: 'label' }}
      placeholder={t('filter.department')}
      style={{ minWidth: 180 }}
      value={list.params.filters.phongBanId ? Number(list.params.filters.phongBanId) : undefined}
      onChange={(v) => list.setFilter('phongBanId', v)}
      options={departments.data?.items.map((d) => ({
        value: d.id,
        label: (en ? d.tenPhongBanEn : null) ?? d.tenPhongBan,
      }))}
    />
  );

  const columns: ColumnsType<DanhBaNhanVien> = [
    {
      title: t('col.name'),
      key: 'hoTen',
      sorter: true,
      render: (_, r) => (
        <Space>
          <PersonAvatar fileId={r.anhDaiDien} name={r.hoTen} />
          <Link to={href(r.id)}>{r.hoTen}</Link>
        </Space>
      ),
    },
    { title: t('col.code'), key: 'maNhanVien', dataIndex: 'maNhanVien', responsive: ['lg'] },
    { title: t('col.department'), key: 'tenPhongBan', dataIndex: 'tenPhongBan', sorter: true },
    { title: t('col.position'), key: 'chucVu', dataIndex: 'chucVu', responsive: ['md'] },
    {
      title: t('col.phone'),
      key: 'dienThoai',
      render: (_, r) =>
        r.dienThoai ? <Typography.Link href={`tel:${r.dienThoai}`}>{r.dienThoai}</Typography.Link> : null,
    },
    {
      title: t('col.email'),
      key: 'email',
      render: (_, r) => (r.email ? <Typography.Link href={`mailto:${r.email}`}>{r.email}</Typography.Link> : null),
    },
  ];

  return (
    <>
      <PageHeader />
      {isMobile ? (
        <DirectoryCards
          list={list}
          loading={staff.isFetching}
          toolbar={toolbar}
          data={
            staff.data && {
              ...staff.data,
              items: staff.data.items.map((s) => ({
                id: s.id,
                hoTen: s.hoTen,
                anhDaiDien: s.anhDaiDien,
                group: [s.tenPhongBan, s.chucVu].filter(Boolean).join(' · ') || null,
                lines: [s.dienThoai, s.email],
                href: href(s.id),
              })),
            }
          }
        />
      ) : (
        <DataTable<DanhBaNhanVien>
          columns={columns}
          rowKey="id"
          data={staff.data}
          loading={staff.isFetching}
          list={list}
          onExport={() => exportRecords('/DanhBa/xuatExcelNhanVien', list.query, 'danh-ba-nhan-vien')}
          toolbar={toolbar}
        />
      )}
    </>
  );
}
