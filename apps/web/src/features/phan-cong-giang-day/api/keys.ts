/** Query keys of the phan-cong-giang-day feature: one factory, every key starts with the feature name. */
export const phanCongGiangDayKeys = {
  all: ['phan-cong-giang-day'] as const,
  list: (query: object) => [...phanCongGiangDayKeys.all, 'list', query] as const,
};
