import { Alert, Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { useAcademicYears } from '../../features/session';
import { pickDefaultYear, useAcademicYearStore } from '../academic-year-store';

/**
 * Shown above every page while the header's year is not the active one: changes made now go to that year, and
 * nothing else on the screen says so as clearly.
 */
export function PastYearBanner() {
  const { t } = useTranslation('shell');
  const years = useAcademicYears().data?.items ?? [];
  const namHocId = useAcademicYearStore((s) => s.namHocId);
  const setNamHocId = useAcademicYearStore((s) => s.setNamHocId);
  const chosen = years.find((y) => y.id === namHocId);
  const activeId = pickDefaultYear(years);
  const active = years.find((y) => y.id === activeId);
  if (!chosen || !active || chosen.isActive || !active.isActive) return null;

  return (
    <Alert
      className="past-year-banner"
      type="warning"
      showIcon
      banner
      role="status"
      title={t('year.pastBanner', { year: chosen.tenNamHoc, active: active.tenNamHoc })}
      action={
        <Button size="small" onClick={() => setNamHocId(active.id)}>
          {t('year.backToActive')}
        </Button>
      }
    />
  );
}
