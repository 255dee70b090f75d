import type { DanhBaHocSinh } from '@hpl/shared/danh-ba/contract';
import { useTranslation } from 'react-i18next';
import { useAcademicYearId } from '../../../app/academic-year-store';
import { PageHeader } from '../../../components/page-header';
import { useListParams } from '../../../components/use-list-params';
import { GradeClassFilters } from '../../hoc-sinh';
import { useStudentDirectory } from '../api/list-student-directory';
import { EmailLink } from '../components/contact-links';
import { DirectoryList } from '../components/directory-list';

/** `/danhba/hocsinh`: students with class and school e-mail (what every teacher may see); class and grade filters. */
export default function StudentDirectoryPage() {
  const { t } = useTranslation('danh-ba');
  const namHocId = useAcademicYearId();
  const list = useListParams({ sort: 'hoTen' });
  const students = useStudentDirectory(list.query);

  const toolbar = (
    <>
      <GradeClassFilters list={list} namHocId={namHocId} />
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
