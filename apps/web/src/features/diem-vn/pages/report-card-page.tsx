import { Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { useAcademicYearId } from '../../../app/academic-year-store';
import { PageHeader } from '../../../components/page-header';
import { useReport } from '../api/get-report';
import { ReportView } from '../components/report-view';

/**
 * `hocsinh/phieuketquahoctap`: the signed-in student's own published marks, averages, comments and confirmed
 * summaries for each term and the year. Never ranks or classmates' results.
 */
export default function ReportCardPage() {
  const { t } = useTranslation('diem-vn');
  const namHocId = useAcademicYearId();
  const report = useReport(null, namHocId);
  return (
    <>
      <PageHeader subTitle={report.data ? t('report.ofYear', { year: report.data.namHoc.tenNamHoc }) : undefined} />
      {report.data ? <ReportView report={report.data} /> : <Spin />}
    </>
  );
}
