import type { KhaoSatGiaoVien } from '@hpl/shared/khao-sat-giao-vien/contract';
import type { CrudConfig } from '../../../components/crud/crud-config';
import { khaoSatGiaoVienKeys } from '../api/keys';

/** The KhaoSatGiaoVien list: server-paged table, search, create/edit drawer and delete with confirmation. */
export const khaoSatGiaoVienConfig: CrudConfig<KhaoSatGiaoVien> = {
  resource: 'KhaoSatGiaoVien',
  ns: 'khao-sat-giao-vien',
  prefix: 'khaoSatGiaoVien',
  keys: khaoSatGiaoVienKeys,
  nameOf: (r) => r.ten,
  defaultSort: 'ten',
  columns: [
    { field: 'ten', title: 'khaoSatGiaoVien.ten', sort: 'ten' },
    { field: 'moTa', title: 'khaoSatGiaoVien.moTa', from: 'md' },
  ],
  fields: [
    { name: 'ten', label: 'khaoSatGiaoVien.ten', type: 'text', required: true, maxLength: 200 },
    { name: 'moTa', label: 'khaoSatGiaoVien.moTa', type: 'text', maxLength: 2000 },
  ],
};
