/** Query keys of the tuyen-sinh feature: one factory, every key starts with the feature name. */
export const tuyenSinhKeys = {
  all: ['tuyen-sinh'] as const,
  list: (query: object) => [...tuyenSinhKeys.all, 'list', query] as const,
  board: (query: object) => [...tuyenSinhKeys.all, 'board', query] as const,
  stats: () => [...tuyenSinhKeys.all, 'stats'] as const,
  detail: (id: number | null) => [...tuyenSinhKeys.all, 'detail', id] as const,
  classes: (id: number | null) => [...tuyenSinhKeys.all, 'classes', id] as const,
};
