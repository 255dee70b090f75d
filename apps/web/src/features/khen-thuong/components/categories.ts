import type { LoaiKhenThuong } from '@hpl/shared/khen-thuong/contract';

/** One colour per category, on the cards and the filter. */
export const CATEGORY_COLOURS: Record<LoaiKhenThuong, string> = {
  hocTap: 'blue',
  cuocThi: 'orange',
  chungChi: 'cyan',
  tuyenDuongTruocTruong: 'magenta',
  giayKhenHieuTruong: 'gold',
  nhanVien: 'green',
};
