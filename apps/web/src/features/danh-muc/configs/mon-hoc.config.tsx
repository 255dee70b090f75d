import type { MonHoc } from '@hpl/shared/danh-muc/contract';
import { localName } from '@hpl/shared/local-name';
import { Tag } from 'antd';
import { resourceKeys } from '../../../components/crud/api/keys';
import type { CrudConfig } from '../../../components/crud/crud-config';
import { i18n } from '../../../lib/i18n';
import { heHocOptions, hinhThucDanhGiaOptions } from './options';

/** `quanly/monhoc`: subjects of each education system, periods per week and how they are assessed. */
export const monHocConfig: CrudConfig<MonHoc> = {
  resource: 'MonHoc',
  ns: 'danh-muc',
  prefix: 'monHoc',
  keys: resourceKeys('MonHoc'),
  exportName: 'mon-hoc',
  exportPath: '/MonHoc/xuatExcel',
  nameOf: (r) => `${r.maMonHoc} – ${r.tenMonHoc}`,
  columns: [
    { field: 'maMonHoc', title: 'monHoc.maMonHoc', sort: 'maMonHoc' },
    { field: 'tenMonHoc', title: 'monHoc.tenMonHoc', sort: 'tenMonHoc' },
    { field: 'tenMonHocEn', title: 'monHoc.tenMonHocEn', from: 'lg' },
    {
      field: 'tenHeHoc',
      title: 'monHoc.heHocId',
      sort: 'tenHeHoc',
      from: 'sm',
      render: (r) => localName(i18n.language, r.tenHeHoc, r.tenHeHocEn),
    },
    { field: 'soTietTuan', title: 'monHoc.soTietTuan', sort: 'soTietTuan', align: 'right', from: 'sm' },
    {
      field: 'hinhThucDanhGia',
      title: 'monHoc.hinhThucDanhGia',
      render: (r, t) => (
        <Tag color={r.hinhThucDanhGia === 'diem' ? 'blue' : 'green'}>{t(`hinhThucDanhGia.${r.hinhThucDanhGia}`)}</Tag>
      ),
    },
    { field: 'maSyllabus', title: 'monHoc.maSyllabus', from: 'md' },
  ],
  filters: [
    { param: 'heHocId', label: 'monHoc.heHocId', options: heHocOptions },
    { param: 'hinhThucDanhGia', label: 'monHoc.hinhThucDanhGia', options: hinhThucDanhGiaOptions },
  ],
  fields: [
    { name: 'heHocId', label: 'monHoc.heHocId', type: 'select', required: true, options: heHocOptions },
    { name: 'maMonHoc', label: 'monHoc.maMonHoc', type: 'text', required: true, maxLength: 30 },
    { name: 'tenMonHoc', label: 'monHoc.tenMonHoc', type: 'text', required: true, maxLength: 150 },
    { name: 'tenMonHocEn', label: 'monHoc.tenMonHocEn', type: 'text', maxLength: 150 },
    { name: 'soTietTuan', label: 'monHoc.soTietTuan', type: 'number', required: true, min: 0, max: 40 },
    {
      name: 'hinhThucDanhGia',
      label: 'monHoc.hinhThucDanhGia',
      type: 'radio',
      required: true,
      options: hinhThucDanhGiaOptions,
      defaultValue: 'diem',
      help: 'monHoc.hinhThucDanhGia.help',
    },
    { name: 'maSyllabus', label: 'monHoc.maSyllabus', type: 'text', maxLength: 10, help: 'monHoc.maSyllabus.help' },
  ],
};
