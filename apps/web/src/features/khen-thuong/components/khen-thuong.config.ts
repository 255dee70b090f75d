import type { KhenThuong } from '@hpl/shared/khen-thuong/contract';
import type { CrudConfig } from '../../../components/crud/crud-config';
import { khenThuongKeys } from '../api/keys';

/** The KhenThuong list: server-paged table, search, create/edit drawer and delete with confirmation. */
export const khenThuongConfig: CrudConfig<KhenThuong> = {
  resource: 'KhenThuong',
  ns: 'khen-thuong',
  prefix: 'khenThuong',
  keys: khenThuongKeys,
  nameOf: (r) => r.ten,
  defaultSort: 'ten',
  columns: [
    { field: 'ten', title: 'khenThuong.ten', sort: 'ten' },
    { field: 'moTa', title: 'khenThuong.moTa', from: 'md' },
  ],
  fields: [
    { name: 'ten', label: 'khenThuong.ten', type: 'text', required: true, maxLength: 200 },
    { name: 'moTa', label: 'khenThuong.moTa', type: 'text', maxLength: 2000 },
  ],
};
