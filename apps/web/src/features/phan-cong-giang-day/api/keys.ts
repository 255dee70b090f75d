/** Query keys of the phan-cong-giang-day feature: one factory, every key starts with the feature name. */
export const phanCongGiangDayKeys = {
  all: ['phan-cong-giang-day'] as const,
  /** The year's classes, teachers and loads. */
  summary: (namHocId: number | null) => [...phanCongGiangDayKeys.all, 'summary', namHocId] as const,
  copyPreview: (namHocId: number | null) => [...phanCongGiangDayKeys.all, 'copy', namHocId] as const,
};
