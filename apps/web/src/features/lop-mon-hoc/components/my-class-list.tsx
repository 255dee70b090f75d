import { BookOutlined, TeamOutlined } from '@ant-design/icons';
import type { LopCuaToi } from '@hpl/shared/lop-mon-hoc/contract';
import { Card, Col, Empty, Flex, Row, Spin, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageHeader } from '../../../components/page-header';
import { useMyClasses } from '../api/my-classes';

/** A card per subject class of this year (mine to teach, or mine to attend), each opening the class page. */
export function MyClassList({ scope, base }: { scope: 'cuaToi' | 'cuaEm'; base: string }) {
  const { t } = useTranslation('lop-mon-hoc');
  const classes = useMyClasses(scope);
  const rows = classes.data ?? [];
  return (
    <>
      <PageHeader />
      {classes.isLoading ? (
        <Flex justify="center" style={{ padding: 48 }}>
          <Spin />
        </Flex>
      ) : rows.length === 0 ? (
        <Empty description={t(scope === 'cuaToi' ? 'my.empty' : 'my.studentEmpty')} />
      ) : (
        <Row gutter={[16, 16]}>
          {rows.map((c: LopCuaToi) => (
            <Col key={c.id} xs={24} sm={12} lg={8} xl={6}>
              <Link to={`${base}/${c.id}/thongtinlophoc`}>
                <Card hoverable size="small" title={c.tenLop}>
                  <Flex vertical gap={4}>
                    <span>
                      <BookOutlined /> {c.tenMonHoc} {c.maHeHoc === 'CAM' && <Tag>Cambridge</Tag>}
                    </span>
                    <span>
                      <TeamOutlined /> {t('detail.students', { count: c.siSo })}
                      {c.tenLopQuanLy ? ` · ${c.tenLopQuanLy}` : ''}
                    </span>
                    <Typography.Text type="secondary" ellipsis>
                      {c.giaoVien.map((g) => g.hoTen).join(', ')}
                    </Typography.Text>
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
