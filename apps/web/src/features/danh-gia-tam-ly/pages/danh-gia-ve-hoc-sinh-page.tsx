import type { BaiVeHocSinh } from '@hpl/shared/danh-gia-tam-ly/dot-danh-gia.contract';
import { localName } from '@hpl/shared/local-name';
import { Button, Card, Empty, Result, Skeleton, Space, Table, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageHeader } from '../../../components/page-header';
import { formatDate } from '../../../lib/format-date';
import { useAboutSheet } from '../api/get-about-sheet';
import { useAboutStudents } from '../api/list-about-students';
import { AnswerSheet } from '../components/answer-sheet';

const PROGRESS_COLOR = { chuaLam: 'gold', dangLam: 'blue', daNop: 'green' } as const;

/** One teacher-report campaign with the students of my homeroom and where I am with each. */
function CampaignCard({ rows, open }: { rows: BaiVeHocSinh[]; open: (r: BaiVeHocSinh) => void }) {
  const { t, i18n } = useTranslation('danh-gia-tam-ly');
  const first = rows[0]!;
  const done = rows.filter((r) => r.tienDo === 'daNop').length;
  return (
    <Card
      title={first.ten}
      extra={<Typography.Text type="secondary">{t('veHocSinh.daXong', { done, total: rows.length })}</Typography.Text>}
    >
      <Typography.Paragraph type="secondary">
        {localName(i18n.language, first.tenBai, first.tenBaiEn)} · {t('lam.han', { date: formatDate(first.denNgay) })}
      </Typography.Paragraph>
      <Table
        size="small"
        rowKey="hocSinhId"
        pagination={false}
        dataSource={rows}
        scroll={{ x: 'max-content' }}
        columns={[
          { title: t('veHocSinh.hocSinh'), dataIndex: 'hoTen' },
          { title: t('veHocSinh.ma'), dataIndex: 'maHocSinh' },
          { title: t('veHocSinh.lop'), dataIndex: 'tenLop' },
          {
            title: t('veHocSinh.tienDo'),
            key: 'tienDo',
            render: (_, r) => (
              <Space>
                <Tag color={PROGRESS_COLOR[r.tienDo]}>{t(`tienDo.${r.tienDo}`)}</Tag>
                <Typography.Text type="secondary">
                  {t('lam.daTraLoi', { answered: r.soDaTraLoi, total: r.soCauHoi })}
                </Typography.Text>
              </Space>
            ),
          },
          {
            title: t('bai.thaoTac'),
            key: 'open',
            render: (_, r) => (
              <Button
                size="small"
                type={r.tienDo === 'daNop' ? 'default' : 'primary'}
                aria-label={`${t('veHocSinh.traLoi')} ${r.hoTen}`}
                onClick={() => open(r)}
              >
                {r.tienDo === 'daNop' ? t('lam.xem') : t('veHocSinh.traLoi')}
              </Button>
            ),
          },
        ]}
      />
    </Card>
  );
}

/**
 * `chunhiem/danhGiaVeHocSinh`: a homeroom teacher answers the psychology team's teacher-report questionnaires about
 * the students of their class (`?dot=&hs=` opens one sheet). The teacher never sees a score: results are the team's.
 */
export default function DanhGiaVeHocSinhPage() {
  const { t } = useTranslation('danh-gia-tam-ly');
  const [params, setParams] = useSearchParams();
  const dotId = Number(params.get('dot')) || undefined;
  const hocSinhId = Number(params.get('hs')) || undefined;
  const list = useAboutStudents();
  const sheet = useAboutSheet(dotId, hocSinhId);
  const backButton = <Button onClick={() => setParams({})}>{t('lam.veDanhSach')}</Button>;

  if (dotId !== undefined && hocSinhId !== undefined) {
    return (
      <>
        <PageHeader title={sheet.data ? `${sheet.data.ten} · ${sheet.data.hoTen}` : undefined} />
        {sheet.isLoading ? (
          <Skeleton active />
        ) : !sheet.data ? (
          <Empty description={t('lam.khongCo')}>{backButton}</Empty>
        ) : sheet.data.daNop ? (
          <Result status="success" title={t('veHocSinh.daNop')} subTitle={t('veHocSinh.baoMat')} extra={backButton} />
        ) : (
          <Space orientation="vertical" style={{ width: '100%' }}>
            {backButton}
            <AnswerSheet sheet={sheet.data} hocSinhId={hocSinhId} onSubmitted={() => void sheet.refetch()} />
          </Space>
        )}
      </>
    );
  }

  const byCampaign = new Map<number, BaiVeHocSinh[]>();
  for (const r of list.data ?? []) byCampaign.set(r.dotId, [...(byCampaign.get(r.dotId) ?? []), r]);
  return (
    <>
      <PageHeader subTitle={t('veHocSinh.gioiThieu')} />
      {list.isLoading ? (
        <Skeleton active />
      ) : byCampaign.size === 0 ? (
        <Empty description={t('veHocSinh.trong')} />
      ) : (
        <Space orientation="vertical" size="large" style={{ width: '100%' }}>
          {[...byCampaign.values()].map((rows) => (
            <CampaignCard
              key={rows[0]!.dotId}
              rows={rows}
              open={(r) => setParams({ dot: String(r.dotId), hs: String(r.hocSinhId) })}
            />
          ))}
        </Space>
      )}
    </>
  );
}
