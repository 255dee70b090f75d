import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Select } from '../../../components/select';
import { useCambridgeClasses } from '../api/list-cambridge-classes';

/** The exam a page shows: `?baiThi=` or the first exam I reach; the classes query's state for loading and empty. */
export function useChosenExam() {
  const [params, setParams] = useSearchParams();
  const classes = useCambridgeClasses();
  const options = useMemo(
    () =>
      (classes.data ?? []).flatMap((c) =>
        c.baiThi.map((e) => ({ value: e.id, label: `${c.tenLop} · ${c.tenMonHoc} · ${e.ten}` })),
      ),
    [classes.data],
  );
  const examId = Number(params.get('baiThi')) || options[0]?.value || null;
  const choose = (id: number) => setParams({ baiThi: String(id) }, { replace: true });
  return { examId, options, choose, loading: classes.isLoading };
}

/** A searchable select of every exam I reach, labelled class · subject · exam. */
export function ExamPicker({ chosen }: { chosen: ReturnType<typeof useChosenExam> }) {
  const { t } = useTranslation('diem-cam');
  return (
    <Select
      style={{ minWidth: 280, maxWidth: 560 }}
      value={chosen.examId ?? undefined}
      options={chosen.options}
      loading={chosen.loading}
      placeholder={t('page.pickExam')}
      aria-label={t('page.pickExam')}
      showSearch={{ optionFilterProp: 'label' }}
      onChange={(id: number) => chosen.choose(id)}
    />
  );
}
