import type { DanhBaHocSinh } from '@hpl/shared/danh-ba/contract';
import { Select, Space, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAcademicYearId } from '../../../app/academic-year-store';
import { useIsMobile } from '../../../app/shell/use-is-mobile';
import { DataTable } from '../../../components/data-table';
import { PageHeader } from '../../../components/page-header';
import { useListParams } from '../../../components/use-list-params';
import { exportRecords } from '../../danh-muc/api/export-records';
import { useGradeLevels } from '../../hoc-sinh/api/list-class-options';
import { ClassSelect } from '../../hoc-sinh/components/class-select';
import { useStudentDirectory } from '../api/list-student-directory';
import { DirectoryCards } from '../components/directory-cards';
import { PersonAvatar } from '../components/person-avatar';

/** `/danhba/hocsinh`: students with class and school e-mail (what every teacher may see); class and grade filters. */
export default function StudentDirectoryPage() {
  const { t } = useTranslation('danh-ba');
  const isMobile = useIsMobile();
  const namHocId = useAcademicYearId();
  const list = useListParams({ sort: 'hoTen' });
  const students = useStudentDirectory(list.query);
  const grades = useGradeLevels();
  const href = (id: number) => `/danhba/hocsinh/${id}/hoso`;
  const { khoiId, lopQuanLyId } = list.params.filters;

  const toolbar = (
    <>
      <Select
        allowClear
        placeholder={t('filter.grade')}
        style={{ minWidth: 110 }}
        value={khoiId ? Number(khoiId) : undefined}
        onChange={(v) => list.setFilter('khoiId', v)}
        options={grades.data?.items.map((k) => ({ value: k.id, label: k.tenKhoi }))}
      />
      <ClassSelect
        namHocId={namHocId}
        value={lopQuanLyId ? Number(lopQuanLyId) : undefined}
        onChange={(v) => list.setFilter('lopQuanLyId', v)}
      />
    </>
  );

  const columns: ColumnsType<DanhBaHocSinh> = [
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
    { title: t('col.code'), key: 'maHocSinh', dataIndex: 'maHocSinh', sorter: true },
    { title: t('col.class'), key: 'tenLop', dataIndex: 'tenLop', sorter: true },
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
          loading={students.isFetching}
          toolbar={toolbar}
          data={
            students.data && {
              ...students.data,
              items: students.data.items.map((s) => ({
                id: s.id,
                hoTen: s.hoTen,
                anhDaiDien: s.anhDaiDien,
                group: [s.tenLop, s.maHocSinh].filter(Boolean).join(' · ') || null,
                lines: [s.email],
                href: href(s.id),
              })),
            }
          }
        />
      ) : (
        <DataTable<DanhBaHocSinh>
          columns={columns}
          rowKey="id"
          data={students.data}
          loading={students.isFetching}
          list={list}
          onExport={() => exportRecords('/DanhBa/xuatExcelHocSinh', list.query, 'danh-ba-hoc-sinh')}
          toolbar={toolbar}
        />
      )}
    </>
  );
}
