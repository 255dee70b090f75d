import type { LopMonHocTieuHoc } from '@hpl/shared/diem-vn/tieu-hoc.contract';
import { Flex, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { usePrimaryClasses } from '../api/primary-classes';
import { SubjectClassesTable } from './subject-classes-table';

/**
 * `quanlydiemvn/lopmonhoc`, primary part: every primary subject class (Circular 27) with its entry progress per rating
 * point (pupils whose rating, and the test due, are entered); any class's gradebook opens read-only.
 */
export function PrimaryClassesTable({
  namHocId,
  filter,
}: {
  namHocId: number | null;
  filter: (c: LopMonHocTieuHoc) => boolean;
}) {
  const { t } = useTranslation('diem-vn');
  const classes = usePrimaryClasses({ namHocId: namHocId ?? undefined, phamVi: 'tatCa' }, namHocId !== null);
  return (
    <Flex vertical gap="small">
      <Typography.Title level={5} style={{ margin: 0 }}>
        {t('tieuHoc.classesTitle')}
      </Typography.Title>
      <SubjectClassesTable
        rows={(classes.data ?? []).filter(filter)}
        loading={classes.isLoading}
        progress={(c) =>
          c.tienDo.map((p) => ({
            key: p.ky,
            label: p.ky,
            tip: t('tieuHoc.progressOf', { period: t(`tieuHoc.ky.${p.ky}`), done: p.daNhap, due: p.canNhap }),
            done: p.daNhap,
            due: p.canNhap,
          }))
        }
        state={(c) => (
          <>
            {c.congBo.map((k) => (
              <Tag key={`p${k}`} color="blue">
                {t('tieuHoc.publishedTerm', { term: k })}
              </Tag>
            ))}
            {c.khoa.map((k) => (
              <Tag key={`l${k}`} color="red">
                {t('tieuHoc.lockedTerm', { term: k })}
              </Tag>
            ))}
          </>
        )}
        href={(c) => `/chuyenmon/sodiemnhanxet?lop=${c.id}&th=1`}
      />
    </Flex>
  );
}
