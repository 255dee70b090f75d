import type { PhieuKetQua } from '@hpl/shared/diem-vn/tong-ket.contract';
import { Descriptions, Empty, Flex, Table, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatAverage, formatCellText } from './cell-text';

type Subject = PhieuKetQua['mon'][number];

/** One student's report (phiếu kết quả học tập): marks, averages and comments per term, the year, the summaries. */
export function ReportView({ report }: { report: PhieuKetQua }) {
  const { t, i18n } = useTranslation('diem-vn');
  const lang = i18n.language;
  const marks = (s: Subject, hocKy: number) => {
    const term = s.hocKy.find((k) => k.hocKy === hocKy);
    if (!term?.o.length) return <Typography.Text type="secondary">{t('report.notPublished')}</Typography.Text>;
    return term.o
      .filter((c) => c.cot !== 'KTL')
      .map((c) => `${t(`cot.${c.cot}`)} ${formatCellText(c, lang)}`)
      .join(' · ');
  };
  const result = (s: Subject, hocKy: number) => {
    const term = s.hocKy.find((k) => k.hocKy === hocKy);
    if (s.hinhThucDanhGia === 'nhan_xet')
      return term?.ketQua ? (term.ketQua === 'Đạt' ? t('ketQua.dat') : t('ketQua.chuaDat')) : '';
    return formatAverage(term?.trungBinh ?? null, lang);
  };
  const subjectName = (s: Subject) => (lang === 'en' && s.tenMonHocEn ? s.tenMonHocEn : s.tenMonHoc);

  return (
    <Flex vertical gap="middle">
      <Descriptions
        size="small"
        column={{ xs: 1, sm: 3 }}
        items={[
          { key: 'name', label: t('grid.hoTen'), children: report.hocSinh.hoTen },
          { key: 'code', label: t('report.code'), children: report.hocSinh.maHocSinh },
          { key: 'class', label: t('report.class'), children: report.hocSinh.lop ?? '' },
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
          expandedRowRender: (s) => (
            <Flex vertical gap={4}>
              {[1, 2].map((hocKy) => (
                <Typography.Text key={hocKy}>
                  <strong>{t('page.term', { term: hocKy })}:</strong> {marks(s, hocKy)}
                  {s.hocKy.find((k) => k.hocKy === hocKy)?.nhanXet && (
                    <> — {s.hocKy.find((k) => k.hocKy === hocKy)!.nhanXet}</>
                  )}
                </Typography.Text>
              ))}
            </Flex>
          ),
        }}
        columns={[
          { title: t('classes.subject'), render: (_v, s) => subjectName(s) },
          { title: t('report.term1'), align: 'center', render: (_v, s) => result(s, 1) },
          { title: t('report.term2'), align: 'center', render: (_v, s) => result(s, 2) },
          {
            title: t('report.year'),
            align: 'center',
            render: (_v, s) => {
              const year =
                s.hinhThucDanhGia === 'nhan_xet'
                  ? s.ketQuaCaNam
                    ? s.ketQuaCaNam === 'Đạt'
                      ? t('ketQua.dat')
                      : t('ketQua.chuaDat')
                    : ''
                  : formatAverage(s.caNam, lang);
              return s.kiemTraLai ? (
                <Flex gap={4} justify="center" wrap>
                  {year}
                  <Tag color="orange">{t('report.retake')}</Tag>
                </Flex>
              ) : (
                year
              );
            },
          },
        ]}
      />
      {report.tongKet.length > 0 && (
        <Descriptions
          bordered
          size="small"
          column={1}
          title={t('report.summary')}
          items={report.tongKet.map((s) => ({
            key: s.hocKy,
            label: s.hocKy === 0 ? t('report.year') : t('page.term', { term: s.hocKy }),
            children: (
              <Flex gap={6} wrap>
                {s.hocTap && <Tag>{t('report.learning', { level: t(`level.${s.hocTap}`) })}</Tag>}
                {s.renLuyen && <Tag>{t('report.conduct', { level: t(`level.${s.renLuyen}`) })}</Tag>}
                <Tag>{t('report.absences', { count: s.soBuoiNghi })}</Tag>
                {s.ketQua && <Tag color="blue">{t(`promotion.${s.ketQua}`)}</Tag>}
                {s.sauHe && <Tag color="orange">{t('report.afterRetake')}</Tag>}
                {s.danhHieu && <Tag color="gold">{t(`award.${s.danhHieu}`)}</Tag>}
              </Flex>
            ),
          }))}
        />
      )}
    </Flex>
  );
}
