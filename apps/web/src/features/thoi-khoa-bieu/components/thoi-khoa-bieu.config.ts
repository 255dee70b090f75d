import type { ThoiKhoaBieu } from '@hpl/shared/thoi-khoa-bieu/contract';
import type { CrudConfig } from '../../../components/crud/crud-config';
import { thoiKhoaBieuKeys } from '../api/keys';

/** The ThoiKhoaBieu list: server-paged table, search, create/edit drawer and delete with confirmation. */
export const thoiKhoaBieuConfig: CrudConfig<ThoiKhoaBieu> = {
  resource: 'ThoiKhoaBieu',
  ns: 'thoi-khoa-bieu',
  prefix: 'thoiKhoaBieu',
  keys: thoiKhoaBieuKeys,
  nameOf: (r) => r.ten,
  defaultSort: 'ten',
  columns: [
    { field: 'ten', title: 'thoiKhoaBieu.ten', sort: 'ten' },
    { field: 'moTa', title: 'thoiKhoaBieu.moTa', from: 'md' },
  ],
  fields: [
    { name: 'ten', label: 'thoiKhoaBieu.ten', type: 'text', required: true, maxLength: 200 },
    { name: 'moTa', label: 'thoiKhoaBieu.moTa', type: 'text', maxLength: 2000 },
  ],
};
