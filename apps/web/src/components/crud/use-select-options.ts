import { useTranslation } from 'react-i18next';
import { useOptionRows } from './api/list-options';
import type { DependsOn, OptionSource } from './crud-config';

export interface SelectOption {
  value: string | number;
  label: string;
}

/**
 * Choices of a select. Resource options load every row once (cached and shared by the table's filters and the
 * form); a dependent select waits for its parent's value and loads only the matching rows.
 */
export function useSelectOptions(
  source: OptionSource,
  ns: string,
  dependsOn?: DependsOn,
  parentValue?: unknown,
): { options: SelectOption[]; loading: boolean; ready: boolean; waitingForParent: boolean } {
  const { t } = useTranslation(ns);
  const isResource = source.kind === 'resource';
  const waitingForParent =
    dependsOn !== undefined && (parentValue === undefined || parentValue === null || parentValue === '');
  const query = {
    ...(isResource ? source.query : {}),
    ...(dependsOn && !waitingForParent ? { [dependsOn.param]: String(parentValue) } : {}),
  };
  const rows = useOptionRows<Record<string, unknown>>(
    isResource ? source.resource : '',
    query,
    isResource && !waitingForParent,
  );

  if (source.kind === 'enum') {
    return {
      options: source.values.map((value) => ({ value, label: t(`${source.labelKey}${value}`) })),
      loading: false,
      ready: true,
      waitingForParent: false,
    };
  }
  const valueField = source.valueField ?? 'id';
  return {
    options: (rows.data ?? []).map((row) => ({ value: row[valueField] as number, label: source.label(row) })),
    loading: rows.isFetching,
    ready: rows.isSuccess,
    waitingForParent,
  };
}
