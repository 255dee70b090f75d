import { useTranslation } from 'react-i18next';
import { Select } from '../../../components/select';
import type { ListState } from '../../../components/use-list-params';
import { useGradeLevels } from '../api/list-class-options';
import { ClassSelect } from './class-select';

/** The grade and homeroom-class filters of student lists, kept in the URL as `khoiId` and `lopQuanLyId`. */
export function GradeClassFilters({ list, namHocId }: { list: ListState; namHocId: number | null }) {
  const { t } = useTranslation('hoc-sinh');
  const grades = useGradeLevels();
  const { khoiId, lopQuanLyId } = list.params.filters;
  return (
    <>
      <Select
        allowClear
        placeholder={t('filter.grade')}
        style={{ minWidth: 120 }}
        value={khoiId ? Number(khoiId) : undefined}
        onChange={(v) => list.setFilter('khoiId', v)}
        options={grades.data?.items.map((k) => ({ value: k.id, label: k.tenKhoi }))}
      />
      <ClassSelect
        namHocId={namHocId}
        value={lopQuanLyId ? Number(lopQuanLyId) : undefined}
        onChange={(v) => list.setFilter('lopQuanLyId', v)}
      />
    </>
  );
}
