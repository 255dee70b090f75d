import { localName } from '@hpl/shared/local-name';
import type { LopQuanLy } from '@hpl/shared/lop-quan-ly/contract';
import type { CrudConfig, OptionSource } from '../../../components/crud/crud-config';
import { i18n } from '../../../lib/i18n';
import { lopQuanLyKeys } from '../api/keys';

/** A row's name in the interface language, read when the option is drawn. */
const named = (vi: string, en: string) => (r: Record<string, unknown>) =>
  localName(i18n.language, r[vi] as string | null, r[en] as string | null);
const khoiOptions: OptionSource = { kind: 'resource', resource: 'Khoi', label: named('tenKhoi', 'tenKhoiEn') };
const heHocOptions: OptionSource = { kind: 'resource', resource: 'HeHoc', label: named('tenHeHoc', 'tenHeHocEn') };
/** Only the systems that run the chosen grade level (`khoiHeHoc`): other pairs are refused by the server anyway. */
const heHocOfKhoiOptions: OptionSource = {
  kind: 'resource',
  resource: 'KhoiHeHoc',
  valueField: 'heHocId',
  label: named('tenHeHoc', 'tenHeHocEn'),
};
const phongOptions: OptionSource = {
  kind: 'resource',
  resource: 'Phong',
  label: (r) => `${r.tenPhong} · ${r.tenToaNha}`,
};
const teacherOptions: OptionSource = {
  kind: 'resource',
  resource: 'NhanVien',
  query: { trangThai: 'dang_lam' },
  label: (r) => `${r.hoTen} (${r.maNhanVien})`,
};

/** `quanly/LopQuanLy`: homeroom classes of the year chosen in the header (the page adds `namHocId`). */
export const lopQuanLyConfig: CrudConfig<LopQuanLy> = {
  resource: 'LopQuanLy',
  ns: 'lop-quan-ly',
  prefix: 'lop',
  keys: lopQuanLyKeys,
  exportName: 'lop-quan-ly',
  exportPath: '/LopQuanLy/xuatExcel',
  nameOf: (r) => r.tenLop,
  columns: [
    { field: 'tenLop', title: 'lop.tenLop', sort: 'tenLop' },
    {
      field: 'tenKhoi',
      title: 'lop.khoiId',
      sort: 'tenKhoi',
      from: 'sm',
      render: (r) => localName(i18n.language, r.tenKhoi, r.tenKhoiEn),
    },
    {
      field: 'tenHeHoc',
      title: 'lop.heHocId',
      sort: 'tenHeHoc',
      from: 'sm',
      render: (r) => localName(i18n.language, r.tenHeHoc, r.tenHeHocEn),
    },
    { field: 'tenPhong', title: 'lop.phongId', from: 'md' },
    { field: 'tenGvcn', title: 'lop.gvcnId', sort: 'tenGvcn', from: 'md' },
    { field: 'siSo', title: 'lop.siSo', align: 'right' },
  ],
  filters: [
    { param: 'khoiId', label: 'lop.khoiId', options: khoiOptions },
    { param: 'heHocId', label: 'lop.heHocId', options: heHocOptions },
  ],
  fields: [
    { name: 'tenLop', label: 'lop.tenLop', type: 'text', required: true, maxLength: 30, help: 'lop.tenLop.help' },
    { name: 'khoiId', label: 'lop.khoiId', type: 'select', required: true, options: khoiOptions },
    {
      name: 'heHocId',
      label: 'lop.heHocId',
      type: 'select',
      required: true,
      options: heHocOfKhoiOptions,
      dependsOn: { field: 'khoiId', param: 'khoiId' },
      help: 'lop.heHocId.help',
    },
    { name: 'phongId', label: 'lop.phongId', type: 'select', options: phongOptions },
    { name: 'gvcnId', label: 'lop.gvcnId', type: 'select', options: teacherOptions },
  ],
};
