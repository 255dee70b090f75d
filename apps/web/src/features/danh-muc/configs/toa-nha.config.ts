import type { ToaNha } from '@hpl/shared/danh-muc/contract';
import { resourceKeys } from '../../../components/crud/api/keys';
import type { CrudConfig } from '../../../components/crud/crud-config';
import { truongHocOptions } from './options';

/** `quanly/toanha`: buildings, optionally tied to a campus. */
export const toaNhaConfig: CrudConfig<ToaNha> = {
  resource: 'ToaNha',
  ns: 'danh-muc',
  prefix: 'toaNha',
  keys: resourceKeys('ToaNha'),
  exportName: 'toa-nha',
  exportPath: '/ToaNha/xuatExcel',
  nameOf: (r) => r.tenToaNha,
  columns: [
    { field: 'tenToaNha', title: 'toaNha.tenToaNha', sort: 'tenToaNha' },
    { field: 'tenTruong', title: 'toaNha.truongHocId', from: 'sm' },
    { field: 'soTang', title: 'toaNha.soTang', align: 'right' },
  ],
  filters: [{ param: 'truongHocId', label: 'toaNha.truongHocId', options: truongHocOptions }],
  fields: [
    { name: 'tenToaNha', label: 'toaNha.tenToaNha', type: 'text', required: true, maxLength: 100 },
    { name: 'truongHocId', label: 'toaNha.truongHocId', type: 'select', options: truongHocOptions },
  ],
};
