import type { SelectProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { Select } from '../../../components/select';
import { useClassOptions } from '../api/list-class-options';

/** A homeroom class of the year, searchable by name (accents ignored by antd's label filter on the name as typed). */
export function ClassSelect({
  namHocId,
  exclude,
  ...props
}: Omit<SelectProps<number>, 'options'> & { namHocId: number | null; exclude?: number | null }) {
  const { t } = useTranslation('hoc-sinh');
  const classes = useClassOptions(namHocId);
  return (
    <Select<number>
      showSearch={{ optionFilterProp: 'label' }}
      allowClear
      placeholder={t('filter.class')}
      loading={classes.isLoading}
      style={{ minWidth: 160 }}
      {...props}
      options={classes.data?.items
        .filter((c) => c.id !== exclude)
        .map((c) => ({ value: c.id, label: c.tenLop, title: `${c.tenLop} · ${c.tenKhoi} · ${c.siSo}` }))}
    />
  );
}
