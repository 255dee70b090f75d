/** Query keys of the khen-thuong feature: one factory, every key starts with the feature name. */
export const khenThuongKeys = {
  all: ['khen-thuong'] as const,
  list: (query: object) => [...khenThuongKeys.all, 'list', query] as const,
};
