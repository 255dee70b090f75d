import type { ThongBaoGuiPhuHuynh } from '@hpl/shared/thong-bao-gui-phu-huynh/contract';
import type { CrudConfig } from '../../../components/crud/crud-config';
import { thongBaoGuiPhuHuynhKeys } from '../api/keys';

/** The ThongBaoGuiPhuHuynh list: server-paged table, search, create/edit drawer and delete with confirmation. */
export const thongBaoGuiPhuHuynhConfig: CrudConfig<ThongBaoGuiPhuHuynh> = {
  resource: 'ThongBaoGuiPhuHuynh',
  ns: 'thong-bao-gui-phu-huynh',
  prefix: 'thongBaoGuiPhuHuynh',
  keys: thongBaoGuiPhuHuynhKeys,
  nameOf: (r) => r.ten,
  defaultSort: 'ten',
  columns: [
    { field: 'ten', title: 'thongBaoGuiPhuHuynh.ten', sort: 'ten' },
    { field: 'moTa', title: 'thongBaoGuiPhuHuynh.moTa', from: 'md' },
  ],
  fields: [
    { name: 'ten', label: 'thongBaoGuiPhuHuynh.ten', type: 'text', required: true, maxLength: 200 },
    { name: 'moTa', label: 'thongBaoGuiPhuHuynh.moTa', type: 'text', maxLength: 2000 },
  ],
};
