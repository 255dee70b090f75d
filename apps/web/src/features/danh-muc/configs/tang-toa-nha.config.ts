import type { TangToaNha } from '@hpl/shared/danh-muc/contract';
import { resourceKeys } from '../../../components/crud/api/keys';
import type { CrudConfig } from '../../../components/crud/crud-config';
import { toaNhaOptions } from './options';

/** `quanly/tangToaNha`: floors of each building, in order (basements below zero). */
export const tangToaNhaConfig: CrudConfig<TangToaNha> = {
  resource: 'TangToaNha',
  ns: 'danh-muc',
  prefix: 'tangToaNha',
  keys: resourceKeys('TangToaNha'),
  exportName: 'tang-toa-nha',
  exportPath: '/TangToaNha/xuatExcel',
  nameOf: (r) => `${r.tenTang} – ${r.tenToaNha}`,
  columns: [
    { field: 'tenTang', title: 'tangToaNha.tenTang', sort: 'tenTang' },
    { field: 'tenToaNha', title: 'tangToaNha.toaNhaId', sort: 'tenToaNha' },
    { field: 'thuTu', title: 'tangToaNha.thuTu', sort: 'thuTu', align: 'right', from: 'sm' },
    { field: 'soPhong', title: 'tangToaNha.soPhong', align: 'right' },
  ],
  filters: [{ param: 'toaNhaId', label: 'tangToaNha.toaNhaId', options: toaNhaOptions }],
  fields: [
    { name: 'toaNhaId', label: 'tangToaNha.toaNhaId', type: 'select', required: true, options: toaNhaOptions },
    { name: 'tenTang', label: 'tangToaNha.tenTang', type: 'text', required: true, maxLength: 50 },
    {
      name: 'thuTu',
      label: 'tangToaNha.thuTu',
      type: 'number',
      required: true,
      min: -5,
      max: 200,
      help: 'tangToaNha.thuTu.help',
    },
  ],
};
