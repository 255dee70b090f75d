import { CalendarOutlined } from '@ant-design/icons';
import type { NguoiTrongLop } from '@hpl/shared/lop-mon-hoc/contract';
import { Alert, Card, Col, Empty, Flex, Row, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { PersonAvatar } from '../../../components/person-avatar';

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

/** The class's timetable: it arrives with the timetable module, and says so plainly until then. */
export function TimetableSection() {
  const { t } = useTranslation('lop-mon-hoc');
  return (
    <Card
      size="small"
      title={
        <span>
          <CalendarOutlined /> {t('detail.timetable')}
        </span>
      }
    >
      <Alert type="info" showIcon title={t('detail.timetableLater')} />
    </Card>
  );
}
