import type { Breakpoint } from 'antd';
import type { ReactNode } from 'react';
import type { ResourceKeys } from './api/keys';

/** The `t` of the resource's namespace. */
export type Translate = (key: string, options?: Record<string, unknown>) => string;

type Row = { id: number; version?: number };

/** Where a select's choices come from: a fixed list of codes, or the rows of another resource. */
export type OptionSource =
  | {
      kind: 'enum';
      values: readonly string[];
      /** Catalogue key of a code's label: `labelKey + code`, e.g. `capHoc.` + `thcs`. */
      labelKey: string;
    }
  | {
      kind: 'resource';
      /** PascalCase API resource: `/api/<resource>/danhSach<resource>?pageSize=-1`. */
      resource: string;
      /** Fixed filters of the option list (e.g. only staff at work). */
      query?: Record<string, string | number>;
      /** Field of the option row used as the value (default `id`). */
      valueField?: string;
      label: (row: Record<string, unknown>) => string;
    };

/** Narrows one select by the value of another (floors of the chosen building). */
export interface DependsOn {
  /** The form field or URL filter whose value narrows this one. */
  field: string;
  /** The query parameter the option list is filtered by. */
  param: string;
}

export interface ColumnSpec<R> {
  /** Row field shown (also the column key unless `sort` names the API sort field). */
  field: keyof R & string;
  /** Catalogue key of the header. */
  title: string;
  /** API sort field (`sort=<field>|-<field>`) when the column is sortable. */
  sort?: string;
  render?: (row: R, t: Translate) => ReactNode;
  /** Show only from this breakpoint up (narrow phones keep the essential columns). */
  from?: Breakpoint;
  align?: 'left' | 'right' | 'center';
}

export type FieldType = 'text' | 'number' | 'select' | 'multiSelect' | 'radio' | 'date';

export interface FieldSpec {
  /** Input property (server `fieldErrors` use the same path, so errors land under the field). */
  name: string;
  label: string;
  type: FieldType;
  /** Catalogue key of a help text under the field. */
  help?: string;
  required?: boolean;
  maxLength?: number;
  min?: number;
  max?: number;
  options?: OptionSource;
  dependsOn?: DependsOn;
  /** Only narrows another field (building → floor); not sent to the API. */
  formOnly?: boolean;
  /** The initial value on a new record. */
  defaultValue?: unknown;
}

export interface FilterSpec {
  /** URL and API query parameter. */
  param: string;
  label: string;
  options: OptionSource;
  dependsOn?: DependsOn;
}

/**
 * One structure screen described as data: the generic `CrudPage` turns it into a server-paged table with filters in
 * the URL, a create/edit drawer and delete with confirmation.
 */
export interface CrudConfig<R extends Row> {
  /** PascalCase API resource (`HeHoc` → `/api/HeHoc/...`). */
  resource: string;
  /** i18n namespace of the screen's texts. */
  ns: string;
  /** Key prefix of the screen's texts: `<prefix>.create`, `<prefix>.editTitle`, `<prefix>.deleteTitle`. */
  prefix: string;
  keys: ResourceKeys;
  columns: ColumnSpec<R>[];
  fields: FieldSpec[];
  filters?: FilterSpec[];
  /** The list's default sort when the URL has none. */
  defaultSort?: string;
  /** False for association rows (create and delete only). */
  updatable?: boolean;
  /** Path of the Excel export (same query as the list) when the API offers one. */
  exportPath?: string;
  /** File name stem of the export. */
  exportName?: string;
  /** Name used in the delete confirmation. */
  nameOf: (row: R) => string;
  /** Row → form values when the defaults (same-named fields) do not fit. */
  toForm?: (row: R) => Record<string, unknown>;
}
