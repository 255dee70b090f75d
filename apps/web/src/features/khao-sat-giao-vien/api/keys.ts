/** Query keys of the khao-sat-giao-vien feature: one factory, every key starts with the feature name. */
export const khaoSatGiaoVienKeys = {
  all: ['khao-sat-giao-vien'] as const,
  list: (query: object) => [...khaoSatGiaoVienKeys.all, 'list', query] as const,
};
