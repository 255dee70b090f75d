import { TeamOutlined } from '@ant-design/icons';
import type { LopQuanLy } from '@hpl/shared/lop-quan-ly/contract';
import { Button, Tooltip } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAcademicYearId } from '../../../app/academic-year-store';
import { CrudPage } from '../../../components/crud/crud-page';
import { useAcademicYears } from '../../session';
import { ClassStudentsDrawer } from '../components/class-students-drawer';
import { lopQuanLyConfig } from '../components/lop-quan-ly.config';

/**
 * `quanly/LopQuanLy`: homeroom classes of the year selected in the header — grade level, system, room, homeroom
 * teacher and head count; create/edit, delete (refused while the class has history) and the class's students.
 */
export default function LopQuanLyPage() {
  const { t } = useTranslation('lop-quan-ly');
  const namHocId = useAcademicYearId();
  const yearName = useAcademicYears().data?.items.find((y) => y.id === namHocId)?.tenNamHoc;
  const [shown, setShown] = useState<LopQuanLy | null>(null);
  const baseQuery = useMemo(() => ({ namHocId: namHocId ?? undefined }), [namHocId]);
  const baseInput = useMemo(() => ({ namHocId }), [namHocId]);

  return (
    <CrudPage<LopQuanLy>
      config={lopQuanLyConfig}
      baseQuery={baseQuery}
      baseInput={baseInput}
      enabled={namHocId !== null}
      subTitle={yearName ? t('lop.ofYear', { name: yearName }) : undefined}
      rowExtra={(lop) => (
        <Tooltip title={t('lop.students')}>
          <Button
            type="text"
            size="small"
            icon={<TeamOutlined />}
            aria-label={t('lop.students')}
            onClick={() => setShown(lop)}
          />
        </Tooltip>
      )}
    >
      <ClassStudentsDrawer lop={shown} onClose={() => setShown(null)} />
    </CrudPage>
  );
}
