import { localName } from '@hpl/shared/local-name';
import { Alert, Card, Collapse, Descriptions, Empty, Flex, List, Skeleton, Space, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageHeader } from '../../../components/page-header';
import { formatDate } from '../../../lib/format-date';
import { useStudentResults } from '../api/get-student-results';
import { textIn } from '../components/text2';

/**
 * `tongQuanCauTraLoiTungHocSinh`: one student's answer sets and scores, this campaign and earlier ones. Opened from the
 * follow-up list (`?hocSinhId=`); every opening is audit-logged on the server.
 */
export default function TongQuanHocSinhPage() {
  const { t, i18n } = useTranslation('danh-gia-tam-ly');
  const lang = i18n.language;
  const [params] = useSearchParams();
  const hocSinhId = Number(params.get('hocSinhId')) || undefined;
  const results = useStudentResults(hocSinhId);
  const data = results.data;

  return (
    <>
      <PageHeader title={data ? `${data.hoTen} (${data.maHocSinh})` : undefined} />
      {hocSinhId === undefined ? (
        <Empty description={t('hocSinhTongQuan.chon')} />
      ) : results.isLoading ? (
        <Skeleton active />
      ) : !data ? (
        <Empty description={t('hocSinhTongQuan.khongCo')} />
      ) : (
        <Flex vertical gap={16} style={{ maxWidth: 900 }}>
          <Alert type="warning" showIcon title={t('hocSinhTongQuan.baoMat')} />
          {data.phieu.length === 0 ? <Empty description={t('hocSinhTongQuan.chuaLam')} /> : null}
          {data.phieu.map((p) => (
            <Card
              key={p.phieuId}
              size="small"
              title={`${p.tenDot} · ${localName(lang, p.tenBai, p.tenBaiEn)}`}
              extra={formatDate(p.nopLuc)}
            >
              <Descriptions size="small" column={{ xs: 1, md: 3 }}>
                {p.ketQua.map((k) => (
                  <Descriptions.Item key={k.group} label={textIn(lang, k.title)}>
                    <Space size={4}>
                      <Typography.Text strong>{k.score}</Typography.Text>
                      {k.bandLabel ? (
                        <Tag color={k.followUp ? 'red' : undefined}>{textIn(lang, k.bandLabel)}</Tag>
                      ) : null}
                    </Space>
                  </Descriptions.Item>
                ))}
              </Descriptions>
              <Collapse
                size="small"
                items={[
                  {
                    key: 'answers',
                    label: t('hocSinhTongQuan.cauTraLoi'),
                    children: (
                      <List
                        size="small"
                        dataSource={p.cauTraLoi}
                        renderItem={(a, i) => (
                          <List.Item>
                            <Flex vertical>
                              <Typography.Text>
                                {i + 1}. {textIn(lang, a.text)} {a.reverse ? <Tag>{t('bai.daoDiem')}</Tag> : null}
                              </Typography.Text>
                              <Typography.Text type="secondary">
                                {a.answer ? textIn(lang, a.answer) : '—'}
                              </Typography.Text>
                            </Flex>
                          </List.Item>
                        )}
                      />
                    ),
                  },
                ]}
              />
            </Card>
          ))}
        </Flex>
      )}
    </>
  );
}
