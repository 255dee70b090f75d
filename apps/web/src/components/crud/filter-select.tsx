import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Select } from '../select';
import type { FilterSpec } from './crud-config';
import { useSelectOptions } from './use-select-options';

interface FilterSelectProps {
  filter: FilterSpec;
  ns: string;
  /** Filters of the URL (`useListParams().params.filters`). */
  values: Record<string, string>;
  /** Filters that depend on this one (cleared with it: a floor of another building matches nothing). */
  dependents?: readonly FilterSpec[];
}

/** One list filter kept in the URL; changing it returns to page 1 and clears the filters that depend on it. */
export function FilterSelect({ filter, ns, values, dependents = [] }: FilterSelectProps) {
  const { t } = useTranslation(ns);
  const { t: tc } = useTranslation('common');
  const [, setSearchParams] = useSearchParams();
  const parentValue = filter.dependsOn ? values[filter.dependsOn.field] : undefined;
  const { options, loading, waitingForParent } = useSelectOptions(filter.options, ns, filter.dependsOn, parentValue);
  const label = t(filter.label);

  const change = (value: string | number | undefined) =>
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value === undefined || value === '') next.delete(filter.param);
        else next.set(filter.param, String(value));
        for (const child of dependents) next.delete(child.param);
        next.delete('pageIndex');
        return next;
      },
      { replace: true },
    );

  return (
    <Select
      aria-label={label}
      allowClear
      placeholder={label}
      title={waitingForParent ? tc('crud.chooseFirst') : undefined}
      disabled={waitingForParent}
      loading={loading}
      value={values[filter.param] ?? undefined}
      options={options.map((o) => ({ value: String(o.value), label: o.label }))}
      onChange={change}
      showSearch
      popupMatchSelectWidth={false}
      style={{ minWidth: 150 }}
    />
  );
}
