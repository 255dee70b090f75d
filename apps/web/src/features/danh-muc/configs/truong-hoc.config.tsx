import type { TruongHoc } from '@hpl/shared/danh-muc/contract';
import { Flex, Tag } from 'antd';
import { resourceKeys } from '../../../components/crud/api/keys';
import type { CrudConfig } from '../../../components/crud/crud-config';
import { capHocOptions } from './options';

/** `quanly/truongHoc`: schools / campuses and the levels each teaches. */
export const truongHocConfig: CrudConfig<TruongHoc> = {
  resource: 'TruongHoc',
  ns: 'danh-muc',
  prefix: 'truongHoc',
  keys: resourceKeys('TruongHoc'),
  exportName: 'truong-hoc',
  exportPath: '/TruongHoc/xuatExcel',
  nameOf: (r) => r.tenTruong,
  columns: [
    { field: 'tenTruong', title: 'truongHoc.tenTruong', sort: 'tenTruong' },
    { field: 'diaChi', title: 'truongHoc.diaChi', from: 'md' },
    {
      field: 'capHoc',
      title: 'truongHoc.capHoc',
      render: (r, t) => (
        <Flex gap={4} wrap>
          {r.capHoc.map((c) => (
            <Tag key={c}>{t(`capHoc.${c}`)}</Tag>
          ))}
        </Flex>
      ),
    },
    { field: 'soToaNha', title: 'truongHoc.soToaNha', align: 'right', from: 'sm' },
  ],
  fields: [
    { name: 'tenTruong', label: 'truongHoc.tenTruong', type: 'text', required: true, maxLength: 200 },
    { name: 'diaChi', label: 'truongHoc.diaChi', type: 'text', maxLength: 300 },
    { name: 'capHoc', label: 'truongHoc.capHoc', type: 'multiSelect', options: capHocOptions, defaultValue: [] },
  ],
};
