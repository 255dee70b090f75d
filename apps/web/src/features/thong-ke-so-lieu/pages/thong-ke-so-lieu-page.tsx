import { Card, Col, Empty, Row, Spin, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useAcademicYearId } from '../../../app/academic-year-store';
import { Chart } from '../../../components/chart';
import { PageHeader } from '../../../components/page-header';
import { Statistic } from '../../../components/statistic';
import { formatDate } from '../../../lib/format-date';
import { useMyYear } from '../api/get-my-year';
import { attendanceOption, teachingOption } from '../components/chart-options';

/**
 * `hoSoCuaToi/thongKeSoLieu`: my academic year (the header's) in figures up to today — days at work and late, leave
 * taken and left, periods taught and substituted — with two charts by month.
 */
export default function MyYearPage() {
  const { t } = useTranslation('thong-ke-so-lieu');
  const namHocId = useAcademicYearId();
  const year = useMyYear(namHocId);
  const data = year.data;

  const cards: { key: string; title: string; value: number; decimals?: number }[] = data
    ? [
        { key: 'ngayCong', title: t('card.ngayCong'), value: data.tong.ngayCong },
        { key: 'ngayMuon', title: t('card.ngayMuon'), value: data.tong.ngayMuon },
        { key: 'phutMuon', title: t('card.phutMuon'), value: data.tong.phutMuon },
        { key: 'ngayNghi', title: t('card.ngayNghi'), value: data.tong.ngayNghi, decimals: 1 },
        ...(data.phep
          ? [{ key: 'conLai', title: t('card.phepConLai'), value: data.phep.soNgayConLai, decimals: 1 }]
          : []),
        { key: 'tietDay', title: t('card.tietDay'), value: data.tong.tietDay },
        { key: 'tietDayThay', title: t('card.tietDayThay'), value: data.tong.tietDayThay },
      ]
    : [];

  return (
    <>
      <PageHeader
        subTitle={
          data
            ? t('period', { year: data.tenNamHoc, from: formatDate(data.tuNgay), to: formatDate(data.denNgay) })
            : null
        }
      />
      <Spin spinning={year.isFetching}>
        {!data ? (
          <Empty description={year.isLoading ? t('loading') : t('empty')} />
        ) : (
          <Row gutter={[16, 16]}>
            {cards.map((c) => (
              <Col key={c.key} xs={12} sm={8} lg={6} xl={3}>
                <Card size="small" style={{ height: '100%' }}>
                  <Statistic title={c.title} value={c.value} decimals={c.decimals} />
                </Card>
              </Col>
            ))}
            {data.phep ? (
              <Col span={24}>
                <Typography.Text type="secondary">
                  {t('leaveNote', { entitled: data.phep.soNgayDuocNghi, used: data.phep.soNgayDaNghi })}
                </Typography.Text>
              </Col>
            ) : null}
            <Col xs={24} lg={12}>
              <Card size="small" title={t('chart.attendance')}>
                <Chart
                  ariaLabel={t('chart.attendance')}
                  option={attendanceOption(data.thang, {
                    worked: t('card.ngayCong'),
                    late: t('card.ngayMuon'),
                    leave: t('card.ngayNghi'),
                  })}
                />
              </Card>
            </Col>
            <Col xs={24} lg={12}>
              <Card size="small" title={t('chart.teaching')}>
                <Chart
                  ariaLabel={t('chart.teaching')}
                  option={teachingOption(data.thang, { taught: t('card.tietDay'), covered: t('card.tietDayThay') })}
                />
              </Card>
            </Col>
          </Row>
        )}
      </Spin>
    </>
  );
}
