import type { PhieuTieuHoc } from '@hpl/shared/diem-vn/tieu-hoc.contract';
import { PRIMARY_CRITERIA } from '@hpl/shared/diem-vn/tieu-hoc.contract';
import { PRIMARY_PERIODS } from '@hpl/shared/grades-vn/rules';
import { Table, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatRating } from './primary-cell-text';
import { ReportFrame } from './report-frame';

type Subject = PhieuTieuHoc['mon'][number];

/** A primary pupil's report (Circular 27): ratings and tests per rating point, comments, qualities, the year result. */
export function PrimaryReportView({ report }: { report: PhieuTieuHoc }) {
  const { t } = useTranslation('diem-vn');
  return (
    <ReportFrame<Subject>
      student={report.hocSinh}
      subjects={report.mon}
      periods={PRIMARY_PERIODS.map((ky) => ({
        key: ky,
        title: t(`tieuHoc.ky.${ky}`),
        render: (s) => {
          const e = s.ky.find((k) => k.ky === ky);
          if (!e) return <Typography.Text type="secondary">—</Typography.Text>;
          return [formatRating(e.mucDat), e.diemKiemTra ?? ''].filter((x) => x !== '').join(' · ');
        },
      }))}
      notes={(s) =>
        s.ky.flatMap((k) => (k.nhanXet ? [{ key: k.ky, label: t(`tieuHoc.ky.${k.ky}`), text: k.nhanXet }] : []))
      }
    >
      <Typography.Text type="secondary">{t('tieuHoc.legend')}</Typography.Text>
      <Table
        rowKey="code"
        size="small"
        pagination={false}
        scroll={{ x: 'max-content' }}
        dataSource={PRIMARY_CRITERIA.map((code) => ({ code }))}
        columns={[
          { title: t('tieuHoc.criterionColumn'), render: (_v, r) => t(`tieuHoc.criterion.${r.code}`) },
          ...PRIMARY_PERIODS.map((ky) => ({
            title: t(`tieuHoc.ky.${ky}`),
            key: ky,
            align: 'center' as const,
            render: (_v: unknown, r: { code: (typeof PRIMARY_CRITERIA)[number] }) => {
              const rating = report.phamChat.find((p) => p.ky === ky)?.muc[r.code];
              return rating ? t(`tieuHoc.quality.${rating}`) : '';
            },
          })),
        ]}
      />
      <Typography.Text>
        <strong>{t('tieuHoc.yearResult')}:</strong>{' '}
        {report.ketQua ? <Tag color="green">{t(`tieuHoc.result.${report.ketQua}`)}</Tag> : t('tieuHoc.result.none')}
      </Typography.Text>
    </ReportFrame>
  );
}
