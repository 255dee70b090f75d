import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageHeader } from '../../../components/page-header';
import { Select } from '../../../components/select';
import { useCambridgeClasses } from '../api/list-cambridge-classes';
import { ResultsWorkspace } from '../components/results-workspace';

/**
 * `quanlydiemcam/quanlyketquadiemthicam`: the Cambridge grades office picks any Cambridge subject class, then one of
 * its exams, and works on its results. `?lop=&baiThi=` opens an exam. (A teacher enters their own classes' marks from
 * the class page, `chuyenmon/lophoccuatoi/:id/thongtinlophoc`, with the same workspace.)
 */
export default function ResultsPage() {
  const { t } = useTranslation('diem-cam');
  const [params, setParams] = useSearchParams();
  const classes = useCambridgeClasses();
  const lopId = Number(params.get('lop')) || classes.data?.find((c) => c.baiThi.length > 0)?.id || null;
  const lop = classes.data?.find((c) => c.id === lopId);

  const classOptions = useMemo(
    () =>
      (classes.data ?? []).map((c) => ({
        value: c.id,
        label: `${c.tenMonHoc}${c.maSyllabus ? ` (${c.maSyllabus})` : ''} · ${c.tenLop}`,
      })),
    [classes.data],
  );

  return (
    <ResultsWorkspace
      lop={lop}
      loadingClasses={classes.isLoading}
      hasClasses={Boolean(classes.data?.length)}
      header={({ subTitle, status }) => <PageHeader subTitle={subTitle} extra={status} />}
      classPicker={(flush) => (
        <Select
          style={{ minWidth: 240, maxWidth: '100%' }}
          value={lopId ?? undefined}
          options={classOptions}
          loading={classes.isLoading}
          placeholder={t('page.pickClass')}
          aria-label={t('page.pickClass')}
          onChange={async (id: number) => {
            await flush();
            setParams(
              (current) => {
                const p = new URLSearchParams(current);
                p.set('lop', String(id));
                p.delete('baiThi');
                return p;
              },
              { replace: true },
            );
          }}
          showSearch={{ optionFilterProp: 'label' }}
        />
      )}
    />
  );
}
