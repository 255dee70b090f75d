import { LOAI_PHONG_BAN, type PhongBan } from '@hpl/shared/phong-ban/contract';
import { Tag } from 'antd';
import type { CrudConfig, OptionSource } from '../../../components/crud/crud-config';
import { phongBanKeys } from '../api/keys';

export const loaiPhongBanOptions: OptionSource = { kind: 'enum', values: LOAI_PHONG_BAN, labelKey: 'loai.' };

/** Staff at work, for the head select and for adding members. */
export const staffOptions: OptionSource = {
  kind: 'resource',
  resource: 'NhanVien',
  query: { trangThai: 'dang_lam' },
  label: (r) => `${r.hoTen} (${r.maNhanVien})${r.tenPhongBan ? ` · ${r.tenPhongBan}` : ''}`,
};

/** `quanly/phongban`: departments (subject groups and offices) with their head. Members are managed in a drawer. */
export const phongBanConfig: CrudConfig<PhongBan> = {
  resource: 'PhongBan',
  ns: 'phong-ban',
  prefix: 'phongBan',
  keys: phongBanKeys,
  exportName: 'phong-ban',
  exportPath: '/PhongBan/xuatExcel',
  nameOf: (r) => r.tenPhongBan,
  columns: [
    { field: 'tenPhongBan', title: 'phongBan.tenPhongBan', sort: 'tenPhongBan' },
    { field: 'tenPhongBanEn', title: 'phongBan.tenPhongBanEn', from: 'lg' },
    {
      field: 'loai',
      title: 'phongBan.loai',
      sort: 'loai',
      from: 'sm',
      render: (r, t) => <Tag color={r.loai === 'to_chuyen_mon' ? 'blue' : 'gold'}>{t(`loai.${r.loai}`)}</Tag>,
    },
    { field: 'tenTruongPhong', title: 'phongBan.truongPhongId', sort: 'tenTruongPhong', from: 'md' },
    { field: 'soThanhVien', title: 'phongBan.soThanhVien', align: 'right' },
  ],
  filters: [{ param: 'loai', label: 'phongBan.loai', options: loaiPhongBanOptions }],
  fields: [
    { name: 'tenPhongBan', label: 'phongBan.tenPhongBan', type: 'text', required: true, maxLength: 150 },
    { name: 'tenPhongBanEn', label: 'phongBan.tenPhongBanEn', type: 'text', maxLength: 150 },
    {
      name: 'loai',
      label: 'phongBan.loai',
      type: 'radio',
      required: true,
      options: loaiPhongBanOptions,
      defaultValue: 'to_chuyen_mon',
    },
    {
      name: 'truongPhongId',
      label: 'phongBan.truongPhongId',
      type: 'select',
      options: staffOptions,
      help: 'phongBan.truongPhongId.help',
    },
  ],
};
