import { Alert, Card, Flex, List, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageHeader } from '../../../components/page-header';
import { formatDate, formatDateTime } from '../../../lib/format-date';
import { useMe } from '../../session';
import { useMyRequests } from '../api/list-my-requests';
import { usePublicSettings } from '../api/public-settings';
import { RequestForm } from '../components/request-form';
import { StatusTag } from '../components/status-tag';

/** `dangkythamvan`: anyone signed in asks for counselling and follows the status of what they raised. */
export default function DangKyThamVanPage() {
  const { t } = useTranslation('ho-so-tam-ly');
  const { data: user } = useMe();
  const [params] = useSearchParams();
  const mine = useMyRequests();
  const forSelf = user?.roles.includes('HocSinh') ?? false;
  const intake = usePublicSettings();
  const s = intake.data;
  const days = s ? s.ngayLamViec.map((d) => t(`thu.${d}`)).join(', ') : '';

  return (
    <>
      <PageHeader subTitle={t('form.gioiThieu')} />
      <Flex vertical gap={16}>
        <Alert
          type="info"
          showIcon
          style={{ maxWidth: 720 }}
          title={t('form.khanCap')}
          description={
            s ? (
              <Flex vertical gap={2}>
                {s.khanCapTen ? (
                  <Typography.Text>
                    {t('form.lienHe', { ten: s.khanCapTen, dienThoai: s.khanCapDienThoai })}
                  </Typography.Text>
                ) : null}
                {s.khanCapGhiChu ? <Typography.Text>{s.khanCapGhiChu}</Typography.Text> : null}
                <Typography.Text>
                  {t('form.gioTiepNhan', { days, from: s.gioBatDau, to: s.gioKetThuc })}
                </Typography.Text>
              </Flex>
            ) : null
          }
        />
        <RequestForm forSelf={forSelf} initialCode={params.get('maHocSinh') ?? undefined} topics={s?.chuDe} />
        <Card title={t('cuaToi.title')} style={{ maxWidth: 720 }}>
          <List
            loading={mine.isLoading}
            dataSource={mine.data ?? []}
            locale={{ emptyText: t('cuaToi.trong') }}
            renderItem={(r) => (
              <List.Item extra={<StatusTag status={r.trangThai} />}>
                <List.Item.Meta
                  title={`${t(`chuDe.${r.chuDe}`)}${forSelf ? '' : ` · ${r.hoTenHocSinh}`}`}
                  description={
                    <Flex vertical>
                      <Typography.Text type="secondary">
                        {t('cuaToi.ngayGui', { date: formatDate(r.ngayGui) })}
                      </Typography.Text>
                      {r.lichHen ? (
                        <Typography.Text>
                          {t('cuaToi.lichHen', { time: formatDateTime(r.lichHen), phong: r.phong })}
                        </Typography.Text>
                      ) : null}
                    </Flex>
                  }
                />
              </List.Item>
            )}
          />
        </Card>
      </Flex>
    </>
  );
}
