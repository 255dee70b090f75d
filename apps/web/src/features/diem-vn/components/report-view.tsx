import type { PhieuKetQua } from '@hpl/shared/diem-vn/tong-ket.contract';
import { type CellValue, missingForTermResult } from '@hpl/shared/grades-vn/gradebook';
import { Descriptions, Flex, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatAverage, formatCellText } from './cell-text';
import { ReportFrame } from './report-frame';

type Subject = PhieuKetQua['mon'][number];

/** One student's report (phiếu kết quả học tập): marks, averages and comments per term, the year, the summaries. */
export function ReportView({ report }: { report: PhieuKetQua }) {
  const { t, i18n } = useTranslation('diem-vn');
  const lang = i18n.language;
  const outcome = (ketQua: 'Đạt' | 'Chưa đạt' | null | undefined) =>
    ketQua ? (ketQua === 'Đạt' ? t('ketQua.dat') : t('ketQua.chuaDat')) : '';
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
    const value =
      s.hinhThucDanhGia === 'nhan_xet' ? outcome(term?.ketQua) : formatAverage(term?.trungBinh ?? null, lang);
    return value || blankReason(s, hocKy);
  };
  // A blank result says why: exempt from the subject, marks not published yet, or the marks it still waits for.
  const blankReason = (s: Subject, hocKy: number) => {
    const cells = s.hocKy.find((k) => k.hocKy === hocKy)?.o.filter((c) => c.cot !== 'KTL') ?? [];
    const byColumn = Object.fromEntries(cells.map((c) => [c.cot, c as CellValue]));
    const regular = cells.filter((c) => c.cot.startsWith('TX')).length;
    const missing = missingForTermResult(byColumn, s.hinhThucDanhGia === 'nhan_xet' ? 'nhan_xet' : 'diem', regular);
    const reason =
      cells.length === 0
        ? t('report.blankNotPublished')
        : cells.every((c) => c.trangThai === 'mien')
          ? t('report.blankExempt')
          : missing.length > 0
            ? t('report.blankWaiting', { columns: missing.map((c) => t(`cot.${c}`)).join(', ') })
            : '';
    return reason && <Typography.Text type="secondary">{reason}</Typography.Text>;
  };
  const year = (s: Subject) => {
    const value = s.hinhThucDanhGia === 'nhan_xet' ? outcome(s.ketQuaCaNam) : formatAverage(s.caNam, lang);
    return s.kiemTraLai ? (
      <Flex gap={4} justify="center" wrap>
        {value}
        <Tag color="orange">{t('report.retake')}</Tag>
      </Flex>
    ) : (
      value
    );
  };

  return (
    <ReportFrame
      student={report.hocSinh}
      subjects={report.mon}
      periods={[
        { key: 'term1', title: t('report.term1'), render: (s) => result(s, 1) },
        { key: 'term2', title: t('report.term2'), render: (s) => result(s, 2) },
        { key: 'year', title: t('report.year'), render: year },
      ]}
      notes={(s) =>
        [1, 2].map((hocKy) => {
          const comment = s.hocKy.find((k) => k.hocKy === hocKy)?.nhanXet;
          return {
            key: hocKy,
            label: t('page.term', { term: hocKy }),
            text: (
              <>
                {marks(s, hocKy)}
                {comment && <> — {comment}</>}
              </>
            ),
          };
        })
      }
    >
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
    </ReportFrame>
  );
}
