/** Query keys of the thoi-khoa-bieu feature: one factory, every key starts with the feature name. */
export const thoiKhoaBieuKeys = {
  all: ['thoi-khoa-bieu'] as const,
  list: (query: object) => [...thoiKhoaBieuKeys.all, 'list', query] as const,
};
