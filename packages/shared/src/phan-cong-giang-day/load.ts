import { CAP_HOC } from '../danh-muc/contract';

/**
 * Teaching load of Circular 05/2025/TT-BGDĐT: a teacher's weekly norm is the level norm minus the reductions of their
 * duties; overload is capped at a share of the norm; the yearly ledger compares planned periods plus reductions with the
 * yearly norm (Circular 21/2025: extra periods, at most 200 a year). Pure: the server computes the loads with it and the
 * web shows the same numbers.
 */
export type CapHoc = (typeof CAP_HOC)[number];

export interface CaiDatPhanCong {
  /** Teaching weeks of the year: periods per week = periods per year / weeks. */
  soTuanNam: number;
  /** Weekly norm per level. */
  dinhMuc: Record<CapHoc, number>;
  /** Weekly reductions per duty. */
  giamTru: {
    chuNhiem: number;
    toTruong: number;
    toPho: number;
    tapSu: number;
    conNho: number;
    conNhoTieuHoc: number;
  };
  /** Overload cap, in percent of the weekly norm. */
  vuotGioToiDaPhanTram: number;
  /** Extra periods a year past which the ledger warns. */
  canhBaoTietThemNam: number;
}

export const DEFAULT_CAI_DAT_PHAN_CONG: CaiDatPhanCong = {
  soTuanNam: 35,
  dinhMuc: { tieu_hoc: 23, thcs: 19, thpt: 17 },
  giamTru: { chuNhiem: 4, toTruong: 3, toPho: 1, tapSu: 2, conNho: 3, conNhoTieuHoc: 4 },
  vuotGioToiDaPhanTram: 50,
  canhBaoTietThemNam: 200,
};

/** A teacher's duties in one year (the homeroom one is derived from the homeroom classes). */
export interface NhiemVuGiaoVien {
  toTruong: boolean;
  toPho: boolean;
  tapSu: boolean;
  conNho: boolean;
  /** Other duties' reductions, periods per week. */
  giamTruKhac: number;
}

export interface TaiGiangDay {
  dinhMucCap: number;
  tongGiamTru: number;
  /** Weekly norm after reductions (never below 0). */
  dinhMuc: number;
  tietTuan: number;
  /** Periods per week over (+) or under (−) the norm. */
  chenhLech: number;
  /** Highest weekly load before the overload cap. */
  toiDa: number;
  vuotTran: boolean;
  tietNam: number;
  giamTruNam: number;
  dinhMucNam: number;
  /** Substitute lessons given in the year (from the timetable's substitutions). */
  tietDayThay: number;
  /** Planned periods + substitute lessons + reductions − yearly norm (negative: under the norm). */
  tietThem: number;
  canhBaoTietThem: boolean;
}

const round2 = (n: number) => Math.round(n * 100) / 100;

export function tietTuanOf(soTietNam: number, soTuanNam: number): number {
  return soTuanNam > 0 ? round2(soTietNam / soTuanNam) : 0;
}

/** The reductions per week of a teacher's duties; a homeroom teacher of several classes is reduced once. */
export function giamTruOf(caiDat: CaiDatPhanCong, capHoc: CapHoc, nhiemVu: NhiemVuGiaoVien, laChuNhiem: boolean) {
  const g = caiDat.giamTru;
  return (
    (laChuNhiem ? g.chuNhiem : 0) +
    (nhiemVu.toTruong ? g.toTruong : 0) +
    (nhiemVu.toPho ? g.toPho : 0) +
    (nhiemVu.tapSu ? g.tapSu : 0) +
    (nhiemVu.conNho ? (capHoc === 'tieu_hoc' ? g.conNhoTieuHoc : g.conNho) : 0) +
    nhiemVu.giamTruKhac
  );
}

/** A teacher's load: `soTietNam` is the sum of the periods per year of the subject classes they teach. */
export function taiGiangDayOf(
  caiDat: CaiDatPhanCong,
  input: { capHoc: CapHoc; nhiemVu: NhiemVuGiaoVien; laChuNhiem: boolean; soTietNam: number; soTietDayThay?: number },
): TaiGiangDay {
  const weeks = caiDat.soTuanNam;
  const dinhMucCap = caiDat.dinhMuc[input.capHoc];
  const tongGiamTru = giamTruOf(caiDat, input.capHoc, input.nhiemVu, input.laChuNhiem);
  const dinhMuc = Math.max(0, dinhMucCap - tongGiamTru);
  const tietTuan = tietTuanOf(input.soTietNam, weeks);
  const toiDa = round2(dinhMuc * (1 + caiDat.vuotGioToiDaPhanTram / 100));
  const giamTruNam = Math.min(tongGiamTru, dinhMucCap) * weeks;
  const dinhMucNam = dinhMucCap * weeks;
  const tietDayThay = input.soTietDayThay ?? 0;
  const tietThem = round2(input.soTietNam + tietDayThay + giamTruNam - dinhMucNam);
  return {
    dinhMucCap,
    tongGiamTru,
    dinhMuc,
    tietTuan,
    chenhLech: round2(tietTuan - dinhMuc),
    toiDa,
    vuotTran: tietTuan > toiDa,
    tietNam: input.soTietNam,
    giamTruNam,
    dinhMucNam,
    tietDayThay,
    tietThem,
    canhBaoTietThem: tietThem >= caiDat.canhBaoTietThemNam,
  };
}

/** The level a teacher's norm follows when none is set: the level most of their classes belong to. */
export function capHocChinhOf(levels: readonly (CapHoc | null)[], fallback: CapHoc = 'thcs'): CapHoc {
  const counts = new Map<CapHoc, number>();
  for (const l of levels) if (l) counts.set(l, (counts.get(l) ?? 0) + 1);
  let best: CapHoc = fallback;
  let most = 0;
  for (const cap of CAP_HOC) {
    const n = counts.get(cap) ?? 0;
    if (n > most) {
      best = cap;
      most = n;
    }
  }
  return best;
}
