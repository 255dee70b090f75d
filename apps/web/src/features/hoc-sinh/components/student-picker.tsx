import type { SelectProps } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Select } from '../../../components/select';
import { useStudents } from '../api/list-students';

/** Waits for the user to pause typing before asking the server (accent-insensitive search there). */
function useDebounced<T>(value: T, ms: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return debounced;
}

/** Picks one student of the whole school (any status), searched on the server by name or code. */
export function StudentPicker(props: Omit<SelectProps<number>, 'options' | 'showSearch' | 'filterOption'>) {
  const { t } = useTranslation('hoc-sinh');
  const [search, setSearch] = useState('');
  const term = useDebounced(search.trim(), 300);
  const students = useStudents({ search: term || undefined, pageSize: 20, sort: 'hoTen' });
  return (
    <Select<number>
      placeholder={t('transfer.pickStudent')}
      notFoundContent={students.isFetching ? t('common:loading') : t('common:table.empty')}
      {...props}
      showSearch={{ filterOption: false, onSearch: setSearch }}
      loading={students.isFetching}
      options={students.data?.items.map((s) => ({
        value: s.id,
        label: `${s.hoTen} · ${s.maHocSinh}${s.tenLop ? ` · ${s.tenLop}` : ''}`,
      }))}
    />
  );
}
