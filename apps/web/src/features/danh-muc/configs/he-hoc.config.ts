import type { HeHoc } from '@hpl/shared/danh-muc/contract';
import { resourceKeys } from '../../../components/crud/api/keys';
import type { CrudConfig } from '../../../components/crud/crud-config';

/** `quanly/hehoc`: education systems (national programme, Cambridge…). */
export const heHocConfig: CrudConfig<HeHoc> = {
  resource: 'HeHoc',
  ns: 'danh-muc',
  prefix: 'heHoc',
  keys: resourceKeys('HeHoc'),
  exportName: 'he-hoc',
  exportPath: '/HeHoc/xuatExcel',
  nameOf: (r) => r.tenHeHoc,
  columns: [
    { field: 'ma', title: 'heHoc.ma', sort: 'ma' },
    { field: 'tenHeHoc', title: 'heHoc.tenHeHoc', sort: 'tenHeHoc' },
    { field: 'tenHeHocEn', title: 'heHoc.tenHeHocEn', from: 'md' },
  ],
  fields: [
    { name: 'ma', label: 'heHoc.ma', type: 'text', required: true, maxLength: 20, help: 'heHoc.ma.help' },
    { name: 'tenHeHoc', label: 'heHoc.tenHeHoc', type: 'text', required: true, maxLength: 100 },
    { name: 'tenHeHocEn', label: 'heHoc.tenHeHocEn', type: 'text', maxLength: 100 },
  ],
};
