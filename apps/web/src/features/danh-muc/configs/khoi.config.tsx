import type { Khoi } from '@hpl/shared/danh-muc/contract';
import { Tag } from 'antd';
import { resourceKeys } from '../../../components/crud/api/keys';
import type { CrudConfig } from '../../../components/crud/crud-config';
import { capHocOptions } from './options';

/** `quanly/khoi`: grade levels (1–12) and the school level each belongs to. */
export const khoiConfig: CrudConfig<Khoi> = {
  resource: 'Khoi',
  ns: 'danh-muc',
  prefix: 'khoi',
  keys: resourceKeys('Khoi'),
  exportName: 'khoi',
  exportPath: '/Khoi/xuatExcel',
  nameOf: (r) => r.tenKhoi,
  columns: [
    { field: 'tenKhoi', title: 'khoi.tenKhoi', sort: 'tenKhoi' },
    { field: 'tenKhoiEn', title: 'khoi.tenKhoiEn', from: 'md' },
    { field: 'thuTu', title: 'khoi.thuTu', sort: 'thuTu', align: 'right' },
    { field: 'capHoc', title: 'khoi.capHoc', sort: 'capHoc', render: (r, t) => <Tag>{t(`capHoc.${r.capHoc}`)}</Tag> },
  ],
  filters: [{ param: 'capHoc', label: 'khoi.capHoc', options: capHocOptions }],
  fields: [
    { name: 'tenKhoi', label: 'khoi.tenKhoi', type: 'text', required: true, maxLength: 50 },
    { name: 'tenKhoiEn', label: 'khoi.tenKhoiEn', type: 'text', maxLength: 50 },
    { name: 'thuTu', label: 'khoi.thuTu', type: 'number', required: true, min: 1, max: 15, help: 'khoi.thuTu.help' },
    { name: 'capHoc', label: 'khoi.capHoc', type: 'radio', required: true, options: capHocOptions },
  ],
};
