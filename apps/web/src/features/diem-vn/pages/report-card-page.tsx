import { FilePdfOutlined } from '@ant-design/icons';
import { Button, Spin } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAcademicYearId } from '../../../app/academic-year-store';
import { PageHeader } from '../../../components/page-header';
import { downloadReportCard } from '../api/download-report-card';
import { useReport } from '../api/get-report';
import { downloadPrimaryReportCard, usePrimaryReport } from '../api/primary-report';
import { PrimaryReportView } from '../components/primary-report-view';
import { ReportView } from '../components/report-view';

/**
 * `hocsinh/phieuketquahoctap`: the signed-in student's own published marks, averages, comments and confirmed
 * summaries for each term and the year. Never ranks or classmates' results. A primary pupil sees the Circular 27 report.
 */
export default function ReportCardPage() {
  const { t } = useTranslation('diem-vn');
  const namHocId = useAcademicYearId();
  const report = useReport(null, namHocId);
  // A primary pupil (Circular 27) has the primary report: ratings, tests, qualities and competences.
  const primary = usePrimaryReport(null, namHocId);
  const [downloading, setDownloading] = useState(false);
  return (
    <>
      <PageHeader
        subTitle={report.data ? t('report.ofYear', { year: report.data.namHoc.tenNamHoc }) : undefined}
        extra={
          <Button
            icon={<FilePdfOutlined />}
            loading={downloading}
            onClick={async () => {
              setDownloading(true);
              try {
                if (primary.data) await downloadPrimaryReportCard(null, namHocId);
                else await downloadReportCard(null, namHocId);
              } finally {
                setDownloading(false);
              }
            }}
          >
            {t('report.pdf')}
          </Button>
        }
      />
      {primary.data ? (
        <PrimaryReportView report={primary.data} />
      ) : report.data && !primary.isLoading ? (
        <ReportView report={report.data} />
      ) : (
        <Spin />
      )}
    </>
  );
}
