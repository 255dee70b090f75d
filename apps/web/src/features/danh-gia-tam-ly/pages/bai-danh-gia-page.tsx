import { localName } from '@hpl/shared/local-name';
import { Button, Card, Empty, List, Skeleton, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageHeader } from '../../../components/page-header';
import { formatDate } from '../../../lib/format-date';
import { useMySheet } from '../api/get-my-sheet';
import { useMyAssessments } from '../api/list-my-assessments';
import { AnswerSheet } from '../components/answer-sheet';
import { ThankYou } from '../components/thank-you';

const PROGRESS_COLOR = { chuaLam: 'gold', dangLam: 'blue', daNop: 'green' } as const;

/** `baiDanhGia`: the student's open assessments; one is answered page by page (`?dot=<id>`), submitted once. */
export default function BaiDanhGiaPage() {
  const { t, i18n } = useTranslation('danh-gia-tam-ly');
  const [params, setParams] = useSearchParams();
  const dotId = Number(params.get('dot')) || undefined;
  const mine = useMyAssessments();
  const sheet = useMySheet(dotId);
  const back = () => setParams({}, { replace: false });
  const backButton = <Button onClick={back}>{t('lam.veDanhSach')}</Button>;

  if (dotId !== undefined) {
    return (
      <>
        <PageHeader title={sheet.data?.ten} />
        {sheet.isLoading ? (
          <Skeleton active />
        ) : !sheet.data ? (
          <Empty description={t('lam.khongCo')}>{backButton}</Empty>
        ) : sheet.data.daNop ? (
          <ThankYou action={backButton} />
        ) : (
          <AnswerSheet sheet={sheet.data} onSubmitted={() => void sheet.refetch()} />
        )}
      </>
    );
  }

  return (
    <>
      <PageHeader subTitle={t('lam.gioiThieu')} />
      <List
        loading={mine.isLoading}
        dataSource={mine.data ?? []}
        locale={{ emptyText: <Empty description={t('lam.trong')} /> }}
        grid={{ gutter: 16, xs: 1, md: 2, xl: 3 }}
        renderItem={(a) => (
          <List.Item>
            <Card
              title={a.ten}
              extra={<Tag color={PROGRESS_COLOR[a.tienDo]}>{t(`tienDo.${a.tienDo}`)}</Tag>}
              actions={[
                <Button
                  key="open"
                  type={a.tienDo === 'daNop' ? 'default' : 'primary'}
                  onClick={() => setParams({ dot: String(a.dotId) })}
                >
                  {a.tienDo === 'chuaLam' ? t('lam.batDau') : a.tienDo === 'dangLam' ? t('lam.tiepTuc') : t('lam.xem')}
                </Button>,
              ]}
            >
              <Typography.Paragraph>{localName(i18n.language, a.tenBai, a.tenBaiEn)}</Typography.Paragraph>
              <Typography.Text type="secondary">
                {t('lam.han', { date: formatDate(a.denNgay) })} ·{' '}
                {t('lam.daTraLoi', { answered: a.soDaTraLoi, total: a.soCauHoi })}
              </Typography.Text>
            </Card>
          </List.Item>
        )}
      />
    </>
  );
}
