import { DeleteOutlined, EditOutlined } from '@ant-design/icons';
import { Button, Flex, type TableColumnType, Tooltip } from 'antd';
import type { ReactNode } from 'react';
import { ACTIONS_KEY } from '../data-table';
import type { CrudConfig, Translate } from './crud-config';

export interface RowActions<R> {
  onEdit?: (row: R) => void;
  onDelete?: (row: R) => void;
  /** Screen-specific buttons before edit/delete (students of a class, members of a department…). */
  extra?: (row: R) => ReactNode;
  /** Label of the actions column and of the edit/delete buttons. */
  labels: { actions: string; edit: string; delete: string };
}

/**
 * Table columns of a config: titles translated, sortable ones keyed by the API sort field, secondary ones hidden on
 * narrow screens, and an actions column whose buttons carry accessible names (icon-only on phones).
 */
export function buildColumns<R extends { id: number }>(
  config: Pick<CrudConfig<R & { version?: number }>, 'columns'>,
  t: Translate,
  actions: RowActions<R>,
): TableColumnType<R>[] {
  const columns: TableColumnType<R>[] = config.columns.map((c) => ({
    key: c.sort ?? c.field,
    dataIndex: c.field,
    title: t(c.title),
    sorter: c.sort ? true : undefined,
    align: c.align,
    responsive: c.from ? [c.from] : undefined,
    render: c.render ? (_: unknown, row: R) => c.render?.(row, t) : undefined,
  }));
  if (!actions.onEdit && !actions.onDelete && !actions.extra) return columns;
  columns.push({
    // The shared table pins it right on wide screens and puts it at each card's foot on phones.
    key: ACTIONS_KEY,
    title: actions.labels.actions,
    align: 'right',
    render: (_: unknown, row: R) => (
      <Flex gap={4} justify="end" wrap={false}>
        {actions.extra?.(row)}
        {actions.onEdit && (
          <Tooltip title={actions.labels.edit}>
            <Button
              type="text"
              size="small"
              icon={<EditOutlined />}
              aria-label={actions.labels.edit}
              onClick={() => actions.onEdit?.(row)}
            />
          </Tooltip>
        )}
        {actions.onDelete && (
          <Tooltip title={actions.labels.delete}>
            <Button
              type="text"
              size="small"
              danger
              icon={<DeleteOutlined />}
              aria-label={actions.labels.delete}
              onClick={() => actions.onDelete?.(row)}
            />
          </Tooltip>
        )}
      </Flex>
    ),
  });
  return columns;
}
