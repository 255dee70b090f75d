import type { Phong } from '@hpl/shared/danh-muc/contract';
import { localName } from '@hpl/shared/local-name';
import { resourceKeys } from '../../../components/crud/api/keys';
import type { CrudConfig } from '../../../components/crud/crud-config';
import { i18n } from '../../../lib/i18n';
import { loaiPhongOptions, tangOptions, toaNhaOptions } from './options';

/** `quanly/phong`: rooms with capacity, type and floor; the floor select lists the chosen building's floors. */
export const phongConfig: CrudConfig<Phong> = {
  resource: 'Phong',
  ns: 'danh-muc',
  prefix: 'phong',
  keys: resourceKeys('Phong'),
  exportName: 'phong',
  exportPath: '/Phong/xuatExcel',
  nameOf: (r) => r.tenPhong,
  columns: [
    { field: 'tenPhong', title: 'phong.tenPhong', sort: 'tenPhong' },
    { field: 'tenToaNha', title: 'phong.toaNhaId', sort: 'tenToaNha', from: 'sm' },
    { field: 'tenTang', title: 'phong.tangId', from: 'sm' },
    {
      field: 'tenLoaiPhong',
      title: 'phong.loaiPhongId',
      sort: 'tenLoaiPhong',
      render: (r) => localName(i18n.language, r.tenLoaiPhong, r.tenLoaiPhongEn),
    },
    { field: 'sucChua', title: 'phong.sucChua', sort: 'sucChua', align: 'right' },
  ],
  filters: [
    { param: 'toaNhaId', label: 'phong.toaNhaId', options: toaNhaOptions },
    {
      param: 'tangId',
      label: 'phong.tangId',
      options: tangOptions,
      dependsOn: { field: 'toaNhaId', param: 'toaNhaId' },
    },
    { param: 'loaiPhongId', label: 'phong.loaiPhongId', options: loaiPhongOptions },
  ],
  fields: [
    { name: 'tenPhong', label: 'phong.tenPhong', type: 'text', required: true, maxLength: 50 },
    {
      name: 'toaNhaId',
      label: 'phong.toaNhaId',
      type: 'select',
      required: true,
      options: toaNhaOptions,
      formOnly: true,
    },
    {
      name: 'tangId',
      label: 'phong.tangId',
      type: 'select',
      required: true,
      options: tangOptions,
      dependsOn: { field: 'toaNhaId', param: 'toaNhaId' },
    },
    { name: 'loaiPhongId', label: 'phong.loaiPhongId', type: 'select', required: true, options: loaiPhongOptions },
    { name: 'sucChua', label: 'phong.sucChua', type: 'number', required: true, min: 1, max: 2000 },
  ],
};
