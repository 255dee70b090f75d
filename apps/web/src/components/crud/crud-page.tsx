import { PlusOutlined } from '@ant-design/icons';
import { App, Button, Form, type TableProps } from 'antd';
import { type ReactNode, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Query } from '../../lib/api';
import { exportRecords } from '../../lib/export-records';
import { DataTable } from '../data-table';
import { FormDrawer } from '../form-drawer';
import { PageHeader } from '../page-header';
import { useConfirm } from '../use-confirm';
import { useListParams } from '../use-list-params';
import { useDeleteRecord } from './api/delete-record';
import { useRecords } from './api/list-records';
import { useSaveRecord } from './api/save-record';
import { buildColumns } from './build-columns';
import type { CrudConfig } from './crud-config';
import { FieldInput } from './field-input';
import { FilterSelect } from './filter-select';
import { defaultFormValues, toApiInput, toFormValues } from './form-values';

type Row = { id: number; version?: number };

export interface CrudPageProps<R extends Row> {
  config: CrudConfig<R>;
  /** Fixed list parameters that are not in the URL (the year chosen in the header); part of the query key. */
  baseQuery?: Query;
  /** Fixed values of every create/update body (the year a new class belongs to). */
  baseInput?: Record<string, unknown>;
  /** False while a fixed parameter is not known yet (no year chosen). */
  enabled?: boolean;
  subTitle?: ReactNode;
  /** Extra buttons of each row before edit/delete. */
  rowExtra?: (row: R) => ReactNode;
  /** Extra header buttons before "create". */
  headerExtra?: ReactNode;
  /** Other cached queries a write changes (the header's year list). */
  alsoInvalidate?: readonly (readonly unknown[])[];
  /** Last adjustments of the API body (e.g. keep fields the form does not show). */
  prepareInput?: (input: Record<string, unknown>, editing: R | null) => Record<string, unknown>;
  tableProps?: DataTableTableProps<R>;
  /** Drawers and modals of the screen's own actions. */
  children?: ReactNode;
}

type DataTableTableProps<R> = Omit<
  TableProps<R>,
  'columns' | 'rowKey' | 'dataSource' | 'loading' | 'pagination' | 'onChange'
>;

/**
 * THE structure screen: server-paged table (search, sort, filters in the URL), Excel export when the API has one,
 * a create/edit drawer whose fields come from the config (server field errors land under the fields) and delete
 * with confirmation (a refusal shows the server's reason). One config per resource instead of one page per copy.
 */
export function CrudPage<R extends Row>({
  config,
  baseQuery,
  baseInput,
  enabled = true,
  subTitle,
  rowExtra,
  headerExtra,
  alsoInvalidate = [],
  prepareInput,
  tableProps,
  children,
}: CrudPageProps<R>) {
  const { t: tr } = useTranslation(config.ns);
  const { t } = useTranslation('common');
  const { message } = App.useApp();
  const { confirmDanger } = useConfirm();
  const list = useListParams({ sort: config.defaultSort });
  const query = useMemo<Query>(() => ({ ...list.query, ...baseQuery }), [list.query, baseQuery]);
  const records = useRecords<R>(config.resource, config.keys, query, enabled);
  const save = useSaveRecord<R>(config.resource, config.keys, alsoInvalidate);
  const remove = useDeleteRecord(config.resource, config.keys, alsoInvalidate);
  const [form] = Form.useForm();
  const [editing, setEditing] = useState<R | null>(null);
  const [open, setOpen] = useState(false);

  const openForm = (row: R | null) => {
    setEditing(row);
    setOpen(true);
  };

  const submit = async (values: Record<string, unknown>) => {
    let body = { ...toApiInput(config.fields, values), ...baseInput };
    if (editing?.version !== undefined) body.version = editing.version;
    if (prepareInput) body = prepareInput(body, editing);
    await save.mutateAsync({ id: editing?.id, body });
    message.success(t('crud.saved'));
  };

  const askDelete = (row: R) =>
    confirmDanger({
      title: tr(`${config.prefix}.deleteTitle`, { name: config.nameOf(row) }),
      content: t('crud.deleteContent'),
      onOk: async () => {
        await remove.mutateAsync(row.id);
        message.success(t('crud.deleted'));
      },
    });

  const columns = buildColumns<R>(config, tr, {
    onEdit: config.updatable === false ? undefined : (row) => openForm(row),
    onDelete: askDelete,
    extra: rowExtra,
    labels: { actions: t('crud.actions'), edit: tr('common:action.edit'), delete: tr('common:action.delete') },
  });

  const filters = config.filters ?? [];
  const toolbar = filters.map((filter) => (
    <FilterSelect
      key={filter.param}
      filter={filter}
      ns={config.ns}
      values={list.params.filters}
      dependents={filters.filter((f) => f.dependsOn?.field === filter.param)}
    />
  ));

  const initialValues = editing
    ? (config.toForm?.(editing) ?? toFormValues(config.fields, editing as unknown as Record<string, unknown>))
    : defaultFormValues(config.fields);

  return (
    <>
      <PageHeader
        subTitle={subTitle}
        extra={
          <>
            {headerExtra}
            <Button type="primary" icon={<PlusOutlined />} onClick={() => openForm(null)} disabled={!enabled}>
              {tr(`${config.prefix}.create`)}
            </Button>
          </>
        }
      />
      <DataTable<R>
        columns={columns}
        rowKey="id"
        data={records.data}
        loading={records.isFetching}
        list={list}
        toolbar={toolbar.length > 0 ? toolbar : undefined}
        onExport={
          config.exportPath
            ? () => exportRecords(config.exportPath!, query, config.exportName ?? config.resource)
            : undefined
        }
        tableProps={tableProps}
      />
      <FormDrawer
        form={form}
        open={open}
        title={tr(editing ? `${config.prefix}.editTitle` : `${config.prefix}.createTitle`)}
        initialValues={initialValues}
        onSubmit={submit}
        onClose={() => setOpen(false)}
      >
        {config.fields.map((field) => (
          <FieldInput key={field.name} field={field} ns={config.ns} form={form} />
        ))}
      </FormDrawer>
      {children}
    </>
  );
}
