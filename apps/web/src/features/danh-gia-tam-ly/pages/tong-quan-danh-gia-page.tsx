import { Alert, Card, Col, Empty, Flex, Row, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/page-header';
import { Statistic } from '../../../components/statistic';
import { useCampaignOverview } from '../api/get-campaign-overview';
import { BandTable } from '../components/band-table';
import { CampaignPicker, useCampaignParam } from '../components/campaign-picker';
import { FollowUpList } from '../components/follow-up-list';

/** `tongQuanDanhGiaCauTraLoi`: a campaign's response rate, its subscales by band, and the follow-up list. */
export default function TongQuanDanhGiaPage() {
  const { t } = useTranslation('danh-gia-tam-ly');
  const [dotId, setDotId] = useCampaignParam();
  const overview = useCampaignOverview(dotId);
  const o = overview.data;

  return (
    <>
      <PageHeader extra={<CampaignPicker value={dotId} onChange={setDotId} />} />
      {dotId === undefined ? (
        <Empty description={t('tongQuan.chuaCoDot')} />
      ) : overview.isLoading || !o ? (
        <Skeleton active />
      ) : (
        <Flex vertical gap={16}>
          <Row gutter={[16, 16]}>
            <Col xs={12} md={6}>
              <Card size="small">
                <Statistic title={t('tongQuan.doiTuong')} value={o.soDoiTuong} />
              </Card>
            </Col>
            <Col xs={12} md={6}>
              <Card size="small">
                <Statistic title={t('tongQuan.daNop')} value={o.soDaNop} />
              </Card>
            </Col>
            <Col xs={12} md={6}>
              <Card size="small">
                <Statistic
                  title={t('tongQuan.tyLeTraLoi')}
                  value={o.soDoiTuong ? (o.soDaNop / o.soDoiTuong) * 100 : 0}
                  decimals={1}
                  suffix="%"
                />
              </Card>
            </Col>
            <Col xs={12} md={6}>
              <Card size="small">
                <Statistic title={t('tongQuan.canTheoDoi')} value={o.soCanTheoDoi ?? '—'} />
              </Card>
            </Col>
          </Row>
          {o.an ? (
            <Alert type="info" showIcon title={t('tongQuan.an')} />
          ) : (
            <Row gutter={[16, 16]}>
              {o.groups.map((g) => (
                <Col xs={24} lg={12} xl={8} key={g.group}>
                  <BandTable group={g} total={o.soDaNop} />
                </Col>
              ))}
            </Row>
          )}
          {o.an ? null : <FollowUpList dotId={o.dot.id} />}
        </Flex>
      )}
    </>
  );
}
