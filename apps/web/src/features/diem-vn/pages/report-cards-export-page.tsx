import { FilePdfOutlined } from '@ant-design/icons';
import { Button, Empty, List, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAcademicYearId } from '../../../app/academic-year-store';
import { PageHeader } from '../../../components/page-header';
import { downloadReportCard } from '../api/download-report-card';
import { useHomerooms } from '../api/homerooms';
import { usePrimaryHomerooms } from '../api/primary-classes';
import { downloadPrimaryReportCard } from '../api/primary-report';

/**
 * `quanlydiemvn/xuatphieudiem`: print-ready report cards of a whole homeroom class in one PDF (a page per student,
 * the school's header, Vietnamese); the shell's download panel shows the progress. Primary classes (Circular 27) get
 * the primary card.
 */
export default function ReportCardsExportPage() {
  const { t } = useTranslation('diem-vn');
  const namHocId = useAcademicYearId();
  const homerooms = useHomerooms({ namHocId: namHocId ?? undefined, phamVi: 'tatCa' }, namHocId !== null);
  const primary = usePrimaryHomerooms({ namHocId: namHocId ?? undefined, phamVi: 'tatCa' }, namHocId !== null);
  const primaryIds = new Set((primary.data ?? []).map((h) => h.id));
  const [busy, setBusy] = useState<number | null>(null);
  return (
    <>
      <PageHeader />
      <Typography.Paragraph type="secondary">{t('export.help')}</Typography.Paragraph>
      <List
        loading={homerooms.isLoading || primary.isLoading}
        dataSource={[...(primary.data ?? []), ...(homerooms.data ?? [])]}
        locale={{ emptyText: <Empty /> }}
        grid={{ gutter: 12, xs: 1, sm: 2, md: 3, lg: 4 }}
        renderItem={(h) => (
          <List.Item>
            <Button
              block
              icon={<FilePdfOutlined />}
              loading={busy === h.id}
              onClick={async () => {
                setBusy(h.id);
                try {
                  const target = { lopQuanLyId: h.id, tenLop: h.tenLop };
                  // Primary classes (Circular 27) print the primary card: ratings, tests, qualities, the year result.
                  if (primaryIds.has(h.id)) await downloadPrimaryReportCard(target, namHocId);
                  else await downloadReportCard(target, namHocId);
                } finally {
                  setBusy(null);
                }
              }}
            >
              {h.tenLop}
              {h.gvcn ? ` · ${h.gvcn}` : ''}
              {/* The name starts with what the button shows (WCAG 2.5.3), then says what it does. */}
              <span className="visually-hidden"> — {t('export.classPdf', { name: h.tenLop })}</span>
            </Button>
          </List.Item>
        )}
      />
    </>
  );
}
