import type { TuyenSinh } from '@hpl/shared/tuyen-sinh/contract';
import type { CrudConfig } from '../../../components/crud/crud-config';
import { tuyenSinhKeys } from '../api/keys';

/** The TuyenSinh list: server-paged table, search, create/edit drawer and delete with confirmation. */
export const tuyenSinhConfig: CrudConfig<TuyenSinh> = {
  resource: 'TuyenSinh',
  ns: 'tuyen-sinh',
  prefix: 'tuyenSinh',
  keys: tuyenSinhKeys,
  nameOf: (r) => r.ten,
  defaultSort: 'ten',
  columns: [
    { field: 'ten', title: 'tuyenSinh.ten', sort: 'ten' },
    { field: 'moTa', title: 'tuyenSinh.moTa', from: 'md' },
  ],
  fields: [
    { name: 'ten', label: 'tuyenSinh.ten', type: 'text', required: true, maxLength: 200 },
    { name: 'moTa', label: 'tuyenSinh.moTa', type: 'text', maxLength: 2000 },
  ],
};
