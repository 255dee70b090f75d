import { FilePdfOutlined } from '@ant-design/icons';
import { Button, Empty, List, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAcademicYearId } from '../../../app/academic-year-store';
import { PageHeader } from '../../../components/page-header';
import { downloadReportCard } from '../api/download-report-card';
import { useHomerooms } from '../api/homerooms';
import { PrimaryNotBuilt } from '../components/primary-not-built';

/**
 * `quanlydiemvn/xuatphieudiem`: print-ready report cards of a whole homeroom class in one PDF (a page per student,
 * the school's header, Vietnamese); the shell's download panel shows the progress.
 */
export default function ReportCardsExportPage() {
  const { t } = useTranslation('diem-vn');
  const namHocId = useAcademicYearId();
  const homerooms = useHomerooms({ namHocId: namHocId ?? undefined, phamVi: 'tatCa' }, namHocId !== null);
  const [busy, setBusy] = useState<number | null>(null);
  return (
    <>
      <PageHeader />
      <Typography.Paragraph type="secondary">{t('export.help')}</Typography.Paragraph>
      <PrimaryNotBuilt />
      <List
        loading={homerooms.isLoading}
        dataSource={homerooms.data ?? []}
        locale={{ emptyText: <Empty /> }}
        grid={{ gutter: 12, xs: 1, sm: 2, md: 3, lg: 4 }}
        renderItem={(h) => (
          <List.Item>
            <Button
              block
              icon={<FilePdfOutlined />}
              loading={busy === h.id}
              aria-label={t('export.classPdf', { name: h.tenLop })}
              onClick={async () => {
                setBusy(h.id);
                try {
                  await downloadReportCard({ lopQuanLyId: h.id, tenLop: h.tenLop }, namHocId);
                } finally {
                  setBusy(null);
                }
              }}
            >
              {h.tenLop}
              {h.gvcn ? ` · ${h.gvcn}` : ''}
            </Button>
          </List.Item>
        )}
      />
    </>
  );
}
