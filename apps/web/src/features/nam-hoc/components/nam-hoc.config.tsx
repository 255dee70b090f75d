import type { NamHoc } from '@hpl/shared/nam-hoc/contract';
import { Tag } from 'antd';
import type { CrudConfig } from '../../../components/crud/crud-config';
import { formatDateNow } from '../../../lib/format';
import { namHocKeys } from '../api/keys';

/** `quanly/namhoc`: academic years. A new year gets its two terms from the server; exactly one year is active. */
export const namHocConfig: CrudConfig<NamHoc> = {
  resource: 'NamHoc',
  ns: 'nam-hoc',
  prefix: 'namHoc',
  keys: namHocKeys,
  exportName: 'nam-hoc',
  exportPath: '/NamHoc/xuatExcel',
  nameOf: (r) => r.tenNamHoc,
  columns: [
    { field: 'tenNamHoc', title: 'namHoc.tenNamHoc', sort: 'tenNamHoc' },
    { field: 'ngayBatDau', title: 'namHoc.ngayBatDau', sort: 'ngayBatDau', render: (r) => formatDateNow(r.ngayBatDau) },
    { field: 'ngayKetThuc', title: 'namHoc.ngayKetThuc', from: 'sm', render: (r) => formatDateNow(r.ngayKetThuc) },
    {
      field: 'isActive',
      title: 'namHoc.isActive',
      render: (r, t) => (r.isActive ? <Tag color="green">{t('namHoc.active')}</Tag> : null),
    },
  ],
  fields: [
    {
      name: 'tenNamHoc',
      label: 'namHoc.tenNamHoc',
      type: 'text',
      required: true,
      maxLength: 50,
      help: 'namHoc.tenNamHoc.help',
    },
    { name: 'ngayBatDau', label: 'namHoc.ngayBatDau', type: 'date' },
    { name: 'ngayKetThuc', label: 'namHoc.ngayKetThuc', type: 'date' },
  ],
};
