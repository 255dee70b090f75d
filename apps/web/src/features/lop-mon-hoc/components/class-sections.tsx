import type { NguoiTrongLop } from '@hpl/shared/lop-mon-hoc/contract';
import { Col, Empty, Flex, Row, Typography } from 'antd';
import { PersonAvatar } from '../../../components/person-avatar';
import { ClassWeek } from '../../thoi-khoa-bieu';

/** People of a class as a grid of photos and names (teachers, students, classmates). */
export function PeopleGrid({ people, empty }: { people: readonly NguoiTrongLop[]; empty: string }) {
  if (people.length === 0) return <Empty description={empty} image={Empty.PRESENTED_IMAGE_SIMPLE} />;
  return (
    <Row gutter={[12, 12]}>
      {people.map((p) => (
        <Col key={p.id} xs={12} sm={8} md={6} lg={4}>
          <Flex vertical align="center" gap={4}>
            <PersonAvatar photo={p.anhDaiDien} name={p.hoTen} size={56} />
            <Typography.Text style={{ textAlign: 'center' }}>{p.hoTen}</Typography.Text>
          </Flex>
        </Col>
      ))}
    </Row>
  );
}

/** The class's timetable: its week (that week's substitutions and changes applied), scoped as the page is. */
export function TimetableSection({ id, view }: { id: number; view: 'teacher' | 'student' }) {
  return <ClassWeek source={{ kind: view, lopMonHocId: id }} />;
}
