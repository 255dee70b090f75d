import { CAP_HOC, HINH_THUC_DANH_GIA } from '@hpl/shared/danh-muc/contract';
import type { OptionSource } from '../../../components/crud/crud-config';

/** Select sources shared by several structure screens. */
export const capHocOptions: OptionSource = { kind: 'enum', values: CAP_HOC, labelKey: 'capHoc.' };
export const hinhThucDanhGiaOptions: OptionSource = {
  kind: 'enum',
  values: HINH_THUC_DANH_GIA,
  labelKey: 'hinhThucDanhGia.',
};

export const truongHocOptions: OptionSource = {
  kind: 'resource',
  resource: 'TruongHoc',
  label: (r) => String(r.tenTruong),
};
export const toaNhaOptions: OptionSource = { kind: 'resource', resource: 'ToaNha', label: (r) => String(r.tenToaNha) };
export const tangOptions: OptionSource = { kind: 'resource', resource: 'TangToaNha', label: (r) => String(r.tenTang) };
export const loaiPhongOptions: OptionSource = {
  kind: 'resource',
  resource: 'LoaiPhong',
  label: (r) => String(r.tenLoaiPhong),
};
export const heHocOptions: OptionSource = { kind: 'resource', resource: 'HeHoc', label: (r) => String(r.tenHeHoc) };
export const khoiOptions: OptionSource = { kind: 'resource', resource: 'Khoi', label: (r) => String(r.tenKhoi) };
