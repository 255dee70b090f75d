import type { TamLyDefinition } from '../instrument';

/** An instrument the demo school and a new installation start with, with its source and licence stated. */
export interface SeedInstrument {
  ma: string;
  ten: string;
  tenEn: string;
  moTa: string;
  nguoiTraLoi: 'HocSinh' | 'GiaoVien';
  nguon: string;
  giayPhep: string;
  dinhNghia: TamLyDefinition;
}
