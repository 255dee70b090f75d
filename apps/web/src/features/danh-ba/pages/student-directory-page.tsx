import type { DanhBaHocSinh } from '@hpl/shared/danh-ba/contract';
import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { useAcademicYearId } from '../../../app/academic-year-store';
import { PageHeader } from '../../../components/page-header';
import { useListParams } from '../../../components/use-list-params';
import { useGradeLevels } from '../../hoc-sinh/api/list-class-options';
import { ClassSelect } from '../../hoc-sinh/components/class-select';
import { useStudentDirectory } from '../api/list-student-directory';
import { EmailLink } from '../components/contact-links';
import { DirectoryList } from '../components/directory-list';

/** `/danhba/hocsinh`: students with class and school e-mail (what every teacher may see); class and grade filters. */
export default function StudentDirectoryPage() {
  const { t } = useTranslation('danh-ba');
  const namHocId = useAcademicYearId();
  const list = useListParams({ sort: 'hoTen' });
  const students = useStudentDirectory(list.query);
  const grades = useGradeLevels();
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

  return (
    <>
      <PageHeader />
      <DirectoryList<DanhBaHocSinh>
        list={list}
        data={students.data}
        loading={students.isFetching}
        toolbar={toolbar}
        href={(id) => `/danhba/hocsinh/${id}/hoso`}
        columns={[
          { title: t('col.code'), key: 'maHocSinh', dataIndex: 'maHocSinh', sorter: true },
          { title: t('col.class'), key: 'tenLop', dataIndex: 'tenLop', sorter: true },
          { title: t('col.email'), key: 'email', render: (_, r) => <EmailLink value={r.email} /> },
        ]}
        describe={(s) => ({ group: [s.tenLop, s.maHocSinh].filter(Boolean).join(' · ') || null, lines: [s.email] })}
        exportPath="/DanhBa/xuatExcelHocSinh"
        exportName="danh-ba-hoc-sinh"
      />
    </>
  );
}
