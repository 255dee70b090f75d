/** Query keys of the departments feature: one factory, every key starts with the feature name. */
export const phongBanKeys = {
  all: ['phong-ban'] as const,
  list: (query: object) => [...phongBanKeys.all, 'list', query] as const,
  members: (phongBanId: number) => [...phongBanKeys.all, 'members', phongBanId] as const,
};
