import { CheckCircleOutlined, ClockCircleOutlined, TeamOutlined } from '@ant-design/icons';
import { Card, Col, Empty, Flex, Row, Spin, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAcademicYearId } from '../../../app/academic-year-store';
import { PageHeader } from '../../../components/page-header';
import { useMyHomerooms } from '../api/my-homerooms';

/** `chunhiem/loptoichunhiem`: the classes I lead in the chosen year, each with today's attendance at a glance. */
export default function MyHomeroomsPage() {
  const { t } = useTranslation('chu-nhiem');
  const classes = useMyHomerooms(useAcademicYearId());
  const rows = classes.data?.items ?? [];
  return (
    <>
      <PageHeader />
      {classes.isLoading ? (
        <Flex justify="center" style={{ padding: 48 }}>
          <Spin />
        </Flex>
      ) : rows.length === 0 ? (
        <Empty description={t('list.empty')} />
      ) : (
        <Row gutter={[16, 16]}>
          {rows.map((c) => (
            <Col key={c.id} xs={24} sm={12} lg={8} xl={6}>
              <Link to={`/chunhiem/loptoichunhiem/${c.id}/thongtinlophoc`}>
                <Card hoverable size="small" title={t('list.class', { name: c.tenLop })}>
                  <Flex vertical gap={6}>
                    <span>
                      <TeamOutlined /> {t('list.students', { count: c.siSo })}
                    </span>
                    {c.daDiemDanh > 0 ? (
                      <span>
                        <Tag icon={<CheckCircleOutlined />} color="green">
                          {t('list.taken')}
                        </Tag>
                        {t('list.absent', { count: c.vangHomNay })}
                      </span>
                    ) : (
                      <span>
                        <Tag icon={<ClockCircleOutlined />} color="orange">
                          {t('list.notTaken')}
                        </Tag>
                      </span>
                    )}
                  </Flex>
                </Card>
              </Link>
            </Col>
          ))}
        </Row>
      )}
    </>
  );
}
