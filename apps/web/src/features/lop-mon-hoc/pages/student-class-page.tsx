import { Card, Empty, Flex, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { PageHeader } from '../../../components/page-header';
import { useStudentClass } from '../api/my-classes';
import { PeopleGrid, TimetableSection } from '../components/class-sections';

/** `hocsinh/lopmonhoc/:id/thongtinlophoc`: one of my subject classes — its teachers, and its timetable. */
export default function StudentClassPage() {
  const { t } = useTranslation('lop-mon-hoc');
  const id = Number(useParams().id) || null;
  const cls = useStudentClass(id);
  if (cls.isLoading)
    return (
      <Flex justify="center" style={{ padding: 48 }}>
        <Spin />
      </Flex>
    );
  if (!cls.data)
    return (
      <>
        <PageHeader />
        <Empty description={t('detail.notFound')}>
          <Link to="/hocsinh/lopmonhoc">{t('detail.back')}</Link>
        </Empty>
      </>
    );
  const c = cls.data;
  return (
    <>
      <PageHeader title={c.tenLop} subTitle={c.tenMonHoc} />
      <Flex vertical gap="middle">
        <Card size="small" title={t('detail.teachers')}>
          <PeopleGrid people={c.giaoVien} empty={t('field.noTeacher')} />
        </Card>
        <TimetableSection id={c.id} view="student" />
      </Flex>
    </>
  );
}
