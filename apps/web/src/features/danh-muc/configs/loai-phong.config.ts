import type { LoaiPhong } from '@hpl/shared/danh-muc/contract';
import { resourceKeys } from '../../../components/crud/api/keys';
import type { CrudConfig } from '../../../components/crud/crud-config';

/** `quanly/loaiphong`: room types (classroom, laboratory, gym…). */
export const loaiPhongConfig: CrudConfig<LoaiPhong> = {
  resource: 'LoaiPhong',
  ns: 'danh-muc',
  prefix: 'loaiPhong',
  keys: resourceKeys('LoaiPhong'),
  exportName: 'loai-phong',
  exportPath: '/LoaiPhong/xuatExcel',
  nameOf: (r) => r.tenLoaiPhong,
  columns: [
    { field: 'tenLoaiPhong', title: 'loaiPhong.tenLoaiPhong', sort: 'tenLoaiPhong' },
    { field: 'tenLoaiPhongEn', title: 'loaiPhong.tenLoaiPhongEn', from: 'md' },
    { field: 'soPhong', title: 'loaiPhong.soPhong', align: 'right' },
  ],
  fields: [
    { name: 'tenLoaiPhong', label: 'loaiPhong.tenLoaiPhong', type: 'text', required: true, maxLength: 100 },
    { name: 'tenLoaiPhongEn', label: 'loaiPhong.tenLoaiPhongEn', type: 'text', maxLength: 100 },
  ],
};
