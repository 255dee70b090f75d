import { Card, Flex } from 'antd';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { RecordPageFrame } from '../../../components/record-page-frame';
import { useStudentClass } from '../api/my-classes';
import { PeopleGrid, TimetableSection } from '../components/class-sections';

/** `hocsinh/lopmonhoc/:id/thongtinlophoc`: one of my subject classes — its teachers, and its timetable. */
export default function StudentClassPage() {
  const { t } = useTranslation('lop-mon-hoc');
  const id = Number(useParams().id) || null;
  return (
    <RecordPageFrame
      query={useStudentClass(id)}
      notFound={t('detail.notFound')}
      back={{ to: '/hocsinh/lopmonhoc', label: t('detail.back') }}
      header={(c) => ({ title: c.tenLop, subTitle: c.tenMonHoc })}
    >
      {(c) => (
        <Flex vertical gap="middle">
          <Card size="small" title={t('detail.teachers')}>
            <PeopleGrid people={c.giaoVien} empty={t('field.noTeacher')} />
          </Card>
          <TimetableSection id={c.id} view="student" />
        </Flex>
      )}
    </RecordPageFrame>
  );
}
