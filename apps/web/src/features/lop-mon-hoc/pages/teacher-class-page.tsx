import { FormOutlined } from '@ant-design/icons';
import { Button, Card, Flex } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { RecordPageFrame } from '../../../components/record-page-frame';
import { CambridgeClassResults } from '../../diem-cam';
import { useTeacherClass } from '../api/my-classes';
import { PeopleGrid, TimetableSection } from '../components/class-sections';

/**
 * `chuyenmon/lophoccuatoi/:id/thongtinlophoc`: one class I teach — its teachers, its students with photos, the link to
 * its gradebook (national classes) or its exam results to enter (Cambridge classes, with the Cambridge grades module),
 * and its timetable (with the timetable module).
 */
export default function TeacherClassPage() {
  const { t } = useTranslation('lop-mon-hoc');
  const id = Number(useParams().id) || null;
  return (
    <RecordPageFrame
      query={useTeacherClass(id)}
      notFound={t('detail.notFound')}
      back={{ to: '/chuyenmon/lophoccuatoi', label: t('detail.back') }}
      header={(c) => ({
        title: c.tenLop,
        subTitle: `${c.tenMonHoc}${c.tenLopQuanLy ? ` · ${c.tenLopQuanLy}` : ''}`,
        extra: c.maHeHoc === 'VN' && (
          <Link to={`/chuyenmon/sodiemnhanxet?lop=${c.id}`}>
            <Button icon={<FormOutlined />}>{t('detail.gradebook')}</Button>
          </Link>
        ),
      })}
    >
      {(c) => (
        <Flex vertical gap="middle">
          <Card size="small" title={t('detail.teachers')}>
            <PeopleGrid people={c.giaoVien} empty={t('field.noTeacher')} />
          </Card>
          <Card size="small" title={t('detail.students', { count: c.hocSinh.length })}>
            <PeopleGrid people={c.hocSinh} empty={t('members.empty')} />
          </Card>
          {c.maHeHoc === 'CAM' && (
            <Card size="small" title={t('detail.results')}>
              <CambridgeClassResults lopMonHocId={c.id} />
            </Card>
          )}
          <TimetableSection id={c.id} view="teacher" />
        </Flex>
      )}
    </RecordPageFrame>
  );
}
