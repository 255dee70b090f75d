import { Flex, Input, Segmented, Tag } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAcademicYearId } from '../../../app/academic-year-store';
import { PageHeader } from '../../../components/page-header';
import { Select } from '../../../components/select';
import { useSubjectClasses } from '../api/list-subject-classes';
import { fold } from '../components/cell-text';
import { PrimaryClassesTable } from '../components/primary-classes-table';
import { SubjectClassesTable } from '../components/subject-classes-table';

/**
 * `quanlydiemvn/lopmonhoc`: every national-programme subject class of the year with its mark-entry progress per column
 * (cells filled / due), filtered by grade level, subject and teacher; any class's gradebook opens read-only. Primary
 * classes (Circular 27) follow with their progress per rating point.
 */
export default function SubjectClassesPage() {
  const { t } = useTranslation('diem-vn');
  const namHocId = useAcademicYearId();
  const [hocKy, setHocKy] = useState(1);
  const [khoi, setKhoi] = useState<number | undefined>();
  const [mon, setMon] = useState<number | undefined>();
  const [teacher, setTeacher] = useState('');
  // Every class of the term once (grade and subject filter on this page): the filters' options stay whole after a
  // choice, and changing a filter asks the server nothing.
  const classes = useSubjectClasses({ namHocId: namHocId ?? undefined, hocKy, phamVi: 'tatCa' }, namHocId !== null);
  const all = useMemo(() => classes.data ?? [], [classes.data]);
  const grades = useMemo(
    () => [...new Map(all.map((c) => [c.khoiId, c.tenKhoi])).entries()].map(([value, label]) => ({ value, label })),
    [all],
  );
  const subjects = useMemo(
    () => [...new Map(all.map((c) => [c.monHocId, c.tenMonHoc])).entries()].map(([value, label]) => ({ value, label })),
    [all],
  );
  const rows = all.filter(
    (c) =>
      (khoi === undefined || c.khoiId === khoi) &&
      (mon === undefined || c.monHocId === mon) &&
      (!teacher || c.giaoVien.some((g) => fold(g).includes(fold(teacher)))),
  );

  return (
    <>
      <PageHeader />
      <Flex vertical gap="middle">
        <Flex gap="small" wrap>
          <Segmented
            value={hocKy}
            options={[1, 2].map((k) => ({ value: k, label: t('page.term', { term: k }) }))}
            onChange={(k) => setHocKy(Number(k))}
          />
          <Select
            allowClear
            style={{ minWidth: 140 }}
            placeholder={t('classes.grade')}
            aria-label={t('classes.grade')}
            value={khoi}
            options={grades as { value: number; label: string }[]}
            onChange={setKhoi}
          />
          <Select
            allowClear
            showSearch={{ optionFilterProp: 'label' }}
            style={{ minWidth: 200 }}
            placeholder={t('classes.subject')}
            aria-label={t('classes.subject')}
            value={mon}
            options={subjects}
            onChange={setMon}
          />
          <Input.Search
            allowClear
            style={{ maxWidth: 240 }}
            placeholder={t('classes.teacher')}
            aria-label={t('classes.teacher')}
            onSearch={setTeacher}
          />
        </Flex>
        <SubjectClassesTable
          rows={rows}
          loading={classes.isPending}
          progress={(c) =>
            c.tienDo.map((p) => ({
              key: p.cot,
              label: t(`cot.${p.cot}`),
              tip: t('classes.progressOf', { column: t(`cot.${p.cot}`), done: p.daNhap, due: p.canNhap }),
              done: p.daNhap,
              due: p.canNhap,
            }))
          }
          state={(c) => (
            <>
              {c.congBo && <Tag color="blue">{t('page.published')}</Tag>}
              {c.khoa && <Tag color="red">{t('page.locked')}</Tag>}
            </>
          )}
          href={(c) => `/chuyenmon/sodiemnhanxet?lop=${c.id}&hk=${hocKy}`}
        />
        <PrimaryClassesTable
          namHocId={namHocId}
          filter={(c) =>
            (!mon || c.monHocId === mon) && (!teacher || c.giaoVien.some((g) => fold(g).includes(fold(teacher))))
          }
        />
      </Flex>
    </>
  );
}
