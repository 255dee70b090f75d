import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Select } from '../../components/select';
import { useAcademicYears } from '../../features/session';
import { pickDefaultYear, useAcademicYearStore } from '../academic-year-store';

/**
 * The header's academic-year selector (spec §2, §4): the year chosen earlier in this browser tab (see
 * academic-year-store), else the active year, else the first; outlined in warning colour while a past year is chosen.
 */
export function YearSelect({ compact }: { compact?: boolean }) {
  const { t } = useTranslation('shell');
  const { data, isLoading } = useAcademicYears();
  const namHocId = useAcademicYearStore((s) => s.namHocId);
  const setNamHocId = useAcademicYearStore((s) => s.setNamHocId);
  const years = data?.items ?? [];
  const viewingPast = years.some((y) => y.id === namHocId && !y.isActive) && years.some((y) => y.isActive);

  useEffect(() => {
    if (namHocId !== null && years.some((y) => y.id === namHocId)) return;
    const id = pickDefaultYear(years);
    if (id !== null) setNamHocId(id);
  }, [years, namHocId, setNamHocId]);

  return (
    <Select
      aria-label={t('header.academicYear')}
      title={t('header.academicYear')}
      loading={isLoading}
      value={namHocId ?? undefined}
      placeholder={t('header.academicYear')}
      onChange={setNamHocId}
      status={viewingPast ? 'warning' : undefined}
      options={years.map((y) => ({ value: y.id, label: y.isActive ? `${y.tenNamHoc} ●` : y.tenNamHoc }))}
      style={{ width: compact ? 136 : 150 }}
      popupMatchSelectWidth={false}
    />
  );
}
