import { CAP_HOC, HINH_THUC_DANH_GIA } from '@hpl/shared/danh-muc/contract';
import { localName } from '@hpl/shared/local-name';
import type { OptionSource } from '../../../components/crud/crud-config';
import { i18n } from '../../../lib/i18n';

/** A row's name in the interface language, read when the option is drawn. */
const named = (vi: string, en: string) => (r: Record<string, unknown>) =>
  localName(i18n.language, r[vi] as string | null, r[en] as string | null);

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
  label: named('tenLoaiPhong', 'tenLoaiPhongEn'),
};
export const heHocOptions: OptionSource = {
  kind: 'resource',
  resource: 'HeHoc',
  label: named('tenHeHoc', 'tenHeHocEn'),
};
export const khoiOptions: OptionSource = { kind: 'resource', resource: 'Khoi', label: named('tenKhoi', 'tenKhoiEn') };
