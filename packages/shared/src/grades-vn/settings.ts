import { z } from 'zod';

/**
 * The parts of the Vietnamese assessment rules found only in secondary sources ("verify" in the domain notes): each is
 * a setting the academic office can change per academic year; these defaults are the values the notes give.
 */
export const zVnGradingSettings = z.object({
  /** Rule 3: regular marks per term by periods per year — up to `upTo` periods (inclusive) → `count`; the rest → `more`. */
  soDiemThuongXuyen: z
    .object({
      bands: z
        .array(z.object({ upTo: z.number().int().min(1).max(400), count: z.number().int().min(1).max(6) }))
        .min(1)
        .max(6),
      more: z.number().int().min(1).max(6),
    })
    .strict(),
  /** Rule 6: learning-result thresholds (marks in 0–10) and how many subjects must reach the higher mark. */
  hocLuc: z
    .object({
      totFloor: z.number().min(0).max(10),
      totHigh: z.number().min(0).max(10),
      totHighCount: z.number().int().min(0).max(20),
      khaFloor: z.number().min(0).max(10),
      khaHigh: z.number().min(0).max(10),
      khaHighCount: z.number().int().min(0).max(20),
      datPass: z.number().min(0).max(10),
      datPassCount: z.number().int().min(0).max(20),
      datFloor: z.number().min(0).max(10),
      datMaxCommentFails: z.number().int().min(0).max(20),
      /** Raise one level when a result falls two or more levels below Tốt or Khá because of exactly one subject. */
      dieuChinh: z.boolean(),
    })
    .strict(),
  /** Rule 8: more absent sessions than this (excused or not) means repeating the year. */
  soBuoiNghiToiDa: z.number().int().min(0).max(200),
  /** Rule 10: Học sinh Xuất sắc needs this many subjects with a year average of at least `xuatSacMark`. */
  khenThuong: z
    .object({ xuatSacMark: z.number().min(0).max(10), xuatSacCount: z.number().int().min(0).max(20) })
    .strict(),
  /** Circular 27: minimum year-end test marks for Hoàn thành xuất sắc / Hoàn thành tốt / Hoàn thành. */
  tieuHoc: z
    .object({
      xuatSacTest: z.number().int().min(1).max(10),
      totTest: z.number().int().min(1).max(10),
      hoanThanhTest: z.number().int().min(1).max(10),
    })
    .strict(),
});
export type VnGradingSettings = z.infer<typeof zVnGradingSettings>;

export const DEFAULT_VN_GRADING_SETTINGS: VnGradingSettings = {
  soDiemThuongXuyen: {
    bands: [
      { upTo: 35, count: 2 },
      { upTo: 70, count: 3 },
    ],
    more: 4,
  },
  hocLuc: {
    totFloor: 6.5,
    totHigh: 8,
    totHighCount: 6,
    khaFloor: 5,
    khaHigh: 6.5,
    khaHighCount: 6,
    datPass: 5,
    datPassCount: 6,
    datFloor: 3.5,
    datMaxCommentFails: 1,
    dieuChinh: true,
  },
  soBuoiNghiToiDa: 45,
  khenThuong: { xuatSacMark: 9, xuatSacCount: 6 },
  tieuHoc: { xuatSacTest: 9, totTest: 7, hoanThanhTest: 5 },
};

/** Settings with every missing part taken from the defaults (a stored row may predate a new setting). */
export function resolveSettings(partial?: DeepPartial<VnGradingSettings>): VnGradingSettings {
  const d = DEFAULT_VN_GRADING_SETTINGS;
  if (!partial) return d;
  return {
    soDiemThuongXuyen: {
      bands:
        (partial.soDiemThuongXuyen?.bands as VnGradingSettings['soDiemThuongXuyen']['bands']) ??
        d.soDiemThuongXuyen.bands,
      more: partial.soDiemThuongXuyen?.more ?? d.soDiemThuongXuyen.more,
    },
    hocLuc: { ...d.hocLuc, ...stripUndefined(partial.hocLuc) },
    soBuoiNghiToiDa: partial.soBuoiNghiToiDa ?? d.soBuoiNghiToiDa,
    khenThuong: { ...d.khenThuong, ...stripUndefined(partial.khenThuong) },
    tieuHoc: { ...d.tieuHoc, ...stripUndefined(partial.tieuHoc) },
  };
}

export type DeepPartial<T> = { [K in keyof T]?: T[K] extends object ? DeepPartial<T[K]> : T[K] };

function stripUndefined<T extends object>(value: T | undefined): Partial<T> {
  if (!value) return {};
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Partial<T>;
}
