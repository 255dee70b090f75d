import type { PhieuTieuHoc } from '@hpl/shared/diem-vn/tieu-hoc.contract';
import { PRIMARY_CRITERIA } from '@hpl/shared/diem-vn/tieu-hoc.contract';
import { PRIMARY_PERIODS } from '@hpl/shared/grades-vn/rules';
import { Descriptions, Empty, Flex, Table, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatRating } from './primary-cell-text';

type Subject = PhieuTieuHoc['mon'][number];

/** A primary pupil's report (Circular 27): ratings and tests per rating point, comments, qualities, the year result. */
export function PrimaryReportView({ report }: { report: PhieuTieuHoc }) {
  const { t, i18n } = useTranslation('diem-vn');
  const subjectName = (s: Subject) => (i18n.language === 'en' && s.tenMonHocEn ? s.tenMonHocEn : s.tenMonHoc);
  return (
    <Flex vertical gap="middle">
      <Descriptions
        size="small"
        column={{ xs: 1, sm: 3 }}
        items={[
          { key: 'name', label: t('grid.hoTen'), children: report.hocSinh.hoTen },
          { key: 'code', label: t('report.code'), children: report.hocSinh.maHocSinh },
          { key: 'class', label: t('report.class'), children: report.hocSinh.lop },
        ]}
      />
      <Table<Subject>
        rowKey="lopMonHocId"
        size="small"
        pagination={false}
        dataSource={report.mon}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: <Empty description={t('report.noSubjects')} /> }}
        expandable={{
          rowExpandable: (s) => s.ky.some((k) => k.nhanXet),
          expandedRowRender: (s) => (
            <Flex vertical gap={4}>
              {s.ky
                .filter((k) => k.nhanXet)
                .map((k) => (
                  <Typography.Text key={k.ky}>
                    <strong>{t(`tieuHoc.ky.${k.ky}`)}:</strong> {k.nhanXet}
                  </Typography.Text>
                ))}
            </Flex>
          ),
        }}
        columns={[
          { title: t('classes.subject'), render: (_v, s) => subjectName(s) },
          ...PRIMARY_PERIODS.map((ky) => ({
            title: t(`tieuHoc.ky.${ky}`),
            key: ky,
            align: 'center' as const,
            render: (_v: unknown, s: Subject) => {
              const e = s.ky.find((k) => k.ky === ky);
              if (!e) return <Typography.Text type="secondary">—</Typography.Text>;
              return [formatRating(e.mucDat), e.diemKiemTra ?? ''].filter((x) => x !== '').join(' · ');
            },
          })),
        ]}
      />
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
    </Flex>
  );
}
