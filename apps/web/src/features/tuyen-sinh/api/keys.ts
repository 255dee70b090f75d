/** Query keys of the tuyen-sinh feature: one factory, every key starts with the feature name. */
export const tuyenSinhKeys = {
  all: ['tuyen-sinh'] as const,
  list: (query: object) => [...tuyenSinhKeys.all, 'list', query] as const,
};
