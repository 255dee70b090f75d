/** Query keys of the khao-sat-giao-vien feature: one factory, every key starts with the feature name. */
export const khaoSatKeys = {
  all: ['khao-sat-giao-vien'] as const,
  campaigns: (chuongTrinh: string) => [...khaoSatKeys.all, 'campaigns', chuongTrinh] as const,
  statistics: (khaoSatId: number) => [...khaoSatKeys.all, 'statistics', khaoSatId] as const,
  mine: () => [...khaoSatKeys.all, 'mine'] as const,
  myResults: () => [...khaoSatKeys.all, 'my-results'] as const,
};
