/** Query keys of the chu-nhiem feature: one factory, every key starts with the feature name. */
export const chuNhiemKeys = {
  all: ['chu-nhiem'] as const,
  list: (query: object) => [...chuNhiemKeys.all, 'list', query] as const,
};
